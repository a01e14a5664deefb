// Test helpers of the account tests: a confirmed sign-up through the real registration calls.
import { expect } from 'vitest';
import type { TestApi } from '../../test-support.ts';

export const CONSENTS = { accept_terms: true, accept_personal_data: true } as const;

export interface SignedUp {
  id: number;
  token: string;
  password: string;
}

/** Registers and confirms by e-mail (or phone when `login` starts with +); returns the session. */
export async function signUp(t: TestApi, login: string, opts: { firstName?: string; lastName?: string; referral?: string } = {}): Promise<SignedUp> {
  const password = 'Account-pass-2026';
  const byPhone = login.startsWith('+');
  const body = {
    ...CONSENTS, password, first_name: opts.firstName ?? 'Тест',
    ...(byPhone ? { phone: login } : { email: login, last_name: opts.lastName ?? '' }),
  };
  const path = `/api/auth/registration/${opts.referral ? `?referral_code=${opts.referral}` : ''}`;
  const reg = await t.call('POST', path, { body });
  expect(reg.status).toBe(201);
  const { user_id } = (await reg.json()) as { user_id: number };
  const code = await t.lastCode(login);
  const confirm = await t.call('POST', byPhone ? '/api/auth/confirm_phone_reg/' : '/api/auth/confirm_email_reg/', {
    body: { user_id, code, ...(byPhone ? { phone: login } : { email: login }) },
  });
  expect(confirm.status).toBe(200);
  return { id: user_id, token: confirm.headers.get('token')!, password };
}

/** Messages queued for a target, newest first (the development outbox). */
export async function outboxOf(t: TestApi, target: string): Promise<{ subject: string; body: string }[]> {
  const res = await t.app.request(`/api/dev/outbox.json?target=${encodeURIComponent(target)}`);
  return (await res.json()) as { subject: string; body: string }[];
}

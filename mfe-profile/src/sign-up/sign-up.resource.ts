// The writes of a registration (spec §7 registration (?referral_code=), confirm_*_reg — logs in
// with the `token` header —, resend_code / resend_email_code), each a mutator over its endpoint
// descriptor (shared/src/endpoints/auth.ts). The registration's `user_id` is read with a plain
// reader: the only part of the answer the page must trust. Bodies: contract/auth-bodies.ts.
import type { RegistrationEmailBody, RegistrationPhoneBody } from '@donor/shared/contract/auth-bodies';
import { confirmEmailRegistration, confirmPhoneRegistration, register, resendEmailCode, resendPhoneCode } from '@donor/shared/endpoints/auth';
import { loginWithToken } from '../code/login-with-token.ts';
import type { AuthWriteDeps } from '../login/login.resource.ts';

export type Channel = 'phone' | 'email';

/** One object, not the bare union: the library's MutateCb distributes over a union type. */
export interface Registration {
  body: RegistrationPhoneBody | RegistrationEmailBody;
  /** The remembered referral code (referral.ts), sent as `?referral_code=`. */
  referralCode: string | null;
}

export interface RegistrationCode {
  user_id: number;
  /** The normalised phone or the lower-case e-mail the code went to. */
  target: string;
  code: string;
}

function readUserId(data: unknown): number {
  const id = (data as { user_id?: unknown } | null)?.user_id;
  if (typeof id !== 'number') throw new TypeError('registration: no user_id');
  return id;
}

export function createSignUpWrites({ query, api, auth }: AuthWriteDeps, channel: Channel) {
  /** 201 `{user_id}`: the attempt the code belongs to. */
  const $register = query.createMutatorStore<Registration, number>(async ({ data }) => {
    const referral = data.referralCode ? { query: { referral_code: data.referralCode } } : {};
    return readUserId(await api.request(register, { body: { ...data.body }, ...referral }));
  });
  /** The code confirms the registration and logs in (`true`). */
  const $confirm = query.createMutatorStore<RegistrationCode, true>(async ({ data: { user_id, target, code } }) => {
    const res = channel === 'phone'
      ? await api.requestRaw(confirmPhoneRegistration, { body: { user_id, phone: target, code } })
      : await api.requestRaw(confirmEmailRegistration, { body: { user_id, email: target, code } });
    loginWithToken(res, auth);
    return true;
  });
  /** A new code for the attempt. */
  const $resend = query.createMutatorStore<{ user_id: number }>(async ({ data }) => {
    await api.request(channel === 'phone' ? resendPhoneCode : resendEmailCode, { body: data });
  });
  return { $register, $confirm, $resend };
}

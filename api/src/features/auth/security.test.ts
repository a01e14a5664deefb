// Security, the API half (e2e/specs/security.spec.ts is the browser half): the 429 limits
// auth.test.ts does not already cover (it has login per username, code SENDING per target and per
// IP). Here: failed logins per IP across many usernames, wrong codes per IP (check_sms_code and
// confirm_*_reg share one bucket), wrong old passwords on change_password per user — and every
// one lifts once its window has passed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, makeTestApi, type TestApi } from '../../test-support.ts';

const TOO_MANY = { detail: 'Слишком много запросов. Попробуйте позже.' };

let t: TestApi;
beforeAll(async () => {
  t = await makeTestApi();
});
afterAll(async () => {
  await t?.handle.close();
});

async function expect429(res: Response) {
  expect(res.status, res.status === 429 ? '' : await res.clone().text()).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await res.json()).toEqual(TOO_MANY);
}

describe('429 past the limits', () => {
  it('30 failed logins from one IP (30 different usernames) → 429 for that IP only, even with the right password', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      const res = await t.call('POST', '/api/auth/login/', { body: { username: `nobody${i}@example.com`, password: 'wrong-password' }, ip });
      expect(res.status, `attempt ${i + 1}`).toBe(400);
    }
    await expect429(await t.call('POST', '/api/auth/login/', { body: { username: 'demo@example.com', password: 'demo-donor-2026' }, ip }));
    expect((await t.call('POST', '/api/auth/login/', { body: { username: 'demo@example.com', password: 'demo-donor-2026' } })).status, 'another IP').toBe(200);
    t.clock.advance(16 * 60_000);
    expect((await t.call('POST', '/api/auth/login/', { body: { username: 'demo@example.com', password: 'demo-donor-2026' }, ip })).status, 'after the window').toBe(200);
  });

  it('30 wrong codes from one IP → 429 on check_sms_code and on confirm_email_reg (one bucket)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      const res = await t.call('POST', '/api/auth/check_sms_code/', { body: { code: String(100000 + i), username: 'nobody@example.com' }, ip });
      expect(res.status, `attempt ${i + 1}: ${await res.text()}`).toBe(400);
    }
    await expect429(await t.call('POST', '/api/auth/check_sms_code/', { body: { code: '123456', username: 'nobody@example.com' }, ip }));
    const reg = await t.call('POST', '/api/auth/registration/', { body: { accept_terms: true, accept_personal_data: true, email: 'bucket@example.com', password: 'secret-pass-9', first_name: 'Лимит' } });
    const { user_id } = (await reg.json()) as { user_id: number };
    await expect429(await t.call('POST', '/api/auth/confirm_email_reg/', { body: { user_id, email: 'bucket@example.com', code: '123456' }, ip }));
    expect((await t.call('POST', '/api/auth/check_sms_code/', { body: { code: '123456', username: 'nobody@example.com' } })).status, 'another IP').toBe(400);
    t.clock.advance(16 * 60_000);
    expect((await t.call('POST', '/api/auth/check_sms_code/', { body: { code: '123456', username: 'nobody@example.com' }, ip })).status, 'after the window').toBe(400);
  });

  it('10 wrong old passwords on change_password → 429, and the right one is refused meanwhile', async () => {
    const token = await t.login('new@example.com', 'new-donor-2026');
    for (let i = 0; i < 10; i++) {
      const res = await t.call('POST', '/api/auth/change_password/', { body: { old_password: `wrong-${i}-password`, new_password: 'another-pass-2026' }, token });
      expect(res.status, `attempt ${i + 1}`).toBe(400);
    }
    await expect429(await t.call('POST', '/api/auth/change_password/', { body: { old_password: 'new-donor-2026', new_password: 'another-pass-2026' }, token }));
    t.clock.advance(16 * 60_000);
    expect((await t.call('GET', '/api/auth/me/', { token })).status, 'the session itself is untouched').toBe(200);
  });
});

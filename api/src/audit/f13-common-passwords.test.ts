// F13 (audit 2026-11): "12345678", "password", "qwertyui", "aaaaaaaa" were accepted. Now every
// password chosen (registration, set_password, change_password) is checked against the
// common-passwords list (docs/SECURITY.md "Пароли").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MSG } from '../lib/common-passwords.ts';
import { makeTestApi, type TestApi } from '../test-support.ts';

let t: TestApi;
beforeAll(async () => {
  t = await makeTestApi();
});
afterAll(async () => {
  await t?.handle.close();
});

describe('F13: common passwords accepted', () => {
  it.each(['12345678', 'password', 'qwertyui', 'aaaaaaaa', 'Password1', 'ILOVEYOU'])('registration with %s → 400', async (password) => {
    const res = await t.call('POST', '/api/auth/registration/', { body: { accept_terms: true, accept_personal_data: true, email: `weak-${password.toLowerCase()}@probe.example`, password, first_name: 'Слабый' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ password: [COMMON_PASSWORD_MSG] });
  });

  it('change_password and set_password refuse them too; a good password passes', async () => {
    const token = await t.login('new@example.com', 'new-donor-2026');
    const change = await t.call('POST', '/api/auth/change_password/', { token, body: { old_password: 'new-donor-2026', new_password: '12345678' } });
    expect(await change.json()).toEqual({ new_password: [COMMON_PASSWORD_MSG] });
    await t.call('POST', '/api/auth/recover/', { body: { username: 'new@example.com' } });
    const code = await t.lastCode('new@example.com');
    const check = await t.call('POST', '/api/auth/check_sms_code/', { body: { username: 'new@example.com', code } });
    const { token: reset } = (await check.json()) as { token: string };
    const weak = await t.call('POST', '/api/auth/set_password/', { body: { token: reset, password: 'qwertyui' } });
    expect(await weak.json()).toEqual({ password: [COMMON_PASSWORD_MSG] });
    expect((await t.call('POST', '/api/auth/set_password/', { body: { token: reset, password: 'Лесная-тропа-2026' } })).status).toBe(200);
  });
});

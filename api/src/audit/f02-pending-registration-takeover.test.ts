// F2 (audit 2026-11): registering again with the address of an unconfirmed account replaced
// its password, and the victim's own confirmation then activated the attacker's password. Now
// each registration is its own attempt with its own code (docs/SECURITY.md "Регистрация").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '@donor/shared/contract/common';
import { makeTestApi, type TestApi } from '../test-support.ts';

let t: TestApi;
beforeAll(async () => {
  t = await makeTestApi();
});
afterAll(async () => {
  await t?.handle.close();
});

const register = async (body: Record<string, unknown>) => {
  const res = await t.call('POST', '/api/auth/registration/', { body: { accept_terms: true, accept_personal_data: true, ...body } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { user_id: number }).user_id;
};
const login = (username: string, password: string) => t.call('POST', '/api/auth/login/', { body: { username, password } });

describe('F2: re-registering a pending account', () => {
  it('victim registers, attacker re-registers, victim confirms: the attacker password is refused', async () => {
    const email = 'victim1@probe.example';
    const victimId = await register({ email, password: 'Victim-pass-2026', first_name: 'Victim' });
    const victimCode = await t.lastCode(email);
    const attackerId = await register({ email, password: 'Attacker-pass-2026', first_name: 'Mallory' });
    const attackerCode = await t.lastCode(email);
    // The newest mail in the victim's box is the attacker's code: it does not confirm the victim's registration.
    const wrongMail = await t.call('POST', '/api/auth/confirm_email_reg/', { body: { user_id: victimId, email, code: attackerCode } });
    expect(wrongMail.status).toBe(400);
    const ok = await t.call('POST', '/api/auth/confirm_email_reg/', { body: { user_id: victimId, email, code: victimCode } });
    expect(ok.status).toBe(200);
    expect(User.parse(await ok.json())).toMatchObject({ id: victimId, email, first_name: 'Victim' });
    expect((await login(email, 'Attacker-pass-2026')).status).toBe(400);
    expect((await login(email, 'Victim-pass-2026')).status).toBe(200);
    // The attacker's attempt died with the victim's confirmation, even with its code.
    const late = await t.call('POST', '/api/auth/confirm_email_reg/', { body: { user_id: attackerId, email, code: attackerCode } });
    expect(late.status).toBe(400);
    expect((await login(email, 'Attacker-pass-2026')).status).toBe(400);
  });

  it('attacker registers first, the owner registers and confirms: the owner password wins', async () => {
    const phone = '+79995550101';
    const attackerId = await register({ phone, password: 'Attacker-pass-2026', first_name: 'Mallory' });
    const attackerCode = await t.lastCode(phone);
    const ownerId = await register({ phone, password: 'Owner-pass-2026', first_name: 'Ольга' });
    const ownerCode = await t.lastCode(phone);
    const ok = await t.call('POST', '/api/auth/confirm_phone_reg/', { body: { user_id: ownerId, phone, code: ownerCode } });
    expect(ok.status).toBe(200);
    expect(User.parse(await ok.json())).toMatchObject({ id: ownerId, phone, first_name: 'Ольга' });
    // Even with the code of the first attempt, the active account is not touched.
    const other = await t.call('POST', '/api/auth/confirm_phone_reg/', { body: { user_id: attackerId, phone, code: attackerCode } });
    expect(other.status).toBe(400);
    expect((await login(phone, 'Attacker-pass-2026')).status).toBe(400);
    expect((await login(phone, 'Owner-pass-2026')).status).toBe(200);
  });

  it('a re-registration changes nothing of the pending one: its own code still confirms its own data', async () => {
    const email = 'pending2@probe.example';
    const firstId = await register({ email, password: 'First-pass-2026', first_name: 'Первый', city_id: 1 });
    const firstCode = await t.lastCode(email);
    await register({ email, password: 'Second-pass-2026', first_name: 'Второй', city_id: 50 });
    const ok = await t.call('POST', '/api/auth/confirm_email_reg/', { body: { user_id: firstId, email, code: firstCode } });
    expect(User.parse(await ok.json())).toMatchObject({ first_name: 'Первый', city: { id: 1 } });
    expect((await login(email, 'Second-pass-2026')).status).toBe(400);
  });
});

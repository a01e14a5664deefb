// Registration's profile extras (contract/auth-bodies.ts `profileExtras`): the city on both ways
// (the phone way used to leave «Город не указан») and the optional blood group, which becomes the
// account's spec §3 User blood_group — the value the station finder and settings show.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '@donor/shared/contract/common';
import { freshIp, makeTestApi, type TestApi } from '../../test-support.ts';

let t: TestApi;
beforeAll(async () => {
  t = await makeTestApi();
});
afterAll(async () => {
  await t.handle.close();
});

const consents = { accept_terms: true, accept_personal_data: true };

async function registerAndConfirm(body: Record<string, unknown>, kind: 'phone' | 'email') {
  const res = await t.call('POST', '/api/auth/registration/', { body: { ...consents, ...body }, ip: freshIp() });
  expect(res.status).toBe(201);
  const { user_id } = (await res.json()) as { user_id: number };
  const target = String(body[kind]).toLowerCase();
  const code = await t.lastCode(target);
  const ok = await t.call('POST', `/api/auth/confirm_${kind}_reg/`, { body: { user_id, [kind]: target, code } });
  expect(ok.status).toBe(200);
  return User.parse(await ok.json());
}

describe('registration: city and blood group', () => {
  it('by phone keeps the city and the blood group on the new account', async () => {
    const user = await registerAndConfirm({ phone: '+79165550101', password: 'secret-pass-city', first_name: 'Гуля', city_id: 50, blood_group: 'a_minus' }, 'phone');
    expect(user).toMatchObject({ phone: '+79165550101', city: { id: 50, title: 'Казань' }, blood_group: 'a_minus', kell: null });
  });

  it('by e-mail takes the blood group too; both stay optional', async () => {
    const withGroup = await registerAndConfirm({ email: 'group@example.org', password: 'secret-pass-grp', first_name: 'Ира', city_id: 1, blood_group: 'o_plus' }, 'email');
    expect(withGroup).toMatchObject({ city: { id: 1 }, blood_group: 'o_plus' });
    const without = await registerAndConfirm({ phone: '+79165550102', password: 'secret-pass-none', first_name: 'Без', city_id: null, blood_group: null }, 'phone');
    expect(without).toMatchObject({ city: null, blood_group: null });
  });

  it('answers 400 on the field for an unknown city or group, on the phone way as well', async () => {
    const badCity = await t.call('POST', '/api/auth/registration/', { body: { ...consents, phone: '+79165550103', password: 'secret-pass-bad', first_name: 'Нет', city_id: 999999 }, ip: freshIp() });
    expect(badCity.status).toBe(400);
    expect(await badCity.json()).toEqual({ city_id: ['Город не найден'] });
    const badGroup = await t.call('POST', '/api/auth/registration/', { body: { ...consents, email: 'bad-group@example.org', password: 'secret-pass-bad', first_name: 'Нет', blood_group: 'x_plus' }, ip: freshIp() });
    expect(badGroup.status).toBe(400);
    expect(Object.keys((await badGroup.json()) as object)).toEqual(['blood_group']);
  });
});

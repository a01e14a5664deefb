// POST /api/auth/delete_account/ — the donor withdraws the consent (docs/SECURITY.md «Удаление
// аккаунта»): personal data erased, login impossible, donations still counted anonymously.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StationDonor } from '@donor/shared/contract/stations';
import { listOf } from '@donor/shared/contract/common';
import { eq } from 'drizzle-orm';
import { donations, favoriteBloodStations, outbox, paymentOrders, socialAccounts, subscriptions, userConsents, users } from '../schema.ts';
import { AUTH_MSG } from '../routes/auth.ts';
import { makeTestApi, type TestApi } from '../test-support.ts';
import { outboxOf, signUp } from './account-fixtures.ts';
import { DELETE_MSG } from './delete-account.ts';

let t: TestApi;
beforeAll(async () => {
  t = await makeTestApi();
});
afterAll(async () => {
  await t?.handle.close();
});

const topOf = async (station: number) =>
  listOf(StationDonor).parse(await (await t.call('GET', `/api/blood_stations/${station}/top/?page_size=100`)).json());

describe('delete account', () => {
  it('wrong password → 400 on password, nothing changes; no token → 401', async () => {
    const me = await signUp(t, 'keep-me@example.com');
    const res = await t.call('POST', '/api/auth/delete_account/', { token: me.token, body: { password: 'not-my-password' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ password: [AUTH_MSG.badOldPassword] });
    expect((await t.call('GET', '/api/auth/me/', { token: me.token })).status).toBe(200);
    expect((await t.call('POST', '/api/auth/delete_account/', { body: { password: me.password } })).status).toBe(401);
  });

  it('wrong passwords share change_password’s limit → 429', async () => {
    const me = await signUp(t, 'brute@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await t.call('POST', '/api/auth/delete_account/', { token: me.token, body: { password: `guess-${i}-password` } })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('erases personal data, revokes every token, keeps donations counted and consents as proof', async () => {
    const me = await signUp(t, 'leaving@example.com', { firstName: 'Уходящий', lastName: 'Донорский' });
    const second = await t.login('leaving@example.com', me.password);
    const db = t.handle.db;
    await db.insert(donations).values([1, 2, 3].map((i) => ({ userId: me.id, donateAt: `2026-0${i}-10`, status: 'accepted' as const, bloodClass: 'blood', bloodStationId: 2, createdAt: t.clock.now })));
    await db.insert(socialAccounts).values({ userId: me.id, provider: 'sandbox', providerUid: 'leaving-1', displayName: 'Уходящий', createdAt: t.clock.now });
    await db.insert(favoriteBloodStations).values({ userId: me.id, bloodStationId: 2, createdAt: t.clock.now });
    await t.call('PATCH', `/api/auth/${me.id}/metadata/`, { token: me.token, body: { metadata: { hint: 'seen' } } });
    await t.call('PATCH', '/api/auth/me/', { token: me.token, body: { gender: 'male', birth_date: '1990-01-01', tag: 'tg' } });
    // A code still waiting for delivery to the address must not go out after the deletion.
    await t.call('POST', '/api/auth/recover/', { body: { username: 'leaving@example.com' } });
    const before = await topOf(2);
    const mine = before.results.find((r) => r.name === 'Уходящий Д.');
    expect(mine?.donations).toBe(3);

    const res = await t.call('POST', '/api/auth/delete_account/', { token: me.token, body: { password: me.password } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ detail: DELETE_MSG.done });

    // Every session is gone, login is impossible by any spelling, recovery sends nothing.
    expect((await t.call('GET', '/api/auth/me/', { token: me.token })).status).toBe(401);
    expect((await t.call('GET', '/api/auth/me/', { token: second })).status).toBe(401);
    const login = await t.call('POST', '/api/auth/login/', { body: { username: 'leaving@example.com', password: me.password } });
    expect(login.status).toBe(400);
    // The recovery code still pending for the old address was dropped with the rest.
    expect(await outboxOf(t, 'leaving@example.com')).toEqual([]);

    const [row] = await db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({
      firstName: '', lastName: '', email: null, phone: null, birthDate: null, photoSmall: null, tag: null, gender: null,
      metadata: {}, isActive: false, hideName: true,
    });
    expect(row!.deletedAt).not.toBeNull();
    expect(row!.passwordHash).toBe('!deleted');
    expect(await db.select().from(socialAccounts).where(eq(socialAccounts.userId, me.id))).toEqual([]);
    expect(await db.select().from(favoriteBloodStations).where(eq(favoriteBloodStations.userId, me.id))).toEqual([]);
    expect(await db.select().from(outbox).where(eq(outbox.target, 'leaving@example.com'))).toEqual([]);

    // Donations stay, anonymous: the station top still counts them, under «Донор».
    const after = await topOf(2);
    expect(after.count).toBe(before.count);
    expect(after.results.find((r) => r.name === 'Уходящий Д.')).toBeUndefined();
    expect(after.results.filter((r) => r.name === 'Донор' && r.donations === 3)).toHaveLength(1);
    expect(JSON.stringify(after)).not.toContain('Уходящий');

    // Consents are kept as proof, withdrawn.
    const consents = await db.select().from(userConsents).where(eq(userConsents.userId, me.id));
    expect(consents.map((r) => r.kind).sort()).toEqual(['personal_data', 'terms']);
    expect(consents.every((r) => r.withdrawnAt !== null && r.ip !== null)).toBe(true);

    // The address is free again: a new registration with it is a new account.
    const again = await signUp(t, 'leaving@example.com');
    expect(again.id).not.toBe(me.id);
  });

  it('refused while a monthly donation is active (it would keep charging the card)', async () => {
    const me = await signUp(t, 'monthly@example.com');
    const now = t.clock.now;
    await t.handle.db.insert(paymentOrders).values({
      id: 'ord-del-1', provider: 'sandbox', flow: 'widget', paymentType: 'monthly', paymentMethod: 'card', amount: 500, email: 'monthly@example.com', userId: me.id, createdAt: now, updatedAt: now,
    });
    await t.handle.db.insert(subscriptions).values({
      orderId: 'ord-del-1', provider: 'sandbox', email: 'monthly@example.com', userId: me.id, amount: 500, cancelNonce: 'n', createdAt: t.clock.now,
    });
    const res = await t.call('POST', '/api/auth/delete_account/', { token: me.token, body: { password: me.password } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ non_field_errors: [DELETE_MSG.activeSubscription] });
    expect((await t.call('GET', '/api/auth/me/', { token: me.token })).status).toBe(200);
  });
});

// POST /api/auth/delete_account/ — the donor withdraws the consent (docs/SECURITY.md «Удаление
// аккаунта»): personal data erased, login impossible, donations still counted anonymously; the
// author's help-me requests lose the patient (docs/helpme.md «Согласие»); picture files go.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { StationDonor } from '@donor/shared/contract/stations';
import { listOf } from '@donor/shared/contract/common';
import { RecipientNeed } from '@donor/shared/contract/helpme';
import { and, asc, eq } from 'drizzle-orm';
import { createApiApp } from '../../app.ts';
import { bloodStations, donations, favoriteBloodStations, outbox, paymentOrders, pictures, socialAccounts, subscriptions, userConsents, users } from '../../schema.ts';
import { needJoinedUsers, needs } from '../helpme/schema.ts';
import { AUTH_MSG } from '../auth/auth.ts';
import { folderStorage, type PictureStorage } from '../uploads/storage.ts';
import { freshIp, makeTestApi, type TestApi } from '../../test-support.ts';
import { approveNeed, helpmeForm, jpegWithGps } from '../helpme/helpme-fixtures.ts';
import { outboxOf, signUp } from './account-fixtures.ts';
import { DELETE_MSG, ERASED_PATIENT_TITLE } from './delete-account.ts';

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

/** The app of these tests on the same database, its pictures in a folder the test can list. */
function appWithFolder(t: TestApi, storage: PictureStorage) {
  const app = createApiApp({ db: t.handle.db, env: 'test', now: () => t.clock.now, trustProxy: 1, pictures: storage });
  return (method: string, path: string, opts: { token?: string; body?: unknown } = {}) => {
    const headers: Record<string, string> = { 'x-forwarded-for': freshIp() };
    if (opts.token) headers.authorization = `Token ${opts.token}`;
    let body: string | FormData | undefined;
    if (opts.body instanceof FormData) body = opts.body;
    else if (opts.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    return Promise.resolve(app.request(path, { method, headers, body }));
  };
}

const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));

describe('delete account: help-me requests and stored pictures', () => {
  it('cancels the open requests, erases every patient, keeps sign-ups; picture files and rows are gone, their URLs 404', async () => {
    const root = mkdtempSync(join(tmpdir(), 'delete-account-uploads-'));
    const call = appWithFolder(t, folderStorage(root));
    const [station] = await t.handle.db.select({ id: bloodStations.id }).from(bloodStations)
      .where(and(eq(bloodStations.cityId, 1), eq(bloodStations.closed, false))).orderBy(asc(bloodStations.id)).limit(1);
    const me = await signUp(t, 'author-leaving@example.com');
    const joiner = await signUp(t, 'joiner-stays@example.com');
    const uploaded = async () => {
      const file = new FormData();
      file.set('file', new File([new Uint8Array(await jpegWithGps())], 'photo.jpg', { type: 'image/jpeg' }));
      return ((await (await call('POST', '/api/picture/', { token: me.token, body: file })).json()) as { id: number }).id;
    };

    // Profile photo (public), a donation certificate (private), two requests with photos.
    const photo = await uploaded();
    expect((await call('PATCH', '/api/auth/me/', { token: me.token, body: { photo_id: photo } })).status).toBe(200);
    const certificate = await uploaded();
    expect((await call('POST', '/api/donations/', { token: me.token, body: { donate_at: '2026-02-03', blood_class: 'blood', blood_station_id: station!.id, certificate_id: certificate } })).status).toBe(201);
    const image = new Blob([new Uint8Array(await jpegWithGps())], { type: 'image/jpeg' });
    const form = { clock: t.clock, moscowStation: station!.id };
    const open = RecipientNeed.parse(await (await call('POST', '/api/address_needs/', { token: me.token, body: helpmeForm(form, { _image: image }) })).json());
    const found = RecipientNeed.parse(await (await call('POST', '/api/address_needs/', { token: me.token, body: helpmeForm(form, { _image: image }) })).json());
    expect((await call('PATCH', `/api/address_needs/${found.id}/`, { token: me.token, body: { status: 'found' } })).status).toBe(200);
    await approveNeed(t, open.id); // public, so joinable, once a moderator published it
    expect((await call('POST', '/api/address_needs_joined_users/', { token: joiner.token, body: { address_need_id: open.id, timeslot_id: open.time_slots.find((s) => !s.closed)!.id } })).status).toBe(201); // the station may be closed today (a weekend)
    expect(walk(root)).toHaveLength(4);
    expect((await call('GET', `/api/picture/${photo}/`)).status).toBe(200);
    expect((await call('GET', open.image!)).status).toBe(200);

    expect((await call('POST', '/api/auth/delete_account/', { token: me.token, body: { password: me.password } })).status).toBe(200);

    // The open request is cancelled, the found one keeps its outcome; neither keeps the patient.
    const rows = await t.handle.db.select().from(needs).where(eq(needs.authorUserId, me.id)).orderBy(asc(needs.id));
    expect(rows.map((r) => r.status)).toEqual(['cancelled', 'found']);
    expect(rows[0]!.closedAt).toEqual(t.clock.now);
    for (const row of rows) {
      expect(row).toMatchObject({ title: ERASED_PATIENT_TITLE, firstName: '', middleName: null, lastName: '', birthDate: null, searchReason: '', pictureId: null });
    }
    const shown = RecipientNeed.parse(await (await call('GET', `/api/address_needs/${open.id}/`)).json());
    expect(shown).toMatchObject({ status: 'cancelled', title: ERASED_PATIENT_TITLE, first_name: '', middle_name: null, last_name: '', age: null, birth_date: null, search_reason: '', image: null, joined_count: 1 });
    expect(JSON.stringify(shown)).not.toMatch(/Смирнова|Анна|Петровна|операция/);
    // The donor who signed up keeps the row: it is their history, not the author's data.
    expect(await t.handle.db.select().from(needJoinedUsers).where(eq(needJoinedUsers.userId, joiner.id))).toHaveLength(1);

    // Every file of the account is gone from the storage, every row with it; the URLs answer 404.
    expect(walk(root)).toEqual([]);
    expect(await t.handle.db.select().from(pictures).where(eq(pictures.userId, me.id))).toEqual([]);
    for (const url of [`/api/picture/${photo}/`, `/api/picture/${certificate}/`, open.image!, found.image!]) {
      expect((await call('GET', url)).status).toBe(404);
    }
    // The donation itself stays (counted anonymously), without its certificate.
    const [donation] = await t.handle.db.select().from(donations).where(eq(donations.userId, me.id));
    expect(donation!.certificatePictureId).toBeNull();
  });

  it('a storage that fails: the account is still deleted, the row stays private (404) as the record of what is left', async () => {
    const root = mkdtempSync(join(tmpdir(), 'delete-account-broken-'));
    const folder = folderStorage(root);
    const broken: PictureStorage = { put: folder.put, get: folder.get, delete: () => Promise.reject(new Error('storage down')) };
    const call = appWithFolder(t, broken);
    const me = await signUp(t, 'storage-down@example.com');
    const form = new FormData();
    form.set('file', new File([new Uint8Array(await jpegWithGps())], 'photo.jpg', { type: 'image/jpeg' }));
    const photo = ((await (await call('POST', '/api/picture/', { token: me.token, body: form })).json()) as { id: number }).id;
    expect((await call('PATCH', '/api/auth/me/', { token: me.token, body: { photo_id: photo } })).status).toBe(200);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect((await call('POST', '/api/auth/delete_account/', { token: me.token, body: { password: me.password } })).status).toBe(200);
      expect(logged).toHaveBeenCalledWith(`[pictures] picture ${photo} of user ${me.id} not erased`, expect.any(Error));
    } finally {
      logged.mockRestore();
    }
    expect(await t.handle.db.select({ public: pictures.public }).from(pictures).where(eq(pictures.id, photo))).toEqual([{ public: false }]);
    expect((await call('GET', `/api/picture/${photo}/`)).status).toBe(404);
  });
});

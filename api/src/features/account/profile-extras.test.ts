// Consents at registration, notification channels, metadata, referrals, gender in /me: through
// real requests on PGlite (spec §7 "Authentication and profile").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsentList, NotificationSettings, ReferralList } from '@donor/shared/contract/account';
import { User } from '@donor/shared/contract/common';
import { PERSONAL_DATA_VERSION, TERMS_VERSION } from '@donor/shared/legal-versions';
import * as MSG from '@donor/shared/messages';
import { eq } from 'drizzle-orm';
import { donations, userConsents, users } from '../../schema.ts';
import { enabledChannels } from '../../lib/notification-prefs.ts';
import sharp from 'sharp';
import { freshIp, makeTestApi, type TestApi } from '../../test-support.ts';
import { CONSENTS, signUp } from './account-fixtures.ts';

let t: TestApi;
beforeAll(async () => {
  t = await makeTestApi();
});
afterAll(async () => {
  await t?.handle.close();
});

describe('consents (152-ФЗ)', () => {
  it('registration without either consent → 400 with its own message; nothing is queued', async () => {
    const base = { email: 'no-consent@example.com', password: 'Account-pass-2026', first_name: 'Без' };
    const none = await t.call('POST', '/api/auth/registration/', { body: base });
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual({ accept_terms: [MSG.acceptTerms], accept_personal_data: [MSG.acceptPersonalData] });
    const half = await t.call('POST', '/api/auth/registration/', { body: { ...base, accept_terms: true, accept_personal_data: false } });
    expect(await half.json()).toEqual({ accept_personal_data: [MSG.acceptPersonalData] });
    const phone = await t.call('POST', '/api/auth/registration/', { body: { phone: '+79160007001', password: 'Account-pass-2026', first_name: 'Б', accept_terms: 'yes', ...{ accept_personal_data: true } } });
    expect(await phone.json()).toEqual({ accept_terms: [MSG.acceptTerms] });
    expect(await (await t.app.request('/api/dev/outbox.json?target=no-consent@example.com')).json()).toEqual([]);
  });

  it('the versions accepted, when and from where, are recorded on confirmation and listed', async () => {
    const before = t.clock.now.toISOString();
    const me = await signUp(t, 'consents@example.com');
    const res = await t.call('GET', '/api/profile/consents/', { token: me.token });
    expect(res.status).toBe(200);
    const list = ConsentList.parse(await res.json());
    expect(list.map((c) => [c.kind, c.version, c.withdrawn_at])).toEqual([
      ['terms', TERMS_VERSION, null],
      ['personal_data', PERSONAL_DATA_VERSION, null],
    ]);
    expect(list[0]!.accepted_at).toBe(before);
    const rows = await t.handle.db.select({ ip: userConsents.ip }).from(userConsents).where(eq(userConsents.userId, me.id));
    expect(rows.map((r) => r.ip)).toEqual([expect.stringMatching(/^10\.0\./), expect.stringMatching(/^10\.0\./)]);
    expect((await t.call('GET', '/api/profile/consents/')).status).toBe(401);
  });
});

describe('notifications', () => {
  it('both channels on by default; toggle flips one and answers the new state', async () => {
    const me = await signUp(t, 'notify@example.com');
    const get = async () => NotificationSettings.parse(await (await t.call('GET', '/api/notifications/', { token: me.token })).json());
    expect(await get()).toEqual({ email: true, sms: true });
    const off = await t.call('POST', '/api/notifications/toggle/', { token: me.token, body: { channel: 'email' } });
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ email: false, sms: true });
    expect(await get()).toEqual({ email: false, sms: true });
    // No phone on file: SMS is on but unusable; e-mail is off.
    expect(await enabledChannels(t.handle.db, me.id)).toEqual([]);
    const on = await t.call('POST', '/api/notifications/toggle/', { token: me.token, body: { channel: 'email' } });
    expect(await on.json()).toEqual({ email: true, sms: true });
    expect(await enabledChannels(t.handle.db, me.id)).toEqual(['email']);
    const bad = await t.call('POST', '/api/notifications/toggle/', { token: me.token, body: { channel: 'pigeon' } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ channel: [MSG.notificationChannel] });
    expect((await t.call('POST', '/api/notifications/toggle/', { body: { channel: 'sms' } })).status).toBe(401);
  });
});

describe('metadata', () => {
  it('merged shallowly, null removes a key, returned in /me; another id → 404; over 4 KB → 400', async () => {
    const me = await signUp(t, 'meta@example.com');
    const other = await signUp(t, 'meta-other@example.com');
    const patch = (id: number, body: unknown, token = me.token) => t.call('PATCH', `/api/auth/${id}/metadata/`, { token, body });
    expect((await patch(me.id, { metadata: { a: 1, nested: { x: [1, 2] } } })).status).toBe(200);
    const second = await patch(me.id, { metadata: { b: 'два', a: null } });
    expect(User.parse(await second.json()).metadata).toEqual({ nested: { x: [1, 2] }, b: 'два' });
    const mine = User.parse(await (await t.call('GET', '/api/auth/me/', { token: me.token })).json());
    expect(mine.metadata).toEqual({ nested: { x: [1, 2] }, b: 'два' });

    const foreign = await patch(other.id, { metadata: { evil: true } });
    expect(foreign.status).toBe(404);
    expect(User.parse(await (await t.call('GET', '/api/auth/me/', { token: other.token })).json()).metadata).toEqual({});
    expect((await patch(999999, { metadata: {} })).status).toBe(404);

    const big = await patch(me.id, { metadata: { blob: 'x'.repeat(4100) } });
    expect(big.status).toBe(400);
    expect(await big.json()).toEqual({ metadata: [MSG.metadataTooLarge(4)] });
    // Each part fits, together they do not: the stored object stays within the limit too.
    expect((await patch(me.id, { metadata: { p1: 'y'.repeat(2500) } })).status).toBe(200);
    expect((await patch(me.id, { metadata: { p2: 'z'.repeat(2500) } })).status).toBe(400);
    for (const body of [{ metadata: [1, 2] }, { metadata: 'text' }, {}]) {
      const res = await patch(me.id, body);
      expect(res.status).toBe(400);
      expect(Object.keys((await res.json()) as object)).toEqual(['metadata']);
    }
  });
});

describe('gender in /me', () => {
  it('PATCH sets male/female/null; anything else → 400', async () => {
    const me = await signUp(t, 'gender@example.com');
    const set = (gender: unknown) => t.call('PATCH', '/api/auth/me/', { token: me.token, body: { gender } });
    expect(User.parse(await (await set('female')).json()).gender).toBe('female');
    expect(User.parse(await (await t.call('GET', '/api/auth/me/', { token: me.token })).json()).gender).toBe('female');
    expect(User.parse(await (await set(null)).json()).gender).toBeNull();
    const bad = await set('robot');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ gender: [MSG.gender] });
  });
});

describe('photo_id in PATCH /me', () => {
  async function uploadPhoto(token: string): Promise<number> {
    const raw = Buffer.alloc(300 * 300 * 3);
    for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919) % 251;
    const jpeg = await sharp(raw, { raw: { width: 300, height: 300, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
    const form = new FormData();
    form.set('file', new File([new Uint8Array(jpeg)], 'me.jpg', { type: 'image/jpeg' }));
    const res = await t.app.request('/api/picture/', { method: 'POST', body: form, headers: { authorization: `Token ${token}`, 'x-forwarded-for': freshIp() } });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  }

  it('my uploaded picture becomes photo.small (public); another donor’s → 400; null removes it', async () => {
    const me = await signUp(t, 'photo@example.com');
    const other = await signUp(t, 'photo-other@example.com');
    const id = await uploadPhoto(me.token);
    const set = (photo_id: unknown, token = me.token) => t.call('PATCH', '/api/auth/me/', { token, body: { photo_id } });
    const res = await set(id);
    expect(res.status).toBe(200);
    const url = User.parse(await res.json()).photo?.small;
    expect(url).toBe(`/api/picture/${id}/`);
    expect((await t.app.request(url!)).status).toBe(200);
    const foreign = await set(id, other.token);
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toEqual({ photo_id: [MSG.pictureNotFound] });
    expect(User.parse(await (await set(null)).json()).photo).toBeNull();
    expect((await set('abc')).status).toBe(400);
  });
});

describe('referrals', () => {
  it('lists who registered with my code (first name, initial, joined, has_donated); another id → 404', async () => {
    const me = await signUp(t, 'referrer@example.com', { firstName: 'Реф' });
    const [row] = await t.handle.db.select({ code: users.referralCode }).from(users).where(eq(users.id, me.id));
    const code = row!.code;
    const a = await signUp(t, 'friend-a@example.com', { firstName: 'Ольга', lastName: 'Смирнова', referral: code });
    t.clock.advance(60_000);
    await signUp(t, '+79160007002', { firstName: 'Иван', referral: code });
    await signUp(t, 'stranger@example.com', { firstName: 'Чужой' });
    await t.handle.db.insert(donations).values({ userId: a.id, donateAt: '2026-10-01', status: 'accepted', bloodClass: 'blood', bloodStationId: 1, createdAt: t.clock.now });

    const res = await t.call('GET', `/api/auth/${me.id}/referrals/`, { token: me.token });
    expect(res.status).toBe(200);
    const list = ReferralList.parse(await res.json());
    expect(list.count).toBe(2);
    expect(list.results.map((r) => [r.first_name, r.last_initial, r.has_donated])).toEqual([
      ['Иван', '', false],
      ['Ольга', 'С.', true],
    ]);
    expect(JSON.stringify(list)).not.toContain('friend-a@example.com');
    expect((await t.call('GET', `/api/auth/${a.id}/referrals/`, { token: me.token })).status).toBe(404);
    expect((await t.call('GET', `/api/auth/${me.id}/referrals/`)).status).toBe(401);
  });

  it('the registration body may still carry extra fields the contract does not know', async () => {
    const res = await t.call('POST', '/api/auth/registration/', { body: { ...CONSENTS, email: 'extra@example.com', password: 'Account-pass-2026', first_name: 'Е', foo: 1 } });
    expect(res.status).toBe(201);
  });
});

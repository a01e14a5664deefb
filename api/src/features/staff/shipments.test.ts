// «Ваша кровь помогла» (shipments.ts; docs/staff.md): who may mark a shipment (station staff of
// the donations' station, or a moderator), the station boundary, only accepted donations not yet
// sent, the date and hospital rules, one notice per donor, the audit record, a retry that creates
// nothing (with and without Idempotency-Key), and the donor's own donation page showing it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNotNull, like } from 'drizzle-orm';
import { Donation } from '@donor/shared/contract/cabinet';
import { AuditList } from '@donor/shared/contract/staff';
import { Shipment, ShipmentList, StationDonationList } from '@donor/shared/contract/staff-shipments';
import * as SSM from '@donor/shared/staff-shipments-messages';
import { DEMO_ACCOUNTS } from '../../seed.ts';
import { loginAs, makeTestApi, type TestApi } from '../../test-support.ts';
import { bloodStations, donationShipments, donations, outbox, users } from '../../schema.ts';
import { STAFF_ACCOUNTS } from './seed.ts';
import { helpedPayload } from './shipment-texts.ts';

let t: TestApi;
let moderator = '';
let nurse = '';
let donor = '';
let fresh = '';
const station: Record<string, number> = {};
const user: Record<string, number> = {};
const day = (daysAgo: number): string => new Date(t.clock.now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);

async function addDonation(who: 'donor' | 'fresh', slug: string, daysAgo: number, status: 'accepted' | 'pre_accepted' = 'accepted'): Promise<number> {
  const [row] = await t.handle.db.insert(donations).values({
    userId: user[who]!, donateAt: day(daysAgo), status, bloodClass: 'blood', bloodStationId: station[slug]!, createdAt: t.clock.now, source: 'station',
  }).returning({ id: donations.id });
  return row!.id;
}

beforeAll(async () => {
  t = await makeTestApi();
  moderator = await t.login(STAFF_ACCOUNTS.moderator.email, STAFF_ACCOUNTS.moderator.password);
  nurse = await t.login(STAFF_ACCOUNTS.nurse.email, STAFF_ACCOUNTS.nurse.password);
  donor = await loginAs(t, 'donor');
  fresh = await loginAs(t, 'fresh');
  for (const s of await t.handle.db.select({ id: bloodStations.id, slug: bloodStations.slug }).from(bloodStations).where(inArray(bloodStations.slug, ['moscow-1', 'moscow-2', 'moscow-3']))) station[s.slug] = s.id;
  for (const [key, email] of [['donor', DEMO_ACCOUNTS.donor.email], ['fresh', DEMO_ACCOUNTS.fresh.email]] as const) {
    const [u] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    user[key] = u!.id;
  }
});
afterAll(async () => {
  await t?.handle.close();
});

const ship = (body: unknown, token = nurse, headers?: Record<string, string>) => t.call('POST', '/api/staff/donations/shipments/', { token, body, headers });
const errors = async (res: Response) => (await res.json()) as Record<string, string[]>;
const helpedRows = (shipmentId: number) => t.handle.db.select().from(outbox).where(eq(outbox.ref, `helped:${shipmentId}`));
const shipmentCount = async () => (await t.handle.db.select({ id: donationShipments.id }).from(donationShipments)).length;

describe('who may mark a shipment', () => {
  it('anonymous 401, a donor 403, a nurse of another station 403; nothing is written', async () => {
    const other = await addDonation('donor', 'moscow-3', 30);
    const body = { donation_ids: [other], hospital: 'ГКБ № 1', sent_on: day(1) };
    expect((await ship(body, '')).status).toBe(401);
    expect((await ship(body, donor)).status).toBe(403);
    const res = await ship(body, nurse);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: 'Это станция, в которой вы не работаете' });
    for (const path of ['/api/staff/donations/accepted/', '/api/staff/donations/shipments/']) {
      expect((await t.call('GET', `${path}?blood_station_id=${station['moscow-3']}`, { token: nurse })).status, path).toBe(403);
      expect((await t.call('GET', `${path}?blood_station_id=${station['moscow-1']}`, { token: donor })).status, path).toBe(403);
    }
    expect(await shipmentCount()).toBe(0);
    // A moderator may act in any station, and is logged as moderator.
    const ok = await ship(body, moderator);
    expect(ok.status).toBe(201);
    const made = Shipment.parse(await ok.json());
    const audit = AuditList.parse(await (await t.call('GET', `/api/staff/audit/?object_type=donation_shipment&object_id=${made.id}`, { token: moderator })).json());
    expect(audit.results[0]).toMatchObject({ action: 'donation.ship', actor_role: 'moderator' });
  });
});

describe('what may go in a shipment', () => {
  it('only accepted donations of one station, not yet sent, with a real hospital and day', async () => {
    const a = await addDonation('donor', 'moscow-1', 40);
    const b = await addDonation('donor', 'moscow-2', 40);
    const pending = await addDonation('fresh', 'moscow-1', 10, 'pre_accepted');
    const base = { hospital: 'Морозовская детская больница', sent_on: day(2) };
    let res = await ship({ ...base, donation_ids: [a, b] });
    expect(res.status).toBe(400);
    expect(await errors(res)).toEqual({ donation_ids: [SSM.donationsOtherStations] });
    res = await ship({ ...base, donation_ids: [a, pending] });
    expect(await errors(res)).toEqual({ donation_ids: [SSM.donationsNotAccepted(String(pending))] });
    res = await ship({ ...base, donation_ids: [a, 99_999_999] });
    expect(await errors(res)).toEqual({ donation_ids: [SSM.donationsMissing('99999999')] });
    res = await ship({ ...base, donation_ids: [] });
    expect(await errors(res)).toEqual({ donation_ids: [SSM.pickDonations] });
    res = await ship({ ...base, hospital: '  Я ', donation_ids: [a] });
    expect(await errors(res)).toEqual({ hospital: [SSM.hospitalLength] });
    res = await ship({ ...base, hospital: 'x'.repeat(201), donation_ids: [a] });
    expect(await errors(res)).toEqual({ hospital: [SSM.hospitalLength] });
    res = await ship({ ...base, sent_on: day(-2), donation_ids: [a] });
    expect(await errors(res)).toEqual({ sent_on: [SSM.sentOnFuture] });
    res = await ship({ ...base, sent_on: day(41), donation_ids: [a] });
    expect((await errors(res)).sent_on?.[0]).toMatch(/^Дата отправки не может быть раньше даты донации/);
    expect(await t.handle.db.select().from(donations).where(and(inArray(donations.id, [a, b, pending]), isNotNull(donations.shipmentId)))).toEqual([]);
  });
});

describe('a shipment', () => {
  it('marks the donations, tells each donor once, writes the audit record, and a retry creates nothing', async () => {
    const d1 = await addDonation('donor', 'moscow-1', 20);
    const d2 = await addDonation('donor', 'moscow-1', 6);
    const f1 = await addDonation('fresh', 'moscow-1', 6);
    const body = { donation_ids: [f1, d2, d1], hospital: '  ГКБ  имени Пирогова ', sent_on: day(1) };
    const before = await shipmentCount();
    const res = await ship(body);
    expect(res.status).toBe(201);
    const made = Shipment.parse(await res.json());
    expect(made).toMatchObject({ hospital: 'ГКБ имени Пирогова', sent_on: day(1), blood_station_id: station['moscow-1'], donations: 3, donors: 2 });
    expect(made.created_by?.name).toBe('Марина Козлова');

    const rows = await helpedRows(made.id);
    expect(rows.map((r) => r.target).sort()).toEqual([String(user.donor), String(user.fresh)].sort());
    const toDonor = rows.find((r) => r.target === String(user.donor))!;
    expect(toDonor).toMatchObject({ channel: 'push', subject: 'Ваша кровь помогла', status: 'pending' });
    expect(JSON.parse(toDonor.body)).toMatchObject({
      kind: 'helped', title: 'Ваша кровь помогла', url: `/profile/donations/${d2}`,
      text: helpedPayload({ shipmentId: made.id, hospital: 'ГКБ имени Пирогова', sentOn: day(1), donations: [{ id: d1, donateAt: day(20) }, { id: d2, donateAt: day(6) }] }).text,
    });
    expect(JSON.parse(rows.find((r) => r.target === String(user.fresh))!.body).text).toMatch(/^Ваша донация от .+ отправлена в ГКБ имени Пирогова .+\. Спасибо!$/);

    const audit = AuditList.parse(await (await t.call('GET', `/api/staff/audit/?object_type=donation_shipment&object_id=${made.id}`, { token: moderator })).json());
    expect(audit.results).toHaveLength(1);
    expect(audit.results[0]).toMatchObject({ action: 'donation.ship', actor_role: 'station_staff', after: { donation_ids: [d1, d2, f1].sort((x, y) => x - y), hospital: 'ГКБ имени Пирогова' } });

    // The same batch again, without a key: the same shipment, 200, nothing new.
    const again = await ship({ ...body, donation_ids: [d1, d2, f1] });
    expect(again.status).toBe(200);
    expect(Shipment.parse(await again.json()).id).toBe(made.id);
    expect(await shipmentCount()).toBe(before + 1);
    expect(await helpedRows(made.id)).toHaveLength(2);
    // Part of it in another batch, or the same donations to another hospital: 400, naming them.
    const f2 = await addDonation('fresh', 'moscow-1', 3);
    const overlap = await ship({ ...body, donation_ids: [d1, f2] });
    expect(await errors(overlap)).toEqual({ donation_ids: [SSM.donationsAlreadySent(String(d1))] });
    expect((await ship({ ...body, hospital: 'Другая больница' })).status).toBe(400);
    expect(await shipmentCount()).toBe(before + 1);
    expect(await t.handle.db.select().from(outbox).where(like(outbox.ref, 'helped:%'))).toHaveLength(2 + 1); // + the moderator's one above
  });

  it('a retry with the same Idempotency-Key replays the first answer', async () => {
    const d = await addDonation('fresh', 'moscow-2', 4);
    const body = { donation_ids: [d], hospital: 'НМИЦ гематологии', sent_on: day(0) };
    const headers = { 'Idempotency-Key': `ship-${d}` };
    const first = await ship(body, nurse, headers);
    expect(first.status).toBe(201);
    const made = Shipment.parse(await first.json());
    const replay = await ship(body, nurse, headers);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('Idempotent-Replay')).toBe('true');
    expect(Shipment.parse(await replay.json()).id).toBe(made.id);
    expect(await helpedRows(made.id)).toHaveLength(1);
  });

  it('the station lists show where each donation went', async () => {
    const list = StationDonationList.parse(await (await t.call('GET', `/api/staff/donations/accepted/?blood_station_id=${station['moscow-1']}&page_size=100`, { token: nurse })).json());
    const sent = list.results.filter((r) => r.shipment !== null);
    expect(sent.map((r) => r.shipment!.hospital)).toContain('ГКБ имени Пирогова');
    const unsent = StationDonationList.parse(await (await t.call('GET', `/api/staff/donations/accepted/?blood_station_id=${station['moscow-1']}&shipped=no&page_size=100`, { token: nurse })).json());
    expect(unsent.results.every((r) => r.shipment === null)).toBe(true);
    expect(unsent.count).toBe(list.count - sent.length);
    const recent = ShipmentList.parse(await (await t.call('GET', `/api/staff/donations/shipments/?blood_station_id=${station['moscow-1']}`, { token: nurse })).json());
    expect(recent.results[0]).toMatchObject({ hospital: 'ГКБ имени Пирогова', donations: 3, donors: 2 });
  });

  it('the donor sees it on the donation page; a stranger does not', async () => {
    const [row] = await t.handle.db.select({ id: donations.id }).from(donations)
      .innerJoin(donationShipments, eq(donationShipments.id, donations.shipmentId))
      .where(and(eq(donations.userId, user.donor!), eq(donationShipments.hospital, 'ГКБ имени Пирогова'))).limit(1);
    const own = Donation.parse(await (await t.call('GET', `/api/donations/${row!.id}/`, { token: donor })).json());
    expect(own.shipment).toEqual({ hospital: 'ГКБ имени Пирогова', sent_on: day(1) });
    const stranger = (await (await t.call('GET', `/api/donations/${row!.id}/`, { token: fresh })).json()) as Record<string, unknown>;
    expect(stranger).not.toHaveProperty('shipment');
    const notSent = await addDonation('donor', 'moscow-1', 8);
    expect(Donation.parse(await (await t.call('GET', `/api/donations/${notSent}/`, { token: donor })).json()).shipment).toBeNull();
    expect(t.logged).toEqual([]);
  });
});

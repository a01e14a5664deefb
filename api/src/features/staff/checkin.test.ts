// Check-in at the station (checkin.ts; docs/booking.md «Отметка в станции»): every booking gets a
// code the donor sees in «Мои записи» and the confirmation; the station's staff — and nobody
// else — read their own day's roster, find a booking by its code, mark «Пришёл(а)» and «Сдал(а)»;
// the last writes exactly one accepted donation (even for two requests at once) that the donor's
// cabinet and the ranking show at once. Every mark is audited once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq } from 'drizzle-orm';
import { BookedEventAnswer, MyBooking } from '@donor/shared/contract/booking';
import { CheckinBooking, Roster } from '@donor/shared/contract/staff-checkin';
import { DonationList } from '@donor/shared/contract/cabinet';
import { listOf } from '@donor/shared/contract/common';
import { UsersTop } from '@donor/shared/contract/top';
import * as CM from '@donor/shared/staff-checkin-messages';
import * as SM from '@donor/shared/staff-messages';
import * as MSG from '@donor/shared/messages';
import { makeTestApi, type TestApi } from '../../test-support.ts';
import { issueToken } from '../../lib/tokens.ts';
import { bloodStations, donations, eventTimeSlots, events, joinedUsers, outbox, staffAudit, stationStaff, users } from '../../schema.ts';
import { STAFF_ACCOUNTS } from './seed.ts';
import { stationToday } from './checkin.ts';

let t: TestApi;
let nurse = '';
let moderator = '';
/** Staff of a third Moscow station only: «another station's staff». */
let otherNurse = '';
const station = { a: 0, b: 0, c: 0 };
const NEW_CODE = /^[A-HJ-NP-Z2-9]{6}$/;

let accounts = 0;
async function account(): Promise<{ id: number; token: string; email: string; name: string }> {
  const n = ++accounts;
  const email = `checkin-${n}-${process.pid}@example.com`;
  const [u] = await t.handle.db.insert(users).values({
    email, passwordHash: '!', firstName: 'Донор', lastName: `Отметкин${n}`, cityId: 1,
    referralCode: `CHECKIN${process.pid}X${n}`, isActive: true, dateJoined: t.clock.now,
  }).returning({ id: users.id });
  return { id: u!.id, email, name: `Донор Отметкин${n}`, token: await issueToken(t.handle.db, t.clock.now, u!.id) };
}

const slugId = async (slug: string) => (await t.handle.db.select({ id: bloodStations.id }).from(bloodStations).where(eq(bloodStations.slug, slug)))[0]!.id;

beforeAll(async () => {
  t = await makeTestApi();
  station.a = await slugId('moscow-1');
  station.b = await slugId('moscow-2');
  station.c = await slugId('moscow-3');
  nurse = await t.login(STAFF_ACCOUNTS.nurse.email, STAFF_ACCOUNTS.nurse.password);
  moderator = await t.login(STAFF_ACCOUNTS.moderator.email, STAFF_ACCOUNTS.moderator.password);
  const other = await account();
  await t.handle.db.insert(stationStaff).values({ userId: other.id, bloodStationId: station.c, grantedAt: t.clock.now });
  otherNurse = other.token;
});
afterAll(async () => {
  await t?.handle.close();
});

const json = async (res: Response) => (await res.json()) as unknown;

/**
 * A new event at a station with one slot a few minutes from now (the station's wall clock: +3),
 * so the slot is bookable and lies on today's roster (or the next day's, right before midnight).
 */
async function eventAt(stationId: number, capacity = 5): Promise<{ eventId: number; slotId: number; date: string; time: string }> {
  const startsAt = new Date(t.clock.now.getTime() + 5 * 60_000);
  const local = new Date(startsAt.getTime() + 180 * 60_000).toISOString();
  const [ev] = await t.handle.db.insert(events).values({
    category: 'donor_day', title: `Акция отметки ${stationId}`, cityId: 1, bloodStationId: stationId,
    startDate: new Date(startsAt.getTime() - 3_600_000), endDate: new Date(startsAt.getTime() + 86_400_000),
  }).returning();
  const [slot] = await t.handle.db.insert(eventTimeSlots).values({ eventId: ev!.id, date: local.slice(0, 10), startTime: local.slice(11, 16), startsAt, capacity }).returning();
  return { eventId: ev!.id, slotId: slot!.id, date: local.slice(0, 10), time: local.slice(11, 16) };
}

async function book(token: string, stationId: number) {
  const e = await eventAt(stationId);
  const res = await t.call('POST', '/api/joined_users/', { token, body: { event_id: e.eventId, timeslot_id: e.slotId } });
  expect(res.status).toBe(201);
  return { ...e, booking: BookedEventAnswer.parse(await json(res)) };
}

const roster = (stationId: number, token?: string, date?: string) =>
  t.call('GET', `/api/staff/stations/${stationId}/roster/${date ? `?date=${date}` : ''}`, token ? { token } : {});
const checkin = (stationId: number, code: unknown, token?: string) => t.call('POST', `/api/staff/stations/${stationId}/checkin/`, { token, body: { code } });
const find = (stationId: number, code: string, token?: string) => t.call('GET', `/api/staff/stations/${stationId}/bookings/find/?code=${encodeURIComponent(code)}`, token ? { token } : {});
const donated = (stationId: number, id: number, blood_class: unknown, token?: string) =>
  t.call('POST', `/api/staff/stations/${stationId}/bookings/${id}/donated/`, { token, body: { blood_class } });
const undo = (stationId: number, id: number, token?: string) => t.call('POST', `/api/staff/stations/${stationId}/bookings/${id}/undo-arrival/`, token ? { token } : {});
const auditOf = (id: number, action: string) =>
  t.handle.db.select().from(staffAudit).where(and(eq(staffAudit.objectType, 'booking'), eq(staffAudit.objectId, String(id)), eq(staffAudit.action, action)));

describe('the booking code', () => {
  it('a new booking gets a short code: in the answer, «Мои записи», the confirmation, and as a QR picture', async () => {
    const donor = await account();
    const { booking } = await book(donor.token, station.a);
    expect(booking.code).toMatch(NEW_CODE);
    const mine = listOf(MyBooking).parse(await json(await t.call('GET', '/api/profile/bookings/', { token: donor.token })));
    expect(mine.results.find((b) => b.id === booking.id)?.code).toBe(booking.code);
    const [mail] = await t.handle.db.select().from(outbox).where(eq(outbox.target, donor.email));
    expect(mail!.body).toContain(`Код записи: ${booking.code}`);
    expect(mail!.body).toContain(`/api/booking-codes/${booking.code}/qr.svg`);
    const qr = await t.call('GET', `/api/booking-codes/${booking.code}/qr.svg`);
    expect(qr.status).toBe(200);
    expect(qr.headers.get('content-type')).toContain('image/svg+xml');
    expect(await qr.text()).toMatch(/^<svg [^>]*viewBox="0 0 29 29"/); // version 1 (21 modules) + the quiet zone
    expect((await t.call('GET', '/api/booking-codes/%3Cscript%3E/qr.svg')).status).toBe(404);
  });

  it('every booking has one, seeded ones too, and no two share one', async () => {
    const [withCode] = await t.handle.db.select({ n: count() }).from(joinedUsers);
    const codes = await t.handle.db.selectDistinct({ code: joinedUsers.code }).from(joinedUsers);
    expect(withCode!.n).toBeGreaterThan(100);
    expect(codes).toHaveLength(withCode!.n);
  });
});

describe('who may use the desk', () => {
  it('anonymous 401; a donor 403; staff of another station 403 «Это станция, в которой вы не работаете»; the moderator may', async () => {
    const donor = await account();
    const { booking } = await book(donor.token, station.a);
    expect((await roster(station.a)).status).toBe(401);
    expect((await checkin(station.a, booking.code)).status).toBe(401);
    const asDonor = await roster(station.a, donor.token);
    expect(asDonor.status).toBe(403);
    expect(await json(asDonor)).toEqual({ detail: SM.noAccess });
    for (const res of [await roster(station.a, otherNurse), await checkin(station.a, booking.code, otherNurse), await find(station.a, booking.code, otherNurse),
      await donated(station.a, booking.id, 'blood', otherNurse), await undo(station.a, booking.id, otherNurse)]) {
      expect(res.status).toBe(403);
      expect(await json(res)).toEqual({ detail: SM.otherStation });
    }
    expect((await roster(station.a, moderator)).status).toBe(200);
    expect(await auditOf(booking.id, 'booking.check_in')).toHaveLength(0);
  });
});

describe('the roster', () => {
  it('lists the day\'s bookings of this station only, by slot time, with the marks; today at the station by default', async () => {
    const donor = await account();
    const mine = await book(donor.token, station.a);
    const elsewhere = await book((await account()).token, station.b);
    const day = Roster.parse(await json(await roster(station.a, nurse, mine.date)));
    expect(day.date).toBe(mine.date);
    expect(day.station.id).toBe(station.a);
    const row = day.bookings.find((b) => b.id === mine.booking.id);
    expect(row).toEqual({
      id: mine.booking.id, code: mine.booking.code, donor: { id: donor.id, name: donor.name },
      event: { id: mine.eventId, title: `Акция отметки ${station.a}` }, slot: { id: mine.slotId, date: mine.date, start_time: mine.time },
      arrived_at: null, donated_at: null, donation: null,
    });
    expect(day.bookings.some((b) => b.id === elsewhere.booking.id)).toBe(false);
    const times = day.bookings.map((b) => b.slot.start_time);
    expect(times).toEqual([...times].sort());
    const today = Roster.parse(await json(await roster(station.a, nurse)));
    expect(today.date).toBe(stationToday(t.clock.now, 180));
    expect(today.today).toBe(today.date);
    expect(await json(await roster(station.a, nurse, '2026-02-30'))).toEqual({ date: [CM.rosterDate] });
  });
});

describe('finding a booking by its code', () => {
  it('an unknown code → 404 «Запись не найдена»; another station\'s booking → 409 «Это запись в другую станцию», at the code field', async () => {
    const unknown = await checkin(station.a, 'ZZZZZ9', nurse);
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual({ code: [CM.codeUnknown] });
    expect((await find(station.a, 'ZZZZZ9', nurse)).status).toBe(404);
    expect(await json(await checkin(station.a, '   ', nurse))).toEqual({ code: [MSG.required] });
    // The nurse works at both stations, but on A's desk B's booking is not hers to mark.
    const { booking } = await book((await account()).token, station.b);
    const other = await checkin(station.a, booking.code, nurse);
    expect(other.status).toBe(409);
    expect(await json(other)).toEqual({ code: [CM.codeOtherStation] });
    expect((await find(station.a, booking.code, nurse)).status).toBe(409);
    expect(await auditOf(booking.id, 'booking.check_in')).toHaveLength(0);
  });

  it('case and spaces do not matter; finding marks nothing; «Пришёл(а)» marks once and is audited once', async () => {
    const { booking } = await book((await account()).token, station.a);
    const typed = `${booking.code.slice(0, 3).toLowerCase()} ${booking.code.slice(3).toLowerCase()}`;
    const found = CheckinBooking.parse(await json(await find(station.a, typed, nurse)));
    expect(found.arrived_at).toBeNull();
    const first = await checkin(station.a, typed, nurse);
    expect(first.status).toBe(200);
    const arrived = CheckinBooking.parse(await json(first));
    expect(arrived.arrived_at).not.toBeNull();
    const again = CheckinBooking.parse(await json(await checkin(station.a, booking.code, nurse)));
    expect(again).toEqual(arrived);
    const audit = await auditOf(booking.id, 'booking.check_in');
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorRole).toBe('station_staff');
  });
});

describe('«Сдал(а)»', () => {
  it('two at once make ONE accepted donation, in the donor\'s cabinet and the ranking at once; audited once', async () => {
    const donor = await account();
    const before = UsersTop.parse(await json(await t.call('GET', '/api/users_top/', { token: donor.token })));
    expect(before.user_info).toBeNull();
    const { booking } = await book(donor.token, station.a);
    const [r1, r2] = await Promise.all([donated(station.a, booking.id, 'plasma', nurse), donated(station.a, booking.id, 'plasma', nurse)]);
    expect([r1!.status, r2!.status]).toEqual([200, 200]);
    const a = CheckinBooking.parse(await json(r1!));
    const b = CheckinBooking.parse(await json(r2!));
    expect(a).toEqual(b);
    expect(a.donation).toEqual({ id: a.donation!.id, blood_class: 'plasma', donate_at: stationToday(t.clock.now, 180) });
    expect(a.arrived_at).not.toBeNull();
    const rows = await t.handle.db.select().from(donations).where(eq(donations.userId, donor.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'accepted', source: 'station', bookingId: booking.id, bloodStationId: station.a, bloodClass: 'plasma' });
    // A third, later: the same answer, still one donation.
    expect(CheckinBooking.parse(await json(await donated(station.a, booking.id, 'blood', nurse)))).toEqual(a);
    expect(await t.handle.db.select().from(donations).where(eq(donations.userId, donor.id))).toHaveLength(1);

    const cabinet = DonationList.parse(await json(await t.call('GET', '/api/donations/', { token: donor.token })));
    expect(cabinet.results.map((d) => [d.id, d.status, d.blood_class])).toEqual([[a.donation!.id, 'accepted', 'plasma']]);
    const top = UsersTop.parse(await json(await t.call('GET', '/api/users_top/', { token: donor.token })));
    expect(top.user_info?.counts).toMatchObject({ total: 1, plasma: 1 });

    const audit = await auditOf(booking.id, 'booking.donated');
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ donation: { id: a.donation!.id, status: 'accepted', blood_class: 'plasma' } });
    const day = Roster.parse(await json(await roster(station.a, nurse, a.slot.date)));
    expect(day.bookings.find((x) => x.id === booking.id)).toEqual(a);
  });

  it('a donation the donor typed for that day is confirmed and tied to the booking, not doubled', async () => {
    const donor = await account();
    const today = stationToday(t.clock.now, 180);
    const [typed] = await t.handle.db.insert(donations).values({
      userId: donor.id, donateAt: today, status: 'pre_accepted', bloodClass: 'blood', bloodStationId: station.a, createdAt: t.clock.now, submittedAt: t.clock.now,
    }).returning();
    const { booking } = await book(donor.token, station.a);
    const done = CheckinBooking.parse(await json(await donated(station.a, booking.id, 'blood', moderator)));
    expect(done.donation?.id).toBe(typed!.id);
    const rows = await t.handle.db.select().from(donations).where(eq(donations.userId, donor.id)).orderBy(asc(donations.id));
    expect(rows.map((r) => [r.id, r.status, r.bookingId])).toEqual([[typed!.id, 'accepted', booking.id]]);
    expect((await auditOf(booking.id, 'booking.donated'))[0]!.actorRole).toBe('moderator');
  });

  it('a donation type outside the list → 400 at blood_class; another station\'s booking → 409; an unknown one → 404', async () => {
    const { booking } = await book((await account()).token, station.a);
    const bad = await donated(station.a, booking.id, 'lymph', nurse);
    expect(bad.status).toBe(400);
    expect(Object.keys((await json(bad)) as object)).toEqual(['blood_class']);
    const other = await donated(station.b, booking.id, 'blood', nurse);
    expect(other.status).toBe(409);
    expect(await json(other)).toEqual({ detail: CM.codeOtherStation });
    expect((await donated(station.a, 99_999_999, 'blood', nurse)).status).toBe(404);
    expect(await t.handle.db.select().from(donations).where(eq(donations.bookingId, booking.id))).toHaveLength(0);
  });

  it('a mistaken «Пришёл(а)» can be taken back, but not after «Сдал(а)»', async () => {
    const { booking } = await book((await account()).token, station.a);
    await checkin(station.a, booking.code, nurse);
    const undone = CheckinBooking.parse(await json(await undo(station.a, booking.id, nurse)));
    expect(undone.arrived_at).toBeNull();
    expect(await auditOf(booking.id, 'booking.undo_check_in')).toHaveLength(1);
    await donated(station.a, booking.id, 'blood', nurse);
    const late = await undo(station.a, booking.id, nurse);
    expect(late.status).toBe(409);
    expect(await json(late)).toEqual({ detail: CM.undoAfterDonation });
  });

  it('logged no server errors', () => {
    expect(t.logged).toEqual([]);
  });
});

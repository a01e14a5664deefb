// Check-in at the station (docs/booking.md «Отметка в станции»; issue «Behind the counter» §6, §10):
// the day's roster of a station's bookings, a booking found by the code the donor shows (typed, or
// read from its QR code), «Пришёл(а)», and «Сдал(а)», which writes an ACCEPTED donation into the
// donor's history at once — no typing by the donor, no certificate: the station saw it. The
// ranking counts it in the same transaction (the top_stats triggers, 0010_top.sql), achievements
// follow (recomputeAfterDonation), eligibility reads donations as it always does.
// Who: staff of this station or a moderator (roles.ts requireStation; another station's staff → 403).
// Every write is audited in its own transaction (audit-log.ts) and idempotent: a repeated mark
// answers the same booking and writes nothing, and two «Сдал(а)» on one booking — even at the same
// moment — make one donation (the booking row is locked, donations.booking_id is UNIQUE).
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import { CheckinBody, DonatedBody, type CheckinBooking } from '@donor/shared/contract/staff-checkin';
import type { BloodClass } from '@donor/shared/contract/cabinet';
import { checkIn, findBooking, getRoster, markDonated, undoArrival } from '@donor/shared/endpoints/staff-checkin';
import * as CM from '@donor/shared/staff-checkin-messages';
import type { Tx } from '../../db.ts';
import type { ApiEnv } from '../../lib/context.ts';
import { ApiError, fieldError, notFound } from '../../lib/errors.ts';
import { parseValue, pathId, queryText } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { bloodStationInfo, bloodStations, donations, eventTimeSlots, events, joinedUsers, users } from '../../schema.ts';
import { recomputeAfterDonation } from '../achievements/achievements-store.ts';
import { refreshNextDates } from '../comeback/next-dates.ts';
import { writeAudit } from './audit-log.ts';
import { requireStation, type Acting } from './roles.ts';

interface Station {
  id: number;
  title: string;
  utcOffsetMin: number;
}

/** The station of the path with its time zone (blood_station_info; Moscow when unknown). */
async function stationOf(db: Tx, id: number): Promise<Station> {
  const [row] = await db
    .select({ id: bloodStations.id, title: bloodStations.title, utcOffsetMin: bloodStationInfo.utcOffsetMin })
    .from(bloodStations)
    .leftJoin(bloodStationInfo, eq(bloodStationInfo.bloodStationId, bloodStations.id))
    .where(eq(bloodStations.id, id))
    .limit(1);
  if (!row) throw notFound();
  return { id: row.id, title: row.title, utcOffsetMin: row.utcOffsetMin ?? 180 };
}

/** The calendar day at the station now: the roster's default day and the day a donation is dated. */
export const stationToday = (now: Date, utcOffsetMin: number): string =>
  new Date(now.getTime() + utcOffsetMin * 60_000).toISOString().slice(0, 10);

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (v: string): boolean => DAY_RE.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;

function selectBookings(db: Tx) {
  return db
    .select({
      id: joinedUsers.id, code: joinedUsers.code, arrivedAt: joinedUsers.arrivedAt, donatedAt: joinedUsers.donatedAt,
      userId: joinedUsers.userId, firstName: users.firstName, lastName: users.lastName,
      eventId: events.id, eventTitle: events.title, stationId: events.bloodStationId, cancelledAt: events.cancelledAt,
      slotId: eventTimeSlots.id, date: eventTimeSlots.date, startTime: eventTimeSlots.startTime,
      donationId: donations.id, bloodClass: donations.bloodClass, donateAt: donations.donateAt,
    })
    .from(joinedUsers)
    .innerJoin(events, eq(events.id, joinedUsers.eventId))
    .innerJoin(eventTimeSlots, eq(eventTimeSlots.id, joinedUsers.timeslotId))
    .innerJoin(users, eq(users.id, joinedUsers.userId))
    .leftJoin(donations, eq(donations.bookingId, joinedUsers.id));
}
type BookingRow = Awaited<ReturnType<ReturnType<typeof selectBookings>['where']>>[number];

function serialize(r: BookingRow): CheckinBooking {
  return {
    id: r.id,
    code: r.code,
    donor: { id: r.userId, name: `${r.firstName} ${r.lastName}`.trim() },
    event: { id: r.eventId, title: r.eventTitle },
    slot: { id: r.slotId, date: r.date, start_time: r.startTime.slice(0, 5) },
    arrived_at: r.arrivedAt?.toISOString() ?? null,
    donated_at: r.donatedAt?.toISOString() ?? null,
    donation: r.donationId !== null && r.donateAt !== null
      ? { id: r.donationId, blood_class: r.bloodClass as BloodClass, donate_at: r.donateAt }
      : null,
  };
}

async function bookingById(db: Tx, id: number): Promise<CheckinBooking> {
  const [row] = await selectBookings(db).where(eq(joinedUsers.id, id)).limit(1);
  if (!row) throw notFound();
  return serialize(row);
}

/**
 * The booking of a code, if it is this station's: unknown → 404, another station's → 409, a
 * cancelled event's → 409 — each tied to the `code` field, where the desk shows it.
 */
async function bookingByCode(db: Tx, station: Station, code: string): Promise<BookingRow> {
  const [row] = await selectBookings(db).where(eq(joinedUsers.code, code)).limit(1);
  if (!row) throw new ApiError(404, { code: [CM.codeUnknown] });
  if (row.stationId !== station.id) throw new ApiError(409, { code: [CM.codeOtherStation] });
  if (row.cancelledAt) throw new ApiError(409, { code: [CM.eventCancelled] });
  return row;
}

/** The booking row of the path, locked for this transaction; it must be this station's. */
async function lockBooking(tx: Tx, station: Station, id: number) {
  const [row] = await tx
    .select({ j: joinedUsers, stationId: events.bloodStationId, cancelledAt: events.cancelledAt })
    .from(joinedUsers)
    .innerJoin(events, eq(events.id, joinedUsers.eventId))
    .where(eq(joinedUsers.id, id))
    .for('update', { of: joinedUsers });
  if (!row) throw new ApiError(404, { detail: CM.codeUnknown });
  if (row.stationId !== station.id) throw new ApiError(409, { detail: CM.codeOtherStation });
  if (row.cancelledAt) throw new ApiError(409, { detail: CM.eventCancelled });
  return row.j;
}

/** «Пришёл(а)»: marks the arrival once; a repeat changes and records nothing. */
async function markArrived(tx: Tx, acting: Acting, now: Date, station: Station, id: number): Promise<void> {
  const j = await lockBooking(tx, station, id);
  if (j.arrivedAt) return;
  await tx.update(joinedUsers).set({ arrivedAt: now }).where(eq(joinedUsers.id, j.id));
  await writeAudit(tx, acting, now, {
    action: 'booking.check_in',
    object: { type: 'booking', id: j.id },
    before: { arrived_at: null },
    after: { arrived_at: now.toISOString(), station_id: station.id, user_id: j.userId },
  });
}

/**
 * «Сдал(а)»: the donation, accepted, dated today at the station. A donation the donor already
 * typed for that day (pending or rejected) is the same visit: it is confirmed and tied to the
 * booking instead of getting a twin (a donor gives at most once a day, cabinet/donations.ts).
 */
async function markDonation(tx: Tx, acting: Acting, now: Date, station: Station, id: number, bloodClass: BloodClass): Promise<void> {
  const j = await lockBooking(tx, station, id);
  if (j.donatedAt) return; // the second «Сдал(а)»: the first one's donation stands
  const day = stationToday(now, station.utcOffsetMin);
  const [same] = await tx
    .select({ id: donations.id, bookingId: donations.bookingId, status: donations.status, bloodClass: donations.bloodClass })
    .from(donations)
    .where(and(eq(donations.userId, j.userId), eq(donations.donateAt, day)))
    .orderBy(asc(donations.id))
    .limit(1)
    .for('update');
  if (same && same.bookingId !== null && same.bookingId !== j.id) throw new ApiError(409, { detail: CM.donationOtherBooking });
  const accepted = { status: 'accepted' as const, bloodClass, bloodStationId: station.id, reviewedBy: acting.actor.userId, reviewedAt: now, bookingId: j.id };
  let donationId: number;
  if (same) {
    await tx.update(donations).set({ ...accepted, rejectReason: null, rejectComment: null }).where(eq(donations.id, same.id));
    donationId = same.id;
  } else {
    const [row] = await tx
      .insert(donations)
      .values({ ...accepted, userId: j.userId, donateAt: day, createdAt: now, submittedAt: now, source: 'station' })
      .returning({ id: donations.id });
    donationId = row!.id;
  }
  await tx.update(joinedUsers).set({ donatedAt: now, arrivedAt: j.arrivedAt ?? now }).where(eq(joinedUsers.id, j.id));
  await recomputeAfterDonation(tx, j.userId, now); // achievements reached with this donation
  await refreshNextDates(tx, j.userId, now); // the precomputed next dates (features/comeback/next-dates.ts)
  await writeAudit(tx, acting, now, {
    action: 'booking.donated',
    object: { type: 'booking', id: j.id },
    before: { arrived_at: j.arrivedAt?.toISOString() ?? null, donated_at: null, donation: same ? { id: same.id, status: same.status, blood_class: same.bloodClass } : null },
    after: { donated_at: now.toISOString(), donation: { id: donationId, status: 'accepted', blood_class: bloodClass, donate_at: day }, station_id: station.id, user_id: j.userId },
  });
}

/** A mistaken «Пришёл(а)» taken back; after «Сдал(а)» the donation stands (409). */
async function unmarkArrived(tx: Tx, acting: Acting, now: Date, station: Station, id: number): Promise<void> {
  const j = await lockBooking(tx, station, id);
  if (j.donatedAt) throw new ApiError(409, { detail: CM.undoAfterDonation });
  if (!j.arrivedAt) return;
  await tx.update(joinedUsers).set({ arrivedAt: null }).where(eq(joinedUsers.id, j.id));
  await writeAudit(tx, acting, now, {
    action: 'booking.undo_check_in',
    object: { type: 'booking', id: j.id },
    before: { arrived_at: j.arrivedAt.toISOString() },
    after: { arrived_at: null },
  });
}

export function registerCheckinRoutes(app: Hono<ApiEnv>): void {
  route(app, getRoster, async (c, io) => {
    const stationId = pathId(c);
    await requireStation(c, stationId);
    const deps = c.get('deps');
    const station = await stationOf(deps.db, stationId);
    const today = stationToday(deps.now(), station.utcOffsetMin);
    const asked = queryText(c, 'date', 20);
    if (asked && !isRealDay(asked)) throw fieldError('date', CM.rosterDate);
    const date = asked || today;
    const where: SQL | undefined = and(eq(events.bloodStationId, station.id), eq(eventTimeSlots.date, date), isNull(events.cancelledAt));
    const rows = await selectBookings(deps.db)
      .where(where)
      .orderBy(asc(eventTimeSlots.startTime), asc(users.lastName), asc(users.firstName), asc(joinedUsers.id))
      .limit(2000);
    return io.ok({ station: { id: station.id, title: station.title }, date, today, bookings: rows.map(serialize) });
  });

  route(app, findBooking, async (c, io) => {
    const stationId = pathId(c);
    await requireStation(c, stationId);
    const deps = c.get('deps');
    const station = await stationOf(deps.db, stationId);
    const { code } = parseValue(CheckinBody, { code: c.req.query('code') ?? '' });
    return io.ok(serialize(await bookingByCode(deps.db, station, code)));
  });

  route(app, checkIn, CheckinBody, async (c, io) => {
    const stationId = pathId(c);
    const acting = await requireStation(c, stationId);
    const deps = c.get('deps');
    const station = await stationOf(deps.db, stationId);
    const { code } = await io.body();
    const now = deps.now();
    const id = await deps.db.transaction(async (tx) => {
      const found = await bookingByCode(tx, station, code);
      await markArrived(tx, acting, now, station, found.id);
      return found.id;
    });
    return io.ok(await bookingById(deps.db, id));
  });

  route(app, markDonated, DonatedBody, async (c, io) => {
    const stationId = pathId(c);
    const bookingId = pathId(c, 'bookingId');
    const acting = await requireStation(c, stationId);
    const deps = c.get('deps');
    const station = await stationOf(deps.db, stationId);
    const { blood_class } = await io.body();
    const now = deps.now();
    await deps.db.transaction((tx) => markDonation(tx, acting, now, station, bookingId, blood_class));
    return io.ok(await bookingById(deps.db, bookingId));
  });

  route(app, undoArrival, async (c, io) => {
    const stationId = pathId(c);
    const bookingId = pathId(c, 'bookingId');
    const acting = await requireStation(c, stationId);
    const deps = c.get('deps');
    const station = await stationOf(deps.db, stationId);
    const now = deps.now();
    await deps.db.transaction((tx) => unmarkArrived(tx, acting, now, station, bookingId));
    return io.ok(await bookingById(deps.db, bookingId));
  });
}

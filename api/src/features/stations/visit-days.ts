// Visit days of a station (docs/booking.md «Визит в любой день работы»): each open day ahead —
// a weekday with hours and not a closed day — offers one slot per opening hour with the station's
// capacity per hour. A day is made bookable on first ask as an `events` row of category 'visit'
// (one per station and day: a partial UNIQUE index, INSERT … ON CONFLICT DO NOTHING), so booking,
// messages, the check-in code and «Мои записи» are those of any event slot.
import { and, asc, count, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { StationVisits, VisitDay, VisitSlot } from '@donor/shared/contract/station-visits';
import { addDays, localDay } from '@donor/shared/contract/staff-stations';
import * as SV from '@donor/shared/station-visits-messages';
import type { Tx } from '../../db.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { rowsOf } from '../../lib/raw-rows.ts';
import { bloodStationClosedDays, bloodStationHours, bloodStationInfo, bloodStationVisits, bloodStations, eventTimeSlots, events, joinedUsers } from '../../schema.ts';

const MOSCOW = 180;

interface StationFacts { id: number; cityId: number; address: string; offset: number; capacity: number }

async function facts(db: Tx, id: number): Promise<StationFacts> {
  const [row] = await db.select({ id: bloodStations.id, cityId: bloodStations.cityId, address: bloodStations.address, offset: bloodStationInfo.utcOffsetMin, capacity: bloodStationVisits.capacityPerHour })
    .from(bloodStations)
    .leftJoin(bloodStationInfo, eq(bloodStationInfo.bloodStationId, bloodStations.id))
    .leftJoin(bloodStationVisits, eq(bloodStationVisits.bloodStationId, bloodStations.id))
    .where(eq(bloodStations.id, id));
  if (!row) throw notFound();
  return { ...row, offset: row.offset ?? MOSCOW, capacity: row.capacity ?? 0 };
}

/** ISO weekday (1 = Monday) of a calendar day. */
const weekdayOf = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
/** The instant of a local wall time at the station. */
const instant = (day: string, minutes: number, offset: number) => new Date(Date.parse(`${day}T00:00:00Z`) + (minutes - offset) * 60_000);

interface PlannedHour { startTime: string; startsAt: Date }
interface Plan { days: Map<string, { hours: PlannedHour[]; closesAt: Date }>; today: string }

/** The open days from `from` (never before the station's today) over VISIT_DAYS_AHEAD days, with hours still ahead of `now`. */
async function planDays(db: Tx, s: StationFacts, now: Date, from?: string): Promise<Plan> {
  const today = localDay(now, s.offset);
  const last = addDays(today, SV.VISIT_DAYS_AHEAD - 1);
  const start = from && from > today ? from : today;
  const hours = await db.select().from(bloodStationHours).where(eq(bloodStationHours.bloodStationId, s.id));
  const closed = new Set((await db.select({ day: bloodStationClosedDays.day }).from(bloodStationClosedDays)
    .where(and(eq(bloodStationClosedDays.bloodStationId, s.id), gte(bloodStationClosedDays.day, start), lte(bloodStationClosedDays.day, last)))).map((r) => r.day));
  const days: Plan['days'] = new Map();
  for (let day = start; day <= last; day = addDays(day, 1)) {
    const h = hours.find((r) => r.weekday === weekdayOf(day));
    if (!h || closed.has(day)) continue;
    const list: PlannedHour[] = [];
    const closes = minutesOf(h.closes);
    for (let m = minutesOf(h.opens); m < closes; m += 60) {
      const startsAt = instant(day, m, s.offset);
      if (startsAt.getTime() > now.getTime()) list.push({ startTime: clock(m), startsAt });
    }
    if (list.length > 0) days.set(day, { hours: list, closesAt: instant(day, closes, s.offset) });
  }
  return { days, today };
}

type SlotRow = typeof eventTimeSlots.$inferSelect;

/** The station's visit events on these days, their slots and booked counts. */
async function madeDays(db: Tx, stationId: number, days: string[]) {
  if (days.length === 0) return { byDay: new Map<string, number>(), slots: [] as SlotRow[], taken: new Map<number, number>() };
  const rows = await db.select({ id: events.id, day: events.visitDay }).from(events)
    .where(and(eq(events.bloodStationId, stationId), eq(events.category, 'visit'), inArray(events.visitDay, days)));
  const ids = rows.map((r) => r.id);
  const slots = ids.length === 0 ? [] : await db.select().from(eventTimeSlots).where(inArray(eventTimeSlots.eventId, ids)).orderBy(asc(eventTimeSlots.startsAt));
  const taken = ids.length === 0 ? [] : await db.select({ slot: joinedUsers.timeslotId, n: count() }).from(joinedUsers).where(inArray(joinedUsers.eventId, ids)).groupBy(joinedUsers.timeslotId);
  return { byDay: new Map(rows.map((r) => [r.day!, r.id])), slots, taken: new Map(taken.map((t) => [t.slot, t.n])) };
}

/** A day as the donor sees it: made slots with their free places; hours not made yet are virtual. */
function dayView(day: string, hours: PlannedHour[], capacity: number, eventId: number | null, slots: SlotRow[], taken: Map<number, number>): VisitDay {
  const view: VisitSlot[] = hours.map((h) => {
    const made = slots.find((s) => s.eventId === eventId && s.startsAt.getTime() === h.startsAt.getTime());
    if (made) return { id: made.id, start_time: h.startTime, starts_at: h.startsAt.toISOString(), capacity: made.capacity, free: Math.max(0, made.capacity - (taken.get(made.id) ?? 0)) };
    return { id: null, start_time: h.startTime, starts_at: h.startsAt.toISOString(), capacity, free: capacity };
  });
  return { date: day, event_id: eventId, slots: view };
}

export async function listVisits(db: Tx, stationId: number, now: Date, from?: string): Promise<StationVisits> {
  const s = await facts(db, stationId);
  const base = { blood_station_id: s.id, capacity_per_hour: s.capacity, utc_offset_min: s.offset };
  if (s.capacity === 0) return { ...base, days: [] };
  const plan = await planDays(db, s, now, from);
  const made = await madeDays(db, s.id, [...plan.days.keys()]);
  const days = [...plan.days.entries()].map(([day, p]) => dayView(day, p.hours, s.capacity, made.byDay.get(day) ?? null, made.slots, made.taken));
  return { ...base, days };
}

/**
 * Makes a day bookable: its visit event (created once — concurrent first asks meet at the UNIQUE
 * index and all read the one row) and a slot for every opening hour still ahead that has none
 * (hours added after the day was made get theirs here), under the event row's lock.
 */
export async function openVisitDay(db: Tx, stationId: number, day: string, now: Date): Promise<{ day: VisitDay; created: boolean }> {
  const s = await facts(db, stationId);
  if (s.capacity === 0) throw fieldError('date', SV.noVisits);
  const today = localDay(now, s.offset);
  if (day < today) throw fieldError('date', SV.dayPast);
  if (day > addDays(today, SV.VISIT_DAYS_AHEAD - 1)) throw fieldError('date', SV.dayFar);
  const plan = (await planDays(db, s, now, day)).days.get(day);
  if (!plan) {
    const open = await db.select().from(bloodStationHours).where(and(eq(bloodStationHours.bloodStationId, s.id), eq(bloodStationHours.weekday, weekdayOf(day))));
    const [closed] = await db.select().from(bloodStationClosedDays).where(and(eq(bloodStationClosedDays.bloodStationId, s.id), eq(bloodStationClosedDays.day, day)));
    throw fieldError('date', open.length === 0 || closed ? SV.dayClosed : SV.dayOver);
  }
  const first = plan.hours[0]!.startsAt;
  const inserted = await db.execute(sql`INSERT INTO events (category, title, city_id, blood_station_id, address, start_date, end_date, utc_offset_min, visit_day)
    VALUES ('visit', ${SV.visitTitle}, ${s.cityId}, ${s.id}, ${s.address}, ${first.toISOString()}::timestamptz, ${plan.closesAt.toISOString()}::timestamptz, ${s.offset}, ${day}::date)
    ON CONFLICT (blood_station_id, visit_day) WHERE visit_day IS NOT NULL DO NOTHING RETURNING id`);
  const created = rowsOf(inserted).length > 0;
  let made = await madeDays(db, s.id, [day]);
  const eventId = made.byDay.get(day)!;
  const missing = (slots: SlotRow[]) => plan.hours.filter((h) => !slots.some((x) => x.startsAt.getTime() === h.startsAt.getTime()));
  if (missing(made.slots).length > 0) {
    await db.select({ id: events.id }).from(events).where(eq(events.id, eventId)).for('update');
    made = await madeDays(db, s.id, [day]);
    const add = missing(made.slots);
    if (add.length > 0) {
      await db.insert(eventTimeSlots).values(add.map((h) => ({ eventId, date: day, startTime: h.startTime, startsAt: h.startsAt, capacity: s.capacity })));
      await db.update(events).set({ startDate: sql`LEAST(${events.startDate}, ${first.toISOString()}::timestamptz)`, endDate: sql`GREATEST(${events.endDate}, ${plan.closesAt.toISOString()}::timestamptz)` }).where(eq(events.id, eventId));
      made = await madeDays(db, s.id, [day]);
    }
  }
  return { day: dayView(day, plan.hours, s.capacity, eventId, made.slots, made.taken), created };
}

/**
 * Staff changed the capacity: every visit slot still ahead takes it, never below what is booked;
 * at 0 a slot nobody booked goes, a booked one keeps exactly its bookings (no place left). Slots
 * are locked as a join locks them, so a join racing for the last place is served in turn.
 */
export async function applyVisitCapacity(tx: Tx, stationId: number, capacity: number, now: Date): Promise<void> {
  const slots = await tx.select({ id: eventTimeSlots.id, capacity: eventTimeSlots.capacity }).from(eventTimeSlots)
    .innerJoin(events, eq(events.id, eventTimeSlots.eventId))
    .where(and(eq(events.bloodStationId, stationId), eq(events.category, 'visit'), gt(eventTimeSlots.startsAt, now)))
    .for('update', { of: eventTimeSlots });
  if (slots.length === 0) return;
  const taken = new Map((await tx.select({ slot: joinedUsers.timeslotId, n: count() }).from(joinedUsers)
    .where(inArray(joinedUsers.timeslotId, slots.map((x) => x.id))).groupBy(joinedUsers.timeslotId)).map((t) => [t.slot, t.n]));
  for (const slot of slots) {
    const next = Math.max(capacity, taken.get(slot.id) ?? 0);
    if (next === 0) await tx.delete(eventTimeSlots).where(eq(eventTimeSlots.id, slot.id));
    else if (next !== slot.capacity) await tx.update(eventTimeSlots).set({ capacity: next }).where(eq(eventTimeSlots.id, slot.id));
  }
}


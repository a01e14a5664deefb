// Events as staff see them (docs/booking.md «Акции сотрудников»): every slot with its places and
// how many donors are booked, cancelled ones included and marked; built for a page of rows in a
// fixed number of queries.
import { and, asc, count, desc, eq, gt, inArray, lte, ne, type SQL } from 'drizzle-orm';
import type { StaffEvent, StaffEvents } from '@donor/shared/contract/staff-stations';
import type { Tx } from '../../db.ts';
import { bloodStations, eventTimeSlots, events, joinedUsers, organizations } from '../../schema.ts';

export type EventRow = typeof events.$inferSelect;
/** Upcoming events listed at once (a station plans weeks, not years, ahead); past ones: the latest. */
const UPCOMING_LIMIT = 100;
const PAST_LIMIT = 20;

export async function serializeStaffEvents(db: Tx, rows: EventRow[]): Promise<StaffEvent[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const slots = await db.select().from(eventTimeSlots).where(inArray(eventTimeSlots.eventId, ids)).orderBy(asc(eventTimeSlots.startsAt), asc(eventTimeSlots.id));
  const booked = await db.select({ slot: joinedUsers.timeslotId, n: count() }).from(joinedUsers).where(inArray(joinedUsers.eventId, ids)).groupBy(joinedUsers.timeslotId);
  const bookedBy = new Map(booked.map((b) => [b.slot, b.n]));
  const stationIds = [...new Set(rows.map((r) => r.bloodStationId).filter((v): v is number => v !== null))];
  const orgIds = [...new Set(rows.map((r) => r.organizationId).filter((v): v is number => v !== null))];
  const stations = stationIds.length === 0 ? [] : await db
    .select({ id: bloodStations.id, slug: bloodStations.slug, title: bloodStations.title, address: bloodStations.address })
    .from(bloodStations).where(inArray(bloodStations.id, stationIds));
  const orgs = orgIds.length === 0 ? [] : await db.select({ id: organizations.id, name: organizations.name }).from(organizations).where(inArray(organizations.id, orgIds));
  return rows.map((r) => ({
    id: r.id,
    category: r.category as Exclude<typeof r.category, 'visit'>, // visit days never reach staff lists (ownerEvents)
    title: r.title,
    description: r.description,
    address: r.address,
    start_date: r.startDate.toISOString(),
    end_date: r.endDate.toISOString(),
    cancelled_at: r.cancelledAt ? r.cancelledAt.toISOString() : null,
    cancel_reason: r.cancelReason,
    blood_station: stations.find((s) => s.id === r.bloodStationId) ?? null,
    organization: orgs.find((o) => o.id === r.organizationId) ?? null,
    slots: slots.filter((s) => s.eventId === r.id).map((s) => ({
      id: s.id, date: s.date, start_time: s.startTime.slice(0, 5), starts_at: s.startsAt.toISOString(), capacity: s.capacity, booked: bookedBy.get(s.id) ?? 0,
    })),
  }));
}

export async function staffEvent(db: Tx, id: number): Promise<StaffEvent> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  const [event] = await serializeStaffEvents(db, row ? [row] : []);
  return event!;
}

/** An owner's events: not ended yet (soonest first), and the latest ended ones. Visit days are not events staff made: their bookings are on the check-in roster. */
export async function ownerEvents(db: Tx, ownerOnly: SQL, now: Date): Promise<StaffEvents> {
  const owner = and(ownerOnly, ne(events.category, 'visit'))!;
  const upcoming = await db.select().from(events).where(and(owner, gt(events.endDate, now)))
    .orderBy(asc(events.startDate), asc(events.id)).limit(UPCOMING_LIMIT);
  const past = await db.select().from(events).where(and(owner, lte(events.endDate, now)))
    .orderBy(desc(events.endDate), desc(events.id)).limit(PAST_LIMIT);
  return { upcoming: await serializeStaffEvents(db, upcoming), past: await serializeStaffEvents(db, past) };
}

// Events as spec §3 describes them (id, category, start_date, end_date, author, time_slots,
// individual_partners, user_status), built for a page of rows in a fixed number of queries:
// slots with their free places, the visitor's joins, station, organization and city names; and
// the booking state a write answers (the same slots and the donor's status).
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Event, TimeSlot } from '@donor/shared/contract/stations';
import type { EventBookingState } from '@donor/shared/contract/booking';
import type { Tx } from '../../db.ts';
import { bloodStations, cities, organizations } from '../../schema.ts';
import { eventTimeSlots, events, joinedUsers } from './schema.ts';

export type EventRow = typeof events.$inferSelect;
type SlotRow = typeof eventTimeSlots.$inferSelect;

/** A slot as spec §3 shows it: local date and 'HH:MM', the instant, and its free places. */
const slotView = (s: SlotRow, taken: number): TimeSlot => ({
  id: s.id,
  date: s.date,
  start_time: s.startTime.slice(0, 5),
  starts_at: s.startsAt.toISOString(),
  capacity: s.capacity,
  free: Math.max(0, s.capacity - taken),
});

/**
 * What a booking write answers (contract/booking.ts, docs/booking.md «Ответ записи»): the donor's
 * status on the event and every slot with its free places, read in the write's own transaction.
 */
export async function eventBookingState(db: Tx, eventId: number, userId: number): Promise<EventBookingState> {
  const slots = await db.select().from(eventTimeSlots).where(eq(eventTimeSlots.eventId, eventId)).orderBy(asc(eventTimeSlots.startsAt), asc(eventTimeSlots.id));
  const taken = await db.select({ slot: joinedUsers.timeslotId, n: count() }).from(joinedUsers).where(eq(joinedUsers.eventId, eventId)).groupBy(joinedUsers.timeslotId);
  const takenBy = new Map(taken.map((t) => [t.slot, t.n]));
  const [mine] = await db.select().from(joinedUsers).where(and(eq(joinedUsers.eventId, eventId), eq(joinedUsers.userId, userId)));
  return {
    event_id: eventId,
    user_status: { joined: Boolean(mine), id: mine?.id ?? null, timeslot_id: mine?.timeslotId ?? null },
    time_slots: slots.map((s) => slotView(s, takenBy.get(s.id) ?? 0)),
  };
}

export async function serializeEvents(db: Tx, rows: EventRow[], userId: number | null): Promise<Event[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const slots = await db.select().from(eventTimeSlots).where(inArray(eventTimeSlots.eventId, ids)).orderBy(asc(eventTimeSlots.startsAt), asc(eventTimeSlots.id));
  const taken = await db
    .select({ slot: joinedUsers.timeslotId, n: count() })
    .from(joinedUsers)
    .where(inArray(joinedUsers.eventId, ids))
    .groupBy(joinedUsers.timeslotId);
  const takenBy = new Map(taken.map((t) => [t.slot, t.n]));
  const mine = userId === null ? [] : await db.select().from(joinedUsers).where(and(inArray(joinedUsers.eventId, ids), eq(joinedUsers.userId, userId)));
  const stationIds = [...new Set(rows.map((r) => r.bloodStationId).filter((v): v is number => v !== null))];
  const orgIds = [...new Set(rows.map((r) => r.organizationId).filter((v): v is number => v !== null))];
  const cityIds = [...new Set(rows.map((r) => r.cityId))];
  const stations = stationIds.length === 0 ? [] : await db
    .select({ id: bloodStations.id, slug: bloodStations.slug, title: bloodStations.title, address: bloodStations.address })
    .from(bloodStations).where(inArray(bloodStations.id, stationIds));
  const orgs = orgIds.length === 0 ? [] : await db.select({ id: organizations.id, name: organizations.name }).from(organizations).where(inArray(organizations.id, orgIds));
  const cityRows = await db.select({ id: cities.id, title: cities.title }).from(cities).where(inArray(cities.id, cityIds));

  return rows.map((r) => {
    const joined = mine.find((j) => j.eventId === r.id);
    const timeSlots = slots.filter((s) => s.eventId === r.id).map((s) => slotView(s, takenBy.get(s.id) ?? 0));
    return {
      id: r.id,
      category: r.category,
      title: r.title,
      description: r.description,
      start_date: r.startDate.toISOString(),
      end_date: r.endDate.toISOString(),
      author: { id: r.authorId, name: r.authorName },
      individual_partners: r.individualPartners,
      address: r.address,
      city: cityRows.find((c) => c.id === r.cityId) ?? { id: r.cityId, title: '' },
      blood_station: stations.find((s) => s.id === r.bloodStationId) ?? null,
      organization: orgs.find((o) => o.id === r.organizationId) ?? null,
      time_slots: timeSlots,
      user_status: userId === null ? null : { joined: Boolean(joined), id: joined?.id ?? null, timeslot_id: joined?.timeslotId ?? null },
      cancelled_at: r.cancelledAt ? r.cancelledAt.toISOString() : null,
      cancel_reason: r.cancelReason,
    };
  });
}

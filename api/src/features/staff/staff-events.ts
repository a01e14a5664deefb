// Events and slots behind the counter (docs/booking.md «Акции сотрудников»; issue «Behind the
// counter» §6, §7): a station's staff or an organization's managers (or a moderator) list their
// events with booked counts, create one with its slots, add a slot, change a slot's places (never
// below the booked count) and cancel an event — every booked donor is told, the e-mail's .ics
// removes the visit from their calendar, the reminders are taken back, and the event leaves the
// public lists and cannot be booked (booking/events.ts). Who may act on an event: actingForEvent.
// Every write is one transaction with its audit record; a repeat answers the same and writes
// nothing twice. The organization manager's page is here too: it is mostly the same events.
import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import {
  CancelEventBody, CapacityBody, CreateEventBody, STAFF_LIMITS, SlotBody, localInstant, type StaffOrganization,
} from '@donor/shared/contract/staff-stations';
import { addEventSlot, cancelStaffEvent, createStaffEvent, getStaffOrganization, listStaffEvents, setSlotCapacity } from '@donor/shared/endpoints/staff-stations';
import * as SS from '@donor/shared/staff-stations-messages';
import type { Tx } from '../../db.ts';
import type { ApiEnv, Ctx } from '../../lib/context.ts';
import { ApiError, fieldError, notFound } from '../../lib/errors.ts';
import { pathId, queryId } from '../../lib/http.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import { route } from '../../lib/route.ts';
import {
  bloodStationInfo, bloodStations, cities, eventTimeSlots, events, joinedUsers, needJoinedUsers, needs, organizationMembers, organizations, users,
} from '../../schema.ts';
import { notifyEventCancelled } from '../booking/event-cancel-notify.ts';
import { writeAudit } from './audit-log.ts';
import { actingForEvent, actingForOrganization, actingForStation, requireOrganization, requireStaff, type Acting, type StaffActor } from './roles.ts';
import { MOSCOW_OFFSET_MIN, lockStation, stationInfo } from './station-console-data.ts';
import { ownerEvents, staffEvent, type EventRow } from './staff-events-data.ts';

/** A slot's visit lasts about an hour: the event ends an hour after its last slot starts. */
const SLOT_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const MEMBERS_LIMIT = 200;
const eventObject = (id: number) => ({ type: 'event', id });
const conflict = (detail: string) => new ApiError(409, { detail });

interface Owner { where: SQL; acting: Acting }

/** ?station_id= or ?organization_id= (exactly one), with the role that may read it. */
function ownerOfQuery(c: Ctx, actor: StaffActor): Owner {
  const stationId = queryId(c, 'station_id');
  const orgId = queryId(c, 'organization_id');
  if (stationId !== undefined && orgId !== undefined) throw fieldError('non_field_errors', SS.ownerOne);
  if (stationId !== undefined) return { where: eq(events.bloodStationId, stationId), acting: actingForStation(actor, stationId) };
  if (orgId !== undefined) return { where: eq(events.organizationId, orgId), acting: actingForOrganization(actor, orgId) };
  throw fieldError('station_id', SS.ownerNeeded);
}

/** The event of the path and the role its owner gives this person (404, then 403). */
async function eventOf(c: Ctx): Promise<{ acting: Acting; event: EventRow }> {
  const actor = await requireStaff(c);
  const [event] = await c.get('deps').db.select().from(events).where(eq(events.id, pathId(c)));
  if (!event) throw new ApiError(404, { detail: SS.eventNotFound });
  return { acting: actingForEvent(actor, event), event };
}

/** The event row locked for a change: a cancelled or ended event takes none (409). */
async function lockOpenEvent(tx: Tx, id: number, now: Date): Promise<EventRow> {
  const [event] = await tx.select().from(events).where(eq(events.id, id)).for('update');
  if (!event) throw new ApiError(404, { detail: SS.eventNotFound });
  if (event.cancelledAt) throw conflict(SS.eventCancelled);
  if (event.endDate.getTime() <= now.getTime()) throw conflict(SS.eventEnded);
  return event;
}

/** A slot's instant, refused (under `field`) when it has passed or lies more than a year ahead. */
function slotInstant(slot: { date: string; start_time: string }, offset: number, now: Date, field: string): Date {
  const at = localInstant(slot.date, slot.start_time, offset);
  if (at.getTime() <= now.getTime()) throw fieldError(field, SS.slotPast);
  if (at.getTime() > now.getTime() + STAFF_LIMITS.daysAhead * DAY_MS) throw fieldError(field, SS.slotFar);
  return at;
}

/** Every slot's problem at once, each under its row (`slots_<index>`). */
function slotInstants(slots: readonly { date: string; start_time: string }[], offset: number, now: Date): Date[] {
  const problems: Record<string, string[]> = {};
  const seen = new Set<string>();
  const out = slots.map((slot, i) => {
    const key = `${slot.date} ${slot.start_time}`;
    try {
      if (seen.has(key)) throw fieldError(`slots_${i}`, SS.slotTwice);
      seen.add(key);
      return slotInstant(slot, offset, now, `slots_${i}`);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      Object.assign(problems, err.body);
      return new Date(0);
    }
  });
  if (Object.keys(problems).length > 0) throw new ApiError(400, problems);
  return out;
}

/** Where and in which local time an owner's new event happens. */
async function placeOf(tx: Tx, body: { station_id?: number | null; organization_id?: number | null; address: string | null }) {
  if (body.station_id) {
    const station = await lockStation(tx, body.station_id);
    const info = await stationInfo(tx, station.id);
    return { cityId: station.cityId, address: body.address ?? station.address, offset: info.offset, author: station.title, owner: eq(events.bloodStationId, station.id) };
  }
  const [org] = await tx.select().from(organizations).where(eq(organizations.id, body.organization_id!)).for('update');
  if (!org) throw notFound();
  if (org.cityId === null) throw fieldError('organization_id', SS.orgNoCity);
  if (!body.address) throw fieldError('address', SS.orgAddress);
  // The city's time: that of a station in it (organizations keep no offset of their own).
  const [local] = await tx.select({ offset: bloodStationInfo.utcOffsetMin }).from(bloodStationInfo)
    .innerJoin(bloodStations, eq(bloodStations.id, bloodStationInfo.bloodStationId))
    .where(eq(bloodStations.cityId, org.cityId)).limit(1);
  return { cityId: org.cityId, address: body.address, offset: local?.offset ?? MOSCOW_OFFSET_MIN, author: org.name, owner: eq(events.organizationId, org.id) };
}

const slotKey = (s: { date: string; start_time: string; capacity: number }) => `${s.date} ${s.start_time.slice(0, 5)} ${s.capacity}`;

export function registerStaffEventRoutes(app: Hono<ApiEnv>): void {
  route(app, listStaffEvents, async (c, io) => {
    const owner = ownerOfQuery(c, await requireStaff(c));
    const { db, now } = c.get('deps');
    return io.ok(await ownerEvents(db, owner.where, now()));
  });

  // One owner per event. A repeat (same owner, title and first start, not cancelled) answers the
  // existing event when its slots are the same, and 409 when they differ: never a second event.
  route(app, createStaffEvent, CreateEventBody, async (c, io) => {
    const actor = await requireStaff(c);
    const body = await io.body();
    if (body.station_id && body.organization_id) throw fieldError('non_field_errors', SS.ownerOne);
    if (!body.station_id && !body.organization_id) throw fieldError('station_id', SS.ownerNeeded);
    const acting = body.station_id ? actingForStation(actor, body.station_id) : actingForOrganization(actor, body.organization_id!);
    const { db, now: clock } = c.get('deps');
    const now = clock();
    let created = false;
    const id = await db.transaction(async (tx) => {
      const place = await placeOf(tx, body); // locks the owner's row: two equal requests are served in turn
      const instants = slotInstants(body.slots, place.offset, now);
      const start = new Date(Math.min(...instants.map((d) => d.getTime())));
      const end = new Date(Math.max(...instants.map((d) => d.getTime())) + SLOT_MS);
      const [same] = await tx.select({ id: events.id }).from(events)
        .where(and(place.owner, eq(events.title, body.title), eq(events.startDate, start), isNull(events.cancelledAt)));
      if (same) {
        const existing = await tx.select().from(eventTimeSlots).where(eq(eventTimeSlots.eventId, same.id));
        const had = existing.map((s) => slotKey({ date: s.date, start_time: s.startTime, capacity: s.capacity })).sort();
        if (JSON.stringify(had) !== JSON.stringify(body.slots.map(slotKey).sort())) throw conflict(SS.eventDuplicate);
        return same.id;
      }
      const [row] = await tx.insert(events).values({
        category: body.category, title: body.title, description: body.description ?? '', cityId: place.cityId,
        bloodStationId: body.station_id ?? null, organizationId: body.organization_id ?? null,
        authorId: actor.userId, authorName: place.author, address: place.address, startDate: start, endDate: end, utcOffsetMin: place.offset,
      }).returning();
      await tx.insert(eventTimeSlots).values(body.slots.map((s, i) => ({ eventId: row!.id, date: s.date, startTime: s.start_time, startsAt: instants[i]!, capacity: s.capacity })));
      await writeAudit(tx, acting, now, {
        action: 'event.create', object: eventObject(row!.id),
        after: { title: body.title, category: body.category, station_id: body.station_id ?? null, organization_id: body.organization_id ?? null, slots: body.slots },
      });
      created = true;
      return row!.id;
    });
    return io.ok(await staffEvent(db, id), created ? 201 : 200);
  });

  route(app, addEventSlot, SlotBody, async (c, io) => {
    const { acting, event } = await eventOf(c);
    const body = await io.body();
    const { db, now: clock } = c.get('deps');
    const now = clock();
    let created = false;
    await db.transaction(async (tx) => {
      const locked = await lockOpenEvent(tx, event.id, now);
      const at = slotInstant(body, locked.utcOffsetMin, now, 'start_time');
      const [same] = await tx.select().from(eventTimeSlots).where(and(eq(eventTimeSlots.eventId, event.id), eq(eventTimeSlots.startsAt, at)));
      if (same) {
        if (same.capacity !== body.capacity) throw fieldError('start_time', SS.slotTwice);
        return;
      }
      const [slot] = await tx.insert(eventTimeSlots).values({ eventId: event.id, date: body.date, startTime: body.start_time, startsAt: at, capacity: body.capacity }).returning();
      const startDate = at < locked.startDate ? at : locked.startDate;
      const endDate = at.getTime() + SLOT_MS > locked.endDate.getTime() ? new Date(at.getTime() + SLOT_MS) : locked.endDate;
      await tx.update(events).set({ startDate, endDate }).where(eq(events.id, event.id));
      await writeAudit(tx, acting, now, { action: 'event.slot_add', object: eventObject(event.id), after: { slot_id: slot!.id, ...body } });
      created = true;
    });
    return io.ok(await staffEvent(db, event.id), created ? 201 : 200);
  });

  // The slot row is locked as a booking locks it (booking/events.ts): a join racing for the last
  // place and a cut of the places are served one after the other, so the count cannot go below.
  route(app, setSlotCapacity, CapacityBody, async (c, io) => {
    const { acting, event } = await eventOf(c);
    const slotId = pathId(c, 'slotId');
    const body = await io.body();
    const { db, now: clock } = c.get('deps');
    const now = clock();
    await db.transaction(async (tx) => {
      await lockOpenEvent(tx, event.id, now);
      const [slot] = await tx.select().from(eventTimeSlots).where(and(eq(eventTimeSlots.id, slotId), eq(eventTimeSlots.eventId, event.id))).for('update');
      if (!slot) throw new ApiError(404, { detail: SS.slotNotFound });
      if (slot.capacity === body.capacity) return;
      if (slot.startsAt.getTime() <= now.getTime()) throw fieldError('capacity', SS.slotPast);
      const [taken] = await tx.select({ n: count() }).from(joinedUsers).where(eq(joinedUsers.timeslotId, slot.id));
      const booked = taken?.n ?? 0;
      if (body.capacity < booked) throw fieldError('capacity', SS.capacityBelowBooked(booked));
      await tx.update(eventTimeSlots).set({ capacity: body.capacity }).where(eq(eventTimeSlots.id, slot.id));
      await writeAudit(tx, acting, now, { action: 'event.slot_capacity', object: eventObject(event.id), before: { slot_id: slot.id, capacity: slot.capacity }, after: { slot_id: slot.id, capacity: body.capacity } });
    });
    return io.ok(await staffEvent(db, event.id));
  });

  // Cancelled once: a repeat answers the cancelled event and tells nobody a second time.
  route(app, cancelStaffEvent, CancelEventBody, async (c, io) => {
    const { acting, event } = await eventOf(c);
    const body = await io.body();
    const { db, now: clock } = c.get('deps');
    const now = clock();
    const origin = publicOrigin(c);
    await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(events).where(eq(events.id, event.id)).for('update');
      if (!locked || locked.cancelledAt) return;
      if (locked.endDate.getTime() <= now.getTime()) throw conflict(SS.eventEnded);
      await tx.update(events).set({ cancelledAt: now, cancelReason: body.reason }).where(eq(events.id, event.id));
      const told = await notifyEventCancelled(tx, now, event.id, body.reason, origin);
      await writeAudit(tx, acting, now, { action: 'event.cancel', object: eventObject(event.id), before: { cancelled_at: null }, after: { cancelled_at: now.toISOString(), reason: body.reason, donors_told: told } });
    });
    return io.ok(await staffEvent(db, event.id));
  });

  // The organization manager's page: members (newest first), events, help-me requests with their
  // moderation state (the manager sees their own requests whatever the state).
  route(app, getStaffOrganization, async (c, io) => {
    const id = pathId(c);
    await requireOrganization(c, id);
    const { db, now } = c.get('deps');
    const [org] = await db.select({ id: organizations.id, name: organizations.name, cityId: organizations.cityId, cityTitle: cities.title })
      .from(organizations).leftJoin(cities, eq(cities.id, organizations.cityId)).where(eq(organizations.id, id));
    if (!org) throw notFound();
    const memberWhere = and(eq(organizationMembers.organizationId, id), isNull(users.deletedAt));
    const [total] = await db.select({ n: count() }).from(organizationMembers).innerJoin(users, eq(users.id, organizationMembers.userId)).where(memberWhere);
    const members = await db.select({ id: users.id, first: users.firstName, last: users.lastName, joinedAt: organizationMembers.joinedAt })
      .from(organizationMembers).innerJoin(users, eq(users.id, organizationMembers.userId)).where(memberWhere)
      .orderBy(desc(organizationMembers.joinedAt), desc(users.id)).limit(MEMBERS_LIMIT);
    const requests = await db.select().from(needs).where(eq(needs.organizationId, id)).orderBy(desc(needs.lastDate), desc(needs.id));
    const joined = requests.length === 0 ? [] : await db.select({ need: needJoinedUsers.addressNeedId, n: count() })
      .from(needJoinedUsers).innerJoin(needs, eq(needs.id, needJoinedUsers.addressNeedId)).where(eq(needs.organizationId, id)).groupBy(needJoinedUsers.addressNeedId);
    const body: StaffOrganization = {
      organization: { id: org.id, name: org.name, city: org.cityId !== null && org.cityTitle !== null ? { id: org.cityId, title: org.cityTitle } : null },
      members_count: total?.n ?? 0,
      members: members.map((m) => ({ id: m.id, name: `${m.first} ${m.last}`.trim(), joined_at: m.joinedAt.toISOString() })),
      events: await ownerEvents(db, eq(events.organizationId, id), now()),
      needs: requests.map((r) => ({
        id: r.id, title: r.title, blood_class: r.bloodClass, requested_blood_types: r.requestedBloodTypes, required_donors_count: r.requiredDonorsCount,
        joined_count: joined.find((j) => j.need === r.id)?.n ?? 0, status: r.status, moderation: r.moderation, last_date: r.lastDate,
      })),
    };
    return io.ok(body);
  });
}

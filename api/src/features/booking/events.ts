// spec §7 "Events, recipients, organizations": GET /api/events/{id}/,
// GET /api/events/?by_blood_station={id}, GET /api/events/?city_id=&main_page=true&by_date=main_future,
// POST /api/joined_users/ (event_id, timeslot_id), DELETE /api/joined_users/{id}/ — the last three
// through their descriptors (shared/src/endpoints/booking.ts); a write answers the booking's new
// state (contract/booking.ts), so the page needs no second request.
// Join rules (spec §4 Joining): the slot belongs to the event, is in the future and not full; one
// active slot per user per event. Each broken rule is a 400 with a Russian field error
// (JOIN_MSG). A join and a leave queue their confirmation (and the reminder) in the same
// transaction (booking-notify.ts); changing a slot in one request: bookings.ts.
import { and, asc, count, desc, eq, gt, isNull, lte, ne, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import { JOIN_MSG, JoinBody } from '@donor/shared/contract/stations';
import * as SS from '@donor/shared/staff-stations-messages';
import { getEvent, joinEvent, leaveEvent, listEvents } from '@donor/shared/endpoints/booking';
import { eventTimeSlots, events, joinedUsers } from './schema.ts';
import type { ApiEnv } from '../../lib/context.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { listBody, pathId, queryBool, queryId, queryText, readPage } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { idempotent } from '../../lib/idempotency.ts';
import { currentUser, requireUser } from '../../lib/tokens.ts';
import { eventBookingState, serializeEvents } from './events-data.ts';
import { joinFailure, stateOrEmpty, wantsState } from './booking-write.ts';
import { recomputeAchievements } from '../achievements/achievements-store.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import { notifyBooking } from './booking-notify.ts';

const BY_DATE = ['main_future', 'future', 'actual', 'past'] as const;
type ByDate = (typeof BY_DATE)[number];

export function registerEventRoutes(app: Hono<ApiEnv>): void {
  route(app, listEvents, async (c, io) => {
    const deps = c.get('deps');
    const now = deps.now();
    const station = queryId(c, 'by_blood_station');
    const cityId = queryId(c, 'city_id');
    const org = queryId(c, 'organization');
    const mainPage = queryBool(c, 'main_page');
    const byDateRaw = queryText(c, 'by_date', 20) || 'actual';
    if (!(BY_DATE as readonly string[]).includes(byDateRaw)) throw fieldError('by_date', `Выберите одно из значений: ${BY_DATE.join(', ')}.`);
    const byDate = byDateRaw as ByDate;
    const page = readPage(c);
    const where: SQL[] = [];
    if (station !== undefined) where.push(eq(events.bloodStationId, station));
    if (cityId) where.push(eq(events.cityId, cityId)); // 0 = all regions (spec §9)
    if (org !== undefined) where.push(eq(events.organizationId, org));
    if (mainPage !== undefined) where.push(eq(events.mainPage, mainPage));
    // 'past': ended; the others: not ended yet (running or upcoming), soonest first.
    where.push(byDate === 'past' ? lte(events.endDate, now) : gt(events.endDate, now));
    where.push(isNull(events.cancelledAt)); // a cancelled event leaves the lists; its own page says so
    where.push(ne(events.category, 'visit')); // a station's visit day is offered on its page, not listed (docs/booking.md «Визит в любой день работы»)
    const cond = and(...where);
    const [total] = await deps.db.select({ n: count() }).from(events).where(cond);
    const rows = await deps.db
      .select()
      .from(events)
      .where(cond)
      .orderBy(...(byDate === 'past' ? [desc(events.endDate)] : [asc(events.startDate)]), asc(events.id))
      .limit(page.size)
      .offset(page.offset);
    const user = await currentUser(c, deps);
    return io.ok(listBody(c, page, total?.n ?? 0, await serializeEvents(deps.db, rows, user?.user.id ?? null)));
  });

  route(app, getEvent, async (c, io) => {
    const deps = c.get('deps');
    const [row] = await deps.db.select().from(events).where(eq(events.id, pathId(c)));
    if (!row) throw notFound();
    const user = await currentUser(c, deps);
    const [event] = await serializeEvents(deps.db, [row], user?.user.id ?? null);
    return io.ok(event!);
  });

  // The answer: the booking (spec §7), its check-in code (drawn by the database, 0021_checkin.sql)
  // and the event's new state (contract/booking.ts). A retry with the same Idempotency-Key gets
  // this answer again (lib/idempotency.ts, docs/booking.md «Повтор запроса»).
  idempotent(app, joinEvent);
  route(app, joinEvent, JoinBody, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const body = await io.body();
    const now = deps.now();
    try {
      const created = await deps.db.transaction(async (tx) => {
        // FOR SHARE: a cancellation (staff-events.ts, FOR UPDATE) waits for this join, or this join
        // sees it — a donor is never booked on a cancelled event without being told.
        const [event] = await tx.select().from(events).where(eq(events.id, body.event_id)).for('share');
        if (!event) throw fieldError('event_id', JOIN_MSG.noEvent);
        if (event.endDate.getTime() <= now.getTime()) throw fieldError('event_id', JOIN_MSG.eventEnded);
        if (event.cancelledAt) throw fieldError('event_id', SS.eventCancelled);
        // Row lock: two donors racing for the last place are served one after the other.
        const [slot] = await tx.select().from(eventTimeSlots).where(eq(eventTimeSlots.id, body.timeslot_id)).for('update');
        if (!slot || slot.eventId !== event.id) throw fieldError('timeslot_id', JOIN_MSG.slotNotInEvent);
        if (slot.startsAt.getTime() <= now.getTime()) throw fieldError('timeslot_id', JOIN_MSG.slotPast);
        const [already] = await tx.select({ id: joinedUsers.id }).from(joinedUsers)
          .where(and(eq(joinedUsers.eventId, event.id), eq(joinedUsers.userId, user.id)));
        if (already) throw fieldError('event_id', JOIN_MSG.twice);
        const [taken] = await tx.select({ n: count() }).from(joinedUsers).where(eq(joinedUsers.timeslotId, slot.id));
        if ((taken?.n ?? 0) >= slot.capacity) throw fieldError('timeslot_id', JOIN_MSG.slotFull);
        const [row] = await tx.insert(joinedUsers).values({ eventId: event.id, timeslotId: slot.id, userId: user.id, createdAt: now }).returning();
        await recomputeAchievements(tx, user.id, now); // a donation already on that day/after joining may now count (features/achievements/compute.ts)
        await notifyBooking(tx, now, 'booked', row!, publicOrigin(c));
        return { row: row!, state: await eventBookingState(tx, event.id, user.id) };
      });
      return io.ok({ id: created.row.id, timeslot_id: created.row.timeslotId, code: created.row.code, ...created.state }, 201);
    } catch (err) {
      // The UNIQUE (user_id, event_id) rule caught a concurrent second join.
      throw joinFailure(err, 'event_id', JOIN_MSG.twice);
    }
  });

  // 204, or the event's new state for a caller that asks for it (booking-write.ts).
  route(app, leaveEvent, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const id = pathId(c);
    const now = deps.now();
    const state = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: joinedUsers.id, eventId: joinedUsers.eventId, timeslotId: joinedUsers.timeslotId, userId: joinedUsers.userId, startsAt: eventTimeSlots.startsAt })
        .from(joinedUsers)
        .innerJoin(eventTimeSlots, eq(eventTimeSlots.id, joinedUsers.timeslotId))
        .where(and(eq(joinedUsers.id, id), eq(joinedUsers.userId, user.id)))
        .for('update', { of: joinedUsers });
      if (!row) throw notFound();
      if (row.startsAt.getTime() <= now.getTime()) throw fieldError('non_field_errors', JOIN_MSG.leavePast);
      // The confirmation is read before the row goes (it names the slot that was cancelled).
      await notifyBooking(tx, now, 'cancelled', row, publicOrigin(c));
      await tx.delete(joinedUsers).where(eq(joinedUsers.id, row.id));
      await recomputeAchievements(tx, user.id, now); // a donation that day at that station no longer counts as at the event (achievements-store.ts)
      return wantsState(c) ? eventBookingState(tx, row.eventId, user.id) : null;
    });
    return stateOrEmpty(io, state);
  });
}

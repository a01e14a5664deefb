// Booking you can trust (spec §4 Joining, §7 joined_users):
// - PATCH /api/joined_users/{id}/ {timeslot_id}: moves the donor's booking to another slot of the
//   same event in ONE transaction. The booking row and then the new slot are locked (SELECT … FOR
//   UPDATE — the same lock POST /api/joined_users/ takes, so a join and a move racing for the last
//   place are served one after the other; PGlite serialises transactions anyway). A full slot is
//   a 400 that names the old time, which is kept: the donor can never lose both places. spec §4
//   describes a change as leave + join; doing it in one request is our departure (two requests
//   could lose the old place to someone else in between). The answer carries the event's new
//   state (contract/booking.ts): the page puts it in its cache and asks nothing more.
// - GET /api/profile/bookings/: the logged-in donor's upcoming bookings, soonest first (the
//   cabinet's «Мои записи»), paginated like other lists, each with its check-in code;
// - GET /api/booking-codes/{code}/qr.svg: that code's QR picture (booking-qr.ts), for «Мои записи»
//   and the confirmation e-mail (docs/booking.md «Отметка в станции»).
// Confirmations and the day-before reminder: booking-notify.ts.
import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import type { Hono } from 'hono';
import { BOOKING_MSG, ChangeSlotBody, JOIN_MSG } from '@donor/shared/contract/stations';
import type { MyBooking } from '@donor/shared/contract/booking';
import { changeEventSlot, listMyBookings } from '@donor/shared/endpoints/booking';
import { bookingCodeQr } from '@donor/shared/endpoints/staff-checkin';
import { CODE_SHAPE, normalizeCode } from '@donor/shared/booking-code';
import { interpolate } from '@donor/shared/i18n';
import * as SS from '@donor/shared/staff-stations-messages';
import { bloodStations } from '../../schema.ts';
import { eventTimeSlots, events, joinedUsers } from './schema.ts';
import type { ApiEnv } from '../../lib/context.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { listBody, pathId, readPage } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import { requireUser } from '../../lib/tokens.ts';
import { notifyBooking } from './booking-notify.ts';
import { eventBookingState } from './events-data.ts';
import { slotShort } from './booking-texts.ts';
import { qrSvg } from './booking-qr.ts';
import { recomputeAchievements } from '../achievements/achievements-store.ts';

export function registerBookingRoutes(app: Hono<ApiEnv>): void {
  // The answer: the moved booking (spec §7) and the event's new state (contract/booking.ts).
  route(app, changeEventSlot, ChangeSlotBody, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const id = pathId(c);
    const body = await io.body();
    const now = deps.now();
    const origin = publicOrigin(c);
    const moved = await deps.db.transaction(async (tx) => {
      const [own] = await tx.select().from(joinedUsers).where(and(eq(joinedUsers.id, id), eq(joinedUsers.userId, user.id))).for('update');
      if (!own) throw notFound();
      const [event] = await tx.select({ cancelledAt: events.cancelledAt }).from(events).where(eq(events.id, own.eventId)).for('share');
      if (event?.cancelledAt) throw fieldError('non_field_errors', SS.eventCancelled); // docs/booking.md «Акции сотрудников»
      const [old] = await tx.select().from(eventTimeSlots).where(eq(eventTimeSlots.id, own.timeslotId));
      if (!old || old.startsAt.getTime() <= now.getTime()) throw fieldError('non_field_errors', BOOKING_MSG.changePast);
      if (body.timeslot_id === own.timeslotId) throw fieldError('timeslot_id', BOOKING_MSG.sameSlot);
      const [slot] = await tx.select().from(eventTimeSlots).where(eq(eventTimeSlots.id, body.timeslot_id)).for('update');
      if (!slot || slot.eventId !== own.eventId) throw fieldError('timeslot_id', JOIN_MSG.slotNotInEvent);
      if (slot.startsAt.getTime() <= now.getTime()) throw fieldError('timeslot_id', JOIN_MSG.slotPast);
      const [taken] = await tx.select({ n: count() }).from(joinedUsers).where(eq(joinedUsers.timeslotId, slot.id));
      if ((taken?.n ?? 0) >= slot.capacity) {
        throw fieldError('timeslot_id', interpolate(BOOKING_MSG.fullKeepOld, { old: slotShort(old.date, old.startTime) }));
      }
      const [row] = await tx.update(joinedUsers).set({ timeslotId: slot.id }).where(eq(joinedUsers.id, own.id)).returning();
      await notifyBooking(tx, now, 'changed', row!, origin);
      await recomputeAchievements(tx, user.id, now); // the slot's day decides a donation at the event (achievements-store.ts)
      return { row: row!, state: await eventBookingState(tx, row!.eventId, user.id) };
    });
    return io.ok({ id: moved.row.id, timeslot_id: moved.row.timeslotId, code: moved.row.code, ...moved.state });
  });

  route(app, listMyBookings, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const page = readPage(c);
    // A cancelled event's bookings are gone from the list: the donor was told (event-cancel-notify.ts).
    const cond = and(eq(joinedUsers.userId, user.id), gt(eventTimeSlots.startsAt, deps.now()), isNull(events.cancelledAt));
    const [total] = await deps.db
      .select({ n: count() })
      .from(joinedUsers)
      .innerJoin(eventTimeSlots, eq(eventTimeSlots.id, joinedUsers.timeslotId))
      .innerJoin(events, eq(events.id, joinedUsers.eventId))
      .where(cond);
    const rows = await deps.db
      .select({ j: joinedUsers, s: eventTimeSlots, e: { id: events.id, title: events.title, address: events.address }, st: { id: bloodStations.id, slug: bloodStations.slug, title: bloodStations.title, address: bloodStations.address } })
      .from(joinedUsers)
      .innerJoin(eventTimeSlots, eq(eventTimeSlots.id, joinedUsers.timeslotId))
      .innerJoin(events, eq(events.id, joinedUsers.eventId))
      .leftJoin(bloodStations, eq(bloodStations.id, events.bloodStationId))
      .where(cond)
      .orderBy(asc(eventTimeSlots.startsAt), asc(joinedUsers.id))
      .limit(page.size)
      .offset(page.offset);
    const results: MyBooking[] = rows.map((r) => ({
      id: r.j.id,
      code: r.j.code,
      event: { id: r.e.id, title: r.e.title, address: r.e.address || r.st?.address || '' },
      blood_station: r.st,
      slot: { id: r.s.id, date: r.s.date, start_time: r.s.startTime.slice(0, 5), starts_at: r.s.startsAt.toISOString() },
    }));
    return io.ok(listBody(c, page, total?.n ?? 0, results), 200, { 'Cache-Control': 'no-store' });
  });

  // Public and stateless: it draws the code in the path and reads no table, so it neither needs a
  // session (an <img> in «Мои записи», a mail client) nor tells anyone whether a code exists.
  // The picture of a code never changes: cached for a year anywhere.
  route(app, bookingCodeQr, (c, io) => {
    const code = normalizeCode(c.req.param('code') ?? '');
    if (!CODE_SHAPE.test(code)) throw notFound(); // only what a code can be (0017 and 0021 codes)
    return io.send(c.body(qrSvg(code), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cross-Origin-Resource-Policy': 'cross-origin',
    }));
  });
}

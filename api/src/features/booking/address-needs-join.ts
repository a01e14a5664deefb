// spec §7: POST /api/address_needs_joined_users/ (address_need_id, timeslot_id) and
// DELETE /api/address_needs_joined_users/{id}/, through their descriptors
// (shared/src/endpoints/booking.ts). Rules (spec §4 Joining; the events' idiom in events.ts): the
// need is still searched for, the slot is one of its days and that day has not passed (until
// 23:59:59 station time), one slot per donor per need. Changing the day is leave + join (spec
// §4). Each broken rule is a 400 with a Russian field message. A write answers the request's new
// state — the donor's status and how many signed up (contract/booking.ts) — so the page needs no
// second request; a DELETE only when asked (booking-write.ts). A day the station does not work
// (need-days.ts) is refused too. The same join again is «already joined» and sends nothing (the
// request's row is locked, so two taps at once run one after the other). Joining and leaving queue the messages (need-booking-notify.ts, docs/helpme.md
// «Письма о записи») in the same transaction.
import { and, count, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { NeedJoinBody } from '@donor/shared/contract/helpme';
import type { NeedBookingState } from '@donor/shared/contract/booking';
import { joinNeed, leaveNeed } from '@donor/shared/endpoints/booking';
import * as MSG from '@donor/shared/messages';
import type { Tx } from '../../db.ts';
import { bloodStationInfo } from '../../schema.ts';
import { needJoinedUsers, needTimeSlots, needs } from '../helpme/schema.ts';
import type { ApiEnv } from '../../lib/context.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { pathId } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { idempotent } from '../../lib/idempotency.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import { requireUser } from '../../lib/tokens.ts';
import { DEFAULT_UTC_OFFSET_MIN, localDay, statusOf } from '../helpme/needs-data.ts';
import { recomputeAchievements } from '../achievements/achievements-store.ts';
import { joinFailure, stateOrEmpty, wantsState } from './booking-write.ts';
import { stationDays } from '../helpme/need-days.ts';
import { notifyNeedBooking } from './need-booking-notify.ts';

/** The request's booking state for this donor, read in the write's own transaction. */
async function needBookingState(db: Tx, needId: number, userId: number): Promise<NeedBookingState> {
  const [need] = await db.select({ required: needs.requiredDonorsCount }).from(needs).where(eq(needs.id, needId));
  const [joined] = await db.select({ n: count() }).from(needJoinedUsers).where(eq(needJoinedUsers.addressNeedId, needId));
  const [mine] = await db.select({ id: needJoinedUsers.id, timeslot: needJoinedUsers.timeslotId }).from(needJoinedUsers)
    .where(and(eq(needJoinedUsers.addressNeedId, needId), eq(needJoinedUsers.userId, userId)));
  return {
    address_need_id: needId,
    user_status: { joined: Boolean(mine), id: mine?.id ?? null, timeslot: mine?.timeslot ?? null },
    joined_count: joined?.n ?? 0,
    required_donors_count: need?.required ?? 0,
  };
}

export function registerAddressNeedJoinRoutes(app: Hono<ApiEnv>): void {
  // A retry with the same Idempotency-Key gets the first answer (docs/booking.md «Повтор запроса»).
  idempotent(app, joinNeed);
  route(app, joinNeed, NeedJoinBody, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const body = await io.body();
    const now = deps.now();
    const origin = publicOrigin(c);
    try {
      const created = await deps.db.transaction(async (tx) => {
        const [found] = await tx.select({ need: needs, offset: bloodStationInfo.utcOffsetMin }).from(needs)
          .leftJoin(bloodStationInfo, eq(bloodStationInfo.bloodStationId, needs.bloodStationId))
          .where(eq(needs.id, body.address_need_id)).for('update', { of: needs });
        // A request not published (docs/helpme.md «Модерация») does not exist for joining either.
        if (!found || found.need.moderation !== 'published') throw fieldError('address_need_id', MSG.helpmeNeedMissing);
        const today = localDay(now, found.offset ?? DEFAULT_UTC_OFFSET_MIN);
        if (statusOf(found.need, today) !== 'search_in_progress') throw fieldError('address_need_id', MSG.helpmeNeedClosed);
        const [slot] = await tx.select().from(needTimeSlots).where(eq(needTimeSlots.id, body.timeslot_id));
        if (!slot || slot.addressNeedId !== found.need.id) throw fieldError('timeslot_id', MSG.helpmeSlotNotInNeed);
        if (slot.date < today) throw fieldError('timeslot_id', MSG.helpmeSlotPast);
        const [already] = await tx.select({ id: needJoinedUsers.id }).from(needJoinedUsers)
          .where(and(eq(needJoinedUsers.addressNeedId, found.need.id), eq(needJoinedUsers.userId, user.id)));
        if (already) throw fieldError('address_need_id', MSG.helpmeJoinTwice);
        const day = (await stationDays(tx, found.need.bloodStationId, [slot.date])).get(slot.date)!;
        if (day.closed) throw fieldError('timeslot_id', MSG.helpmeSlotClosed);
        const [row] = await tx.insert(needJoinedUsers).values({ addressNeedId: found.need.id, timeslotId: slot.id, userId: user.id, createdAt: now }).returning();
        await recomputeAchievements(tx, user.id, now); // a donation already on that day/after joining may now count (features/achievements/compute.ts)
        await notifyNeedBooking(tx, now, 'booked', { id: row!.id, needId: found.need.id, timeslotId: slot.id, userId: user.id }, origin);
        return { row: row!, state: await needBookingState(tx, found.need.id, user.id) };
      });
      return io.ok({ id: created.row.id, timeslot_id: created.row.timeslotId, ...created.state }, 201);
    } catch (err) {
      // The UNIQUE (user_id, address_need_id) rule caught a concurrent second join.
      throw joinFailure(err, 'address_need_id', MSG.helpmeJoinTwice);
    }
  });

  route(app, leaveNeed, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const [row] = await deps.db
      .select({ id: needJoinedUsers.id, needId: needJoinedUsers.addressNeedId, timeslotId: needJoinedUsers.timeslotId, date: needTimeSlots.date, offset: bloodStationInfo.utcOffsetMin })
      .from(needJoinedUsers)
      .innerJoin(needTimeSlots, eq(needTimeSlots.id, needJoinedUsers.timeslotId))
      .innerJoin(needs, eq(needs.id, needJoinedUsers.addressNeedId))
      .leftJoin(bloodStationInfo, eq(bloodStationInfo.bloodStationId, needs.bloodStationId))
      .where(and(eq(needJoinedUsers.id, pathId(c)), eq(needJoinedUsers.userId, user.id)));
    if (!row) throw notFound();
    // A day already gone is history: the count of who came stays true.
    if (row.date < localDay(deps.now(), row.offset ?? DEFAULT_UTC_OFFSET_MIN)) throw fieldError('non_field_errors', MSG.helpmeLeavePast);
    const state = await deps.db.transaction(async (tx) => {
      const gone = await tx.delete(needJoinedUsers).where(eq(needJoinedUsers.id, row.id)).returning({ id: needJoinedUsers.id });
      // Two leaves at once: only the one that deleted the row tells anyone.
      if (gone.length > 0) await notifyNeedBooking(tx, deps.now(), 'cancelled', { id: row.id, needId: row.needId, timeslotId: row.timeslotId, userId: user.id }, publicOrigin(c));
      if (gone.length > 0) await recomputeAchievements(tx, user.id, deps.now()); // the need no longer counts as answered (achievements-store.ts)
      return wantsState(c) ? needBookingState(tx, row.needId, user.id) : null;
    });
    return stateOrEmpty(io, state);
  });
}

// spec §7: POST /api/address_needs_joined_users/ (address_need_id, timeslot_id) and
// DELETE /api/address_needs_joined_users/{id}/. Rules (spec §4 Joining; the events' idiom in
// events.ts): the need is still searched for, the slot is one of its days and that day has not
// passed (until 23:59:59 station time), one slot per donor per need. Changing the day is leave
// + join (spec §4). Each broken rule is a 400 with a Russian field message.
import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { NeedJoinBody, type NeedJoinedUser } from '@donor/shared/contract/helpme';
import * as MSG from '@donor/shared/messages';
import { bloodStationInfo } from '../../schema.ts';
import { needJoinedUsers, needTimeSlots, needs } from '../helpme/schema.ts';
import type { ApiEnv } from '../../lib/context.ts';
import { ApiError, fieldError, notFound } from '../../lib/errors.ts';
import { parseBody, pathId } from '../../lib/http.ts';
import { requireUser } from '../../lib/tokens.ts';
import { DEFAULT_UTC_OFFSET_MIN, localDay, statusOf } from '../helpme/needs-data.ts';
import { recomputeAchievements } from '../achievements/compute.ts';

/** PostgreSQL 23505 anywhere in the error's cause chain (drizzle wraps driver errors). */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, i = 0; e && typeof e === 'object' && i < 4; e = (e as { cause?: unknown }).cause, i++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export function registerAddressNeedJoinRoutes(app: Hono<ApiEnv>): void {
  app.post('/api/address_needs_joined_users', async (c) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const body = await parseBody(c, NeedJoinBody);
    const now = deps.now();
    try {
      const created = await deps.db.transaction(async (tx) => {
        const [found] = await tx.select({ need: needs, offset: bloodStationInfo.utcOffsetMin }).from(needs)
          .leftJoin(bloodStationInfo, eq(bloodStationInfo.bloodStationId, needs.bloodStationId))
          .where(eq(needs.id, body.address_need_id));
        if (!found) throw fieldError('address_need_id', MSG.helpmeNeedMissing);
        const today = localDay(now, found.offset ?? DEFAULT_UTC_OFFSET_MIN);
        if (statusOf(found.need, today) !== 'search_in_progress') throw fieldError('address_need_id', MSG.helpmeNeedClosed);
        const [slot] = await tx.select().from(needTimeSlots).where(eq(needTimeSlots.id, body.timeslot_id));
        if (!slot || slot.addressNeedId !== found.need.id) throw fieldError('timeslot_id', MSG.helpmeSlotNotInNeed);
        if (slot.date < today) throw fieldError('timeslot_id', MSG.helpmeSlotPast);
        const [already] = await tx.select({ id: needJoinedUsers.id }).from(needJoinedUsers)
          .where(and(eq(needJoinedUsers.addressNeedId, found.need.id), eq(needJoinedUsers.userId, user.id)));
        if (already) throw fieldError('address_need_id', MSG.helpmeJoinTwice);
        const [row] = await tx.insert(needJoinedUsers).values({ addressNeedId: found.need.id, timeslotId: slot.id, userId: user.id, createdAt: now }).returning();
        await recomputeAchievements(tx, user.id, now); // a donation already on that day/after joining may now count (features/achievements/compute.ts)
        return row!;
      });
      const answer: NeedJoinedUser = { id: created.id, address_need_id: created.addressNeedId, timeslot_id: created.timeslotId };
      return c.json(answer, 201);
    } catch (err) {
      // The UNIQUE (user_id, address_need_id) rule caught a concurrent second join.
      if (!(err instanceof ApiError) && isUniqueViolation(err)) throw fieldError('address_need_id', MSG.helpmeJoinTwice);
      throw err;
    }
  });

  app.delete('/api/address_needs_joined_users/:id', async (c) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const [row] = await deps.db
      .select({ id: needJoinedUsers.id, date: needTimeSlots.date, offset: bloodStationInfo.utcOffsetMin })
      .from(needJoinedUsers)
      .innerJoin(needTimeSlots, eq(needTimeSlots.id, needJoinedUsers.timeslotId))
      .innerJoin(needs, eq(needs.id, needJoinedUsers.addressNeedId))
      .leftJoin(bloodStationInfo, eq(bloodStationInfo.bloodStationId, needs.bloodStationId))
      .where(and(eq(needJoinedUsers.id, pathId(c)), eq(needJoinedUsers.userId, user.id)));
    if (!row) throw notFound();
    // A day already gone is history: the count of who came stays true.
    if (row.date < localDay(deps.now(), row.offset ?? DEFAULT_UTC_OFFSET_MIN)) throw fieldError('non_field_errors', MSG.helpmeLeavePast);
    await deps.db.delete(needJoinedUsers).where(eq(needJoinedUsers.id, row.id));
    return c.body(null, 204);
  });
}

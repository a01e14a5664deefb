// spec §7: GET {url}{id}/top/, {url}{id}/top_halfyear/ (donors of the station by accepted
// donations, all time / the last half year) and {url}{id}/planned/?page_size=3&actual_planning=
// (donors signed up for the station's upcoming slots). Names are shown as "Имя Ф." — a public
// page must not expose full surnames — or as «Донор» when the donor hid their name (PATCH
// /api/auth/me/ `hide_name`). No user id is shown: a stable id would let anyone follow one
// person across stations and dates (health-related behaviour); rows carry their 1-based
// `position` in the list instead (docs/SECURITY.md "Публичные списки доноров").
import { and, count, countDistinct, desc, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { List } from '@donor/shared/contract/common';
import { REWARD_STATUSES } from '@donor/shared/contract/donation-trust';
import type { PlannedDonor, StationDonor } from '@donor/shared/contract/stations';
import { listStationPlanned, listStationTop, listStationTopHalfYear } from '@donor/shared/endpoints/stations';
import { bloodStations, donations, users } from '../../schema.ts';
import { eventTimeSlots, events, joinedUsers } from '../booking/schema.ts';
import type { ApiEnv, Ctx } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { listBody, readPage } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { stationKey } from './stations-query.ts';

export const HIDDEN_NAME = 'Донор';
export const publicName = (first: string, last: string, hidden = false) =>
  hidden ? HIDDEN_NAME : (last ? `${first} ${last.slice(0, 1)}.` : first).trim() || HIDDEN_NAME;
const HALF_YEAR_DAYS = 182;

async function stationId(c: Ctx): Promise<number> {
  const { db } = c.get('deps');
  const [row] = await db.select({ id: bloodStations.id }).from(bloodStations).where(stationKey(c.req.param('id') ?? ''));
  if (!row) throw notFound();
  return row.id;
}

async function top(c: Ctx, sinceDays?: number): Promise<List<StationDonor>> {
  const { db, now } = c.get('deps');
  const id = await stationId(c);
  const page = readPage(c, 10);
  // A ranking compares donors: confirmed donations only (shared/src/contract/donation-trust.ts).
  const conds = [eq(donations.bloodStationId, id), inArray(donations.status, [...REWARD_STATUSES])];
  if (sinceDays !== undefined) conds.push(gte(donations.donateAt, new Date(now().getTime() - sinceDays * 86_400_000).toISOString().slice(0, 10)));
  const cond = and(...conds);
  const [total] = await db.select({ n: countDistinct(donations.userId) }).from(donations).where(cond);
  const n = count();
  const rows = await db
    .select({ first: users.firstName, last: users.lastName, hidden: users.hideName, n })
    .from(donations)
    .innerJoin(users, eq(users.id, donations.userId))
    .where(cond)
    .groupBy(users.id)
    .orderBy(desc(n), users.id)
    .limit(page.size)
    .offset(page.offset);
  const results: StationDonor[] = rows.map((r, i) => ({ position: page.offset + i + 1, name: publicName(r.first, r.last, r.hidden), donations: r.n }));
  return listBody(c, page, total?.n ?? 0, results);
}

export function registerStationPeopleRoutes(app: Hono<ApiEnv>): void {
  route(app, listStationTop, async (c, io) => io.ok(await top(c)));
  route(app, listStationTopHalfYear, async (c, io) => io.ok(await top(c, HALF_YEAR_DAYS)));

  // `actual_planning` is accepted for compatibility: planned donors are always upcoming here.
  route(app, listStationPlanned, async (c, io) => {
    const { db, now } = c.get('deps');
    const id = await stationId(c);
    const page = readPage(c, 3);
    const cond = and(eq(events.bloodStationId, id), gt(eventTimeSlots.startsAt, now()), isNull(events.cancelledAt)); // a cancelled event plans no one
    const base = db
      .select({ first: users.firstName, last: users.lastName, hidden: users.hideName, date: sql<string>`min(${eventTimeSlots.date})::text` })
      .from(joinedUsers)
      .innerJoin(eventTimeSlots, eq(eventTimeSlots.id, joinedUsers.timeslotId))
      .innerJoin(events, eq(events.id, joinedUsers.eventId))
      .innerJoin(users, eq(users.id, joinedUsers.userId))
      .where(cond)
      .groupBy(users.id);
    const [total] = await db.select({ n: countDistinct(joinedUsers.userId) }).from(joinedUsers)
      .innerJoin(eventTimeSlots, eq(eventTimeSlots.id, joinedUsers.timeslotId))
      .innerJoin(events, eq(events.id, joinedUsers.eventId))
      .where(cond);
    const rows = await base.orderBy(sql`min(${eventTimeSlots.startsAt})`, users.id).limit(page.size).offset(page.offset);
    const results: PlannedDonor[] = rows.map((r, i) => ({ position: page.offset + i + 1, name: publicName(r.first, r.last, r.hidden), date: r.date }));
    return io.ok(listBody(c, page, total?.n ?? 0, results));
  });
}

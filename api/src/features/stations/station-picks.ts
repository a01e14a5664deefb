// spec §7 "Other store base paths": blood_stations/selected and needs.
// - GET /api/blood_stations/selected/ — the signed-in donor's selected (favourite) stations with
//   their needs, newest first (favorites.ts keeps the ids; this answers the stations themselves);
// - GET /api/needs/?city_id= — open stations that need at least one blood group now, the most
//   recently updated first (stale needs last): what the home block «Где нужна кровь» reads as a list.
// app.ts registers this before the station page, whose /api/blood_stations/{slug}/ would take «selected».
import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import { BLOOD_NEED_KEYS, type BloodNeeds } from '@donor/shared/contract/common';
import { listSelectedStations, listStationNeeds } from '@donor/shared/endpoints/prompts';
import { bloodStations } from '../../schema.ts';
import { favoriteBloodStations } from './schema.ts';
import type { ApiEnv } from '../../lib/context.ts';
import { listBody, queryId, readPage } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { requireUser } from '../../lib/tokens.ts';

const needsOf = (r: typeof bloodStations.$inferSelect): BloodNeeds =>
  Object.fromEntries(BLOOD_NEED_KEYS.map((k) => [k, r[k]])) as BloodNeeds;

/** Any blood group marked 'need' (kell is not a group). */
const needsAny: SQL = or(...BLOOD_NEED_KEYS.filter((k) => k !== 'kell').map((k) => eq(bloodStations[k], 'need')))!;

export function registerStationPickRoutes(app: Hono<ApiEnv>): void {
  route(app, listSelectedStations, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const page = readPage(c);
    const mine = eq(favoriteBloodStations.userId, user.id);
    const [total] = await deps.db.select({ n: count() }).from(favoriteBloodStations).where(mine);
    const rows = await deps.db.select({ s: bloodStations }).from(favoriteBloodStations)
      .innerJoin(bloodStations, eq(bloodStations.id, favoriteBloodStations.bloodStationId))
      .where(mine).orderBy(desc(favoriteBloodStations.createdAt), desc(favoriteBloodStations.id))
      .limit(page.size).offset(page.offset);
    c.header('Cache-Control', 'no-store');
    return io.ok(listBody(c, page, total?.n ?? 0, rows.map(({ s }) => ({ id: s.id, slug: s.slug, title: s.title, address: s.address, blood_needs: needsOf(s) }))));
  });

  route(app, listStationNeeds, async (c, io) => {
    const { db } = c.get('deps');
    const cityId = queryId(c, 'city_id');
    const page = readPage(c);
    const where = and(eq(bloodStations.closed, false), needsAny, cityId === undefined ? undefined : eq(bloodStations.cityId, cityId));
    const [total] = await db.select({ n: count() }).from(bloodStations).where(where);
    const rows = await db.select().from(bloodStations).where(where)
      .orderBy(sql`${bloodStations.needsUpdatedAt} DESC NULLS LAST`, bloodStations.id)
      .limit(page.size).offset(page.offset);
    return io.ok(listBody(c, page, total?.n ?? 0, rows.map((s) => ({
      blood_station: { id: s.id, slug: s.slug, title: s.title },
      blood_needs: needsOf(s),
      needs_updated_at: s.needsUpdatedAt ? s.needsUpdatedAt.toISOString() : null,
    }))));
  });
}

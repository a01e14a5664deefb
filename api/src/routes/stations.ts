// spec §7 "Donations, stations, notices": GET /api/blood_stations/ (city_id, closed=false) and a
// single station. The stations issue extends this (search, map, by_location, favourites).
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import { BLOOD_NEED_KEYS, type BloodNeeds, type BloodStation } from '@donor/shared/contract';
import { bloodStations, cities } from '../schema.ts';
import type { ApiEnv } from '../lib/context.ts';
import { notFound } from '../lib/errors.ts';
import { listBody, queryBool, queryId, readPage } from '../lib/http.ts';

type StationRow = typeof bloodStations.$inferSelect & { cityTitle: string };

export function toStation(r: StationRow): BloodStation {
  const needs = Object.fromEntries(BLOOD_NEED_KEYS.map((k) => [k, r[k]])) as BloodNeeds;
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    address: r.address,
    city: { id: r.cityId, title: r.cityTitle },
    lat: r.lat,
    lng: r.lng,
    phone: r.phone,
    site: r.site,
    working_hours: r.workingHours,
    closed: r.closed,
    blood_needs: needs,
  };
}

export function registerStationRoutes(app: Hono<ApiEnv>): void {
  app.get('/api/blood_stations', async (c) => {
    const { db } = c.get('deps');
    const cityId = queryId(c, 'city_id');
    const closed = queryBool(c, 'closed');
    const page = readPage(c);
    const where: SQL[] = [];
    if (cityId !== undefined) where.push(eq(bloodStations.cityId, cityId));
    if (closed !== undefined) where.push(eq(bloodStations.closed, closed));
    const cond = where.length > 0 ? and(...where) : undefined;
    const [total] = await db.select({ n: count() }).from(bloodStations).where(cond);
    const rows = await db
      .select({ s: bloodStations, cityTitle: cities.title })
      .from(bloodStations)
      .innerJoin(cities, eq(cities.id, bloodStations.cityId))
      .where(cond)
      .orderBy(asc(bloodStations.title), asc(bloodStations.id))
      .limit(page.size)
      .offset(page.offset);
    return c.json(listBody(c, page, total?.n ?? 0, rows.map((r) => toStation({ ...r.s, cityTitle: r.cityTitle }))));
  });

  // A station page is addressed by slug (spec §2 /bloodstations/{slug}); the id works too.
  app.get('/api/blood_stations/:id', async (c) => {
    const { db } = c.get('deps');
    const raw = c.req.param('id');
    let cond: SQL;
    if (/^\d{1,10}$/.test(raw) && Number(raw) <= 2_147_483_647) cond = eq(bloodStations.id, Number(raw));
    else if (/^[a-z0-9-]{1,120}$/.test(raw)) cond = eq(bloodStations.slug, raw);
    else throw notFound();
    const [row] = await db
      .select({ s: bloodStations, cityTitle: cities.title })
      .from(bloodStations)
      .innerJoin(cities, eq(cities.id, bloodStations.cityId))
      .where(cond);
    if (!row) throw notFound();
    return c.json(toStation({ ...row.s, cityTitle: row.cityTitle }));
  });
}

// spec §7 "Donations, stations, notices" and "Generic lists" for blood stations:
// GET /api/blood_stations/ (city_id, closed=false and the list filters), search/?q=,
// by_location/?lat&lng (nearest first), map/?bbox1&bbox2 (viewport, indexed), all_names/,
// {id|slug}/ (the station page, registerStationPageRoutes: app.ts registers it after every other
// /api/blood_stations/… path, which its pattern would swallow).
import { and, asc, count, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import { BLOOD_NEED_KEYS, type BloodNeeds, type BloodStation } from '@donor/shared/contract/common';
import type { ByLocationList, DonationType, MapPoint, MapResponse, StationDetail, StationListItem } from '@donor/shared/contract/stations';
import { getStation, getStationMap, listStationNames, listStations, listStationsByLocation, searchStations } from '@donor/shared/endpoints/stations';
import { bloodStationClosedDays, bloodStations, cities } from '../../schema.ts';
import { localDay } from '@donor/shared/contract/staff-stations-rules';
import { componentNeedsOf } from './component-needs.ts';
import { bloodStationHours, bloodStationInfo, favoriteBloodStations } from './schema.ts';
import type { ApiEnv, Ctx } from '../../lib/context.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { listBody, queryText, readPage } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../lib/tokens.ts';
import { bboxOf, distanceSql, hasEventsSql, openNowSql, parseCorner, readStationFilters, stationConditions, stationKey, type StationFilters } from './stations-query.ts';
import { nearCity, readPoint } from './stations-near.ts';
import { mapPart, personalOf, SHARED_PERSONAL, stationListPart, withPersonal } from './stations-personal.ts';

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
    needs_updated_at: r.needsUpdatedAt ? r.needsUpdatedAt.toISOString() : null,
    booking_url: r.bookingUrl,
  };
}

/** The list row: station + open_now + has_events (+ distance on by_location). */
function listSelect(now: Date, extra: Record<string, SQL> = {}) {
  return { s: bloodStations, cityTitle: cities.title, openNow: openNowSql(now), hasEvents: hasEventsSql(now), ...extra };
}
type ListRow = { s: typeof bloodStations.$inferSelect; cityTitle: string; openNow: boolean; hasEvents: boolean; distance?: unknown };
// spec §3 generic list record: `state` is the station's own; the personal fields start as the
// anonymous defaults and are filled per donor by stations-personal.ts.
const toItem = (r: ListRow): StationListItem => ({
  ...toStation({ ...r.s, cityTitle: r.cityTitle }),
  open_now: Boolean(r.openNow),
  has_events: Boolean(r.hasEvents),
  ...(r.distance !== undefined ? { distance_km: Math.round(Number(r.distance) * 10) / 10 } : {}),
  state: r.s.closed ? 'closed' : 'open',
  ...SHARED_PERSONAL,
});

async function stationPage(c: Ctx, near?: { lat: number; lng: number }, filters: StationFilters = readStationFilters(c)) {
  const { db, now: clock } = c.get('deps');
  const now = clock();
  const cond = stationConditions(filters, now);
  const page = readPage(c);
  const [total] = await db.select({ n: count() }).from(bloodStations).where(cond);
  const dist = near ? distanceSql(near.lat, near.lng) : undefined;
  const rows = await db
    .select(listSelect(now, dist ? { distance: dist } : {}))
    .from(bloodStations)
    .innerJoin(cities, eq(cities.id, bloodStations.cityId))
    .where(cond)
    .orderBy(...(dist ? [asc(dist)] : []), asc(bloodStations.title), asc(bloodStations.id))
    .limit(page.size)
    .offset(page.offset);
  return { ...listBody(c, page, total?.n ?? 0, (rows as ListRow[]).map(toItem)), has_user_city: false };
}

const stationList = async (c: Ctx) => withPersonal(c, stationListPart, await stationPage(c));

/** Upper bound of one map answer; the client clusters what it gets. */
export const MAP_LIMIT = 5000;

export function registerStationRoutes(app: Hono<ApiEnv>): void {
  route(app, listStations, async (c, io) => io.ok(await stationList(c)));

  route(app, searchStations, async (c, io) => {
    if (!queryText(c, 'q')) throw fieldError('q', 'Введите текст для поиска.');
    return io.ok(await stationList(c));
  });

  route(app, listStationsByLocation, async (c, io) => {
    const at = readPoint(c);
    const { filters, switched } = await nearCity(c, readStationFilters(c), at);
    const body: ByLocationList = { ...(await stationPage(c, at, filters)), switched_city: switched };
    return io.ok(await withPersonal(c, stationListPart, body));
  });

  // The viewport query uses blood_stations_geo_idx (lat, lng): a range on lat, lng checked in
  // the index; no join, filters as EXISTS on the station id (see stations-query.ts).
  route(app, getStationMap, async (c, io) => {
    const { db, now } = c.get('deps');
    const where: (SQL | undefined)[] = [stationConditions(readStationFilters(c), now())];
    const b1 = c.req.query('bbox1');
    const b2 = c.req.query('bbox2');
    if (b1 !== undefined || b2 !== undefined) {
      const box = bboxOf(parseCorner('bbox1', b1), parseCorner('bbox2', b2));
      where.push(gte(bloodStations.lat, box.south), lte(bloodStations.lat, box.north), gte(bloodStations.lng, box.west), lte(bloodStations.lng, box.east));
    }
    // The popup's open-now and needs come along (one answer, kept by the read cache for
    // everyone); the need columns are the row's own, open-now one indexed lookup per point.
    const needCols = Object.fromEntries(BLOOD_NEED_KEYS.map((k) => [k, bloodStations[k]])) as { [K in (typeof BLOOD_NEED_KEYS)[number]]: (typeof bloodStations)[K] };
    const rows = await db
      .select({ id: bloodStations.id, slug: bloodStations.slug, title: bloodStations.title, address: bloodStations.address, lat: bloodStations.lat, lng: bloodStations.lng, openNow: openNowSql(now()), ...needCols })
      .from(bloodStations)
      .where(and(...where))
      .limit(MAP_LIMIT + 1);
    const results = rows.slice(0, MAP_LIMIT).map((r): MapPoint => ({
      id: r.id, slug: r.slug, title: r.title, address: r.address, lat: r.lat, lng: r.lng,
      open_now: Boolean(r.openNow),
      blood_needs: Object.fromEntries(BLOOD_NEED_KEYS.map((k) => [k, r[k]])) as BloodNeeds,
      ...SHARED_PERSONAL,
    }));
    const body: MapResponse = { count: results.length, truncated: rows.length > MAP_LIMIT, results, has_user_city: false };
    return io.ok(await withPersonal(c, mapPart, body));
  });

  route(app, listStationNames, async (c, io) => {
    const { db, now } = c.get('deps');
    const cond = stationConditions(readStationFilters(c), now());
    const page = readPage(c);
    const [total] = await db.select({ n: count() }).from(bloodStations).where(cond);
    const rows = await db
      .select({ id: bloodStations.id, title: bloodStations.title })
      .from(bloodStations)
      .where(cond)
      .orderBy(asc(bloodStations.title), asc(bloodStations.id))
      .limit(page.size)
      .offset(page.offset);
    return io.ok(listBody(c, page, total?.n ?? 0, rows));
  });
}

/** Closed days the station page lists (the nearest first). */
const CLOSED_DAYS_SHOWN = 10;

/** The station page: registered after every /api/blood_stations/… path (app.ts). */
export function registerStationPageRoutes(app: Hono<ApiEnv>): void {
  // A station page is addressed by slug (spec §2 /bloodstations/{slug}); the id works too.
  route(app, getStation, async (c, io) => {
    const deps = c.get('deps');
    const now = deps.now();
    const [row] = await deps.db
      .select(listSelect(now))
      .from(bloodStations)
      .innerJoin(cities, eq(cities.id, bloodStations.cityId))
      .where(stationKey(c.req.param('id') ?? ''));
    if (!row) throw notFound();
    const id = row.s.id;
    const [info] = await deps.db.select().from(bloodStationInfo).where(eq(bloodStationInfo.bloodStationId, id));
    const hours = await deps.db.select().from(bloodStationHours).where(eq(bloodStationHours.bloodStationId, id)).orderBy(asc(bloodStationHours.weekday));
    const offset = info?.utcOffsetMin ?? 180;
    // The closed days ahead that a donor planning a visit needs (the station console sets them).
    const closed = await deps.db.select().from(bloodStationClosedDays)
      .where(and(eq(bloodStationClosedDays.bloodStationId, id), gte(bloodStationClosedDays.day, localDay(now, offset))))
      .orderBy(asc(bloodStationClosedDays.day)).limit(CLOSED_DAYS_SHOWN);
    const user = await currentUser(c, deps);
    const [fav] = user
      ? await deps.db.select({ id: favoriteBloodStations.id }).from(favoriteBloodStations)
        .where(and(eq(favoriteBloodStations.userId, user.user.id), eq(favoriteBloodStations.bloodStationId, id)))
      : [];
    const item = toItem(row as ListRow);
    const facts = user ? { hasCity: user.user.cityId !== null, bloodGroup: user.user.bloodGroup ?? null, kellPositive: user.user.kell === 'positive', favorites: fav ? { [id]: fav.id } : {} } : null;
    const body: StationDetail = {
      ...item,
      ...personalOf(id, item.blood_needs, facts),
      donation_types: (info?.donationTypes ?? []) as DonationType[],
      how_to_get: info?.howToGet ?? '',
      email: info?.email ?? null,
      hours: hours.map((h) => ({ weekday: h.weekday, opens: h.opens.slice(0, 5), closes: h.closes.slice(0, 5) })),
      favorite_id: fav?.id ?? null,
      utc_offset_min: offset,
      closed_days: closed.map((d) => ({ date: d.day, note: d.note })),
      component_needs: await componentNeedsOf(deps.db, id, info?.donationTypes ?? []),
    };
    return io.ok(body);
  });
}

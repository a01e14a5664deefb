// spec §7 "Rankings and option lists": GET /api/countries/, /regions/ (country), /cities/
// (country, region, all_bs) — all take `s` (trimmed, spec §5) — and GET /api/cities/{id}/.
import { and, asc, count, desc, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import { MOSCOW_CITY_ID, type City } from '@donor/shared/contract/common';
import { getCity, listCities, listCountries, listRegions } from '@donor/shared/endpoints/cities';
import { bloodStations, cities, countries, regions } from '../../schema.ts';
import type { ApiEnv } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { listBody, pathId, queryBool, queryId, queryText, readPage } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { cityListPart, withPersonal } from './stations-personal.ts';

/** `%`, `_` and `\` in user text are literals, not LIKE wildcards. */
export const likeEscape = (s: string) => s.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`);

const citySelect = {
  id: cities.id,
  title: cities.title,
  slug: cities.slug,
  regionId: cities.regionId,
  countryId: cities.countryId,
  lat: cities.lat,
  lng: cities.lng,
  regionTitle: regions.title,
  countryTitle: countries.title,
};
interface CityRow {
  id: number; title: string; slug: string; regionId: number | null; countryId: number;
  lat: number; lng: number; regionTitle: string | null; countryTitle: string;
}

const toCity = (r: CityRow): City => ({
  id: r.id,
  title: r.title,
  slug: r.slug,
  region_id: r.regionId,
  country_id: r.countryId,
  lat: r.lat,
  lng: r.lng,
  region: r.regionId !== null && r.regionTitle !== null ? { id: r.regionId, title: r.regionTitle } : null,
  country: { id: r.countryId, title: r.countryTitle },
});

export function registerCityRoutes(app: Hono<ApiEnv>): void {
  route(app, listCities, async (c, io) => {
    const { db } = c.get('deps');
    const s = queryText(c, 's');
    const region = queryId(c, 'region');
    const country = queryId(c, 'country');
    const onlyWithStations = queryBool(c, 'all_bs');
    const page = readPage(c);
    const where: SQL[] = [];
    if (s) where.push(sql`lower(${cities.title}) LIKE ${`%${likeEscape(s)}%`}`);
    if (region !== undefined) where.push(eq(cities.regionId, region));
    if (country !== undefined) where.push(eq(cities.countryId, country));
    if (onlyWithStations) {
      where.push(exists(db.select({ one: sql`1` }).from(bloodStations).where(and(eq(bloodStations.cityId, cities.id), eq(bloodStations.closed, false)))));
    }
    const cond = where.length > 0 ? and(...where) : undefined;
    const [total] = await db.select({ n: count() }).from(cities).where(cond);
    // Moscow first (spec §9: city id 1), then titles starting with the search text, then A–Я.
    const rows = await db
      .select(citySelect)
      .from(cities)
      .leftJoin(regions, eq(regions.id, cities.regionId))
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .where(cond)
      .orderBy(
        desc(sql`${cities.id} = ${MOSCOW_CITY_ID}`),
        ...(s ? [desc(sql`lower(${cities.title}) LIKE ${`${likeEscape(s)}%`}`)] : []),
        asc(cities.title),
        asc(cities.id),
      )
      .limit(page.size)
      .offset(page.offset);
    // spec §3 list response has_user_city: false here, the donor's own flag merged per request.
    const shared = { ...listBody(c, page, total?.n ?? 0, rows.map(toCity)), has_user_city: false };
    return io.ok(await withPersonal(c, cityListPart, shared));
  });

  route(app, getCity, async (c, io) => {
    const { db } = c.get('deps');
    const id = pathId(c);
    const [row] = await db
      .select(citySelect)
      .from(cities)
      .leftJoin(regions, eq(regions.id, cities.regionId))
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .where(eq(cities.id, id));
    if (!row) throw notFound();
    return io.ok(toCity(row));
  });

  route(app, listCountries, async (c, io) => {
    const { db } = c.get('deps');
    const s = queryText(c, 's');
    const page = readPage(c);
    const cond = s ? sql`lower(${countries.title}) LIKE ${`%${likeEscape(s)}%`}` : undefined;
    const [total] = await db.select({ n: count() }).from(countries).where(cond);
    const rows = await db.select().from(countries).where(cond).orderBy(asc(countries.id)).limit(page.size).offset(page.offset);
    return io.ok(listBody(c, page, total?.n ?? 0, rows));
  });

  route(app, listRegions, async (c, io) => {
    const { db } = c.get('deps');
    const s = queryText(c, 's');
    const country = queryId(c, 'country');
    const page = readPage(c);
    const where: SQL[] = [];
    if (s) where.push(sql`lower(${regions.title}) LIKE ${`%${likeEscape(s)}%`}`);
    if (country !== undefined) where.push(eq(regions.countryId, country));
    const cond = where.length > 0 ? and(...where) : undefined;
    const [total] = await db.select({ n: count() }).from(regions).where(cond);
    const rows = await db.select().from(regions).where(cond).orderBy(asc(regions.title), asc(regions.id)).limit(page.size).offset(page.offset);
    return io.ok(listBody(c, page, total?.n ?? 0, rows.map((r) => ({ id: r.id, title: r.title, country_id: r.countryId }))));
  });
}

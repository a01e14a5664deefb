// «Рядом со мной» keeps to the chosen city (spec §7 by_location, §2 blood stations screen): the
// list is ordered by distance WITHIN the city the donor picked. When the donor stands far from
// that city (more than NEAR_CITY_KM from every one of its open stations) the list switches to
// the city of the nearest open station and says so, so a Moscow visitor whose site region is
// still Kazan sees Moscow first — never a station 700 km away before one in their own city.
import { and, asc, eq, min } from 'drizzle-orm';
import type { IdTitle } from '@donor/shared/contract/common';
import { bloodStations, cities } from '../../schema.ts';
import type { Ctx } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { queryText } from '../../lib/http.ts';
import { distanceSql, type StationFilters } from './stations-query.ts';

/** How far from every station of the chosen city the donor must be for the city to switch. */
export const NEAR_CITY_KM = 100;

export interface Point { lat: number; lng: number }

/** lat and lng of the query, or 400 with a Russian message per field. */
export function readPoint(c: Ctx): Point {
  const num = (name: string) => {
    const raw = queryText(c, name, 30);
    return raw && /^-?\d{1,3}(\.\d+)?$/.test(raw) ? Number(raw) : NaN;
  };
  const lat = num('lat');
  const lng = num('lng');
  const problems: Record<string, string[]> = {};
  if (!(Math.abs(lat) <= 90)) problems.lat = ['Укажите широту от −90 до 90.'];
  if (!(Math.abs(lng) <= 180)) problems.lng = ['Укажите долготу от −180 до 180.'];
  if (Object.keys(problems).length > 0) throw new ApiError(400, problems);
  return { lat, lng };
}

/**
 * The city the list keeps to: the asked one when the point is within NEAR_CITY_KM of one of its
 * open stations, else the nearest open station's city (`switched` names it). Without a city
 * ('All regions', spec §9) the whole country is ordered by distance and nothing switches.
 * Only open stations count (closed ones are never listed, spec §7 closed=false); the other
 * filters do not: a city is "the donor's city" whatever blood group they look for.
 */
export async function nearCity(c: Ctx, filters: StationFilters, at: Point): Promise<{ filters: StationFilters; switched: IdTitle | null }> {
  if (filters.cityId === undefined) return { filters, switched: null };
  const { db } = c.get('deps');
  const dist = distanceSql(at.lat, at.lng);
  const [own] = await db.select({ km: min(dist) }).from(bloodStations)
    .where(and(eq(bloodStations.cityId, filters.cityId), eq(bloodStations.closed, false)));
  if (own?.km !== null && own?.km !== undefined && Number(own.km) <= NEAR_CITY_KM) return { filters, switched: null };
  const [nearest] = await db.select({ id: cities.id, title: cities.title }).from(bloodStations)
    .innerJoin(cities, eq(cities.id, bloodStations.cityId))
    .where(eq(bloodStations.closed, false))
    .orderBy(asc(dist), asc(bloodStations.id))
    .limit(1);
  if (!nearest || nearest.id === filters.cityId) return { filters, switched: null };
  return { filters: { ...filters, cityId: nearest.id }, switched: { id: nearest.id, title: nearest.title } };
}

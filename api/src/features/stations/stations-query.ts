// The station filters of the list, search, map and by_location endpoints (spec §2 "Blood stations
// screen"), read once from the query string and turned into SQL on blood_stations. Every
// condition is a self-contained fragment on blood_stations.id, so the map query needs no join and
// keeps using the (lat, lng) index.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { BLOOD_NEED_KEYS, type BloodNeedKey } from '@donor/shared/contract/common';
import { DONATION_TYPES, type DonationType } from '@donor/shared/contract/stations';
import { bloodStations } from '../../schema.ts';
import type { Ctx } from '../../lib/context.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { queryBool, queryId, queryText } from '../../lib/http.ts';
import { likeEscape } from './cities.ts';

export interface StationFilters {
  cityId?: number;
  closed?: boolean;
  /** Types of which at least one must be needed (blood_group × rh). */
  needAny: BloodNeedKey[];
  kell: boolean;
  donationTypes: DonationType[];
  openNow: boolean;
  hasEvents: boolean;
  q?: string;
}

const GROUPS = ['o', 'a', 'b', 'ab'] as const;
const RH = ['plus', 'minus'] as const;

/** blood_group=o|a|b|ab and rh=plus|minus → the need columns that match (either may be absent). */
export function needKeysOf(group: string | undefined, rh: string | undefined): BloodNeedKey[] {
  if (!group && !rh) return [];
  const groups = group ? [group] : GROUPS;
  const rhs = rh ? [rh] : RH;
  return groups.flatMap((g) => rhs.map((r) => `${g}_${r}`)).filter((k): k is BloodNeedKey => (BLOOD_NEED_KEYS as readonly string[]).includes(k));
}

function oneOf<T extends string>(c: Ctx, name: string, allowed: readonly T[]): T | undefined {
  const v = queryText(c, name, 20)?.toLowerCase();
  if (!v) return undefined;
  if (!(allowed as readonly string[]).includes(v)) throw fieldError(name, `Выберите одно из значений: ${allowed.join(', ')}.`);
  return v as T;
}

export function readStationFilters(c: Ctx): StationFilters {
  const cityId = queryId(c, 'city_id');
  const types = (queryText(c, 'donation_type', 200) ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  for (const t of types) {
    if (!(DONATION_TYPES as readonly string[]).includes(t)) throw fieldError('donation_type', `Неизвестный тип донации: ${t}.`);
  }
  const q = queryText(c, 'q') || queryText(c, 's') || undefined;
  const closed = queryBool(c, 'closed');
  return {
    // spec §9: 'All regions' is 0 — no city filter.
    ...(cityId ? { cityId } : {}),
    ...(closed !== undefined ? { closed } : {}),
    needAny: needKeysOf(oneOf(c, 'blood_group', GROUPS), oneOf(c, 'rh', RH)),
    kell: queryBool(c, 'kell') ?? false,
    donationTypes: types as DonationType[],
    openNow: queryBool(c, 'open_now') ?? false,
    hasEvents: queryBool(c, 'has_events') ?? false,
    ...(q ? { q } : {}),
  };
}

/** The station's local wall-clock time now (its utc offset, Moscow time when unknown). */
const localNow = (now: Date) => sql`((${now.toISOString()}::timestamptz AT TIME ZONE 'UTC') + make_interval(mins => coalesce((SELECT i.utc_offset_min FROM blood_station_info i WHERE i.blood_station_id = ${bloodStations.id}), 180)))`;

/** Open now: today's hours row contains the local time, and today is not one of its closed days (the station console). */
export const openNowSql = (now: Date): SQL<boolean> => sql<boolean>`(EXISTS (SELECT 1 FROM blood_station_hours h WHERE h.blood_station_id = ${bloodStations.id}
  AND h.weekday = extract(isodow FROM ${localNow(now)})::int AND ${localNow(now)}::time >= h.opens AND ${localNow(now)}::time < h.closes)
  AND NOT EXISTS (SELECT 1 FROM blood_station_closed_days cd WHERE cd.blood_station_id = ${bloodStations.id} AND cd.day = ${localNow(now)}::date))`;

/** Has an event that has not ended (spec §4 Event timing) and is not cancelled (docs/booking.md «Акции сотрудников»). */
export const hasEventsSql = (now: Date): SQL<boolean> =>
  sql<boolean>`EXISTS (SELECT 1 FROM events e WHERE e.blood_station_id = ${bloodStations.id} AND e.end_date > ${now.toISOString()}::timestamptz AND e.cancelled_at IS NULL AND e.category <> 'visit')`;

export function stationConditions(f: StationFilters, now: Date): SQL | undefined {
  const where: SQL[] = [];
  if (f.cityId !== undefined) where.push(eq(bloodStations.cityId, f.cityId));
  if (f.closed !== undefined) where.push(eq(bloodStations.closed, f.closed));
  if (f.needAny.length > 0) where.push(sql`(${sql.join(f.needAny.map((k) => sql`${bloodStations[k]} = 'need'`), sql` OR `)})`);
  if (f.kell) where.push(sql`${bloodStations.kell} = 'need'`);
  if (f.donationTypes.length > 0) {
    const arr = sql`ARRAY[${sql.join(f.donationTypes.map((t) => sql`${t}`), sql`, `)}]::text[]`;
    where.push(sql`EXISTS (SELECT 1 FROM blood_station_info i WHERE i.blood_station_id = ${bloodStations.id} AND i.donation_types @> ${arr})`);
  }
  if (f.openNow) where.push(openNowSql(now));
  if (f.hasEvents) where.push(hasEventsSql(now));
  if (f.q) {
    const like = `%${likeEscape(f.q)}%`;
    where.push(sql`(lower(${bloodStations.title}) LIKE ${like} OR lower(${bloodStations.address}) LIKE ${like})`);
  }
  return where.length > 0 ? and(...where) : undefined;
}

/** A `lat,lng` corner of the map viewport (spec §7 map/?bbox1=lat,lng&bbox2=lat,lng). */
export function parseCorner(name: string, raw: string | undefined): { lat: number; lng: number } {
  const m = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(raw ?? '');
  const lat = m ? Number(m[1]) : NaN;
  const lng = m ? Number(m[2]) : NaN;
  if (!(lat >= -90 && lat <= 90 && lng >= -180 && lng <= 180)) {
    throw fieldError(name, 'Укажите угол области карты как «широта,долгота», например 55.75,37.61.');
  }
  return { lat, lng };
}

/** Two corners in any order → south-west / north-east bounds. */
export function bboxOf(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  return { south: Math.min(a.lat, b.lat), north: Math.max(a.lat, b.lat), west: Math.min(a.lng, b.lng), east: Math.max(a.lng, b.lng) };
}

/** Great-circle distance in km (haversine) from a point, in SQL. */
export const distanceSql = (lat: number, lng: number): SQL<number> => sql<number>`(6371 * 2 * asin(sqrt(
  power(sin(radians(${bloodStations.lat} - ${lat}::float8) / 2), 2) +
  cos(radians(${lat}::float8)) * cos(radians(${bloodStations.lat})) * power(sin(radians(${bloodStations.lng} - ${lng}::float8) / 2), 2))))`;

/** `{id}` or `{slug}` of a station; anything else cannot exist → 404. */
export function stationKey(raw: string): SQL {
  if (/^\d{1,10}$/.test(raw) && Number(raw) <= 2_147_483_647) return eq(bloodStations.id, Number(raw));
  if (/^[a-z0-9-]{1,120}$/.test(raw)) return eq(bloodStations.slug, raw);
  throw notFound();
}

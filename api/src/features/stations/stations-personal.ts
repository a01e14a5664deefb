// The donor's own part of the station list, the map and the city list (spec §3 generic list
// record and list response). The lists themselves are the same for everyone and kept by the read
// cache (lib/read-cache.ts); a logged-in donor's answer is that shared body plus these facts —
// the user row from the session cache and one indexed query for the favourites
// (favorite_blood_stations UNIQUE (user_id, blood_station_id)) — so logged-in lists cost what
// anonymous ones do (bench/README.md «API»).
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { BloodNeeds, DonorBloodGroup, List } from '@donor/shared/contract/common';
import type { MapResponse, StationListItem, StationPersonal } from '@donor/shared/contract/stations';
import { favoriteBloodStations } from './schema.ts';
import type { ApiEnv } from '../../lib/context.ts';
import { isComputingShared, type PersonalPart, type PersonalPath } from '../../lib/read-cache.ts';
import { currentUser } from '../../lib/tokens.ts';

export interface DonorFacts {
  hasCity: boolean;
  bloodGroup: DonorBloodGroup | null;
  kellPositive: boolean;
  /** station id → favourite id */
  favorites: Record<number, number>;
}

/** null for an anonymous visitor (or a token that is not valid: the shared answer then). */
export async function loadDonorFacts(c: Context): Promise<DonorFacts | null> {
  const ctx = c as Context<ApiEnv>;
  const deps = ctx.get('deps');
  const authed = await currentUser(ctx, deps);
  if (!authed) return null;
  const rows = await deps.db
    .select({ id: favoriteBloodStations.id, station: favoriteBloodStations.bloodStationId })
    .from(favoriteBloodStations)
    .where(eq(favoriteBloodStations.userId, authed.user.id));
  const u = authed.user;
  return {
    hasCity: u.cityId !== null,
    bloodGroup: u.bloodGroup ?? null,
    kellPositive: u.kell === 'positive',
    favorites: Object.fromEntries(rows.map((r) => [r.station, r.id])),
  };
}

/** The shared defaults every record carries (an anonymous visitor sees these). */
export const SHARED_PERSONAL: Required<StationPersonal> = { blood_group: null, kell: null, cant_donate: null, favorite_id: null };

/** One station's personal fields from its needs and the donor's facts. */
export function personalOf(id: number, needs: BloodNeeds, f: DonorFacts | null): Required<StationPersonal> {
  if (!f) return SHARED_PERSONAL;
  const own = f.bloodGroup ? needs[f.bloodGroup] : null;
  return {
    blood_group: own,
    kell: f.kellPositive ? needs.kell : null,
    cant_donate: own === null ? null : own === 'enough',
    favorite_id: f.favorites[id] ?? null,
  };
}

type Personal = { id: number; blood_needs: BloodNeeds };
function mergeResults<T extends { results: Personal[]; has_user_city?: boolean }>(shared: unknown, f: DonorFacts | null): T {
  const body = shared as T;
  if (!f) return body;
  return { ...body, has_user_city: f.hasCity, results: body.results.map((r) => ({ ...r, ...personalOf(r.id, r.blood_needs, f) })) };
}

export const stationListPart: PersonalPart<DonorFacts> = { load: loadDonorFacts, merge: (s, f) => mergeResults<List<StationListItem>>(s, f) };
export const mapPart: PersonalPart<DonorFacts> = { load: loadDonorFacts, merge: (s, f) => mergeResults<MapResponse>(s, f) };
/** The city list: only the envelope's flag is the donor's. */
export const cityListPart: PersonalPart<DonorFacts> = {
  load: loadDonorFacts,
  merge: (s, f) => (f ? { ...(s as object), has_user_city: f.hasCity } : s),
};

/** The read cache's personal parts (app.ts; paths as in its CACHED_READS). */
export const STATION_PERSONAL_PATHS: readonly PersonalPath[] = [
  { paths: /^\/api\/blood_stations\/?$/, part: stationListPart as PersonalPart },
  { paths: /^\/api\/blood_stations\/map\/?$/, part: mapPart as PersonalPart },
  { paths: /^\/api\/cities\/?$/, part: cityListPart as PersonalPart },
];

/**
 * The handler's answer: the shared body alone while the read cache computes its entry (it adds
 * the donor's part itself), else shared + this request's donor part (no cache: tests, uncached
 * paths such as search/ and by_location/).
 */
export async function withPersonal<F, T>(c: Context, part: PersonalPart<F>, shared: T): Promise<T> {
  if (isComputingShared(c)) return shared;
  // A part adds the donor's fields to the same shape (the ones the contract types leave optional).
  return part.merge(shared, await part.load(c)) as T;
}

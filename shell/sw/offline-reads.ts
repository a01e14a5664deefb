// Which API answers the service worker keeps for offline use, and how a kept answer is marked
// (docs/ARCHITECTURE.md §2.5 «Service worker»). What a donor needs at the station after one
// visit (docs/booking.md «Отметка в станции»): their bookings with the check-in code and its QR
// picture, the stations of their city (list, search, pages, notices), their favourites, the
// cabinet's next possible dates, plan and latest donations, events, and the city data the header
// and filters read. Nothing else: never /api/auth/* (sessions, the user), never staff endpoints,
// never a write. Paths come from the endpoint descriptors (one spelling, shared/src/endpoint.ts).
import type { AnyEndpoint } from '@donor/shared/endpoint';
import { getEvent, listEvents, listMyBookings } from '@donor/shared/endpoints/booking';
import { getEligibility, getLatestPlan, listDonations } from '@donor/shared/endpoints/cabinet';
import { getCity, listCities } from '@donor/shared/endpoints/cities';
import { getProfile } from '@donor/shared/endpoints/auth';
import { bookingCodeQr } from '@donor/shared/endpoints/staff-checkin';
import {
  getStation, getStationMap, listFavorites, listNotices, listStationNames, listStations, listStationsByLocation, searchStations,
} from '@donor/shared/endpoints/stations';

export const OFFLINE_READS: readonly AnyEndpoint[] = [
  listMyBookings, bookingCodeQr,
  listStations, searchStations, listStationsByLocation, listStationNames, getStationMap, getStation, listNotices,
  listFavorites,
  getProfile, getEligibility, getLatestPlan, listDonations,
  listEvents, getEvent,
  listCities, getCity,
];

/** Whatever the list says, these never reach a cache: sessions and the staff side. */
const NEVER = /^\/api\/(auth|staff|oauth|dev)\//;

/** `/api/blood_stations/:id/` → /^\/api\/blood_stations\/[^/]+\/$/ (a param is one segment). */
const patternOf = (path: string) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]\w*/g, '[^/]+')}$`);
const PATTERNS = OFFLINE_READS.filter((e) => e.method === 'GET').map((e) => patternOf(e.path));

/** Is this request one whose answer is kept for offline use (same origin, GET, on the list)? */
export function isOfflineRead(url: URL, method: string, origin: string): boolean {
  if (method !== 'GET' || url.origin !== origin || NEVER.test(url.pathname)) return false;
  return PATTERNS.some((re) => re.test(url.pathname));
}

/** The header a kept answer carries when it is served: when it was stored (ISO 8601). */
export const CACHED_AT = 'X-Cached-At';

/**
 * The copy to store: only a complete same-origin success (no redirect, no opaque answer, no
 * error page), stamped with the time it was stored. Null: do not store.
 */
export function stampForCache(response: Response, now: Date): Response | null {
  if (response.status !== 200 || response.type === 'opaque' || response.type === 'opaqueredirect' || response.redirected) return null;
  const headers = new Headers(response.headers);
  headers.set(CACHED_AT, now.toISOString());
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** When a kept answer was stored (0 when unknown): the newest page is the app shell's source. */
export const cachedAtOf = (response: Response): number => Date.parse(response.headers.get(CACHED_AT) ?? '') || 0;

/**
 * Whose answers the caches hold: the token the kit sends (`Authorization: Token …`, shared/src/
 * api.ts) hashed, or 'guest' for a kit request without one. Null for requests that say nothing
 * about the visitor (an <img>, which never carries the header). A different identity empties
 * the private caches before anything is read from them, so one donor's answers are never served
 * to another on the same device.
 */
export async function identityOf(request: Request): Promise<string | null> {
  const auth = request.headers.get('authorization');
  if (!auth) return (request.headers.get('accept') ?? '').includes('application/json') ? 'guest' : null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(auth));
  return [...new Uint8Array(digest).slice(0, 12)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

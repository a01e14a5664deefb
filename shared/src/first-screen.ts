// First-screen requests (docs/ARCHITECTURE.md "Host → browser handoff"): a section declares
// here, by route id, the requests its first screen cannot paint without (one, or the few blocks
// that share the first screen, such as the cabinet's). The host runs it
// while it renders the page and embeds the answer in the boot payload (boot.ts); the section's
// fetcher store, keyed by the same keyOf() of the same descriptor, starts from that answer instead of asking. This
// file is data the host can read without loading any section's code.
import type { RouteId } from './routes.ts';
import { keyOf } from './endpoint.ts';
import { getCity } from './endpoints/cities.ts';
import { getEvent } from './endpoints/booking.ts';
import { getOrganization, getStation } from './endpoints/stations.ts';
import { getCollect } from './endpoints/donate.ts';
import { getNeed } from './endpoints/helpme.ts';
import { rawStationSegment, selectedStationSlug } from './station-slug.ts';
import { parseTopSearch, topListKey } from './top-request.ts';
import { parseFilters, stationListKey } from './stations-request.ts';
import type { RecipientNeed } from './contract/helpme.ts';
import { ACHIEVEMENTS_CATALOG_KEY, BONUSES_KEY, BOOKINGS_KEY, ELIGIBILITY_KEY, LATEST_DONATIONS_KEY, PLAN_KEY, feedKey } from './profile-keys.ts';

export interface FirstScreenInput {
  pathname: string;
  params: Readonly<Record<string, string>>;
  search: URLSearchParams;
  city: { id: number; searchRegion: number | null };
}

/** The request key of one station's page (spec §7 GET /api/blood_stations/{slug}/). */
export const stationKey = (slug: string): string => keyOf(getStation, { id: slug });

/**
 * The request key of one city (spec §7 GET /api/cities/{id}/). The host hands the selected city's
 * answer over on every page (boot.ts), so a section reading it by this key does not ask again.
 */
export const cityKey = (id: number): string => keyOf(getCity, { id });

/** The request key of one recipient need (spec §7 GET /api/address_needs/{id}/; /recipient/{id}). */
export const recipientKey = (id: number): string => keyOf(getNeed, { id });
/** The request key of one event (spec §7 GET /api/events/{id}/; /events/{id}, its booking page). */
export const eventKey = (id: number): string => keyOf(getEvent, { id });

/** The request key of one organization (spec §7 GET /api/organizations/{id}/; /organizations/{id}). */
export const organizationKey = (id: number): string => keyOf(getOrganization, { id });
/** The request key of one fundraiser with its progress (spec §7 GET /api/collects/{slug}/; /fundraising/{slug}). */
export const collectKey = (slug: string): string => keyOf(getCollect, { id: slug }, { progress_percentage: 1 });

/** The {id} of /recipient/{id} (and /events/{id}) when it can be an id at all (anything else is the page's own 404). */
export const recipientIdOf = (raw: string | undefined): number | null => (raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null);

/**
 * The cabinet's first screen (spec §2 /profile/): the next dates, the honorary path, the plan and
 * the latest donations. Without them in the page each block paints a skeleton and then grows,
 * pushing the rest down (the layout shift Lighthouse measured on /profile/).
 */
const CABINET_KEYS = [BOOKINGS_KEY, ELIGIBILITY_KEY, PLAN_KEY, LATEST_DONATIONS_KEY] as const;

/** null: nothing to prefetch for this URL (a malformed one: the section shows its own state). */
export const FIRST_SCREEN: Partial<Record<RouteId, (input: FirstScreenInput) => string | readonly string[] | null>> = {
  station: ({ pathname }) => {
    const raw = rawStationSegment(pathname);
    return raw ? stationKey(selectedStationSlug(raw)) : null;
  },
  recipient: ({ params }) => {
    const id = recipientIdOf(params.id);
    return id === null ? null : recipientKey(id);
  },
  // spec §2 /events/{id}: the event, its slots and the donor's own booking (asked with their token).
  event: ({ params }) => {
    const id = recipientIdOf(params.id);
    return id === null ? null : eventKey(id);
  },
  organization: ({ params }) => {
    const id = recipientIdOf(params.id);
    return id === null ? null : organizationKey(id);
  },
  fundraiser: ({ params }) => (params.slug ? collectKey(params.slug) : null),
  // spec §2 /bloodstations/: the list page of the URL's filters in the header city (stations-request.ts);
  // its LCP is a station title. A donor's answer carries their favourites (asked with their token).
  stations: ({ search, city }) => stationListKey(parseFilters(search), city.id),
  // spec §2 /top/: the ranking of the URL's filters and page (top-request.ts), with the donor's own
  // place, in the visitor's city when the URL names no place — the area the section then shows.
  top: ({ search, city }) => topListKey(parseTopSearch(search), city.id),
  // Asked with the visitor's token: the host embeds them only when the API accepted it.
  profile: () => CABINET_KEYS,
  newprofile: () => CABINET_KEYS,
  // spec §2 /achievements/: the catalogue with holders and the feed's first page (§9 size 20).
  achievements: () => [ACHIEVEMENTS_CATALOG_KEY, feedKey(1)],
  bonus: () => BONUSES_KEY,
};

/** Every first-screen request key of the page, in the order the route declares them. */
export function firstScreenKeys(routeId: RouteId, input: FirstScreenInput): string[] {
  const keys = FIRST_SCREEN[routeId]?.(input) ?? null;
  return keys === null ? [] : typeof keys === 'string' ? [keys] : [...keys];
}

/** The page's first (for most routes: only) first-screen request key. */
export function firstScreenKey(routeId: RouteId, input: FirstScreenInput): string | null {
  return firstScreenKeys(routeId, input)[0] ?? null;
}

/** «Анна Петровна С.» — the parts of a recipient's name the API shows publicly (docs/helpme.md), else the request's title. */
export function patientName(need: Pick<RecipientNeed, 'first_name' | 'middle_name' | 'last_name' | 'title'>): string {
  const parts = [need.first_name, need.middle_name, need.last_name].filter((p): p is string => Boolean(p));
  return parts.length > 0 ? parts.join(' ') : need.title;
}

const text = (answer: unknown, field: string): string | null => {
  const value = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>)[field] : null;
  return typeof value === 'string' && value.trim() !== '' ? value : null;
};

/**
 * The h1 of a page about one record, from its first-screen answer, as the live page writes it:
 * the host fills the section's first paint with it (docs/ARCHITECTURE.md «A section page's first
 * paint»). null: no first paint for this answer.
 */
export const RECORD_TITLE: Partial<Record<RouteId, (answer: unknown) => string | null>> = {
  station: (a) => text(a, 'title'),
  event: (a) => text(a, 'title'),
  organization: (a) => text(a, 'name'),
  fundraiser: (a) => text(a, 'title'),
  // The photo stands left of the name (mfe-helpme recipient page): a static picture without it
  // would move the heading when the live page arrives, so a request with a photo has none here;
  // mfe-helpme's picture with data (its src/app/first-screen-paints.tsx) draws the photo too.
  recipient: (a) => {
    const title = text(a, 'title');
    if (title === null || text(a, 'image') !== null) return null;
    const part = (field: string) => { const v = (a as Record<string, unknown>)[field]; return typeof v === 'string' ? v : null; };
    return patientName({ title, first_name: part('first_name'), middle_name: part('middle_name'), last_name: part('last_name') });
  },
};

/** The record's title for the route's first paint, from the page's first-screen answers (its one answer). */
export function recordTitle(routeId: RouteId, answers: Readonly<Record<string, unknown>>): string | null {
  const of = RECORD_TITLE[routeId];
  const values = Object.values(answers);
  return of && values.length === 1 ? of(values[0]) : null;
}

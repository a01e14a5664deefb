// One concrete URL for every route of the route table (shared/src/routes.ts), with the demo
// account whose guard lets it in, and the list of pages the route sweep visits (route-sweep.spec.ts)
// and whose HTML the Nu HTML Checker reads (html-validity.spec.ts). Params come from the demo seed
// through the API.
import type { APIRequestContext } from '@playwright/test';
import { expect, type Who } from '../fixtures/index.ts';
import { ROUTES, type AppName, type RouteId } from '../../shared/src/routes.ts';

type Resolve = (request: APIRequestContext) => Promise<string>;
export type RouteUrl = [path: string | Resolve, who?: Who];

const first = async (request: APIRequestContext, url: string): Promise<Record<string, unknown>> => {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  const body = (await res.json()) as { results?: Record<string, unknown>[] } | Record<string, unknown>[];
  const row = (Array.isArray(body) ? body : body.results ?? [])[0];
  expect(row, `${url} has a row`).toBeTruthy();
  return row!;
};

/** The id of the seeded nurse's first station (slug moscow-1, api/src/features/staff/seed.ts). */
const nurseStation = async (r: APIRequestContext): Promise<string> => String((await (await r.get('/api/blood_stations/moscow-1/')).json() as { id: number }).id);

// A Record over RouteId: a route added to the table without a URL here fails the typecheck.
export const ROUTE_URLS: Record<RouteId, RouteUrl> = {
  home: ['/'],
  how: ['/how/'],
  blooddonation: ['/blooddonation'],
  requirements: ['/requirements'],
  about: ['/about'],
  'non-profit': ['/non-profit'],
  awards: ['/awards'],
  smi: ['/smi'],
  confidential: ['/confidential'],
  rules: ['/rules'],
  offer: ['/offer'],
  'not-found': ['/404/'],
  forbidden: ['/403/'],
  stations: ['/bloodstations/'],
  station: [async (r) => { const s = await first(r, '/api/blood_stations/?city_id=1&page_size=1'); return `/bloodstations/${String(s.slug ?? s.id)}/`; }],
  events: ['/events/'],
  event: [async (r) => `/events/${String((await first(r, '/api/events/?city_id=1&page_size=1')).id)}/`],
  organization: [async (r) => `/organizations/${String((await first(r, '/api/organizations/all_names/')).id)}/`],
  'self-check': ['/self-check/'],
  donate: ['/donate/'],
  fundraising: ['/fundraising'],
  fundraiser: [async (r) => { const c = await first(r, '/api/collects/?page_size=1'); return `/fundraising/${String(c.slug ?? c.id)}`; }],
  charityshop: ['/charityshop'],
  souvenir: ['/souvenir/'],
  top: ['/top/'],
  helpme: ['/helpme/'],
  recipient: ['/recipient/1'],
  achievements: ['/achievements/'],
  bonus: ['/bonus/'],
  profile: ['/profile/', 'demo'],
  'profile-planning': ['/profile/planning', 'demo'],
  'profile-add-donation': ['/profile/add_donation', 'demo'],
  'profile-bonus': ['/profile/bonus', 'demo'],
  'profile-settings': ['/profile/settings', 'demo'],
  'profile-settings-personal': ['/profile/settings/personal', 'demo'],
  'profile-achievements': ['/profile/achievements', 'demo'],
  'profile-donations': ['/profile/donations', 'demo'],
  'profile-payments': ['/profile/payments', 'demo'],
  'profile-donation': ['/profile/donations/5', 'demo'],
  'profile-donation-edit': ['/profile/donations/5/edit', 'demo'],
  'profile-other': ['/profile/some/deep/page', 'demo'],
  newprofile: ['/newprofile', 'demo'],
  login: ['/login'],
  'pre-sign-up': ['/pre_sign_up'],
  'sign-up': ['/sign_up'],
  'sign-up-email': ['/sign_up_email'],
  reset: ['/reset'],
  staff: ['/staff/', 'moderator'],
  'staff-donations': ['/staff/donations/', 'moderator'],
  'staff-helpme': ['/staff/helpme/', 'moderator'],
  'staff-station': [async (r) => `/staff/stations/${await nurseStation(r)}`, 'nurse'],
  'staff-station-events': [async (r) => `/staff/stations/${await nurseStation(r)}/events`, 'nurse'],
  'staff-checkin': [async (r) => `/staff/stations/${await nurseStation(r)}/checkin`, 'nurse'],
  'staff-station-donations': [async (r) => `/staff/stations/${await nurseStation(r)}/donations`, 'nurse'],
  'staff-organization': ['/staff/organizations/1', 'manager'],
  'staff-gifts': ['/staff/gifts/', 'moderator'],
  'staff-fundraisers': ['/staff/fundraisers/', 'moderator'],
  'staff-people': ['/staff/people/', 'moderator'],
  'staff-audit': ['/staff/audit/', 'moderator'],
  'staff-other': ['/staff/no/such/page', 'moderator'],
};

/** The route's URL, its params resolved. */
export const routeUrl = async (request: APIRequestContext, [path]: RouteUrl): Promise<string> => (typeof path === 'string' ? path : path(request));

export interface SweptPage { name: string; url: RouteUrl; app: AppName }

/** Every route of the table, and one path no route matches (the shell's 404). */
export const SWEPT_PAGES: SweptPage[] = [
  ...ROUTES.map((r) => ({ name: r.id, url: ROUTE_URLS[r.id], app: r.app })),
  { name: 'an unknown path (404)', url: ['/no/such/page/'], app: 'shell' },
];

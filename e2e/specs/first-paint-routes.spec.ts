// Every section route's main heading is in the server's HTML (docs/ARCHITECTURE.md «A section
// page's first paint»): the page is asked with `request`, so no script runs, and the h1 must be
// inside #section-first-paint. The routes come from the route table; the expected words from the
// sections' strings; for a page about one record (a station, an event, a recipient, an
// organization, a fundraiser) the heading is the record's title from the demo seed, which the host
// fills in from the page's first-screen answer. A route whose heading is a record's data the host
// does not ask for (a donation, a station's staff pages) has no first paint yet: it is listed with the reason.
import type { APIRequestContext } from '@playwright/test';
import { test, expect, apiToken, cookieHeader, type Who } from '../fixtures/index.ts';
import { ROUTES, type RouteId } from '../../shared/src/routes.ts';
import { P } from '../../mfe-donate/src/donate.strings.ts';
import { s as helpme } from '../../mfe-helpme/src/helpme.strings.ts';
import { cs } from '../../mfe-profile/src/cabinet/cabinet.strings.ts';
import { as } from '../../mfe-profile/src/achievements/achievements.strings.ts';
import { HEADS } from '../../mfe-profile/src/app/page-heads.strings.ts';
import { s as stations } from '../../mfe-stations/src/stations.strings.ts';
import { b } from '../../mfe-stations/src/events/booking.strings.ts';
import { SC_HEAD } from '../../mfe-stations/src/self-check/self-check-head.strings.ts';
import { s as top } from '../../mfe-top/src/top.strings.ts';
import { t } from '../../shared/src/i18n.ts';
import { patientName } from '../../shared/src/first-screen.ts';

const title = (id: RouteId) => ROUTES.find((r) => r.id === id)!.title;
const stationId = async (request: APIRequestContext) => String(((await (await request.get('/api/blood_stations/moscow-1/')).json()) as { id: number }).id);

type Row = Record<string, unknown>;
const json = async (request: APIRequestContext, url: string): Promise<Row> => (await (await request.get(url)).json()) as Row;
const firstRow = async (request: APIRequestContext, url: string): Promise<Row> => {
  const row = ((await json(request, url)) as { results?: Row[] }).results?.[0];
  expect(row, `${url} has a row`).toBeTruthy();
  return row!;
};
/** The demo seed's record behind a page about one: its path and its title as the page's h1. */
type Record1 = (request: APIRequestContext) => Promise<{ path: string; h1: string }>;
const RECORDS = {
  station: async (r) => ({ path: '/bloodstations/moscow-1', h1: String((await json(r, '/api/blood_stations/moscow-1/')).title) }),
  event: async (r) => { const e = await firstRow(r, '/api/events/?city_id=1&page_size=1'); return { path: `/events/${String(e.id)}/`, h1: String(e.title) }; },
  // A request with a photo has no first paint (shared/src/first-screen.ts RECORD_TITLE): one without.
  recipient: async (r) => {
    const ids = ((await json(r, '/api/address_needs/?page_size=50')) as { results: Row[] }).results.map((n) => Number(n.id));
    for (const id of ids) {
      const need = await json(r, `/api/address_needs/${id}/`);
      if (!need.image) return { path: `/recipient/${id}`, h1: patientName(need as unknown as Parameters<typeof patientName>[0]) };
    }
    throw new Error('the demo seed has no request without a photo');
  },
  organization: async (r) => { const o = await firstRow(r, '/api/organizations/all_names/'); return { path: `/organizations/${String(o.id)}/`, h1: String((await json(r, `/api/organizations/${String(o.id)}/`)).name) }; },
  fundraiser: async (r) => { const c = await firstRow(r, '/api/collects/?page_size=1'); return { path: `/fundraising/${String(c.slug)}`, h1: String(c.title) }; },
} satisfies Partial<Record<RouteId, Record1>>;

type Case = { h1: string; who?: Who; path?: (request: APIRequestContext) => Promise<string> } | { record: Record1 } | { skip: string };
const DATA = 'the heading is the record\'s own data, which the host does not ask for: no first paint';
const CASES: Partial<Record<RouteId, Case>> = {
  stations: { h1: stations.list.title },
  station: { record: RECORDS.station },
  events: { h1: b.listTitle },
  event: { record: RECORDS.event },
  organization: { record: RECORDS.organization },
  'self-check': { h1: SC_HEAD.title },
  donate: { h1: P.donatePageTitle },
  fundraising: { h1: P.fundraisingTitle },
  fundraiser: { record: RECORDS.fundraiser },
  charityshop: { h1: P.charityTitle },
  souvenir: { h1: P.souvenirTitle },
  top: { h1: top.page.title },
  helpme: { h1: helpme.welcome.title },
  recipient: { record: RECORDS.recipient },
  achievements: { h1: as.title },
  bonus: { h1: HEADS.bonus.title },
  profile: { h1: cs.cabinet.title, who: 'demo' },
  'profile-planning': { h1: cs.planning.title, who: 'demo' },
  'profile-add-donation': { h1: cs.form.addTitle, who: 'demo' },
  'profile-bonus': { h1: HEADS.myBonuses.title, who: 'demo' },
  'profile-settings': { skip: 'redirects to /profile/settings/personal (guard settings-root)' },
  'profile-settings-personal': { h1: HEADS.settingsTitle, who: 'demo' },
  'profile-achievements': { h1: HEADS.myAchievements.title, who: 'demo' },
  'profile-donations': { h1: cs.donations.title, who: 'demo' },
  'profile-payments': { h1: cs.payments.title, who: 'demo' },
  'profile-donation': { skip: DATA },
  'profile-donation-edit': { skip: DATA },
  'profile-other': { skip: 'no page of its own: the section\'s fallback screen' },
  newprofile: { h1: cs.cabinet.title, who: 'demo' },
  login: { h1: t.auth.loginTitle },
  'pre-sign-up': { h1: HEADS.signUp.title },
  'sign-up': { h1: HEADS.signUp.phoneTitle },
  'sign-up-email': { h1: HEADS.signUp.emailTitle },
  reset: { h1: HEADS.resetTitle },
  staff: { h1: title('staff'), who: 'moderator' },
  'staff-donations': { h1: title('staff-donations'), who: 'moderator' },
  'staff-helpme': { h1: title('staff-helpme'), who: 'moderator' },
  'staff-station': { skip: DATA },
  'staff-station-events': { skip: DATA },
  'staff-checkin': { h1: title('staff-checkin'), who: 'nurse', path: async (r) => `/staff/stations/${await stationId(r)}/checkin` },
  'staff-station-donations': { skip: DATA },
  'staff-organization': { skip: DATA },
  'staff-gifts': { h1: title('staff-gifts'), who: 'moderator' },
  'staff-fundraisers': { h1: title('staff-fundraisers'), who: 'moderator' },
  'staff-people': { h1: title('staff-people'), who: 'moderator' },
  'staff-audit': { h1: title('staff-audit'), who: 'moderator' },
  'staff-other': { h1: title('staff'), who: 'moderator', path: async () => '/staff/no-such-area/' },
};

const decode = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The text of the first <h1> inside #section-first-paint (before </main>), or null. */
function firstPaintHeading(html: string): string | null {
  const start = html.indexOf('id="section-first-paint"');
  if (start === -1) return null;
  const inMain = html.slice(start, html.indexOf('</main>', start));
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(inMain);
  return h1 ? decode(h1[1]!) : null;
}

test('every section route of the table is listed here', () => {
  const missing = ROUTES.filter((r) => r.app !== 'shell' && !(r.id in CASES)).map((r) => r.id);
  expect(missing).toEqual([]);
});

for (const route of ROUTES.filter((r) => r.app !== 'shell')) {
  const c = CASES[route.id];
  if (!c) continue;
  test(`${route.id}: the main heading is in the server's HTML`, async ({ request }) => {
    test.skip('skip' in c, 'skip' in c ? c.skip : '');
    if ('skip' in c) return;
    if ('record' in c) {
      const { path, h1 } = await c.record(request);
      expect(h1, path).not.toBe('');
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(200);
      expect(firstPaintHeading(await res.text()), path).toBe(h1);
      return;
    }
    const path = c.path ? await c.path(request) : route.pattern;
    const headers = c.who ? cookieHeader({ token: await apiToken(request, c.who) }) : {};
    const res = await request.get(path, { headers, maxRedirects: 0 });
    expect(res.status(), path).toBe(200);
    expect(firstPaintHeading(await res.text()), path).toBe(c.h1);
  });
}

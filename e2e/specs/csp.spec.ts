// docs/SECURITY.md, the page policy (shell/server/csp.ts) in a real browser: every route of the
// route table (shared/src/routes.ts), one concrete URL each, loads under the host's
// Content-Security-Policy with zero violations — its section (or the shell page) renders, the
// donation slot loads where spec §2 shows it, and the sandbox card widget still opens.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../fixtures/index.ts';
import { ROUTES, donationWidgetVisible, type RouteId } from '../../shared/src/routes.ts';

type Who = 'visitor' | 'demo' | 'moderator' | 'nurse';
type Resolve = (request: APIRequestContext) => Promise<string>;

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

/** One URL per route id (params from the seeded data), and who visits it so its guard lets them in. */
const URLS: Record<RouteId, [path: string | Resolve, who?: Who]> = {
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
  'staff-organization': ['/staff/organizations/1', 'moderator'],
  'staff-gifts': ['/staff/gifts/', 'moderator'],
  'staff-fundraisers': ['/staff/fundraisers/', 'moderator'],
  'staff-people': ['/staff/people/', 'moderator'],
  'staff-audit': ['/staff/audit/', 'moderator'],
  'staff-other': ['/staff/no/such/page', 'moderator'],
};

interface Violation { directive: string; blocked: string; source: string; sample: string }

/** Records every CSP violation of the page (and the console's "Refused to …" lines). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __cspViolations: Violation[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push({ directive: e.violatedDirective, blocked: e.blockedURI, source: `${e.sourceFile}:${e.lineNumber}`, sample: e.sample });
    });
  });
  const logged: string[] = [];
  page.on('console', (msg) => { if (/Content[ -]Security[ -]Policy/i.test(msg.text())) logged.push(msg.text()); });
  return async () => {
    const events = await page.evaluate(() => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? []).catch(() => []);
    return [...events.map((v) => `${v.directive} blocked ${v.blocked || '(inline)'} at ${v.source} ${v.sample}`), ...logged];
  };
}

let registry: Record<string, unknown> | undefined;
async function registered(request: APIRequestContext, app: string): Promise<boolean> {
  registry ??= (await (await request.get('/mfe-registry.json')).json()) as Record<string, unknown>;
  return app in registry;
}

test('every route of the route table has a URL here', () => {
  expect(ROUTES.map((r) => r.id).filter((id) => !(id in URLS))).toEqual([]);
});

test('pages answer with the policy', async ({ request }) => {
  for (const path of ['/', '/login', '/no/such/page/', '/bloodstations/']) {
    const policy = (await request.get(path)).headers()['content-security-policy'];
    expect(policy, path).toMatch(/object-src 'none'/);
    expect(policy, path).toMatch(/frame-ancestors 'self'/);
    expect(policy, path).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
  }
});

const CASES: Array<[name: string, path: string | Resolve, who: Who, app: string]> = [
  ...ROUTES.map((r) => [r.id, URLS[r.id][0], URLS[r.id][1] ?? 'visitor', r.app] as [string, string | Resolve, Who, string]),
  ['an unknown path (404)', '/no/such/page/', 'visitor', 'shell'],
];

for (const [name, path, who, app] of CASES) {
  test(`${name}: zero CSP violations, the page and the donation slot load`, async ({ page, request, loginAs }) => {
    const violations = await watchViolations(page);
    if (who !== 'visitor') await loginAs(page, who);
    const url = typeof path === 'string' ? path : await path(request);
    await page.goto(url);
    const landed = new URL(page.url()).pathname;
    if (who !== 'visitor') expect(landed, `${url}: the guard let ${who} in`).not.toMatch(/^\/login/);

    if (app === 'shell') {
      await expect(page.locator('#page-shell h1').first(), url).toBeVisible({ timeout: 15_000 });
    } else if (await registered(request, app)) {
      // sectionLifecycles marks a mounted section with data-build (ARCHITECTURE §2.1).
      await expect(page.locator(`#section-${app} [data-build]`).first(), url).toBeVisible({ timeout: 15_000 });
    } else {
      // Not built in this checkout: the shell's fallback stands in (spec §2), no CSP involved.
      await expect(page.locator(`#section-${app} [data-section-fallback]`), url).toBeVisible({ timeout: 15_000 });
    }
    if (donationWidgetVisible(landed)) {
      await page.locator('#app-widget').scrollIntoViewIfNeeded(); // the slot loads near the viewport
      await expect(page.locator('#app-widget section.dw'), url).toBeVisible({ timeout: 15_000 });
    }
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
    expect(await violations(), url).toEqual([]);
  });
}

test('the card widget (sandbox) opens its checkout frame under the policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/how/');
  await page.locator('#app-widget').scrollIntoViewIfNeeded();
  const f = page.locator('#app-widget section.dw');
  await f.getByLabel(/^Имя/).fill('Мария');
  await f.getByLabel(/^Фамилия/).fill('Иванова');
  await f.getByLabel(/^E-mail/).fill(`csp-${Date.now()}@example.com`);
  await f.getByRole('checkbox', { name: /публичной оферты/ }).check();
  await f.getByRole('checkbox', { name: /персональных данных/ }).check();
  await f.getByRole('button', { name: /^Пожертвовать/ }).click();
  await f.getByRole('button', { name: /^Оплатить/ }).click();
  const checkout = page.frameLocator('iframe[title^="Оплата пожертвования"]');
  await expect(checkout.getByText('Тестовый режим', { exact: false })).toBeVisible();
  expect(await violations()).toEqual([]);
});

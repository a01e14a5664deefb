// WCAG 2.2 A/AA (and axe's best practices, which Lighthouse's accessibility score also counts) on
// every route of the route table, on a desktop and on a phone: no axe violation of any impact,
// zoom allowed, text fields at ≥ 16 px so iOS has no reason to zoom in (README «Доступность»).
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, PHONE, type Who } from '../fixtures/index.ts';
import { axeViolations } from '../pages/axe.ts';
import { BottomBar, Header, RightMenu } from '../pages/header.ts';

// Each test reads one page and writes nothing: spread them over the workers, so the file is not
// the run's longest tail.
test.describe.configure({ mode: 'parallel' });

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function expectNoViolations(page: Page) {
  const violations = await axeViolations(page, { tags: TAGS });
  const report = violations
    .map((v) => `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${v.nodes
      .slice(0, 5)
      .map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.replace(/\n/g, ' ')}`)
      .join('\n')}`)
    .join('\n');
  expect(violations.length, `axe violations:\n${report}`).toBe(0);
}

/** spec §9 "Page maximum scale 1.0" is met by 16 px text fields (iOS zooms only into smaller ones). */
async function expectFieldsAt16px(page: Page) {
  const small = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('input, select, textarea')]
      .filter((el) => !['checkbox', 'radio', 'range', 'hidden', 'file', 'submit', 'button', 'image', 'reset', 'color'].includes((el as HTMLInputElement).type))
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => ({ field: el.outerHTML.slice(0, 100), size: parseFloat(getComputedStyle(el).fontSize) }))
      .filter((f) => f.size < 16));
  expect(small, 'text fields below 16 px make iOS zoom in').toEqual([]);
}

async function expectZoomAllowed(page: Page) {
  const content = await page.locator('meta[name="viewport"]').getAttribute('content');
  expect(content).toBe('width=device-width, initial-scale=1');
}

// Detail pages resolve a real id through the API.
type Resolve = (request: APIRequestContext) => Promise<string>;
const first = async (request: APIRequestContext, url: string) => {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  const body = (await res.json()) as { results?: Record<string, unknown>[] } | Record<string, unknown>[];
  const row = (Array.isArray(body) ? body : body.results ?? [])[0];
  expect(row, `${url} has a row`).toBeTruthy();
  return row!;
};
const stationId = async (request: APIRequestContext, slug: string) => String(((await (await request.get(`/api/blood_stations/${slug}/`)).json()) as { id: number }).id);
const ROUTES: Array<[name: string, path: string | Resolve, who?: Who]> = [
  ['home', '/'],
  ['how', '/how/'],
  ['blooddonation', '/blooddonation'],
  ['requirements', '/requirements'],
  ['about', '/about'],
  ['non-profit', '/non-profit'],
  ['awards', '/awards'],
  ['smi', '/smi'],
  ['confidential', '/confidential'],
  ['rules', '/rules'],
  ['offer', '/offer'],
  ['404', '/404/'],
  ['login', '/login'],
  ['pre-sign-up', '/pre_sign_up'],
  ['sign-up', '/sign_up'],
  ['reset', '/reset'],
  ['stations', '/bloodstations/'],
  ['station', async (r) => { const s = await first(r, '/api/blood_stations/?city_id=1&page_size=1'); return `/bloodstations/${String(s.slug ?? s.id)}/`; }],
  ['events', '/events/'],
  ['event', async (r) => `/events/${String((await first(r, '/api/events/?city_id=1&page_size=1')).id)}/`],
  ['organization', async (r) => `/organizations/${String((await first(r, '/api/organizations/all_names/')).id)}/`],
  ['self-check', '/self-check/'],
  ['donate', '/donate/'],
  ['fundraising', '/fundraising'],
  ['fundraiser', async (r) => { const c = await first(r, '/api/collects/?page_size=1'); return `/fundraising/${String(c.slug ?? c.id)}`; }],
  ['souvenir', '/souvenir/'],
  ['charityshop', '/charityshop'],
  ['top', '/top/'],
  ['helpme', '/helpme/'],
  ['recipient', '/recipient/1'],
  ['achievements', '/achievements/'],
  ['bonus', '/bonus/'],
  ['profile', '/profile/', 'demo'],
  ['profile-planning', '/profile/planning', 'demo'],
  ['profile-donations', '/profile/donations', 'demo'],
  ['profile-add-donation', '/profile/add_donation', 'demo'],
  ['profile-bonus', '/profile/bonus', 'demo'],
  ['profile-achievements', '/profile/achievements', 'demo'],
  ['profile-payments', '/profile/payments', 'demo'],
  ['profile-settings', '/profile/settings', 'demo'],
  ['profile-settings-personal', '/profile/settings/personal', 'demo'],
  ['403', '/403/'],
  // The staff side (docs/staff.md), as the people who use it.
  ['staff', '/staff/', 'moderator'],
  ['staff-donations', '/staff/donations/', 'moderator'],
  ['staff-helpme', '/staff/helpme/', 'moderator'],
  ['staff-station', async (r) => `/staff/stations/${await stationId(r, 'moscow-1')}`, 'nurse'],
  ['staff-station-events', async (r) => `/staff/stations/${await stationId(r, 'moscow-1')}/events`, 'nurse'],
  ['staff-checkin', async (r) => `/staff/stations/${await stationId(r, 'moscow-1')}/checkin`, 'nurse'],
  ['staff-station-donations', async (r) => `/staff/stations/${await stationId(r, 'moscow-1')}/donations`, 'nurse'],
  ['staff-organization', '/staff/organizations/1', 'manager'],
  ['staff-gifts', '/staff/gifts/', 'moderator'],
  ['staff-fundraisers', '/staff/fundraisers/', 'moderator'],
  ['staff-people', '/staff/people/', 'moderator'],
  ['staff-audit', '/staff/audit/', 'moderator'],
];

for (const [device, use] of [['desktop', {}], ['phone', PHONE]] as const) {
  test.describe(device, () => {
    test.use(use);
    for (const [name, path, who] of ROUTES) {
      test(`${name} has no axe violations, allows zoom, fields at 16 px`, async ({ page, request, loginAs }) => {
        if (who) await loginAs(page, who);
        const url = typeof path === 'string' ? path : await path(request);
        await page.goto(url);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first(), url).toBeVisible({ timeout: 15_000 });
        await expect(new Header(page).banner).toBeVisible();
        await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
        await expectZoomAllowed(page);
        await expectFieldsAt16px(page);
        await expectNoViolations(page);
      });
    }
  });
}

test.describe('phone', () => {
  test.use(PHONE);
  test('the right menu, open, has no axe violations', async ({ page }) => {
    await page.goto('/');
    await new BottomBar(page).more.click();
    const menu = new RightMenu(page);
    await expect(menu.dialog).toBeVisible();
    await expectNoViolations(page);
  });
});

test('the logged-in user menu, open, has no axe violations', async ({ page, loginAs }) => {
  await loginAs(page, 'demo');
  await page.goto('/profile/');
  await expect(new Header(page).avatarButton).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await new Header(page).openUserMenu();
  await expectNoViolations(page);
});

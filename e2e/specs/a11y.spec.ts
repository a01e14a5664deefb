// WCAG 2.1 A/AA with axe-core on the main screens: no serious or critical violation.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, PHONE } from '../fixtures/index.ts';
import { BottomBar, Header, RightMenu } from '../pages/header.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoSeriousViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(TAGS).disableRules(['meta-viewport']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map((v) => `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${v.nodes
      .slice(0, 5)
      .map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.replace(/\n/g, ' ')}`)
      .join('\n')}`)
    .join('\n');
  expect(serious.length, `serious/critical axe violations:\n${report}`).toBe(0);
}

// Accessibility (axe): every public route of the route table that renders real content today, one
// test each. Detail pages resolve a real id through the API. `meta-viewport` is disabled, as in
// donate.spec.ts: spec §9 requires maximum-scale 1.0, which axe reports as critical.
type Resolve = (request: APIRequestContext) => Promise<string>;
const first = async (request: APIRequestContext, url: string) => {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  const body = (await res.json()) as { results?: Record<string, unknown>[] } | Record<string, unknown>[];
  const row = (Array.isArray(body) ? body : body.results ?? [])[0];
  expect(row, `${url} has a row`).toBeTruthy();
  return row!;
};
const ROUTES: Array<[name: string, path: string | Resolve, heading?: string | RegExp]> = [
  ['home', '/', /Донор/],
  ['how', '/how/', 'Как стать донором'],
  ['blooddonation', '/blooddonation'],
  ['requirements', '/requirements'],
  ['about', '/about', 'О проекте'],
  ['non-profit', '/non-profit'],
  ['awards', '/awards'],
  ['smi', '/smi'],
  ['confidential', '/confidential'],
  ['rules', '/rules'],
  ['offer', '/offer'],
  ['404', '/404/', 'Страница не найдена'],
  ['login', '/login', 'Вход'],
  ['stations', '/bloodstations/'],
  ['station', async (r) => { const s = await first(r, '/api/blood_stations/?city_id=1&page_size=1'); return `/bloodstations/${String(s.slug ?? s.id)}/`; }],
  ['event', async (r) => `/events/${String((await first(r, '/api/events/?city_id=1&page_size=1')).id)}/`],
  ['organization', async (r) => `/organizations/${String((await first(r, '/api/organizations/all_names/')).id)}/`],
  ['donate', '/donate/'],
  ['fundraising', '/fundraising'],
  ['fundraiser', async (r) => { const c = await first(r, '/api/collects/?page_size=1'); return `/fundraising/${String(c.slug ?? c.id)}`; }],
  ['souvenir', '/souvenir/'],
  ['charityshop', '/charityshop'],
];

for (const [name, path, heading] of ROUTES) {
  test(`${name} has no serious violations`, async ({ page, request }) => {
    const url = typeof path === 'string' ? path : await path(request);
    await page.goto(url);
    const h1 = page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) }).first();
    await expect(h1, url).toBeVisible({ timeout: 15_000 });
    await expect(new Header(page).banner).toBeVisible();
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
    await expectNoSeriousViolations(page);
  });
}

test.describe('phone', () => {
  test.use(PHONE);
  test('the right menu, open, has no serious violations', async ({ page }) => {
    await page.goto('/');
    await new BottomBar(page).more.click();
    const menu = new RightMenu(page);
    await expect(menu.dialog).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

test('the logged-in /profile/ has no serious violations', async ({ page, loginAs }) => {
  await loginAs(page, 'demo');
  await page.goto('/profile/');
  await expect(new Header(page).avatarButton).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await new Header(page).openUserMenu();
  await expectNoSeriousViolations(page);
});

// The host → browser handoff (docs/ARCHITECTURE.md "Boot payload", "First-screen requests"):
// what the host resolved for a page — the user, the city and its name, the first screen's data —
// the browser does not ask for again on that page. Only after a route change is the user
// refreshed (spec §4 Auth).
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures/index.ts';
import { Header } from '../pages/header.ts';

/** API requests the page makes, as path + query. */
function apiLog(page: Page): string[] {
  const log: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) log.push(url.pathname + url.search);
  });
  return log;
}
const count = (log: string[], re: RegExp) => log.filter((p) => re.test(p)).length;

async function moscowCookies(page: Page, baseURL: string) {
  const { hostname } = new URL(baseURL);
  await page.context().addCookies([
    { name: 'City_id', value: '1', domain: hostname, path: '/' },
    { name: 'City', value: 'Moscow', domain: hostname, path: '/' },
  ]);
}

test('a returning Moscow donor opens /bloodstations/: no /me, no city title, no list request', async ({ page, loginAs, baseURL, consoleErrors }) => {
  await loginAs(page, 'demo');
  await moscowCookies(page, baseURL!);
  const log = apiLog(page);
  await page.goto('/bloodstations/');
  await expect(page.getByRole('heading', { level: 1, name: 'Где сдать кровь' })).toBeVisible();
  await expect(page.locator('.lay-city')).toContainText('Москва');
  await expect(page.locator('#section-mfe_stations article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(count(log, /^\/api\/auth\/me\//), log.join('\n')).toBe(0);
  expect(count(log, /^\/api\/cities\/1\//), log.join('\n')).toBe(0);
  // The list's first page came with the page (first-screen request): the browser does not ask.
  expect(count(log, /^\/api\/blood_stations\/(\?|by_location\/)/), log.join('\n')).toBe(0);
  // The user was handed over: the header shows the avatar, not «Войти».
  await expect(page.locator('.lay-user__button')).toBeVisible();

  // spec §4: after a route change the current user is refreshed — once.
  await new Header(page).live();
  await new Header(page).navLink('Как стать донором').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Как стать донором' })).toBeVisible();
  await expect.poll(() => count(log, /^\/api\/auth\/me\//)).toBe(1);
  // The desktop map asks the tile server, which this offline test machine cannot resolve.
  expect(consoleErrors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
});

test("a station page paints from the host's answer: the browser does not ask for the station", async ({ page }) => {
  const log = apiLog(page);
  await page.goto('/bloodstations/moscow-1/');
  await expect(page.getByRole('heading', { name: 'Лучшие доноры станции' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(count(log, /^\/api\/blood_stations\/moscow-1\/$/), log.join('\n')).toBe(0);
  // Its other blocks are the section's own requests.
  expect(count(log, /^\/api\/blood_stations\/\d+\/top\//)).toBe(1);
});

test("/bloodstations/ paints its list from the host's answer; a filter change asks the browser", async ({ page }) => {
  const log = apiLog(page);
  await page.goto('/bloodstations/?city=1');
  await expect(page.locator('#section-mfe_stations article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(count(log, /^\/api\/blood_stations\/(\?|by_location\/)/), log.join('\n')).toBe(0);
  // A filter chosen on the page is the section's own request, with the same kind of key.
  await page.locator('.st-chip').first().click();
  await expect(page).toHaveURL(/group=o/);
  await expect.poll(() => count(log, /^\/api\/blood_stations\/\?.*blood_group=o/)).toBe(1);
});

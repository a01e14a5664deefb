// Every route of the route table (shared/src/routes.ts; one URL each, e2e/pages/route-urls.ts),
// on a desktop and then at a phone's width, in one visit per route:
// - the page policy (docs/SECURITY.md, shell/server/csp.ts): zero CSP violations while its section
//   (or the shell page) mounts and the donation slot loads where spec §2 shows it;
// - WCAG 2.2 A/AA and axe's best practices, which Lighthouse's accessibility score also counts: no
//   axe violation of any impact, zoom allowed, text fields at ≥ 16 px so iOS has no reason to zoom
//   in (README «Доступность»);
// - the page as the server sent it and as it stands once its scripts have run are
//   kept for the Nu HTML Checker, which reads them all in one run after this file
//   (html-validity.spec.ts, e2e/pages/html-pages.ts).
import type { APIRequestContext, Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, PHONE, cookieHeader } from '../fixtures/index.ts';
import { axeViolations } from '../pages/axe.ts';
import { watchCspViolations } from '../pages/csp-violations.ts';
import { BottomBar, Header, RightMenu } from '../pages/header.ts';
import { htmlPagesDir, htmlPageName } from '../pages/html-pages.ts';
import { SWEPT_PAGES, routeUrl } from '../pages/route-urls.ts';
import { donationWidgetVisible } from '../../shared/src/routes.ts';

// Each test reads one page and writes only its own two HTML files: spread them over the workers,
// so the file is not the run's longest tail.
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

let registry: Record<string, unknown> | undefined;
async function registered(request: APIRequestContext, app: string): Promise<boolean> {
  registry ??= (await (await request.get('/mfe-registry.json')).json()) as Record<string, unknown>;
  return app in registry;
}

/** The page's own content is up: the shell's page, the section's mounted build, or its fallback. */
async function expectMounted(page: Page, request: APIRequestContext, app: string, url: string) {
  if (app === 'shell') {
    await expect(page.locator('#page-shell h1').first(), url).toBeVisible({ timeout: 15_000 });
  } else if (await registered(request, app)) {
    // sectionLifecycles marks a mounted section with data-build (ARCHITECTURE §2.1).
    await expect(page.locator(`#section-${app} [data-build]`).first(), url).toBeVisible({ timeout: 15_000 });
  } else {
    // Not built in this checkout: the shell's fallback stands in (spec §2), no CSP involved.
    await expect(page.locator(`#section-${app} [data-section-fallback]`), url).toBeVisible({ timeout: 15_000 });
  }
}

for (const { name, url: routeUrlOf, app } of SWEPT_PAGES) {
  const who = routeUrlOf[1];
  test(`${name}, desktop then phone: zero CSP violations, no axe violations, zoom allowed, fields at 16 px`, async ({ page, request, loginAs }) => {
    const cspViolations = await watchCspViolations(page);
    const token = who ? await loginAs(page, who) : null;
    const url = await routeUrl(request, routeUrlOf);
    await page.goto(url);
    const landed = new URL(page.url()).pathname;
    if (who) expect(landed, `${url}: the guard let ${who} in`).not.toMatch(/^\/login/);
    await expectMounted(page, request, app, url);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first(), url).toBeVisible({ timeout: 15_000 });
    await expect(new Header(page).banner).toBeVisible();
    if (donationWidgetVisible(landed)) {
      await page.locator('#app-widget').scrollIntoViewIfNeeded(); // the slot loads near the viewport
      await expect(page.locator('#app-widget section.dw'), url).toBeVisible({ timeout: 15_000 });
    }
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
    const server = await request.get(url, { headers: token ? cookieHeader({ token }) : {} });
    expect([200, 403, 404], url).toContain(server.status());
    const file = join(htmlPagesDir(), htmlPageName(name));
    writeFileSync(`${file}.server.html`, await server.text());
    writeFileSync(`${file}.hydrated.html`, await page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`));
    await expectZoomAllowed(page);
    await expectFieldsAt16px(page);
    await expectNoViolations(page);

    // The phone: the same page at the phone's width. The layout is the width's alone (media
    // queries on width, no hover or pointer queries; the stations list follows the width with
    // matchMedia), so one load serves both; touch itself is the phone specs' (stations, top,
    // layout, the right menu below).
    await page.setViewportSize(PHONE.viewport);
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(PHONE.viewport.width);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first(), `${url} on a phone`).toBeVisible();
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
    await expectFieldsAt16px(page);
    await expectNoViolations(page);
    expect(await cspViolations(), url).toEqual([]);
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

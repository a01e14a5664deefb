// Spec details only a browser shows: links prefetch their section within 200 px of the
// viewport (spec §9 Link prefetch margin; shared/src/link-prefetch.ts → shell/src/section-prefetch.ts)
// and the header city from an x-city request header a proxy sets (spec §3).
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures/index.ts';
import { Header } from '../pages/header.ts';

test.describe('desktop 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  /** The sections whose files the page hinted as prefetch (one per page view at most). */
  const prefetched = async (page: Page) => {
    await expect(page.locator('head link[rel="prefetch"][href^="/mfe/"]').first()).toBeAttached({ timeout: 15_000 });
    const hrefs = await page.locator('head link[rel="prefetch"][href^="/mfe/"]').evaluateAll((els) => els.map((el) => el.getAttribute('href')!));
    return { hrefs, apps: [...new Set(hrefs.map((h) => h.split('/')[2]!))] };
  };

  test("one section behind the links on screen gets its files prefetched, never run; the click then finds them", async ({ page }) => {
    await page.goto('/how/');
    // After load and an idle moment, the section with the most links near the viewport — only
    // that one (docs/ARCHITECTURE.md §2.5 «Link prefetch») — has its remoteEntry and first chunks
    // hinted as prefetch.
    const { hrefs, apps } = await prefetched(page);
    expect(apps).toHaveLength(1);
    expect(hrefs).toContain(`/mfe/${apps[0]}/remoteEntry.js`);
    // Fetched, not executed: no federation container of the section on the page yet.
    expect(await page.evaluate((app) => document.querySelectorAll(`script[src^="/mfe/${app}/"]`).length, apps[0])).toBe(0);

    await new Header(page).nav.getByRole('link', { name: 'Где сдать кровь' }).click();
    await expect(page.locator('#section-mfe_stations a[href^="/bloodstations/"]').first()).toBeVisible();
  });

  test('the section on screen is not prefetched again', async ({ page }) => {
    await page.goto('/top/');
    const { apps } = await prefetched(page);
    expect(apps).toHaveLength(1);
    expect(apps).not.toContain('mfe_top');
  });
});

test('a proxy-set x-city header chooses the header city before the cookie (spec §3)', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'City_id', value: '1', url: baseURL! }]);
  await page.setExtraHTTPHeaders({ 'x-city': encodeURIComponent('Казань') });
  await page.goto('/how/');
  await expect(new Header(page).citySelector.first()).toContainText('Казань');
});

// Spec details only a browser shows: links prefetch their section within 200 px of the
// viewport (spec §9 Link prefetch margin; shared/src/link-prefetch.ts → shell/src/section-prefetch.ts)
// and the header city from an x-city request header a proxy sets (spec §3).
import { test, expect } from '../fixtures/index.ts';
import { Header } from '../pages/header.ts';

test.describe('desktop 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a section link on screen gets its section's files prefetched, never run; the click then finds them", async ({ page }) => {
    await page.goto('/how/');
    // The header's «Где сдать кровь» is on screen: after load and an idle moment, mfe_stations'
    // remoteEntry and first chunks are hinted as prefetch.
    const hints = page.locator('head link[rel="prefetch"][href^="/mfe/mfe_stations/"]');
    await expect(hints.first()).toBeAttached({ timeout: 15_000 });
    const hrefs = await hints.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs).toContain('/mfe/mfe_stations/remoteEntry.js');
    // Fetched, not executed: no federation container of the section on the page yet.
    expect(await page.evaluate(() => document.querySelectorAll('script[src^="/mfe/mfe_stations/"]').length)).toBe(0);

    await new Header(page).nav.getByRole('link', { name: 'Где сдать кровь' }).click();
    await expect(page.locator('#section-mfe_stations a[href^="/bloodstations/"]').first()).toBeVisible();
  });

  test('the section on screen is not prefetched again', async ({ page }) => {
    await page.goto('/top/');
    await expect(page.locator('head link[rel="prefetch"][href^="/mfe/mfe_stations/"]').first()).toBeAttached({ timeout: 15_000 });
    expect(await page.locator('head link[rel="prefetch"][href^="/mfe/mfe_top/"]').count()).toBe(0);
  });
});

test('a proxy-set x-city header chooses the header city before the cookie (spec §3)', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'City_id', value: '1', url: baseURL! }]);
  await page.setExtraHTTPHeaders({ 'x-city': encodeURIComponent('Казань') });
  await page.goto('/how/');
  await expect(new Header(page).citySelector.first()).toContainText('Казань');
});

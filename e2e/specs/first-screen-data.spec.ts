// A first paint with the page's data (docs/ARCHITECTURE.md «A first paint with the page's data"):
// the server draws the page's first screen — a station list's first stations, a request's facts —
// from the answers it primes the page with; the live page takes its place with the same element
// in the same spot and no layout shift inside <main>.
import type { Locator, Page } from '@playwright/test';
import { test, expect, PHONE } from '../fixtures/index.ts';
import { mainShifts, watchMainShifts } from '../pages/layout-shifts.ts';

interface DataPage {
  path: string;
  /** Signed in as: the cabinet's answers are the donor's (read only, so the demo donor will do). */
  who?: 'demo';
  app: string;
  /** The page's largest element on a phone (its Lighthouse LCP), the same in the picture and live. */
  lcp: (scope: Locator) => Locator;
  /** Its text, from the API; without it, the picture's text (the live page's must be the same). */
  text?: (page: Page) => Promise<string>;
  /** Something only the live page has. */
  live: (page: Page) => Locator;
}

const json = async (page: Page, path: string) => (await (await page.request.get(path)).json()) as Record<string, unknown>;

const PAGES: DataPage[] = [
  {
    path: '/bloodstations/',
    app: 'mfe_stations',
    lcp: (scope) => scope.locator('.st-item h2').first(),
    // The phone's map/list switch, or the desktop's filters column.
    live: (page) => page.getByRole('group', { name: 'Показать' }).or(page.getByRole('search', { name: 'Фильтры' })),
  },
  {
    path: '/recipient/1',
    app: 'mfe_helpme',
    lcp: (scope) => scope.locator('.hm-facts dd', { has: scope.page().locator('a[href^="/bloodstations/"]') }),
    text: async (page) => String(((await json(page, '/api/address_needs/1/')).blood_station as { title: string }).title),
    live: (page) => page.getByRole('button', { name: /Поделиться/ }),
  },
  {
    path: '/profile/',
    who: 'demo',
    app: 'mfe_profile',
    // «Когда можно сдать снова»: its reasons are the cabinet's largest text on a phone.
    lcp: (scope) => scope.locator('ul.cab-next'),
    // The tabs are buttons: only the live page has them.
    live: (page) => page.getByRole('tab', { name: 'Главное' }),
  },
];

for (const [device, use] of [['phone', PHONE], ['desktop', {}]] as const) {
  test.describe(device, () => {
    // Looks at the page before its code runs.
    test.use({ ...use, waitLive: false });
    for (const p of PAGES) {
      test(`${p.path}: the first screen comes with its data in the HTML; the live page puts the same element in the same spot`, async ({ page, loginAs }) => {
        if (p.who) await loginAs(page, p.who);
        await watchMainShifts(page);
        let release!: () => void;
        const held = new Promise<void>((resolve) => { release = resolve; });
        await page.route(`**/mfe/${p.app}/**/*.js`, async (route) => { await held; await route.continue(); });
        await page.goto(p.path);
        const picture = page.locator('#section-first-paint');
        const text = p.text ? await p.text(page) : ((await p.lcp(picture).textContent()) ?? '');
        expect(text).not.toBe('');
        await expect(p.lcp(picture)).toContainText(text);
        const before = await p.lcp(picture).boundingBox();
        release();
        await expect(p.live(page)).toBeVisible({ timeout: 15_000 });
        await expect(picture).toHaveCount(0);
        const main = page.locator('#app-main');
        await expect(p.lcp(main)).toContainText(text);
        expect(await p.lcp(main).boundingBox()).toEqual(before);
        expect(await mainShifts(page)).toEqual([]);
      });
    }
  });
}

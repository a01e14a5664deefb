// A section page's first paint (docs/ARCHITECTURE.md «A section page's first paint»): the page's
// title and intro arrive in the HTML, drawn by the section's build; the live page takes their
// place in the same frame — one h1, in the same spot, no layout shift inside <main>.
import type { Page } from '@playwright/test';
import { test, expect, PHONE } from '../fixtures/index.ts';
import { mainShifts, watchMainShifts } from '../pages/layout-shifts.ts';

/** `title`, or for a page about one record `titleOf`: the API answer whose `title` is its h1. */
type FirstPaintPage = { path: string; app: string; title?: string; titleOf?: string; intro?: RegExp; live: RegExp };
const PAGES: FirstPaintPage[] = [
  { path: '/top/', app: 'mfe_top', title: 'Топ доноров', intro: /^Кто чаще всех сдаёт кровь/, live: /^В рейтинге \d/ },
  { path: '/bloodstations/', app: 'mfe_stations', title: 'Где сдать кровь', intro: /^Станции и отделения переливания крови/, live: /^Найден[оа] \d/ },
  { path: '/helpme/', app: 'mfe_helpme', title: 'Найти донора для пациента', intro: /^Если близкому человеку нужна донорская кровь/, live: /^Фамилия пациента и дата рождения публично не показываются/ },
  { path: '/donate/', app: 'mfe_donate', title: 'Помочь проекту', intro: /^Донор Рядом бесплатен для доноров и пациентов/, live: /^Благотворительный магазин$/ },
  // A page about one record: its title is the demo seed's, filled in by the host (shared/src/first-screen.ts).
  { path: '/bloodstations/moscow-1', app: 'mfe_stations', titleOf: '/api/blood_stations/moscow-1/', live: /Войдите, чтобы добавить станцию в избранное$/ },
];

test.describe('phone', () => {
  // Looks at the page before its code runs.
  test.use({ ...PHONE, waitLive: false });
  for (const p of PAGES) {
    test(`${p.path}: the title and intro come in the HTML; the live page takes their place without a shift`, async ({ page }) => {
      await watchMainShifts(page);
      // The section's code waits until the first paint has been looked at.
      let release!: () => void;
      const held = new Promise<void>((resolve) => { release = resolve; });
      await page.route(`**/mfe/${p.app}/**/*.js`, async (route) => { await held; await route.continue(); });
      const title = p.title ?? String(((await (await page.request.get(p.titleOf!)).json()) as { title: string }).title);
      await page.goto(p.path);
      const firstPaint = page.locator('#section-first-paint');
      await expect(firstPaint.getByRole('heading', { level: 1, name: title })).toBeVisible();
      if (p.intro) await expect(firstPaint.getByText(p.intro)).toBeVisible();
      const before = await page.getByRole('heading', { level: 1 }).boundingBox();
      release();
      await expect(page.locator('#app-main').getByText(p.live).first()).toBeVisible({ timeout: 15_000 });
      await expect(firstPaint).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(before);
      expect(await mainShifts(page)).toEqual([]);
    });
  }

  test('a section that cannot load: the fallback screen replaces the first paint', async ({ page }) => {
    await page.route('**/mfe/mfe_top/**/*.js', (route) => route.abort());
    await page.goto('/top/');
    await expect(page.getByText('Раздел сейчас недоступен')).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('#section-first-paint')).toHaveCount(0);
  });
});

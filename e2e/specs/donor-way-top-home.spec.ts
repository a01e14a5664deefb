// The donor's way, on a phone: the ranking opens on the visitor's city and says so, with a
// «Вся Россия» switch (api/src/features/top/README.md «The area of /top/»), the server's first
// screen being that same ranking; the home page's «Где нужна кровь» puts the donor's group
// first, fresh needs before stale ones, cuts shared name heads and dates stale data
// (docs/home.md «Где нужна кровь»).
import type { Page } from '@playwright/test';
import { test, expect, PHONE } from '../fixtures/index.ts';
import { TopPage } from '../pages/top.ts';

test.use(PHONE);

const MOSCOW = 1;
const inMoscow = async (page: Page, baseURL: string) => {
  const { hostname } = new URL(baseURL);
  await page.context().addCookies([
    { name: 'City_id', value: String(MOSCOW), domain: hostname, path: '/' },
    { name: 'City', value: 'Moscow', domain: hostname, path: '/' },
  ]);
};

test('/top/ opens on the visitor’s city, says so, and switches to the whole country', async ({ page, baseURL }) => {
  await inMoscow(page, baseURL!);
  const asked: string[] = [];
  page.on('request', (r) => { if (r.url().includes('/api/users_top/')) asked.push(new URL(r.url()).search); });
  const top = new TopPage(page);
  await top.goto();
  await top.loaded();
  const area = top.main.getByTestId('top-area');
  const sw = top.main.getByRole('group', { name: 'Где считать рейтинг' });
  await expect(area).toHaveText('Рейтинг: Москва');
  await expect(sw.getByRole('button', { name: 'Москва' })).toHaveAttribute('aria-pressed', 'true');
  await expect(sw.getByRole('button', { name: 'Вся Россия' })).toHaveAttribute('aria-pressed', 'false');
  // The host embedded Moscow's ranking: the section asked nothing, and every row is a Moscow donor.
  expect(asked).toEqual([]);
  const cities = await top.rows.locator('.top-row__city').allTextContents();
  expect(cities.length).toBeGreaterThan(0);
  for (const c of cities) expect(c).toContain('Москва');
  await expect(top.badge).toHaveCount(0); // the area is not a filter

  const box = await sw.getByRole('button', { name: 'Вся Россия' }).boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await sw.getByRole('button', { name: 'Вся Россия' }).click();
  await expect(page).toHaveURL('/top/?city=0');
  await expect(area).toHaveText('Рейтинг: вся Россия');
  await expect(sw.getByRole('button', { name: 'Вся Россия' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await top.rows.locator('.top-row__city').allTextContents()).some((c) => !c.includes('Москва'))).toBe(true);
  expect(asked).toEqual(['']); // the whole country is the bare request (one cache entry for all)

  // Reload: the server renders the whole country too, and says so.
  await page.reload();
  await top.loaded();
  await expect(area).toHaveText('Рейтинг: вся Россия');
  expect(asked).toEqual(['']);

  // A filter keeps the area; Reset returns to the city and closes the dialog.
  await top.openFilters();
  await top.choice('Группа крови', 'A(II) Rh+').check();
  await top.apply();
  await expect(page).toHaveURL('/top/?city=0&blood_group=a_plus');
  await top.openFilters();
  await top.filters.getByRole('button', { name: 'Сбросить' }).click();
  await expect(top.filters).toHaveCount(0);
  await expect(page).toHaveURL('/top/');
  await expect(area).toHaveText('Рейтинг: Москва');
});

test('«Где нужна кровь»: the donor’s group first, stale data dated, names by the part that tells them apart', async ({ page, baseURL }) => {
  await inMoscow(page, baseURL!);
  // The donor picked their group in the station finder (this browser's choice).
  await page.addInitScript(() => localStorage.setItem('donor:blood-group', JSON.stringify({ group: 'a_plus', kell: null })));
  const day = 86_400_000;
  const needs = (need: string[]) => Object.fromEntries(['o_plus', 'o_minus', 'a_plus', 'a_minus', 'b_plus', 'b_minus', 'ab_plus', 'ab_minus', 'kell'].map((k) => [k, need.includes(k) ? 'need' : 'enough']));
  const row = (id: number, title: string, need: string[], updated: Date | null) => ({
    id, slug: `e2e-${id}`, title, address: 'Москва', city: { id: MOSCOW, title: 'Москва' }, lat: 55.75, lng: 37.6, phone: null, site: null,
    working_hours: '', closed: false, blood_needs: needs(need), needs_updated_at: updated?.toISOString() ?? null, open_now: true, has_events: false,
  });
  const stale = new Date(Date.now() - 20 * day);
  const results = [
    row(1, 'Отделение переливания крови ГКБ №1', ['o_plus', 'b_plus'], new Date()),
    row(2, 'Отделение переливания крови ГКБ №52', ['a_plus'], stale),
    row(3, 'Отделение переливания крови ГКБ им. Н. И. Пирогова', ['a_plus', 'o_minus'], new Date(Date.now() - day)),
  ];
  await page.route('**/api/blood_stations/?*', (route) => route.fulfill({ json: { count: 3, num_pages: 1, next: null, previous: null, results } }));
  await page.goto('/');
  const block = page.locator('#home-station-needs');
  // The block's placeholder is replaced by the live block when its section arrives: a scroll
  // that lands on the placeholder as it goes is tried again on the new node.
  await expect(async () => block.scrollIntoViewIfNeeded({ timeout: 1_000 })).toPass();
  await expect(block.getByTestId('home-needs-mine')).toHaveText('Ваша группа A(II) Rh+ нужна на 2 станциях');
  await expect(block.getByRole('list', { name: 'Нужные группы крови' }).getByRole('listitem').first()).toContainText('A(II) Rh+');
  const items = block.getByRole('list', { name: 'Станции, которым нужна кровь' }).getByRole('listitem');
  await expect(items.getByRole('link')).toHaveText(['ГКБ им. Н. И. Пирогова', 'ГКБ №52', 'ГКБ №1']);
  await expect(items.nth(0).getByRole('link')).toHaveAttribute('title', 'Отделение переливания крови ГКБ им. Н. И. Пирогова');
  await expect(items.nth(0)).toContainText('A(II) Rh+ (ваша)');
  const year = (d: Date) => new Intl.DateTimeFormat('en-CA', { year: 'numeric', timeZone: 'Europe/Moscow' }).format(d);
  const withYear = year(stale) !== year(new Date()) ? { year: 'numeric' as const } : {};
  const date = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: 'Europe/Moscow', ...withYear }).format(stale);
  await expect(items.nth(1)).toContainText(`Данные на ${date}`);
  await expect(items.nth(0)).not.toContainText('Данные на');
  await expect(items.nth(2)).not.toContainText('Данные на');
});

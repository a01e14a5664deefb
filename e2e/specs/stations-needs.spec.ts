// Needs at a glance and a station page that helps decide (spec §2 blood stations screen, station
// page; §3 need per type), on a phone: the donor sets their group once, sees it highlighted and
// the stations that need it first, on the list and on a station page, and a reload keeps it;
// «Записаться» on a station with events goes to its next event with a free slot; axe is clean.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, PHONE } from '../fixtures/index.ts';
import { seriousAxeViolations, WCAG_AA } from '../pages/axe.ts';

const GROUPS = ['o_plus', 'o_minus', 'a_plus', 'a_minus', 'b_plus', 'b_minus', 'ab_plus', 'ab_minus'] as const;
type Group = (typeof GROUPS)[number];
interface Station { id: number; slug: string; title: string; blood_needs: Record<string, string> }
interface Slot { starts_at: string; free: number }
interface Ev { id: number; time_slots: Slot[]; blood_station: { id: number; slug: string } | null }

test.use(PHONE);

async function axe(page: Page) {
  expect(await seriousAxeViolations(page, { tags: WCAG_AA, include: '#app-main' })).toEqual([]);
}

/** A group some Moscow station of the first page needs, though the first station does not. */
async function groupToTry(request: APIRequestContext): Promise<{ group: Group; first: Station }> {
  const { results } = (await (await request.get('/api/blood_stations/?closed=false&city_id=1&page=1&page_size=25')).json()) as { results: Station[] };
  const group = GROUPS.find((g) => results[0]!.blood_needs[g] !== 'need' && results.some((s) => s.blood_needs[g] === 'need'));
  expect(group, 'the seed has a group needed further down the Moscow list').toBeTruthy();
  return { group: group!, first: results[0]! };
}

test('set the blood group once: highlighted and sorted first on the list and a station page, kept on reload', async ({ page, request }) => {
  const { group, first } = await groupToTry(request);
  await page.goto('/bloodstations/?city=1');
  const items = page.locator('.st-item');
  await expect(items.first()).toBeVisible();
  await expect(items.first().getByRole('link').first()).toHaveText(first.title);
  // Nine «?» chips are gone: the unknowns fold into one line, with the date of the update.
  await expect(items.first().locator('.st-need--unknown')).toHaveCount(0);
  await expect(items.first()).toContainText(/нет данных по \d+ групп|обновлено|дата обновления неизвестна/);

  await page.getByRole('combobox', { name: 'Ваша группа крови' }).first().selectOption(group);
  await expect(items.first().locator('.st-need--mine.st-need--need')).toBeVisible();
  await expect(items.first()).toContainText('Нужна ваша группа');
  // every card marks the donor's group wherever it falls
  for (const item of (await items.all()).slice(0, 5)) await expect(item.locator('.st-need--mine')).toHaveCount(1);
  await axe(page);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Ваша группа крови' }).first()).toHaveValue(group);
  await expect(items.first().locator('.st-need--mine.st-need--need')).toBeVisible();

  const title = (await items.first().getByRole('link').first().textContent())!;
  await items.first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const station = page.locator('.st-station');
  await expect(station.getByText('Нужна ваша группа')).toBeVisible();
  await expect(station.locator('.st-need--mine.st-need--need')).toBeVisible();
  await page.reload();
  await expect(station.locator('.st-need--mine.st-need--need')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Ваша группа крови' })).toHaveValue(group);
  // The deciding blocks: hours with closed days, routes, what to bring.
  await expect(station.getByRole('heading', { name: 'Построить маршрут' })).toBeVisible();
  await expect(station.getByRole('link', { name: /Яндекс Карты/ })).toHaveAttribute('href', /^https:\/\/yandex\.ru\/maps\/\?rtext=~[\d.]+,[\d.]+&rtt=auto$/);
  await expect(station.getByRole('link', { name: /2ГИС/ })).toHaveAttribute('href', /^https:\/\/2gis\.ru\/routeSearch\/rsType\/car\/to\/[\d.]+,[\d.]+$/);
  await expect(station.getByRole('heading', { name: 'Что взять с собой' })).toBeVisible();
  await axe(page);
});

test('«Записаться» on a station with events goes to its next event with a free slot', async ({ page, request }) => {
  const { results } = (await (await request.get('/api/events/?city_id=1&page_size=100')).json()) as { results: Ev[] };
  const bookable = (e: Ev) => e.time_slots.some((t) => t.free > 0 && Date.parse(t.starts_at) > Date.now() + 60_000);
  const some = results.find((e) => e.blood_station && bookable(e));
  expect(some, 'the seed has a bookable Moscow event at a station').toBeTruthy();
  const st = some!.blood_station!;
  const own = (await (await request.get(`/api/events/?by_blood_station=${st.id}`)).json()) as { results: Ev[] };
  const next = own.results.find(bookable)!;
  await page.goto(`/bloodstations/${st.slug}/`);
  await page.locator('#st-book').getByRole('link', { name: 'Записаться' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${next.id}/?$`));
});

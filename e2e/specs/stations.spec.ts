// Stations section in the browser: find a station by filters on desktop and on
// a 390 px phone (map ↔ list), open it, join / change / leave an event slot with .ics, the
// favourite toggle persists, anonymous join → login → back, failed event → /404/, axe.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, PHONE } from '../fixtures/index.ts';
import { seriousAxeViolations, WCAG_AA } from '../pages/axe.ts';
import { formatDate } from '../../shared/src/i18n.ts';
import { LoginPage } from '../pages/login.ts';

interface Slot { id: number; date: string; starts_at: string; free: number }
interface Ev { id: number; time_slots: Slot[]; user_status: { joined: boolean } | null; blood_station: { slug: string } | null }

/** An upcoming Moscow event that `token`'s user has not joined, and one of its dates with ≥ 2 free
 *  slots more than an hour away: an earlier date may have only one left (CI runs at any hour). */
async function openEvent(request: APIRequestContext, token?: string): Promise<{ ev: Ev; date: string }> {
  const res = await request.get('/api/events/?city_id=1&page_size=100', token ? { headers: { authorization: `Token ${token}` } } : {});
  const { results } = (await res.json()) as { results: Ev[] };
  for (const ev of results) {
    if (ev.user_status?.joined) continue;
    const open = ev.time_slots.filter((s) => Date.parse(s.starts_at) > Date.now() + 3_600_000 && s.free > 0);
    const date = open.map((s) => s.date).find((d) => open.filter((s) => s.date === d).length >= 2);
    if (date) return { ev, date };
  }
  throw new Error('the seed has no open upcoming event in Moscow with two free slots on one date');
}

async function axe(page: Page) {
  expect(await seriousAxeViolations(page, { tags: WCAG_AA, include: '#app-main' })).toEqual([]);
}

/** Checks `date`, then its first free time (while changing, the booked time is disabled, so this
 *  is another one). */
const chooseSlot = async (page: Page, date: string) => {
  const join = page.getByRole('region', { name: 'Запись на акцию' });
  await join.getByRole('group', { name: 'Выберите дату' }).getByRole('radio', { name: formatDate(date), exact: true }).check();
  await join.getByRole('group', { name: `Время на ${formatDate(date)}` }).getByRole('radio', { disabled: false }).first().check();
  return join;
};

test('desktop: find a Moscow station that needs O− and open it', async ({ page }) => {
  await page.goto('/bloodstations/?city=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Где сдать кровь' })).toBeVisible();
  await expect(page.locator('.st-item').first()).toBeVisible();
  const filters = page.getByRole('search', { name: 'Фильтры' });
  // One 8-chip blood-type control writes both spec fields, blood_group and rh.
  await filters.getByRole('group', { name: 'Группа крови и резус' }).getByRole('button', { name: 'O− (O(I) Rh−)' }).click();
  await expect(page).toHaveURL(/[?&]group=o&rh=minus/);
  await expect(filters.getByText('3 фильтра')).toBeVisible(); // city, group, Rh
  const items = page.locator('.st-item');
  await expect(items.first()).toBeVisible();
  for (const item of await items.all()) await expect(item.locator('.st-need--need', { hasText: 'O(I) Rh−' })).toBeAttached();
  // The link reproduces the view.
  await page.reload();
  await expect(filters.getByRole('button', { name: 'O− (O(I) Rh−)' })).toHaveAttribute('aria-pressed', 'true');
  // The map shows markers even without a tile server.
  await expect(page.getByRole('region', { name: 'Карта станций' })).toBeVisible();
  await expect(page.locator('.st-pin, .st-cluster').first()).toBeVisible();
  const title = (await items.first().getByRole('link').first().textContent())!;
  await items.first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('.st-station .st-need--need', { hasText: 'O(I) Rh−' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ближайшие акции' })).toBeVisible();
  // Navigation marks any /bloodstation path as active (spec §2).
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Где сдать кровь' }).first()).toHaveAttribute('aria-current', 'page');
});

test.describe('phone', () => {
  test.use(PHONE);
  test('switches map ↔ list, filters in a sheet, opens a station', async ({ page }) => {
    await page.goto('/bloodstations/?city=1&group=o&rh=minus');
    const views = page.getByRole('group', { name: 'Показать' });
    await expect(views.getByRole('button', { name: 'Список' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.st-item').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Карта станций' })).toHaveCount(0); // Leaflet not loaded yet
    await views.getByRole('button', { name: 'Карта' }).click();
    await expect(page).toHaveURL(/view=map/);
    await expect(page.getByRole('region', { name: 'Карта станций' })).toBeVisible();
    await expect(page.locator('.st-item')).toHaveCount(0);
    const box = await views.getByRole('button', { name: 'Список' }).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await views.getByRole('button', { name: 'Список' }).click();
    await page.getByRole('button', { name: /^Фильтры/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Фильтры' });
    await expect(sheet.getByText('3 фильтра')).toBeVisible(); // city, group, Rh
    // Keyboard, not a tap: the shell's header is wider than 390 px today (the page is 437 px
    // wide, so the phone zooms out) and taps inside a scrolled sheet land off target.
    await sheet.getByRole('button', { name: 'Показать станции' }).press('Enter');
    await expect(sheet).toHaveCount(0);
    await page.locator('.st-item').first().getByRole('link').first().click();
    await expect(page.getByRole('list', { name: 'Потребность в крови по группам' })).toBeVisible();
  });
});

// The writing tests below each take a donor of their own (fixtures `donor`): a booking left behind
// by a slow run of one cannot change what another one finds.
test('join a slot as a donor of its own, download .ics, change the slot, leave', async ({ page, loginAs, request, donor }) => {
  const token = await loginAs(page, donor);
  const { ev, date } = await openEvent(request, token);
  await page.goto(`/events/${ev.id}/`);
  let join = await chooseSlot(page, date);
  await join.getByRole('button', { name: 'Записаться' }).click();
  await expect(join.getByText(/^✓ Вы записаны:/)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), join.getByRole('button', { name: /календарь/ }).click()]);
  expect(download.suggestedFilename()).toBe(`donor-event-${ev.id}.ics`);
  const ics = readFileSync((await download.path())!, 'utf8');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain('BEGIN:VEVENT');
  const first = (await join.getByText(/^✓ Вы записаны:/).textContent())!;
  // One request swaps the slot (the old one is kept until the new one is confirmed, booking.spec.ts).
  await join.getByRole('button', { name: 'Выбрать другое время' }).click();
  join = await chooseSlot(page, date);
  await join.getByRole('button', { name: 'Подтвердить новое время' }).click();
  await expect(join.getByText(/^✓ Вы записаны:/)).not.toHaveText(first);
  await join.getByRole('button', { name: 'Отменить запись' }).click();
  await page.getByRole('dialog', { name: 'Отменить запись?' }).getByRole('button', { name: 'Да, отменить' }).click();
  await expect(join.getByRole('button', { name: 'Записаться' })).toBeVisible();
  const after = (await (await request.get(`/api/events/${ev.id}/`, { headers: { authorization: `Token ${token}` } })).json()) as Ev;
  expect(after.user_status?.joined).toBe(false);
});

test('the favourite toggle persists', async ({ page, loginAs, donor }) => {
  await loginAs(page, donor);
  await page.goto('/bloodstations/moscow-3/');
  const star = page.getByRole('button', { name: /В избранное|В избранном/ });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(star).toHaveAttribute('aria-pressed', 'false');
});

test('an anonymous join goes to login and comes back', async ({ page, request, donor }) => {
  const { ev, date } = await openEvent(request);
  await page.goto(`/events/${ev.id}/`);
  await chooseSlot(page, date);
  await page.getByRole('button', { name: 'Войдите, чтобы записаться' }).click();
  await expect(page).toHaveURL(new RegExp(`/login/\\?next=%2Fevents%2F${ev.id}%2F$`));
  const login = new LoginPage(page);
  await login.logIn(donor.email, donor.password);
  await expect(page).toHaveURL(new RegExp(`/events/${ev.id}/$`));
  await expect(page.getByRole('button', { name: 'Записаться' })).toBeVisible();
});

test('a failed event load lands on /404/', async ({ page }) => {
  await page.goto('/events/999999/');
  await expect(page).toHaveURL(/\/404\/$/);
  // A page opened from the address bar comes with its event (the host's first-screen request,
  // shared/src/first-screen.ts); an in-app visit asks the browser's own request, which fails here
  // (after the query layer's retries of a network failure: 1 + 2 + 4 s).
  await page.goto('/events/');
  await page.route('**/api/events/1/**', (route) => route.abort());
  await page.evaluate(() => history.pushState(null, '', '/events/1/'));
  await expect(page).toHaveURL(/\/404\/$/, { timeout: 15_000 });
});

test('axe: no serious or critical violations on /bloodstations/ and a station page', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/bloodstations/?city=1');
  await expect(page.locator('.st-item').first()).toBeVisible();
  await expect(page.locator('.st-pin, .st-cluster').first()).toBeVisible();
  await axe(page);
  await page.goto('/bloodstations/moscow-1/');
  await expect(page.getByRole('heading', { name: 'Лучшие доноры станции' })).toBeVisible();
  await expect(page.locator('.st-top').first()).toBeVisible();
  await axe(page);
});

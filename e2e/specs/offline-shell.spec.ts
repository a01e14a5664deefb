// An app shell offline (docs/ARCHITECTURE.md §2.5 «Service worker»): a donor on a phone visits
// the pages they need at the station once, online; in the basement, with the network off, each
// of them reloads into the app shell with what was kept — the station list, a station, an
// event, the cabinet's next possible dates and «Мои записи» with the check-in code. A page never
// visited still opens the app shell, not the browser's error page.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect, tokenCookie, PHONE } from '../fixtures/index.ts';
import { registerDonor, type Donor } from '../pages/cabinet.ts';

// The suite blocks service workers (playwright.config.ts); this spec is about one.
test.use({ ...PHONE, serviceWorkers: 'allow' });

interface Slot { id: number; starts_at: string; free: number }
interface Ev { id: number; title: string; time_slots: Slot[] }

/** A booking of a future slot at moscow-1: the donor's check-in code. */
async function book(request: APIRequestContext, donor: Donor): Promise<{ event: Ev; code: string }> {
  const station = (await (await request.get('/api/blood_stations/moscow-1/')).json()) as { id: number };
  const events = ((await (await request.get(`/api/events/?by_blood_station=${station.id}&by_date=future&page_size=50`)).json()) as { results: Ev[] }).results;
  for (const event of events) {
    const slot = event.time_slots.find((s) => s.free > 0 && Date.parse(s.starts_at) > Date.now() + 3_600_000);
    if (!slot) continue;
    const joined = await request.post('/api/joined_users/', { headers: { authorization: `Token ${donor.token}` }, data: { event_id: event.id, timeslot_id: slot.id } });
    expect(joined.status(), await joined.text()).toBe(201);
    return { event, code: ((await joined.json()) as { code: string }).code };
  }
  throw new Error('the seed has no future event with a free place at moscow-1');
}

/** Waits until the worker controls the page (it claims its clients once its precache is in). */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 }).toBe(true);
}

test('six routes reload offline into the app shell with the kept content', async ({ page, context, request, baseURL }) => {
  test.setTimeout(120_000);
  const donor = await registerDonor(request, 'Подвал');
  const { event, code } = await book(request, donor);
  const station = (await (await request.get('/api/blood_stations/moscow-1/')).json()) as { title: string };
  await context.addCookies([tokenCookie(donor.token, baseURL!)]);

  const main = page.getByRole('main');
  // `kept`: where the kit marks kept data with «Данные на HH:MM» (ui/cached-at.tsx): the station
  // list and page, the cabinet's next dates and «Мои записи».
  const routes: Array<{ path: string; shows: () => Promise<void>; kept?: () => Locator }> = [
    { path: '/', shows: () => expect(main.getByRole('heading', { level: 1 })).toBeVisible() },
    { path: '/bloodstations/', shows: async () => {
      await expect(main.getByRole('heading', { level: 1, name: 'Где сдать кровь' })).toBeVisible();
      await expect(main.locator('a[href^="/bloodstations/"]').first()).toBeVisible();
    }, kept: () => main },
    { path: '/bloodstations/moscow-1', shows: () => expect(main.getByRole('heading', { level: 1, name: station.title })).toBeVisible(), kept: () => main },
    { path: `/events/${event.id}/`, shows: () => expect(main.getByText(event.title).first()).toBeVisible() },
    { path: '/profile/', shows: () => expect(main.getByRole('heading', { level: 2, name: 'Когда можно сдать снова' })).toBeVisible(), kept: () => main.locator('section[aria-labelledby="cab-next"]') },
    { path: '/profile/?tab=main', shows: () => expect(main.getByRole('region', { name: 'Мои записи' }).getByText(code, { exact: true })).toBeVisible(), kept: () => main.getByRole('region', { name: 'Мои записи' }) },
  ];

  // One online visit: the worker installs, then each page and its data pass through it.
  await page.goto('/');
  await controlled(page);
  for (const route of routes) {
    await page.goto(route.path);
    await route.shows();
    await page.waitForLoadState('networkidle');
  }

  await context.setOffline(true);
  // Chromium's emulation leaves navigator.onLine true in a document loaded while offline (a phone
  // without a network says false): telling the page's own session again puts it right.
  const cdp = await context.newCDPSession(page);
  const offline = (on: boolean) => cdp.send('Network.emulateNetworkConditions', { offline: on, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  try {
    for (const route of routes) {
      await page.goto(route.path);
      await offline(true);
      await expect(page.locator('#app-header header')).toBeVisible();
      await route.shows();
      // Offline is named as offline, and kept data says when it was kept.
      await expect(page.locator('.lay-offline[role="status"]'), route.path).toHaveText('Нет подключения к интернету');
      if (route.kept) await expect(route.kept().locator('.ui-cached-at').first(), route.path).toHaveText(/^Данные на \d{2}:\d{2}$/);
    }
    // Never visited: the app shell all the same (the station page's own data was never kept).
    await page.goto('/how/');
    await expect(page.locator('#app-header header')).toBeVisible();
  } finally {
    await offline(false);
    await context.setOffline(false);
  }
});

test('the kept answers are marked with the time they were stored and belong to one donor', async ({ page, context, request, baseURL }) => {
  test.setTimeout(60_000);
  const donor = await registerDonor(request, 'Отметка');
  await context.addCookies([tokenCookie(donor.token, baseURL!)]);
  await page.goto('/profile/');
  await controlled(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Когда можно сдать снова' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const ask = (auth: string) => page.evaluate(async (authorization) => {
    const res = await fetch('/api/profile/eligibility/', { headers: { accept: 'application/json', authorization } });
    return { status: res.status, cachedAt: res.headers.get('x-cached-at') };
  }, auth);
  // Online: the live answer, unmarked.
  expect((await ask(`Token ${donor.token}`)).cachedAt).toBeNull();
  await context.setOffline(true);
  try {
    const kept = await ask(`Token ${donor.token}`);
    expect(kept.status).toBe(200);
    expect(Date.parse(kept.cachedAt ?? '')).toBeGreaterThan(Date.now() - 120_000);
    // Another token on the same device never gets this donor's answer.
    const other = await page.evaluate(() => fetch('/api/profile/eligibility/', { headers: { accept: 'application/json', authorization: 'Token someone-else' } }).then((r) => r.status, () => 'network error'));
    expect(other).toBe('network error');
  } finally {
    await context.setOffline(false);
  }
});

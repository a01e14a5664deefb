// Works in a basement, on a phone (docs/ARCHITECTURE.md §2.5 «Offline»): going offline and
// tapping «Записаться» keeps the chosen slot and says «Нет связи — не отправлено»; when the
// network returns the booking is sent again with the same Idempotency-Key and exactly one exists;
// the offline strip comes and goes; a section not loaded yet says it is offline and loads by
// itself when the network returns; with the API 3 s slow, skeletons show at once and a page with
// content never blanks. Service workers are blocked here: this is the page's own behaviour (the
// service worker's offline answers have their own spec).
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, tokenCookie, apiToken, PHONE } from '../fixtures/index.ts';
import { registerDonor, ruDay, type Donor } from '../pages/cabinet.ts';

test.use({ ...PHONE, serviceWorkers: 'block' });
test.describe.configure({ mode: 'serial' });

interface Slot { id: number; date: string; start_time: string; starts_at: string; free: number }
interface Ev { id: number; time_slots: Slot[]; user_status: { joined: boolean } | null }

const DAY = 86_400_000;
const OFFLINE = 'Нет подключения к интернету';
const dayText = (date: string) => ruDay(new Date(`${date}T09:00:00Z`));

let donor: Donor;
let event: Ev;
let slot: Slot;

/** A Moscow event with a free slot two+ days ahead that this donor has not joined. */
async function pickEvent(request: APIRequestContext): Promise<void> {
  const manager = await apiToken(request, 'manager');
  const res = await request.get('/api/events/?city_id=1&by_date=future&page_size=100', { headers: { authorization: `Token ${manager}` } });
  for (const e of ((await res.json()) as { results: Ev[] }).results) {
    const free = e.time_slots.find((s) => Date.parse(s.starts_at) > Date.now() + 2 * DAY && s.free > 1);
    if (free) {
      [event, slot] = [e, free];
      return;
    }
  }
  throw new Error('the seed has no Moscow event with a free slot');
}

const banner = (page: Page) => page.locator('.lay-offline[role="status"]');

test.beforeAll(async ({ request }) => {
  donor = await registerDonor(request, 'Подвал');
  await pickEvent(request);
});

test('offline «Записаться» keeps the slot and says so; back online, exactly one booking exists', async ({ page, baseURL }) => {
  await page.context().addCookies([tokenCookie(donor.token, baseURL!)]);
  await page.goto(`/events/${event.id}/`);
  await page.getByRole('radio', { name: dayText(slot.date) }).check();
  await page.getByRole('radio', { name: new RegExp(`^${slot.start_time}`) }).check();
  await expect(banner(page)).toHaveText('');

  await page.context().setOffline(true);
  await expect(banner(page)).toHaveText(OFFLINE);
  await page.getByRole('button', { name: 'Записаться' }).click();
  await expect(page.getByText('Нет связи — не отправлено')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Повторить' })).toBeVisible();
  // The page stays, with the slot still chosen — no spinner in its place. Nothing on it runs on a
  // timer while offline (the keyed retry waits for the browser's `online` event,
  // shared/src/ui/unsent-retry.tsx), so the state right after the alert is the state it keeps.
  await expect(page.getByRole('radio', { name: new RegExp(`^${slot.start_time}`) })).toBeChecked();
  await expect(page.locator('#ev-title')).toBeVisible();

  await page.context().setOffline(false);
  await expect(banner(page)).toHaveText('');
  // Sent again by itself (the join is keyed); «Повторить» if it is still there.
  const retry = page.getByRole('button', { name: 'Повторить' });
  if (await retry.isVisible().catch(() => false)) await retry.click().catch(() => {});
  await expect(page.getByText(new RegExp(`Вы записаны: ${dayText(slot.date)}, ${slot.start_time}`))).toBeVisible({ timeout: 15_000 });

  const mine = await page.request.get('/api/profile/bookings/?page_size=100', { headers: { authorization: `Token ${donor.token}` } });
  const rows = ((await mine.json()) as { results: { event: { id: number } }[] }).results.filter((b) => b.event.id === event.id);
  expect(rows).toHaveLength(1);
});

test('a section not loaded yet says it is offline, and loads by itself when the network returns', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('load');
  await page.context().setOffline(true);
  await expect(banner(page)).toHaveText(OFFLINE);
  // An in-app navigation to «Топ доноров», whose files were never fetched (its link is in the closed menu).
  await page.evaluate(() => {
    window.history.pushState(null, '', '/top/');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByText('Нет подключения к интернету. Раздел загрузится, когда связь вернётся.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('напишите в поддержку')).toHaveCount(0);

  await page.context().setOffline(false);
  await expect(page.getByText('Раздел загрузится, когда связь вернётся.')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('#section-mfe_top h1')).toBeVisible({ timeout: 15_000 });
  await expect(banner(page)).toHaveText('');
});

test('with the API 3 s slow, skeletons show at once and a page with content never blanks', async ({ page }) => {
  // The page's clock runs as usual; it is moved on once, on purpose, past the dedupe time below.
  await page.clock.install();
  await page.goto('/bloodstations/');
  const STATION_LINKS = '#section-mfe_stations a[href^="/bloodstations/"]:not([href="/bloodstations/"]):not([href*="?"])';
  const stationLinks = page.locator(STATION_LINKS);
  await expect(stationLinks.first()).toBeVisible();
  const stationHref = await stationLinks.first().getAttribute('href');
  await page.route('**/api/**', async (route) => {
    // The slow line under test: every answer 3 s late (a timer of the test's fake network, not a wait).
    await new Promise((r) => setTimeout(r, 3_000));
    await route.continue().catch(() => {});
  });
  // A page not in the cache: skeletons within a moment, the station after the slow answer.
  await page.evaluate((href) => {
    window.history.pushState(null, '', href);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, stationHref!);
  await expect(page.locator('.ui-skeletons').first()).toBeVisible({ timeout: 1_000 });
  await expect(page.locator('#station-title')).toBeVisible({ timeout: 15_000 });
  // Back to the list, past the dedupe time (shared/src/query.ts DEDUPE_MS, 4 s; the page's clock
  // is moved on rather than waited for): it is asked again slowly, and stays on screen meanwhile —
  // from the moment it is back until the slow answer has come, no change to the page removes it.
  await page.clock.fastForward(4_500);
  const askedAgain = page.waitForResponse((r) => /^\/api\/blood_stations\/(by_location\/)?$/.test(new URL(r.url()).pathname)); // the list (shared/src/stations-request.ts)
  await page.goBack();
  await expect(stationLinks.first()).toBeVisible({ timeout: 1_000 });
  await page.evaluate((selector) => {
    const w = window as unknown as { e2eBlanked: number };
    w.e2eBlanked = 0;
    new MutationObserver(() => { if (!document.querySelector(selector)) w.e2eBlanked += 1; }).observe(document.body, { childList: true, subtree: true });
  }, STATION_LINKS);
  await askedAgain;
  await expect(stationLinks.first()).toBeVisible({ timeout: 100 });
  expect(await page.evaluate(() => (window as unknown as { e2eBlanked: number }).e2eBlanked)).toBe(0);
});

// One booking click is ONE request to the API (docs/booking.md «Модель записи»;
// shared/src/booking/booking.store.ts): join, change and cancel on an event page, and join,
// change day and leave on a help-me request page, each send their write and nothing else — the
// write's answer (the new booking state) goes into the page's cache instead of asking for the
// event or request again, and the lists that show a booking are only marked stale.
// A donor of each test's own books (fixtures `donor`) and leaves at the end; the event's slots
// have 3+ free places, so none of them becomes another spec's «last place».
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, tokenCookie, PHONE } from '../fixtures/index.ts';
import { registerDonor, ruDay } from '../pages/cabinet.ts';
import { createNeed } from '../pages/helpme.ts';

test.use(PHONE);
// Each count waits for a quiet second before and after the click.
test.describe.configure({ timeout: 60_000 });

interface Slot { id: number; date: string; start_time: string; starts_at: string; free: number }
interface Ev { id: number; time_slots: Slot[]; user_status: { joined: boolean } | null }

const HOUR = 3_600_000;
const dayText = (date: string) => ruDay(new Date(`${date}T09:00:00Z`));

/** An upcoming Moscow event with two future slots of 3+ free places on different days. */
async function roomyEvent(request: APIRequestContext, token: string): Promise<{ event: Ev; a: Slot; b: Slot }> {
  const res = await request.get('/api/events/?city_id=1&by_date=future&page_size=100', { headers: { authorization: `Token ${token}` } });
  for (const event of ((await res.json()) as { results: Ev[] }).results) {
    if (event.user_status?.joined) continue;
    const roomy = event.time_slots.filter((s) => Date.parse(s.starts_at) > Date.now() + 2 * HOUR && s.free >= 3);
    const a = roomy[0];
    const b = roomy.find((s) => s.date !== a?.date);
    if (a && b) return { event, a, b };
  }
  throw new Error('the seed has no Moscow event with two roomy future slots on different days');
}

/**
 * Reads of blocks that load on their own schedule, not because of a click: the donation widget at
 * the foot lists this month's donors when it comes near the viewport, which on a slow machine
 * happened more than the quiet second after the page had settled.
 */
const ON_ITS_OWN = new Set(['/api/donaters-this-month/']);

/**
 * Every API request the page makes, as 'METHOD /path/'. `quiet()` waits until the page has asked
 * nothing for a second (first load, near-viewport slots), so a count starts from a still page.
 */
function apiLog(page: Page) {
  const log: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') && !ON_ITS_OWN.has(url.pathname)) log.push(`${r.method()} ${url.pathname}`);
  });
  return {
    log,
    /**
     * The blocks that load when near the viewport (the donation widget at the foot, ARCHITECTURE
     * §2.4) are loaded first — scrolled past — so a page that gets shorter after a click does not
     * bring their requests into the count.
     */
    async loadWholePage(): Promise<void> {
      await this.quiet();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await this.quiet();
      await page.evaluate(() => window.scrollTo(0, 0));
    },
    async quiet(): Promise<void> {
      let seen = -1;
      await expect.poll(() => { const still = log.length === seen; seen = log.length; return still; }, { intervals: [1_000], timeout: 20_000 }).toBe(true);
    },
    /** The requests made by `act` once the page it leads to is shown and quiet again. */
    async during(act: () => Promise<void>): Promise<string[]> {
      await this.quiet();
      const from = log.length;
      await act();
      await this.quiet();
      return log.slice(from);
    },
  };
}

test('an event page: join, change and cancel are one request each', async ({ page, request, baseURL, donor }) => {
  const token = donor.token;
  const { event, a, b } = await roomyEvent(request, token);
  await page.context().addCookies([tokenCookie(token, baseURL!)]);
  const api = apiLog(page);
  await page.goto(`/events/${event.id}/`);
  const join = page.getByRole('region', { name: 'Запись на акцию' });
  await expect(join).toBeVisible();
  await api.loadWholePage();
  const pick = async (s: Slot) => {
    await join.getByRole('radio', { name: dayText(s.date) }).check();
    await join.getByRole('radio', { name: new RegExp(`^${s.start_time}`) }).check();
  };
  await pick(a);

  expect(await api.during(async () => {
    await join.getByRole('button', { name: 'Записаться' }).click();
    await expect(join.getByText(`Вы записаны: ${dayText(a.date)}, ${a.start_time}`)).toBeVisible();
  })).toEqual(['POST /api/joined_users/']);

  // «Выбрать другое время» asks nothing; «Подтвердить новое время» is one PATCH.
  expect(await api.during(async () => {
    await join.getByRole('button', { name: 'Выбрать другое время' }).click();
    await pick(b);
    await join.getByRole('button', { name: 'Подтвердить новое время' }).click();
    await expect(join.getByText(`Вы записаны: ${dayText(b.date)}, ${b.start_time}`)).toBeVisible();
  })).toEqual([expect.stringMatching(/^PATCH \/api\/joined_users\/\d+\/$/)]);

  expect(await api.during(async () => {
    await join.getByRole('button', { name: 'Отменить запись' }).click();
    await page.getByRole('dialog', { name: 'Отменить запись?' }).getByRole('button', { name: 'Да, отменить' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Запись отменена' })).toBeVisible();
    await expect(join.getByRole('button', { name: 'Записаться' })).toBeVisible();
  })).toEqual([expect.stringMatching(/^DELETE \/api\/joined_users\/\d+\/$/)]);

  // What the page showed is the API's state.
  const after = (await (await request.get(`/api/events/${event.id}/`, { headers: { authorization: `Token ${token}` } })).json()) as Ev;
  expect(after.user_status?.joined).toBe(false);
});

test('a help-me request page: join, change day and leave are one request each', async ({ page, request, baseURL, donor }) => {
  const need = await createNeed(request, await registerDonor(request, 'Автор'), { first_name: 'Ольга' });
  await page.context().addCookies([tokenCookie(donor.token, baseURL!)]);
  const api = apiLog(page);
  await page.goto(`/recipient/${need.id}`);
  const join = page.getByRole('region', { name: 'Записаться' });
  const days = join.getByRole('radio');
  await expect(days).toHaveCount(4); // today … today + 3
  await api.loadWholePage();

  await days.nth(1).check();
  const second = (await days.nth(1).locator('..').textContent())!.trim();
  expect(await api.during(async () => {
    await join.getByRole('button', { name: 'Записаться', exact: true }).click();
    await expect(join.getByText(`Вы записаны на ${second}`)).toBeVisible();
    await expect(page.getByText('Записался 1 из 4 доноров')).toBeVisible();
  })).toEqual(['POST /api/address_needs_joined_users/']);

  // Changing the day is leave + join (spec §4): two clicks, one request each.
  expect(await api.during(async () => {
    await join.getByRole('button', { name: 'Выбрать другой день' }).click();
    await expect(page.getByText('Записались 0 из 4 доноров')).toBeVisible();
  })).toEqual([expect.stringMatching(/^DELETE \/api\/address_needs_joined_users\/\d+\/$/)]);
  await days.nth(2).check();
  const third = (await days.nth(2).locator('..').textContent())!.trim();
  expect(await api.during(async () => {
    await join.getByRole('button', { name: 'Записаться', exact: true }).click();
    await expect(join.getByText(`Вы записаны на ${third}`)).toBeVisible();
  })).toEqual(['POST /api/address_needs_joined_users/']);

  expect(await api.during(async () => {
    await join.getByRole('button', { name: 'Отменить запись' }).click();
    await expect(page.getByText('Записались 0 из 4 доноров')).toBeVisible();
  })).toEqual([expect.stringMatching(/^DELETE \/api\/address_needs_joined_users\/\d+\/$/)]);
});

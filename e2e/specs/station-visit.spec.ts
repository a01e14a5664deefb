// A visit on any open day, on a phone (docs/booking.md «Визит в любой день работы»;
// mfe-stations/src/station/visit-offer.tsx, api/src/features/stations/station-visits.ts): a fresh
// donor opens a station that has no event, «Записаться на визит» opens the nearest free visit day
// as an event page, books an hour there like any slot, and finds the booking with its check-in
// code in «Мои записи».
import type { APIRequestContext } from '@playwright/test';
import { test, expect, tokenCookie, PHONE } from '../fixtures/index.ts';
import { registerDonor, ruDay, type Donor } from '../pages/cabinet.ts';

test.use(PHONE);

interface VisitSlot { id: number | null; start_time: string; free: number }
interface Visits { days: { date: string; slots: VisitSlot[] }[] }
interface Station { id: number; slug: string }

/** A Moscow station with no upcoming event and a free visit hour (the seed gives a few: stations/visit-seed.ts). */
async function stationWithOnlyVisits(request: APIRequestContext): Promise<{ station: Station; date: string; time: string }> {
  const stations = ((await (await request.get('/api/blood_stations/?city_id=1&page_size=100')).json()) as { results: Station[] }).results;
  for (const station of stations) {
    const visits = (await (await request.get(`/api/blood_stations/${station.id}/visits/`)).json()) as Visits;
    const day = visits.days.find((d) => d.slots.some((s) => s.free > 0));
    if (!day) continue;
    const events = (await (await request.get(`/api/events/?by_blood_station=${station.id}&by_date=future`)).json()) as { count: number };
    if (events.count > 0) continue;
    return { station, date: day.date, time: day.slots.find((s) => s.free > 0)!.start_time };
  }
  throw new Error('the seed has no Moscow station with visits and no event');
}

let donor: Donor;

test.beforeAll(async ({ request }) => {
  donor = await registerDonor(request, 'Визит');
});

test('a fresh donor books a visit at a station with no event and finds it with its code in «Мои записи»', async ({ page, baseURL, consoleErrors }) => {
  const { station, date, time } = await stationWithOnlyVisits(page.request);
  await page.context().addCookies([tokenCookie(donor.token, baseURL!)]);
  await page.goto(`/bloodstations/${station.slug}/`);
  await expect(page.getByRole('link', { name: 'Проверьте, можно ли вам сдавать' })).toHaveAttribute('href', '/self-check/');
  await page.getByRole('button', { name: 'Записаться на визит' }).click();
  await expect(page).toHaveURL(/\/events\/\d+\/?$/);
  const eventId = Number(/\/events\/(\d+)/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { level: 1, name: 'Визит на станцию' })).toBeVisible();

  const day = ruDay(new Date(`${date}T09:00:00Z`));
  const dayRadio = page.getByRole('radio', { name: day });
  if (await dayRadio.count()) await dayRadio.check();
  await page.getByRole('radio', { name: new RegExp(`^${time}`) }).check();
  await page.getByRole('button', { name: 'Записаться', exact: true }).click();
  await expect(page.getByText(`Вы записаны: ${day}, ${time}`)).toBeVisible();

  const mine = (await (await page.request.get('/api/profile/bookings/', { headers: { authorization: `Token ${donor.token}` } })).json()) as { results: { code: string; event: { id: number } }[] };
  const booking = mine.results.find((b) => b.event.id === eventId);
  expect(booking?.code).toMatch(/^[A-Z2-9]{6}$/);

  await page.goto('/profile/');
  const block = page.getByRole('region', { name: 'Мои записи' });
  await expect(block.getByText(`${day}, ${time}`)).toBeVisible({ timeout: 15_000 }); // the cabinet's first load on a cold server
  await expect(block.getByText(booking!.code, { exact: true })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

// Booking a donor can trust, on a phone (spec §4 Joining, §7 joined_users; api/src/features/booking/bookings.ts,
// mfe-stations/src/events/): an anonymous donor picks a slot, logs in on the way and finds it still
// chosen; books and finds the confirmation with the .ics in the dev outbox; changes to a slot that
// fills up meanwhile and keeps the old one; the day-before reminder goes out once when the
// delivery runs (clock injected through POST /api/dev/outbox/deliver/?now=); «Мои записи» in the
// cabinet; cancels after the confirmation question; /events/ and «Есть акции».
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, tokenCookie, PHONE } from '../fixtures/index.ts';
import { seriousAxeViolations, WCAG_AA } from '../pages/axe.ts';
import { registerDonor, ruDay, type Donor } from '../pages/cabinet.ts';

test.use(PHONE);
test.describe.configure({ mode: 'serial' });

interface Slot { id: number; date: string; start_time: string; starts_at: string; free: number }
interface Ev { id: number; title: string; time_slots: Slot[]; user_status: { joined: boolean } | null; blood_station: { id: number; title: string } | null }
interface Mail { id: number; subject: string; body: string; status: string; attachments: { filename: string; content: string }[] }

const DAY = 86_400_000;
const dayText = (date: string) => ruDay(new Date(`${date}T09:00:00Z`));
/** 10:00 Moscow the day before the slot (bookings/booking-texts.ts reminderAt, +3). */
const reminderAt = (date: string) => new Date(Date.parse(`${date}T10:00:00+03:00`) - DAY);
const mailsTo = async (request: APIRequestContext, target: string) =>
  (await (await request.get(`/api/dev/outbox.json?target=${encodeURIComponent(target)}`)).json()) as Mail[];

let donor: Donor;
/** Another donor of this spec's own, who takes the last place meanwhile. */
let rival: Donor;
let event: Ev;
let a: Slot;
let b: Slot;

/** An event in Moscow the rival has not joined, with a slot A two+ days ahead and another slot B with exactly one place. */
async function pickEvent(request: APIRequestContext): Promise<void> {
  const res = await request.get('/api/events/?city_id=1&by_date=future&page_size=100', { headers: { authorization: `Token ${rival.token}` } });
  const list = ((await res.json()) as { results: Ev[] }).results;
  for (const e of list) {
    if (e.user_status?.joined) continue;
    const future = e.time_slots.filter((s) => Date.parse(s.starts_at) > Date.now() + 2 * DAY);
    const last = future.find((s) => s.free === 1);
    const first = future.find((s) => s.free > 0 && s !== last && s.date !== last?.date);
    if (last && first) {
      [event, a, b] = [e, first, last];
      return;
    }
  }
  throw new Error('the seed has no Moscow event with a one-place slot');
}

const pickSlot = async (page: Page, s: Slot) => {
  await page.getByRole('radio', { name: dayText(s.date) }).check();
  await page.getByRole('radio', { name: new RegExp(`^${s.start_time}`) }).check();
};
async function expectNoSeriousViolations(page: Page) {
  expect(await seriousAxeViolations(page, { tags: WCAG_AA }), page.url()).toEqual([]);
}

const joinedText = (s: Slot) => `Вы записаны: ${dayText(s.date)}, ${s.start_time}`;

test.beforeAll(async ({ request }) => {
  donor = await registerDonor(request, 'Запись');
  rival = await registerDonor(request, 'Соперник');
  await pickEvent(request);
});

test('an anonymous donor picks a slot, logs in on the way, comes back with it chosen, books; the confirmation with the .ics is in the outbox', async ({ page, baseURL, consoleErrors }) => {
  await page.goto(`/events/${event.id}/`);
  await pickSlot(page, a);
  await page.getByRole('button', { name: 'Войдите, чтобы записаться' }).click();
  await expect(page).toHaveURL(/\/login\/?\?next=/);
  const next = new URL(page.url()).searchParams.get('next')!;
  await page.context().addCookies([tokenCookie(donor.token, baseURL!)]);
  await page.goto(next);
  await expect(page.getByRole('radio', { name: new RegExp(`^${a.start_time}`) })).toBeChecked();
  await page.getByRole('button', { name: 'Записаться' }).click();
  await expect(page.getByText(joinedText(a))).toBeVisible();

  const [mail] = (await mailsTo(page.request, donor.email)).filter((m) => m.subject.startsWith('Вы записаны на донацию'));
  expect(mail!.subject).toBe(`Вы записаны на донацию: ${dayText(a.date)}, ${a.start_time}`);
  expect(mail!.body).toContain('Что взять с собой: паспорт');
  expect(mail!.attachments[0]!.filename).toMatch(/^donor-booking-\d+\.ics$/);
  expect(mail!.attachments[0]!.content).toContain('BEGIN:VCALENDAR');
  await page.goto(`/api/dev/outbox/?target=${encodeURIComponent(donor.email)}`);
  await expect(page.getByText(/📎 donor-booking-\d+\.ics/).first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('«Выбрать другое время»: the new slot fills up before it is confirmed, the old booking is kept and said so', async ({ page, baseURL, request }) => {
  await page.context().addCookies([tokenCookie(donor.token, baseURL!)]);
  await page.goto(`/events/${event.id}/`);
  await page.getByRole('button', { name: 'Выбрать другое время' }).click();
  // The booked time stays on screen while a new one is chosen.
  await expect(page.getByText(joinedText(a))).toBeVisible();
  await pickSlot(page, b);
  // Someone else takes the last place meanwhile.
  const taken = await request.post('/api/joined_users/', { headers: { authorization: `Token ${rival.token}` }, data: { event_id: event.id, timeslot_id: b.id } });
  expect(taken.status()).toBe(201);
  await page.getByRole('button', { name: 'Подтвердить новое время' }).click();
  await expect(page.getByRole('alert')).toHaveText(`На это время мест больше нет — ваша запись на ${dayText(a.date)}, ${a.start_time} сохранена`);
  await expect(page.getByText(joinedText(a))).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.reload();
  await expect(page.getByText(joinedText(a))).toBeVisible();
});

test('the reminder job sends the day-before message once (clock injected)', async ({ request }) => {
  const subject = `Завтра донация: ${dayText(a.date)}, ${a.start_time}`;
  const reminder = async () => (await mailsTo(request, donor.email)).filter((m) => m.subject === subject);
  expect((await reminder()).map((m) => m.status)).toEqual(['pending']);
  const at = reminderAt(a.date);
  await request.post(`/api/dev/outbox/deliver/?now=${new Date(at.getTime() - 60_000).toISOString()}`);
  expect((await reminder()).map((m) => m.status)).toEqual(['pending']);
  const due = new Date(at.getTime() + 60_000).toISOString();
  await Promise.all([request.post(`/api/dev/outbox/deliver/?now=${due}`), request.post(`/api/dev/outbox/deliver/?now=${due}`)]);
  await request.post(`/api/dev/outbox/deliver/?now=${due}`);
  const sent = await reminder();
  expect(sent.map((m) => m.status)).toEqual(['sent']);
  expect(sent[0]!.body).toContain(event.title);
});

test('«Мои записи» in the cabinet lists the booking with «Изменить» and «Отменить»', async ({ page, baseURL }) => {
  await page.context().addCookies([tokenCookie(donor.token, baseURL!)]);
  await page.goto('/profile/');
  const block = page.getByRole('region', { name: 'Мои записи' });
  await expect(block.getByText(`${dayText(a.date)}, ${a.start_time}`)).toBeVisible();
  await expect(block.getByRole('link', { name: /^Изменить запись/ })).toHaveAttribute('href', `/events/${event.id}/`);
  await expect(block.getByRole('link', { name: /^Отменить запись/ })).toHaveAttribute('href', `/events/${event.id}/`);
});

test('cancelling asks first, then says «Запись отменена»; the cancellation is in the outbox', async ({ page, baseURL }) => {
  await page.context().addCookies([tokenCookie(donor.token, baseURL!)]);
  await page.goto(`/events/${event.id}/`);
  await page.getByRole('button', { name: 'Отменить запись' }).click();
  const dialog = page.getByRole('dialog', { name: 'Отменить запись?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Не отменять' }).click();
  await expect(page.getByText(joinedText(a))).toBeVisible();
  await page.getByRole('button', { name: 'Отменить запись' }).click();
  await dialog.getByRole('button', { name: 'Да, отменить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Запись отменена' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Записаться' })).toBeVisible();
  const mails = await mailsTo(page.request, donor.email);
  const cancelled = mails.find((m) => m.subject.startsWith('Запись отменена'));
  expect(cancelled!.attachments[0]!.content).toContain('METHOD:CANCEL');
});

test('/events/ lists the city’s upcoming events; «Есть акции» on a station card opens its events', async ({ page }) => {
  await page.goto('/events/');
  await expect(page.getByRole('heading', { level: 1, name: 'Донорские акции' })).toBeVisible();
  await expect(page.locator('.st-event-card a').first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.goto('/bloodstations/');
  const chip = page.getByRole('link', { name: /Есть акции/ }).first();
  const href = await chip.getAttribute('href');
  expect(href).toMatch(/^\/events\/\?by_blood_station=\d+$/);
  await chip.click();
  await expect(page.getByRole('heading', { level: 1, name: /^Акции станции/ })).toBeVisible();
});

test('a finished event says «Акция завершена» and shows the station’s next events', async ({ page, request }) => {
  const past = ((await (await request.get('/api/events/?city_id=1&by_date=past&page_size=50')).json()) as { results: Ev[] }).results.find((e) => e.blood_station);
  expect(past, 'the seed has a finished Moscow event at a station').toBeTruthy();
  await page.goto(`/events/${past!.id}/`);
  await expect(page.getByRole('heading', { level: 2, name: 'Акция завершена' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ближайшие акции станции' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Записаться|Войдите, чтобы записаться/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Все акции' })).toHaveAttribute('href', `/events/?by_blood_station=${past!.blood_station!.id}`);
});

// The donor's cabinet on a phone, second pass (docs/cabinet.md «Разделы»; docs/recognition.md
// «Доставка»): a donor with one confirmed donation and one booking opens /profile/ at 390×844 and
// sees, on the first screen, the booking with its code, the next possible dates and the main
// actions; the other sections are tabs one tap (or one arrow key) away, kept in the URL (?tab=,
// a reload keeps it) and opened by an anchor of another page (/profile/#tg-gifts). In «Подарки» a
// gift request asks how to get the souvenir — by post here: postcode and address, with Russian
// errors at the fields — and then shows its way, Запрошен → Отправлен, as the team moves it.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, PHONE, test, tokenCookie } from '../fixtures/index.ts';
import { seriousAxeViolations, WCAG_AA } from '../pages/axe.ts';
import { CabinetPage, moscowDay, moscowIso, registerDonor, type Donor } from '../pages/cabinet.ts';
import { makeStaff } from '../pages/staff.ts';

test.use(PHONE);
test.describe.configure({ mode: 'serial' });

interface Slot { id: number; free: number; starts_at: string }
interface Ev { id: number; time_slots: Slot[] }

let donor: Donor;
let code = '';
const auth = (token: string) => ({ authorization: `Token ${token}` });

async function expectNoSeriousViolations(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  expect(await seriousAxeViolations(page, { tags: WCAG_AA }), page.url()).toEqual([]);
}

/** A confirmed donation long enough ago that any event is allowed (the moderator accepts it). */
async function confirmedDonation(request: APIRequestContext): Promise<void> {
  const added = await request.post('/api/donations/', {
    headers: auth(donor.token),
    data: { donate_at: moscowIso(moscowDay(-100)), blood_class: 'blood', blood_station_id: 1, is_paid: false },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { id } = (await added.json()) as { id: number };
  const verdict = await request.post(`/api/staff/donations/${id}/verdict/`, { headers: auth((await makeStaff(request, { moderator: true }, 'Модератор')).token), data: { verdict: 'accept' } });
  expect(verdict.status(), await verdict.text()).toBe(200);
}

/** A booking of a future slot with a free place at moscow-1; its check-in code. */
async function book(request: APIRequestContext): Promise<string> {
  const station = ((await (await request.get('/api/blood_stations/moscow-1/')).json()) as { id: number }).id;
  const events = ((await (await request.get(`/api/events/?by_blood_station=${station}&by_date=future&page_size=50`)).json()) as { results: Ev[] }).results;
  for (const e of events) {
    const slot = e.time_slots.find((s) => s.free > 0 && Date.parse(s.starts_at) > Date.now() + 3_600_000);
    if (!slot) continue;
    const joined = await request.post('/api/joined_users/', { headers: auth(donor.token), data: { event_id: e.id, timeslot_id: slot.id } });
    expect(joined.status(), await joined.text()).toBe(201);
    return ((await joined.json()) as { code: string }).code;
  }
  throw new Error('the seed has no future event with a free place at moscow-1');
}

/** Whether the element ends inside the first screen (the page not scrolled). */
async function onFirstScreen(page: Page, name: string, box: { y: number; height: number } | null): Promise<void> {
  expect(box, name).not.toBeNull();
  expect(box!.y + box!.height, `${name} ends on the first 844 px`).toBeLessThanOrEqual(844);
}

test.beforeAll(async ({ request }) => {
  donor = await registerDonor(request, 'Путь');
  await confirmedDonation(request);
  code = await book(request);
});

test('the first phone screen: the next booking, the next dates and the main actions; the rest one tap away', async ({ page, baseURL, consoleErrors }) => {
  await page.context().addCookies([tokenCookie(donor.token, baseURL!)]);
  const cabinet = new CabinetPage(page);
  await cabinet.goto();
  await expect(cabinet.tab('Главное')).toHaveAttribute('aria-selected', 'true');
  const bookings = page.getByRole('region', { name: 'Мои записи' });
  await expect(bookings.getByText(code, { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(cabinet.nextDates).toHaveCount(5);
  const actions = cabinet.main.getByRole('navigation', { name: 'Главные действия' });
  await expect(actions.getByRole('link', { name: 'Добавить донацию' })).toHaveAttribute('href', '/profile/add_donation');
  await expect(actions.getByRole('link', { name: 'Записаться' })).toHaveAttribute('href', '/events/');
  await expect(actions.getByRole('link', { name: 'Запланировать' })).toHaveAttribute('href', '/profile/planning');
  await page.evaluate(() => window.scrollTo(0, 0));
  await onFirstScreen(page, 'the booking code', await bookings.getByText(code, { exact: true }).boundingBox());
  await onFirstScreen(page, 'the next whole-blood date', await cabinet.next('blood').boundingBox());
  await onFirstScreen(page, 'the main actions', await actions.boundingBox());
  // The tabs too: everything else is one tap away.
  for (const name of ['Главное', 'Донации', 'Подарки', 'Ещё']) await onFirstScreen(page, `the tab ${name}`, await cabinet.tab(name).boundingBox());
  await expectNoSeriousViolations(page);

  // One tap: «Донации», kept in the URL and through a reload.
  await cabinet.tab('Донации').click();
  await expect(page).toHaveURL(/\/profile\/\?tab=donations$/);
  await expect(page.getByRole('tabpanel', { name: 'Донации' }).getByRole('region', { name: 'Последние донации' })).toBeVisible();
  await expect(bookings).toBeHidden();
  await page.reload();
  await expect(cabinet.tab('Донации')).toHaveAttribute('aria-selected', 'true', { timeout: 15_000 });

  // The keyboard: one tab stop, arrows and End move and open.
  await cabinet.tab('Донации').focus();
  await page.keyboard.press('ArrowRight');
  await expect(cabinet.tab('Подарки')).toBeFocused();
  await expect(cabinet.tab('Подарки')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\?tab=gifts$/);
  await page.keyboard.press('End');
  await expect(cabinet.tab('Ещё')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Пригласить друзей' })).toBeVisible();
  await page.keyboard.press('Home');
  await expect(cabinet.tab('Главное')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/profile\/$/);
  await expect(cabinet.tab('Главное')).toHaveAttribute('tabindex', '0');
  await expect(cabinet.tab('Ещё')).toHaveAttribute('tabindex', '-1');
  expect(consoleErrors).toEqual([]);
});

test('a gift request asks how to get it, with errors at the fields, and shows its state', async ({ page, baseURL, request }) => {
  await page.context().addCookies([tokenCookie(donor.token, baseURL!)]);
  // The souvenir catalogue's link (/souvenir/ → «Получить в личном кабинете») opens the gifts tab.
  await page.goto('/profile/#tg-gifts');
  const cabinet = new CabinetPage(page);
  await expect(cabinet.tab('Подарки')).toHaveAttribute('aria-selected', 'true', { timeout: 15_000 });
  const gifts = page.getByRole('region', { name: 'Подарки за донации' });
  const badge = gifts.getByRole('listitem').filter({ hasText: 'Значок «Донор Рядом»' });
  await badge.getByRole('button', { name: 'Запросить' }).click();
  const form = badge.getByRole('form', { name: 'Запрос сувенира «Значок «Донор Рядом»»' });
  await form.getByRole('button', { name: 'Отправить запрос' }).click();
  const way = form.getByRole('group', { name: 'Как получить' });
  await expect(way).toHaveAccessibleDescription('Выберите, как получить подарок');
  await expect(way.getByRole('radio').first()).toBeFocused();
  await way.getByRole('radio', { name: 'Почтой' }).check();
  await form.getByLabel('Индекс').fill('1010');
  await form.getByLabel('Адрес').fill('Москва');
  await form.getByRole('button', { name: 'Отправить запрос' }).click();
  await expect(form.getByLabel('Индекс')).toHaveAccessibleDescription(/Индекс — шесть цифр/);
  await expect(form.getByLabel('Адрес')).toHaveAccessibleDescription(/Адрес слишком короткий/);
  await expect(form.getByLabel('Индекс')).toBeFocused();
  await expectNoSeriousViolations(page);
  await form.getByLabel('Индекс').fill('101 000');
  await form.getByLabel('Адрес').fill('Москва, ул. Мясницкая, д. 1, кв. 2');
  await form.getByRole('button', { name: 'Отправить запрос' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Сувенир «Значок «Донор Рядом»» запрошен' })).toBeVisible();
  await expect(badge).toContainText('Почтой: 101000, Москва, ул. Мясницкая, д. 1, кв. 2');
  const steps = badge.getByRole('list', { name: 'Ход запроса «Значок «Донор Рядом»»' });
  await expect(steps.locator('[aria-current="step"]')).toContainText('Запрошен');

  // The team sends it (/staff/gifts/): the donor sees the new state.
  const moderator = (await makeStaff(request, { moderator: true }, 'Модератор')).token; // it writes: a moderator of its own
  const mine = (await (await request.get('/api/staff/gift-requests/?state=requested&page_size=100', { headers: auth(moderator) })).json()) as { results: { id: number; donor: { email: string | null }; delivery: { postcode: string | null } | null }[] };
  const req = mine.results.find((r) => r.donor.email === donor.email);
  expect(req?.delivery?.postcode).toBe('101000');
  const sent = await request.patch(`/api/staff/gift-requests/${req!.id}/`, { headers: auth(moderator), data: { state: 'sent' } });
  expect(sent.status(), await sent.text()).toBe(200);
  await page.reload();
  await expect(steps.locator('[aria-current="step"]')).toContainText('Отправлен', { timeout: 15_000 });
  await expect(badge.getByRole('button', { name: 'Отменить запрос' })).toHaveCount(0);
});

// Recognition in mfe-profile (spec §2 /achievements/, /profile/achievements, /bonus/,
// /profile/bonus; §3 Bonus, Donator advice; §4 Advice form; §7): a fresh donor adds donations,
// sees «засчитаем после подтверждения» until a moderator accepts them (docs/recognition.md «Что
// засчитывается»), then sees the stages appear, pins one and it comes first; takes a bonus and sees the code; the new
// donor (no donations) is told why not; a collective donation of one donor is joined by another;
// advice can be sent once after a donation; axe on /achievements/ and /bonus/.
import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, test, expect, tokenCookie } from '../fixtures/index.ts';
import { seriousAxeViolations, WCAG_AA } from '../pages/axe.ts';
import { moscowDay, registerDonor, type Donor } from '../pages/cabinet.ts';

async function expectNoSeriousViolations(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  expect(await seriousAxeViolations(page, { tags: WCAG_AA }), page.url()).toEqual([]);
}

const asDonor = async (page: Page, donor: Donor, baseURL: string) => page.context().addCookies([tokenCookie(donor.token, baseURL)]);
const day = (d: Date) => d.toISOString().slice(0, 10);

async function addDonation(request: APIRequestContext, donor: Donor, bloodClass: 'blood' | 'plasma', daysAgo: number): Promise<number> {
  const res = await request.post('/api/donations/', {
    headers: { authorization: `Token ${donor.token}` },
    data: { donate_at: day(moscowDay(-daysAgo)), blood_class: bloodClass, blood_station_id: 1, is_paid: false },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** The seeded moderator accepts a donor's donation (the donation review's API). */
async function acceptDonation(request: APIRequestContext, id: number) {
  const moderator = await apiToken(request, 'moderator');
  const res = await request.post(`/api/staff/donations/${id}/verdict/`, { headers: { authorization: `Token ${moderator}` }, data: { verdict: 'accept' } });
  expect(res.status(), await res.text()).toBe(200);
}

const card = (page: Page, title: string) => page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('public /achievements/ and /bonus/: award cards, the feed, the catalogue with a login link; no serious axe violation', async ({ page }) => {
  await page.goto('/achievements/');
  await expect(page.getByRole('heading', { level: 1, name: 'Достижения' })).toBeVisible({ timeout: 15_000 });
  await expect(card(page, 'Цельная кровь')).toContainText('5 донаций цельной крови');
  await expect(page.getByRole('heading', { name: 'Последние достижения доноров' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.goto('/bonus/');
  await expect(page.getByRole('heading', { level: 1, name: 'Бонусы для доноров' })).toBeVisible({ timeout: 15_000 });
  const coffee = card(page, 'Капучино в подарок');
  await expect(coffee).toContainText('Условие: Для доноров, сдавших кровь за последние 60 дней');
  await expect(coffee.getByRole('link', { name: 'Войти, чтобы взять' })).toHaveAttribute('href', '/login/?next=%2Fbonus%2F');
  await expectNoSeriousViolations(page);
});

test('the new donor (no donations) is told why a bonus cannot be taken', async ({ page, loginAs }) => {
  await loginAs(page, 'newbie');
  await page.goto('/bonus/');
  const coffee = card(page, 'Капучино в подарок');
  await expect(coffee.getByText(/Бонус доступен донорам/)).toBeVisible({ timeout: 15_000 });
  await coffee.getByRole('button', { name: 'Взять' }).click();
  await expect(coffee.getByRole('alert')).toContainText('Бонус доступен донорам');
  await expect(coffee.getByText(/Промокод/)).toHaveCount(0);
});

test.describe.serial('a fresh donor', () => {
  let donor: Donor;
  let friend: Donor;

  test.beforeAll(async ({ request }) => {
    donor = await registerDonor(request, 'Награда');
    friend = await registerDonor(request, 'Друг');
  });

  test('adds donations and sees the stages appear; pins one and it comes first', async ({ page, request, baseURL }) => {
    await asDonor(page, donor, baseURL!);
    await page.goto('/profile/achievements');
    await expect(page.getByRole('heading', { level: 1, name: 'Мои достижения' })).toBeVisible({ timeout: 15_000 });
    await expect(card(page, 'Первая донация')).toContainText('Ещё не получено');
    const plasma = await addDonation(request, donor, 'plasma', 90);
    const blood = await addDonation(request, donor, 'blood', 0);
    await page.reload();
    await expect(card(page, 'Первая донация')).toContainText('Ещё не получено', { timeout: 15_000 });
    await expect(card(page, 'Первая донация')).toContainText('Засчитаем после подтверждения');
    await acceptDonation(request, plasma);
    await acceptDonation(request, blood);
    await page.reload();
    await expect(card(page, 'Первая донация')).toContainText('Получено: Первая донация', { timeout: 15_000 });
    await expect(card(page, 'Первая плазма')).toContainText('Получено: Первая плазма');
    await expect(card(page, 'Цельная кровь').getByRole('progressbar', { name: 'До следующего этапа: 1 из 3' })).toBeVisible();
    await card(page, 'Первая плазма').getByRole('button', { name: 'Закрепить' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'закреплено' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').first().getByRole('heading')).toHaveText('Первая плазма');
    await page.reload();
    await expect(page.getByRole('main').getByRole('listitem').first().getByRole('heading')).toHaveText('Первая плазма', { timeout: 15_000 });
    await expect(card(page, 'Первая плазма').getByRole('button', { name: 'Открепить' })).toBeVisible();
  });

  test('takes a bonus and sees the code, revealed again on /profile/bonus', async ({ page, baseURL }) => {
    await asDonor(page, donor, baseURL!);
    await page.goto('/bonus/');
    const coffee = card(page, 'Капучино в подарок');
    await coffee.getByRole('button', { name: 'Взять' }).click({ timeout: 15_000 });
    const code = coffee.locator('.bon-code');
    await expect(code).toHaveText(/^[A-Z0-9-]{4,}$/);
    const value = await code.textContent();
    await page.goto('/profile/bonus');
    const mine = card(page, 'Капучино в подарок');
    await expect(mine.getByTestId('bonus-code')).toHaveCount(0, { timeout: 15_000 });
    await mine.getByRole('button', { name: 'Показать промокод' }).click();
    await expect(mine.getByTestId('bonus-code')).toHaveText(value!);
  });

  test('advice can be sent once after a donation', async ({ page, baseURL }) => {
    await asDonor(page, donor, baseURL!);
    await page.goto('/profile/bonus');
    const form = page.getByRole('form', { name: 'Совет новичкам' });
    const send = form.getByRole('button', { name: 'Отправить совет' });
    await expect(send).toBeDisabled({ timeout: 15_000 });
    await form.getByLabel('Ваш совет').fill('Пейте больше воды накануне');
    await expect(send).toBeEnabled();
    await send.click();
    await expect(page.getByText('Спасибо! Ваш совет отправлен.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Советы доноров' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('form', { name: 'Совет новичкам' })).toHaveCount(0);
  });

  test('a collective donation created by one donor is joined by another', async ({ page, baseURL, browser }) => {
    await asDonor(page, donor, baseURL!);
    await page.goto('/profile/bonus');
    await page.getByRole('button', { name: 'Создать коллективную донацию' }).click({ timeout: 15_000 });
    const form = page.getByRole('form', { name: 'Новая коллективная донация' });
    await form.getByLabel('Название').fill('Отдел e2e сдаёт кровь');
    const station = form.getByRole('combobox', { name: /Станция переливания/ });
    await station.click();
    await page.getByRole('option').first().click();
    await form.getByLabel('Дата').fill(day(moscowDay(10)));
    await form.getByRole('button', { name: 'Создать коллективную донацию' }).click();
    await expect(page.getByText('Коллективная донация создана')).toBeVisible();
    const mine = page.locator('[data-collective]').filter({ hasText: 'Отдел e2e сдаёт кровь' });
    const id = await mine.getAttribute('data-collective');
    await expect(mine).toContainText('Вы организатор');

    const other = await browser.newContext({ baseURL: baseURL!, locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
    await other.addCookies([tokenCookie(friend.token, baseURL!)]);
    const friendPage = await other.newPage();
    await friendPage.goto(`/profile/bonus?collective=${id}`);
    const invite = friendPage.getByRole('region', { name: 'Вас пригласили на коллективную донацию' });
    await invite.getByRole('button', { name: 'Присоединиться' }).click({ timeout: 15_000 });
    await expect(friendPage.getByText('Вы присоединились к «Отдел e2e сдаёт кровь»')).toBeVisible();
    const joined = friendPage.locator('li[data-collective]').filter({ hasText: 'Отдел e2e сдаёт кровь' });
    await expect(joined).toContainText('2 участника');
    await expect(friendPage.getByText(/Ближайшая коллективная донация: «Отдел e2e сдаёт кровь»/)).toBeVisible();
    await other.close();
  });
});

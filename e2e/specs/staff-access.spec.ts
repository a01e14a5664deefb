// Who gets into the staff side (docs/staff.md «Вход в раздел»): an anonymous visitor is sent to
// /login and comes back after logging in; a donor without a role sees «Нет доступа» (403) and
// downloads none of mfe-staff's code; staff see their areas, and the menu offers «Рабочее место»
// only to them.
import { test, expect, USERS, PHONE } from '../fixtures/index.ts';
import { Header } from '../pages/header.ts';
import { LoginPage } from '../pages/login.ts';

test('an anonymous visitor logs in and lands back on the staff page', async ({ page }) => {
  await page.goto('/staff/donations/');
  const login = new LoginPage(page);
  await expect(login.heading).toBeVisible();
  await login.logIn(USERS.moderator.username, USERS.moderator.password);
  await expect(page).toHaveURL(/\/staff\/donations\/$/);
  await expect(page.getByRole('navigation', { name: 'Разделы рабочего места' })).toBeVisible();
});

test('a donor without a role gets «Нет доступа» and none of the section’s code', async ({ page, loginAs }) => {
  const staffFiles: string[] = [];
  page.on('request', (req) => { if (req.url().includes('/mfe/mfe_staff/')) staffFiles.push(req.url()); });
  await loginAs(page, 'demo');
  const res = await page.goto('/staff/');
  expect(res?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: 'Нет доступа' })).toBeVisible();
  // Client-side too: the menu has no way in, and a typed navigation draws the same page.
  const menu = await new Header(page).openUserMenu();
  await expect(menu.getByRole('link', { name: 'Рабочее место' })).toHaveCount(0);
  await page.evaluate(() => { window.history.pushState(null, '', '/staff/audit/'); window.dispatchEvent(new PopStateEvent('popstate')); });
  await expect(page.getByRole('heading', { level: 1, name: 'Нет доступа' })).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  expect(staffFiles).toEqual([]);
});

test('staff find «Рабочее место» in the menu', async ({ page, loginAs }) => {
  await loginAs(page, 'nurse');
  await page.goto('/profile/');
  const menu = await new Header(page).openUserMenu();
  await menu.getByRole('link', { name: 'Рабочее место' }).click();
  await expect(page).toHaveURL(/\/staff\/$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Рабочее место' })).toBeVisible();
});

test.describe('phone', () => {
  test.use(PHONE);
  test('the nurse sees her two stations and no moderation areas', async ({ page, loginAs }) => {
    await loginAs(page, 'nurse');
    await page.goto('/staff/');
    // The start page (a region named by its heading), not the navigation beside it.
    const start = page.getByRole('main').getByRole('region', { name: 'Рабочее место' });
    await expect(start.getByRole('link', { name: /^Приём доноров · / })).toHaveCount(2);
    await expect(start.getByRole('link', { name: /^Станция · / })).toHaveCount(2);
    // Moderators' areas are not hers.
    await expect(page.getByRole('link', { name: 'Проверка донаций' })).toHaveCount(0);
  });
});

test('a moderator sees the moderation areas', async ({ page, loginAs }) => {
  await loginAs(page, 'moderator');
  await page.goto('/staff/');
  const main = page.getByRole('main');
  for (const name of ['Проверка донаций', 'Проверка просьб о помощи', 'Сборы на проверке', 'Заявки на подарки', 'Сотрудники станций', 'Журнал действий']) {
    await expect(main.getByRole('link', { name, exact: true }).first()).toBeVisible();
  }
});

// /login (mfe-profile) through the real form, the avatar menu (flat and organization-manager
// variants) and logging out from the header and from the phone right menu (spec §2, §4 Auth).
import type { Page } from '@playwright/test';
import { test, expect, USERS, PHONE } from '../fixtures/index.ts';
import { BottomBar, Header, RightMenu } from '../pages/header.ts';
import { LoginPage } from '../pages/login.ts';

const REQUIRED = 'Поле не может быть пустым';
// the error's CSS marker '⚠ ' (ui.css, "not colour-only") is part of the accessible description
const REQUIRED_DESCRIPTION = /^(⚠\s*)?Поле не может быть пустым$/;

async function tokenCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'token');
}

test.describe('the login form', () => {
  test('a wrong password shows the Russian error in the form, focused, and keeps the login', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.logIn(USERS.newbie.username, 'wrong-password-e2e');
    await expect(login.alert).toHaveText('Неверный логин или пароль');
    await expect(login.alert).toBeFocused();
    await expect(login.username).toHaveValue(USERS.newbie.username);
    await expect(page).toHaveURL(/\/login$/);
    expect(await tokenCookie(page)).toBeUndefined();
  });

  test('an empty submit marks both fields', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.submit.click();
    for (const field of [login.username, login.password]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(REQUIRED_DESCRIPTION);
    }
    await expect(login.main.getByText(REQUIRED)).toHaveCount(2);
    // typing clears that field's error only
    await login.username.fill('someone@example.com');
    await expect(login.username).not.toHaveAttribute('aria-invalid', 'true');
    await expect(login.password).toHaveAttribute('aria-invalid', 'true');
  });

  test('the login draft survives a reload (the password does not)', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.username.fill('draft@example.com');
    await login.password.fill('secret-e2e');
    await page.reload();
    await expect(login.heading).toBeVisible();
    await expect(login.username).toHaveValue('draft@example.com');
    await expect(login.password).toHaveValue('');
  });

  test('logging in lands on the remembered next path', async ({ page }) => {
    await page.goto('/profile/bonus');
    await expect(page).toHaveURL(/\/login$/);
    const login = new LoginPage(page);
    await expect(login.heading).toBeVisible();
    await login.logIn(USERS.demo.username, USERS.demo.password);
    await page.waitForURL((url) => url.pathname === '/profile/bonus');
    await expect(new Header(page).avatarButton).toBeVisible();
    const token = await tokenCookie(page);
    expect(token?.sameSite).toBe('Strict');
    expect(token?.path).toBe('/');
    expect((await page.context().cookies()).find((c) => c.name === 'next'), 'next is used up').toBeUndefined();
  });

  test('?next= wins and a plain login lands on /profile/', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto(`/login/?next=${encodeURIComponent('/how/')}`);
    await login.logIn(USERS.newbie.username, USERS.newbie.password);
    await page.waitForURL((url) => url.pathname === '/how/');
    await expect(new Header(page).avatarButton).toBeVisible();
  });
});

test.describe('the avatar menu', () => {
  test('a donor gets the flat 155 px menu; Выйти logs out', async ({ page, loginAs }) => {
    await loginAs(page, 'demo');
    await page.goto('/how/');
    const header = new Header(page);
    await expect(header.loginLink).toHaveCount(0);
    const menu = await header.openUserMenu();
    expect((await menu.boundingBox())?.width).toBe(155);
    const items: Array<[string, string]> = [
      ['Личный кабинет', '/profile/'],
      ['Напомнить о донации', '/profile/planning'],
      ['Добавить донацию', '/profile/add_donation'],
      ['Мои бонусы', '/profile/bonus'],
      ['Настройки аккаунта', /* straight past the /profile/settings redirect */ '/profile/settings/personal'],
    ];
    const links = menu.getByRole('link');
    await expect(links).toHaveText(items.map(([name]) => name));
    for (const [name, href] of items) await expect(menu.getByRole('link', { name })).toHaveAttribute('href', href);
    await expect(menu.getByRole('button', { name: 'Выйти' })).toBeVisible();
    await expect(menu.getByText('Мои организации')).toHaveCount(0);

    // Escape closes it and gives focus back to the avatar button
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(header.avatarButton).toBeFocused();

    await header.openUserMenu();
    const reloaded = page.waitForEvent('load');
    await menu.getByRole('button', { name: 'Выйти' }).click();
    await reloaded;
    await expect(header.loginLink).toBeVisible();
    await expect(header.avatarButton).toHaveCount(0);
    expect(await tokenCookie(page)).toBeUndefined();
  });

  test('a manager gets Мои организации: 2 shown, Показать ещё / Свернуть, links to the organization pages', async ({ page, loginAs }) => {
    await loginAs(page, 'manager');
    await page.goto('/');
    const menu = await new Header(page).openUserMenu();
    const orgs = menu.getByRole('group', { name: 'Мои организации' });
    const donor = menu.getByRole('group', { name: 'Профиль донора' });
    await expect(orgs).toBeVisible();
    await expect(donor.getByRole('link', { name: 'Личный кабинет' })).toBeVisible();
    await expect(donor.getByRole('button', { name: 'Выйти' })).toBeVisible();

    const orgLinks = orgs.getByRole('link');
    await expect(orgLinks).toHaveCount(2);
    for (const [i, id] of [1, 2].entries()) {
      await expect(orgLinks.nth(i)).toHaveAttribute('href', `/staff/organizations/${id}`);
    }
    const toggle = orgs.getByRole('button', { name: 'Показать ещё' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(orgLinks).toHaveCount(3);
    await expect(orgLinks.nth(2)).toHaveAttribute('href', '/staff/organizations/3');
    const collapse = orgs.getByRole('button', { name: 'Свернуть' });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await collapse.click();
    await expect(orgLinks).toHaveCount(2);
    await expect(orgs.getByRole('button', { name: 'Показать ещё' })).toBeVisible();
  });
});

test.describe('phone', () => {
  test.use(PHONE);

  test('logging out from the right menu', async ({ page, loginAs }) => {
    await loginAs(page, 'demo');
    await page.goto('/');
    const bar = new BottomBar(page);
    await expect(bar.link('Профиль')).toBeVisible();
    await bar.more.click();
    const menu = new RightMenu(page);
    await expect(menu.dialog.getByRole('link', { name: 'Личный кабинет' })).toHaveAttribute('href', '/profile/');
    const reloaded = page.waitForEvent('load');
    await menu.dialog.getByRole('button', { name: 'Выйти' }).click();
    await reloaded;
    await expect(bar.link('Войти')).toBeVisible();
    expect(await tokenCookie(page)).toBeUndefined();
  });
});

// spec §2 / §4 Cookie banner: links to /confidential and /rules; hidden for logged-in users and
// after acceptance, which is kept for 182 days.
import { test, expect } from '../fixtures/index.ts';
import { Header } from '../pages/header.ts';

const DAY_S = 24 * 60 * 60;

test('an anonymous visitor sees it; accepting hides it for 182 days, also after a reload', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Уведомление об использовании cookie' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'политикой конфиденциальности' })).toHaveAttribute('href', '/confidential');
  await expect(banner.getByRole('link', { name: 'пользовательским соглашением' })).toHaveAttribute('href', '/rules');

  await banner.getByRole('button', { name: 'Понятно' }).click();
  await expect(banner).toBeHidden();
  const consent = (await page.context().cookies()).find((c) => c.name === 'cookie_consent');
  expect(consent, 'the choice is stored in a cookie').toBeDefined();
  const days = (consent!.expires - Date.now() / 1000) / DAY_S;
  expect(Math.abs(days - 182), `kept ${days.toFixed(2)} days`).toBeLessThan(1);

  await page.reload();
  // the layout (header and banner share one render) is up, and the banner is not
  await expect(new Header(page).loginLink).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('the banner links open the documents', async ({ page }) => {
  await page.goto('/how/');
  const banner = page.getByRole('region', { name: 'Уведомление об использовании cookie' });
  await banner.getByRole('link', { name: 'пользовательским соглашением' }).click();
  await expect(page).toHaveURL(/\/rules$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Пользовательское соглашение' })).toBeVisible();
});

test('never shown to a logged-in user', async ({ page, loginAs }) => {
  await loginAs(page, 'demo');
  for (const path of ['/', '/profile/']) {
    await page.goto(path);
    await expect(new Header(page).avatarButton).toBeVisible();
    await expect(page.getByRole('region', { name: 'Уведомление об использовании cookie' })).toHaveCount(0);
  }
});

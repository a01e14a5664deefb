// The donor's way, header and layout: the server's header is the visitor's (spec §2 login link
// with `next`, §4 City choice on first load), a first visit is proposed a region, the phone
// layout ends below 767 px (spec §4 Mobile), a route change refreshes the city (spec §4 Auth),
// links are never the browser's blue, a modal covers the bottom bar, logout logs no errors.
import type { Page } from '@playwright/test';
import { test, expect, PHONE } from '../fixtures/index.ts';

test.use(PHONE);

const DEFAULT_LINK_COLOURS = ['rgb(0, 0, 238)', 'rgb(85, 26, 139)', 'rgb(0, 0, 255)'];
const blueLinks = (page: Page) => page.evaluate((colours) => [...document.querySelectorAll('a')]
  .filter((a) => a.getBoundingClientRect().width > 0 && colours.includes(getComputedStyle(a).color))
  .map((a) => a.textContent?.trim()), DEFAULT_LINK_COLOURS);

test("the server's header names a returning visitor's city and leads «Войти» back to the page", async ({ request }) => {
  const html = await (await request.get('/events/?page=2', { headers: { cookie: 'City_id=1; City=Moscow' } })).text();
  const header = html.slice(html.indexOf('<div id="app-header">'), html.indexOf('<main'));
  expect(header).toContain('Регион: </span>Москва</span>');
  expect(header).not.toContain('Ваш регион');
  expect(header).toContain('href="/login/?next=%2Fevents%2F%3Fpage%3D2"');
});

test.describe('a first visit from Yekaterinburg', () => {
  test.use({ timezoneId: 'Asia/Yekaterinburg' });
  test('the city dialog proposes the time zone\'s city; one tap chooses it', async ({ page }) => {
    await page.goto('/how/');
    await page.locator('.lay-city').click();
    const dialog = page.getByRole('dialog', { name: 'Выберите регион' });
    await expect(dialog.getByText(/Всё сразу: .*без отбора по городу/)).toBeVisible(); // «Другие регионы» says what it means
    await expect(dialog.getByRole('combobox')).toHaveValue(''); // not «Все регионы» as if chosen
    const load = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Мой регион — Екатеринбург' }).click();
    await load;
    await expect(page.locator('.lay-city__name')).toContainText('Екатеринбург');
    expect((await page.context().cookies()).find((c) => c.name === 'City_id')?.value).toBe('4');
  });
});

test('the phone layout ends below 767 px: no bottom bar at exactly 767', async ({ page }) => {
  await page.setViewportSize({ width: 766, height: 900 });
  await page.goto('/how/');
  await expect(page.locator('.lay-bottombar')).toBeVisible();
  await page.setViewportSize({ width: 767, height: 900 });
  await expect(page.locator('.lay-bottombar')).toBeHidden();
});

test('a route change takes the city chosen meanwhile in another tab', async ({ page, baseURL }) => {
  await page.goto('/how/');
  await expect(page.locator('.lay-city__name')).toContainText('Ваш регион');
  await page.context().addCookies([{ name: 'City_id', value: '50', url: baseURL! }, { name: 'City', value: 'Other', url: baseURL! }]);
  await page.getByRole('navigation', { name: 'Быстрая навигация' }).getByRole('link', { name: 'Где сдать кровь' }).click();
  await expect(page).toHaveURL(/\/bloodstations\//);
  await expect(page.locator('.lay-city__name')).toContainText('Казань');
});

test('no link in the browser\'s default blue; the call button draws its icon', async ({ page }) => {
  await page.goto('/bloodstations/kazan-1/');
  await expect(page.getByRole('link', { name: /Все станции/ })).toBeVisible();
  expect(await blueLinks(page)).toEqual([]);
  const call = page.locator('.st-call');
  await expect(call.locator('svg')).toHaveCount(1);
  await expect(call).not.toContainText('📞');
  await page.goto('/pre_sign_up/');
  await expect(page.getByRole('link', { name: 'Войти' }).first()).toBeVisible();
  expect(await blueLinks(page)).toEqual([]);
});

test("a modal's backdrop covers the bottom bar", async ({ page }) => {
  await page.goto('/how/');
  const bar = await page.locator('.lay-bottombar').boundingBox();
  await page.locator('.lay-city').click();
  await expect(page.getByRole('dialog', { name: 'Выберите регион' })).toBeVisible();
  const onTop = await page.evaluate(({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('.ui-modal-backdrop')), { x: 20, y: bar!.y + bar!.height / 2 });
  expect(onTop).toBe(true);
});

test('logging out writes no error to the console', async ({ page, loginAs, consoleErrors }) => {
  await loginAs(page, 'demo');
  await page.goto('/profile/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Ещё', exact: true }).click();
  const load = page.waitForEvent('load');
  await page.getByRole('dialog').getByRole('button', { name: 'Выйти' }).click();
  await load;
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('link', { name: 'Войти' }).first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

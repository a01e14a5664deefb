// spec §2 City selector / City-choice modal / City picker and the subdomain rules; spec §4
// City picker, City modal, City choice on first load.
import type { Page } from '@playwright/test';
import { test, expect, SUPPORT_EMAIL } from '../fixtures/index.ts';
import { Header } from '../pages/header.ts';
import { CityModal } from '../pages/city.ts';

async function cookie(page: Page, name: string): Promise<string | undefined> {
  return (await page.context().cookies()).find((c) => c.name === name)?.value;
}

/** Runs `action` and waits for the full page reload it causes. */
async function expectReload(page: Page, action: () => Promise<void>) {
  await page.evaluate(() => { (window as unknown as { __e2e: number }).__e2e = 1; });
  const loaded = page.waitForEvent('load');
  await action();
  await loaded;
  await expect.poll(() => page.evaluate(() => (window as unknown as { __e2e?: number }).__e2e)).toBeUndefined();
}

/** A host name of the test server with a city prefix (Chromium resolves *.localhost to loopback). */
function cityHost(baseURL: string, prefix: string): string {
  const { port } = new URL(baseURL);
  return `http://${prefix}.localhost:${port}/`;
}

test('the selector shows Ваш регион; the modal sets City=Moscow and reloads only when changed', async ({ page }) => {
  const header = new Header(page);
  const modal = new CityModal(page);
  await page.goto('/');
  await expect(header.citySelector).toHaveAccessibleName(/Ваш регион/);
  await expect(header.citySelector).toHaveAttribute('aria-expanded', 'false');

  await header.citySelector.click();
  await expect(modal.dialog).toBeVisible();
  await expect(header.citySelector).toHaveAttribute('aria-expanded', 'true');
  await expect(modal.other).toBeVisible();
  await modal.closePickerList(); // works around the lost-click bug (fixme test below)
  await expectReload(page, () => modal.moscow.click());
  expect(await cookie(page, 'City')).toBe('Moscow');
  await expect(header.citySelector).toHaveAccessibleName(/Москва/);

  // The same choice again: the modal closes, the page does not reload.
  await header.citySelector.click();
  await expect(modal.moscow).toHaveAttribute('aria-pressed', 'true');
  await modal.closePickerList();
  await page.evaluate(() => { (window as unknown as { __e2e: number }).__e2e = 1; });
  let navigated = false;
  page.on('framenavigated', (frame) => { if (frame === page.mainFrame()) navigated = true; });
  page.on('request', (r) => { if (r.isNavigationRequest() && r.frame() === page.mainFrame()) navigated = true; });
  await modal.moscow.click();
  await expect(modal.dialog).toBeHidden();
  // A reload would start in the click's own task (shell/src/reactions.ts listens to the city store
  // synchronously); its document request is made before the page draws its next frame.
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
  expect(navigated).toBe(false);
  expect(await page.evaluate(() => (window as unknown as { __e2e?: number }).__e2e)).toBe(1);
  expect(await cookie(page, 'City')).toBe('Moscow');
});

// Regression test: the picker list is in the modal's flow (layout.css) — closing it on blur
// (the mousedown of a region button) shrank the centred modal, moved the button away before
// mouseup and lost the click; the city picker now keeps its list open on blur.
test('a region button works while the picker list is open', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'City', value: 'Moscow', url: baseURL! }]);
  await page.goto('/');
  const modal = new CityModal(page);
  await new Header(page).citySelector.click();
  await expect(modal.picker).toHaveAttribute('aria-expanded', 'true');
  await modal.moscow.click();
  await expect(modal.dialog).toBeHidden();
});

test('the picker: type Каз, choose Казань → City_id=50, City=Other after reload', async ({ page }) => {
  const header = new Header(page);
  const modal = new CityModal(page);
  await page.goto('/how/');
  await header.citySelector.click();
  // spec §2: the picker opens by itself and takes focus
  await expect(modal.picker).toBeFocused();
  await expect(modal.picker).toHaveAttribute('aria-expanded', 'true');
  await expect(modal.picker).toHaveAttribute('placeholder', 'Выберите город');

  const search = page.waitForRequest((req) => {
    const url = new URL(req.url());
    return url.pathname.startsWith('/api/cities') && url.searchParams.get('s') === 'Каз';
  });
  await modal.picker.pressSequentially('Каз');
  // 'Поиск…' may show while the request runs (it can be too quick to see)
  const request = await search;
  expect(new URL(request.url()).searchParams.has('region'), 'no region filter on the main host').toBe(false);
  await expect(modal.option('Казань')).toBeVisible();
  await expectReload(page, () => modal.option('Казань').click());
  await expect(page).toHaveURL(/\/how\/$/);
  expect(await cookie(page, 'City_id')).toBe('50');
  expect(await cookie(page, 'City')).toBe('Other');
  await expect(header.citySelector).toHaveAccessibleName(/Казань/);
});

test('a search with no match hints to write to support', async ({ page }) => {
  const header = new Header(page);
  const modal = new CityModal(page);
  await page.goto('/');
  await header.citySelector.click();
  await modal.picker.fill('Zzqxw');
  await expect(modal.status).toContainText('Не нашли свой город? Напишите в поддержку');
  await expect(modal.status.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
  await expect(modal.dialog.getByRole('option')).toHaveCount(0);
  // Escape closes the list first, then the modal
  await page.keyboard.press('Escape');
  await expect(modal.picker).toHaveAttribute('aria-expanded', 'false');
  await expect(modal.dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal.dialog).toBeHidden();
});

test('moscow.<host> selects Moscow on the first visit', async ({ page, baseURL }) => {
  expect(await page.context().cookies()).toHaveLength(0);
  const res = await page.goto(cityHost(baseURL!, 'moscow'));
  expect(res?.status()).toBe(200);
  const header = new Header(page);
  await expect(header.citySelector).toHaveAccessibleName(/Москва/);
  await header.citySelector.click();
  await expect(new CityModal(page).moscow).toHaveAttribute('aria-pressed', 'true');
});

test('tatar.<host> selects Казань and adds region=41 to city searches', async ({ page, baseURL }) => {
  await page.goto(cityHost(baseURL!, 'tatar'));
  const header = new Header(page);
  const modal = new CityModal(page);
  await expect(header.citySelector).toHaveAccessibleName(/Казань/);
  await header.citySelector.click();
  await expect(modal.other).toHaveAttribute('aria-pressed', 'true');
  const search = page.waitForRequest((req) => {
    const url = new URL(req.url());
    return url.pathname.startsWith('/api/cities') && url.searchParams.get('s') === 'Каз';
  });
  await modal.picker.pressSequentially('Каз');
  const request = await search;
  expect(new URL(request.url()).searchParams.get('region')).toBe('41');
  await expect(modal.option('Казань')).toBeVisible();
});

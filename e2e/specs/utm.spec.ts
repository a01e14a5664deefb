// spec §4 Tracking parameters: saved to the session on load; 50 ms after a route change a URL
// without utm_* gets the saved ones back, without a full navigation.
import { test, expect } from '../fixtures/index.ts';
import { Header } from '../pages/header.ts';

test('utm_* come back after a client-side navigation, without a new document', async ({ page }) => {
  await page.goto('/?utm_source=vk&utm_medium=post&utm_campaign=spring');
  const header = new Header(page);
  await header.live(); // the pre-rendered header's links would load a new document
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('utm_source'))).toBe('vk');

  await page.evaluate(() => { (window as unknown as { __e2e: number }).__e2e = 1; });
  const documents: string[] = [];
  page.on('request', (req) => { if (req.resourceType() === 'document') documents.push(req.url()); });

  await header.navLink('Как стать донором').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Как стать донором' })).toBeVisible();
  await expect(page).toHaveURL((url) =>
    url.pathname === '/how/' &&
    url.searchParams.get('utm_source') === 'vk' &&
    url.searchParams.get('utm_medium') === 'post' &&
    url.searchParams.get('utm_campaign') === 'spring');
  expect(documents, 'no full navigation').toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __e2e?: number }).__e2e)).toBe(1);
});

test('a new campaign replaces the saved set', async ({ page }) => {
  await page.goto('/?utm_source=vk&utm_medium=post&utm_campaign=spring');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('utm_source'))).toBe('vk');
  await page.goto('/about?utm_source=tg');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('utm_source'))).toBe('tg');
  expect(await page.evaluate(() => sessionStorage.getItem('utm_medium'))).toBeNull();
  await new Header(page).navLink('Как стать донором').click();
  await expect(page).toHaveURL((url) => url.pathname === '/how/' && url.search === '?utm_source=tg');
});

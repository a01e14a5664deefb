// docs/SECURITY.md, the page policy (shell/server/csp.ts): the pages' header, and the sandbox card
// widget's checkout frame opening under it in a real browser. Every route's visit under the
// policy is route-sweep.spec.ts.
import { test, expect } from '../fixtures/index.ts';
import { watchCspViolations } from '../pages/csp-violations.ts';

test('pages answer with the policy', async ({ request }) => {
  for (const path of ['/', '/login', '/no/such/page/', '/bloodstations/']) {
    const policy = (await request.get(path)).headers()['content-security-policy'];
    expect(policy, path).toMatch(/object-src 'none'/);
    expect(policy, path).toMatch(/frame-ancestors 'self'/);
    expect(policy, path).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
  }
});

test('the card widget (sandbox) opens its checkout frame under the policy', async ({ page }) => {
  const violations = await watchCspViolations(page);
  await page.goto('/how/');
  await page.locator('#app-widget').scrollIntoViewIfNeeded();
  const f = page.locator('#app-widget section.dw');
  await f.getByLabel(/^Имя/).fill('Мария');
  await f.getByLabel(/^Фамилия/).fill('Иванова');
  await f.getByLabel(/^E-mail/).fill(`csp-${Date.now()}@example.com`);
  await f.getByRole('checkbox', { name: /публичной оферты/ }).check();
  await f.getByRole('checkbox', { name: /персональных данных/ }).check();
  await f.getByRole('button', { name: /^Пожертвовать/ }).click();
  await f.getByRole('button', { name: /^Оплатить/ }).click();
  const checkout = page.frameLocator('iframe[title^="Оплата пожертвования"]');
  await expect(checkout.getByText('Тестовый режим', { exact: false })).toBeVisible();
  expect(await violations()).toEqual([]);
});

// The partner demo page the host serves (/widget/demo, shell/server/widget-demo.ts): both widget
// sizes from ONE script (the immutable file, checked by the browser against its SRI hash), the
// embed code in a copyable <pre>, zero CSP violations under the strict partner policy; the
// compact widget's chips and one button open the full form in place; axe clean.
import { test, expect } from '../fixtures/index.ts';
import { allAxeViolations } from '../pages/axe.ts';

test('demo page: full and compact widgets from one script, embed code with integrity, no CSP violation', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const consoleErrors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(m.text()); });
  page.on('response', (r) => { if (r.status() >= 400) consoleErrors.push(`${r.status()} ${r.url()}`); });
  const scripts: string[] = [];
  page.on('request', (r) => { if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname); });

  const res = await page.goto('/widget/demo');
  expect(res!.headers()['content-security-policy']).toMatch(/script-src 'self'[^;]*; style-src 'self'/);
  await expect(page.getByRole('heading', { level: 1, name: 'Виджет пожертвований «Донор Рядом» для сайтов партнёров' })).toBeVisible();

  const full = page.locator('[data-donor-widget]:not([data-size])');
  const compact = page.locator('[data-donor-widget][data-size="compact"]');
  await expect(full.getByRole('heading', { name: 'Донор Рядом: Демонстрация для партнёров' })).toBeVisible();
  await expect(full.getByLabel(/^E-mail/)).toBeVisible();
  await expect(full.getByRole('button', { name: /^Пожертвовать 500\s₽ в месяц$/ })).toBeVisible();

  // compact: chips and one button, no contact fields until the donor goes on
  await expect(compact.getByRole('heading', { name: 'Донор Рядом: поддержать развитие донорства' })).toBeVisible();
  await expect(compact.getByRole('radio', { name: '1 000 ₽' })).toBeVisible();
  await expect(compact.getByRole('button')).toHaveCount(1);
  await expect(compact.getByLabel(/^E-mail/)).toHaveCount(0);
  await compact.getByRole('radio', { name: 'Разово' }).check();
  await compact.getByRole('radio', { name: '1 000 ₽' }).check();
  await compact.getByRole('button', { name: /^Пожертвовать 1\s000\s₽$/ }).click();
  await expect(compact.getByLabel(/^Имя/)).toBeFocused();
  await expect(compact.getByLabel(/^E-mail/)).toBeVisible();
  await expect(compact.getByRole('radio', { name: '1 000 ₽' })).toBeChecked();

  // one widget script for both sizes: the pinned file, checked against its integrity
  const widgetScripts = scripts.filter((p) => p.startsWith('/widget/donate.'));
  expect(widgetScripts).toHaveLength(1);
  const sri = (await (await page.request.get('/widget/integrity.json')).json()) as { file: string; integrity: string };
  expect(widgetScripts[0]).toBe(`/widget/${sri.file}`);
  expect(sri.integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);

  // the embed code: both sizes, the moving file and the pinned one with its integrity
  const origin = new URL(baseURL!).origin;
  const code = page.locator('#code-v1');
  await expect(code).toContainText(`<script async src="${origin}/widget/donate.v1.js"></script>`);
  await expect(code).toContainText('data-size="compact"');
  await expect(page.locator('#code-sri')).toContainText(`src="${origin}/widget/${sri.file}"`);
  await expect(page.locator('#code-sri')).toContainText(`integrity="${sri.integrity}" crossorigin="anonymous"`);
  await page.getByRole('button', { name: 'Скопировать код' }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Код скопирован' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('data-donor-widget');

  expect(await allAxeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

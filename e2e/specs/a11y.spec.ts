// WCAG 2.1 A/AA with axe-core on the main screens: no serious or critical violation.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, PHONE } from '../fixtures/index.ts';
import { BottomBar, Header, RightMenu } from '../pages/header.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoSeriousViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map((v) => `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${v.nodes
      .slice(0, 5)
      .map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.replace(/\n/g, ' ')}`)
      .join('\n')}`)
    .join('\n');
  expect(serious.length, `serious/critical axe violations:\n${report}`).toBe(0);
}

const PAGES: Array<[path: string, heading: string | RegExp]> = [
  ['/', /Донор/],
  ['/how/', 'Как стать донором'],
  ['/login', 'Вход'],
  ['/404/', 'Страница не найдена'],
  ['/about', 'О проекте'],
];

for (const [path, heading] of PAGES) {
  test(`${path} has no serious violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(new Header(page).loginLink).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test.describe('phone', () => {
  test.use(PHONE);
  test('the right menu, open, has no serious violations', async ({ page }) => {
    await page.goto('/');
    await new BottomBar(page).more.click();
    const menu = new RightMenu(page);
    await expect(menu.dialog).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

test('the logged-in /profile/ has no serious violations', async ({ page, loginAs }) => {
  await loginAs(page, 'demo');
  await page.goto('/profile/');
  await expect(new Header(page).avatarButton).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await new Header(page).openUserMenu();
  await expectNoSeriousViolations(page);
});

// The self-check before a trip (docs/eligibility.md «Самопроверка»), on a phone and without an
// account: a tattoo 30 days ago answers «лучше подождать до …» with the engine's own date, the
// answers survive a reload, saving asks to log in and come back; axe is clean.
import type { Page } from '@playwright/test';
import { addDays } from '../../shared/src/eligibility/dates.ts';
import { nextPossibleDates } from '../../shared/src/eligibility/engine.ts';
import { formatDate } from '../../shared/src/i18n.ts';
import { test, expect, PHONE } from '../fixtures/index.ts';
import { seriousAxeViolations, WCAG_AA } from '../pages/axe.ts';

test.use(PHONE);

async function axe(page: Page) {
  expect(await seriousAxeViolations(page, { tags: WCAG_AA, include: '#app-main' })).toEqual([]);
}

test('anonymous: a tattoo 30 days ago → «лучше подождать до …» the engine’s date', async ({ page }) => {
  await page.goto('/self-check/');
  await expect(page.getByRole('heading', { level: 1, name: 'Можно ли мне сдать кровь?' })).toBeVisible();
  await axe(page);

  // The browser's calendar day is the page's «today».
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  const from = addDays(today, -30);
  const expected = nextPossibleDates({ sex: null, donations: [], deferrals: [{ kind: 'tattoo', from }] }, today).blood.date;

  const tattoo = page.getByRole('group', { name: 'Делали ли вы татуировку, пирсинг или иглоукалывание?' });
  await tattoo.getByRole('radio', { name: 'Да' }).check();
  await tattoo.getByLabel('Дата татуировки, пирсинга или иглоукалывания').fill(from);
  await page.getByRole('button', { name: 'Проверить' }).click();

  const answer = page.getByRole('region', { name: 'Ответ' });
  await expect(answer.locator('.sc-verdict')).toHaveText(`лучше подождать до ${formatDate(expected)}`);
  await expect(answer.locator('[data-question="tattoo"]')).toContainText(`сдать можно с ${formatDate(expected)}`);
  await expect(answer.locator('[data-question="tattoo"]')).toContainText('Источник:');
  await expect(answer).toContainText('Окончательное решение о допуске');
  await expect(answer.getByRole('link', { name: 'Войдите, чтобы сохранить' })).toHaveAttribute('href', '/login/?next=%2Fself-check%2F');
  await axe(page);

  await page.reload();
  await expect(page.getByRole('group', { name: 'Делали ли вы татуировку, пирсинг или иглоукалывание?' }).getByRole('radio', { name: 'Да' })).toBeChecked();
  await expect(page.locator('.sc-verdict')).toHaveText(`лучше подождать до ${formatDate(expected)}`);
});

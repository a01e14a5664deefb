// The station console on a phone (docs/booking.md «Пульт станции», «Акции сотрудников»;
// mfe-staff/src/station/, mfe-staff/src/events/): the nurse of moscow-1 taps one blood group's
// need and the public station page shows it; creates an event with a slot (its draft survives a
// reload), then cancels it with a reason, and the event's public page says «Акция отменена».
// The nurse is one of this spec's own (fixtures `staff`), bound to moscow-1 as the seeded one is.
import type { Page } from '@playwright/test';
import { test, expect, PHONE } from '../fixtures/index.ts';
import { seriousAxeViolations, WCAG_AA } from '../pages/axe.ts';

test.use(PHONE);
test.describe.configure({ mode: 'serial' });

interface Station { id: number; title: string; blood_needs: Record<string, string> }

const stationOf = async (page: Page): Promise<Station> => (await (await page.request.get('/api/blood_stations/moscow-1/')).json()) as Station;
/** A Moscow calendar day `n` days from now. */
const moscowDay = (n: number): string => new Date(Date.now() + 3 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousAxeViolations(page, { tags: WCAG_AA }), page.url()).toEqual([]);
}

test('one tap on a blood group: saved, stamped, and the public station page shows it', async ({ page, loginAs, staff }) => {
  await loginAs(page, await staff({ stations: ['moscow-1'] }, 'Медсестра'));
  const station = await stationOf(page);
  const target = station.blood_needs.o_minus === 'enough' ? { button: 'Нужна', word: 'нужна' } : { button: 'Достаточно', word: 'достаточно' };

  await page.goto(`/staff/stations/${station.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Станция · ${station.title}` })).toBeVisible();
  const group = page.getByRole('group', { name: 'O(I) Rh−' });
  const button = group.getByRole('button', { name: target.button });
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  const box = await button.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await button.tap();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`O(I) Rh−: ${target.word} — сохранено`)).toBeVisible();
  await expect(page.getByText(/^Обновлено \d+/)).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto('/bloodstations/moscow-1');
  const chip = page.locator('.st-needsum--page .st-needs li', { hasText: 'O(I) Rh−' }).first();
  await expect(chip).toContainText(target.word);
});

test('an event with a slot is created (its draft survives a reload) and cancelled with a reason', async ({ page, loginAs, staff }) => {
  await loginAs(page, await staff({ stations: ['moscow-1'] }, 'Медсестра'));
  const station = await stationOf(page);
  const title = `Пробная акция ${Date.now()}`;
  const day = moscowDay(4);

  await page.goto(`/staff/stations/${station.id}/events`);
  const form = page.getByRole('region', { name: 'Новая акция' });
  await form.getByLabel('Название').fill(title);
  const slot = form.getByRole('group', { name: 'Время 1' });
  await slot.getByLabel('Дата').fill(day);
  await slot.getByLabel('Начало').fill('10:30');
  await slot.getByLabel('Мест').fill('3');
  await page.reload();
  await expect(form.getByLabel('Название')).toHaveValue(title);
  await expect(slot.getByLabel('Дата')).toHaveValue(day);
  await expectNoSeriousViolations(page);

  await form.getByRole('button', { name: 'Создать акцию' }).tap();
  await expect(page.getByText(`Акция создана: «${title}»`)).toBeVisible();
  await expect(form.getByLabel('Название')).toHaveValue('');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toContainText('записано 0 из 3');

  await card.getByRole('button', { name: 'Отменить акцию' }).tap();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Отменить акцию' }).tap();
  await expect(dialog.getByText('Напишите причину')).toBeVisible();
  await dialog.getByLabel('Причина отмены').fill('Плановое отключение электричества');
  await dialog.getByRole('button', { name: 'Отменить акцию' }).tap();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Акция отменена, доноры получат уведомление')).toBeVisible();
  await expect(card).toContainText('Акция отменена. Причина: Плановое отключение электричества');
  await expect(card.getByRole('button', { name: 'Отменить акцию' })).toHaveCount(0);

  await card.getByRole('link', { name: 'Страница акции для доноров' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Акция отменена' })).toBeVisible();
  await expect(page.getByText('Причина: Плановое отключение электричества')).toBeVisible();
  await expect(page.getByRole('article', { name: title }).getByRole('radio')).toHaveCount(0); // no time to book
});

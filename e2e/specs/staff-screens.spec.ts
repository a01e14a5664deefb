// The moderators' screens for what already existed (docs/staff.md; docs/recognition.md «Подарки»):
// a moderator grants a station role to a registered person (login, station, own password), revokes
// it with the password in a confirm dialog, and finds both in the audit log through the person's
// «Действия в журнале» link; a moderator marks a donor's gift request «Отправлен» (axe on the four
// screens as loaded: route-sweep.spec.ts). Both write as a moderator of their own (fixtures `staff`).
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../fixtures/index.ts';
import { moscowDay, moscowIso, registerDonor, type Donor } from '../pages/cabinet.ts';

const auth = (token: string) => ({ authorization: `Token ${token}` });

test('a moderator grants and revokes a station role and sees both in the audit log', async ({ page, request, loginAs, staff }) => {
  const person = await registerDonor(request, 'Медсестра');
  const moderator = await staff({ moderator: true }, 'Модератор');
  await loginAs(page, moderator);
  await page.goto('/staff/people/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Сотрудники станций' })).toBeVisible({ timeout: 15_000 });

  const form = main.getByRole('form', { name: 'Выдать доступ к станции' });
  // Sent empty: every field says what is missing, beside the field.
  await form.getByRole('button', { name: 'Выдать доступ' }).click();
  await expect(form.getByLabel('E-mail или телефон сотрудника')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('E-mail или телефон сотрудника').fill(person.email);
  await form.getByRole('combobox', { name: /Станция/ }).click();
  await page.getByRole('option').first().click();
  await form.getByLabel('Ваш пароль').fill('not-my-password');
  await form.getByRole('button', { name: 'Выдать доступ' }).click();
  await expect(form.getByText('Неверный пароль')).toBeVisible();
  await form.getByLabel('Ваш пароль').fill(moderator.password);
  await form.getByRole('button', { name: 'Выдать доступ' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'теперь сотрудник станции' })).toBeVisible();

  const row = main.locator(`[data-grant^="${person.id}-"]`);
  await expect(row).toContainText(person.email);
  const history = await row.getByRole('link', { name: 'Действия в журнале' }).getAttribute('href');
  expect(history).toContain(`object_id=${person.id}`);

  await row.getByRole('button', { name: 'Отозвать доступ' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Ваш пароль').fill(moderator.password);
  await dialog.getByRole('button', { name: 'Отозвать доступ' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(main.getByRole('status').filter({ hasText: 'отозван' })).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.goto(history!);
  const log = main.getByRole('list', { name: 'Записи журнала' });
  await expect(log.getByRole('listitem')).toHaveCount(2, { timeout: 15_000 });
  await expect(log.getByRole('listitem').nth(0).getByRole('heading')).toHaveText('Отозван доступ к станции');
  await expect(log.getByRole('listitem').nth(1).getByRole('heading')).toHaveText('Выдан доступ к станции');
  await expect(log.getByRole('listitem').nth(0)).toContainText('модератор');
});

/** A fresh donor with one accepted donation who asks for the first souvenir. */
async function donorWithGiftRequest(request: APIRequestContext, moderator: Donor): Promise<Donor> {
  const donor = await registerDonor(request, 'Подарок');
  const added = await request.post('/api/donations/', {
    headers: auth(donor.token),
    data: { donate_at: moscowIso(moscowDay(-5)), blood_class: 'blood', blood_station_id: 1, is_paid: false },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { id } = (await added.json()) as { id: number };
  const verdict = await request.post(`/api/staff/donations/${id}/verdict/`, { headers: auth(moderator.token), data: { verdict: 'accept' } });
  expect(verdict.status(), await verdict.text()).toBe(200);
  const status = (await (await request.get('/api/profile/gifts-status/', { headers: auth(donor.token) })).json()) as { stages: { souvenir: { id: number; in_stock: boolean }; state: string }[] };
  const stage = status.stages.find((s) => s.state === 'available' && s.souvenir.in_stock);
  expect(stage, 'a souvenir the donor can ask for').toBeTruthy();
  const asked = await request.post('/api/profile/request-gifts/', { headers: auth(donor.token), data: { souvenir_id: stage!.souvenir.id, delivery: 'station', blood_station_id: 1 } });
  expect(asked.status(), await asked.text()).toBe(200);
  return donor;
}

test('a moderator marks a gift request sent', async ({ page, request, loginAs, staff }) => {
  const moderator = await staff({ moderator: true }, 'Модератор');
  const donor = await donorWithGiftRequest(request, moderator);
  // The list is the longest-waiting first: find the page that holds this donor's request.
  let pageNo = 1;
  for (;; pageNo++) {
    const list = (await (await request.get(`/api/staff/gift-requests/?state=requested&page=${pageNo}`, { headers: auth(moderator.token) })).json()) as { num_pages: number; results: { donor: { email: string | null } }[] };
    if (list.results.some((r) => r.donor.email === donor.email) || pageNo >= list.num_pages) break;
  }
  await loginAs(page, moderator);
  await page.goto(pageNo > 1 ? `/staff/gifts/?page=${pageNo}` : '/staff/gifts/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Заявки на подарки' })).toBeVisible({ timeout: 15_000 });
  await expect(main.getByRole('link', { name: 'Ждут отправки' })).toHaveAttribute('aria-current', 'page');
  const card = main.getByRole('listitem').filter({ hasText: donor.email });
  await expect(card).toContainText('Запрошен');
  await card.getByRole('button', { name: 'Отметить «Отправлен»' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Отправлен' })).toBeVisible();

  await main.getByRole('link', { name: 'Отправлены' }).click();
  await expect(page).toHaveURL(/\/staff\/gifts\/\?state=sent/);
  const status = (await (await request.get('/api/profile/gifts-status/', { headers: auth(donor.token) })).json()) as { stages: { state: string }[] };
  expect(status.stages.map((s) => s.state)).toContain('sent');
});

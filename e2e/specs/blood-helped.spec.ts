// «Ваша кровь помогла» on a phone (docs/staff.md; api/src/features/staff/shipments.ts,
// mfe-staff/src/donations/station-donations-page.tsx): the nurse of moscow-1 ticks the accepted
// donation of a donor of this test's own (registered, the donation added and accepted through the
// API — no shared account is written to), opens «Отметить отправку в больницу», is told under the field that
// the hospital is missing, names it and sends; the row says «Отправлено: …». The donor opens that
// donation in her cabinet and reads «Ваша кровь помогла: отправлена в …».
import type { Page } from '@playwright/test';
import { test, expect, PHONE } from '../fixtures/index.ts';
import { seriousAxeViolations, WCAG_AA } from '../pages/axe.ts';
import { moscowDay, moscowIso, registerDonor } from '../pages/cabinet.ts';

test.use(PHONE);

interface Item { id: number; donor: { name: string }; shipment: { hospital: string; sent_on: string } | null }

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousAxeViolations(page, { tags: WCAG_AA }), page.url()).toEqual([]);
}

test('a nurse marks a donation sent to a hospital; the donor sees «Ваша кровь помогла» on its page', async ({ page, browser, baseURL, request, loginAs, staff, consoleErrors }) => {
  // Any 404 is named in the console check's message (a missing chunk is the usual one).
  const missing: string[] = [];
  page.on('response', (r) => { if (r.status() === 404) missing.push(r.url()); });
  // Unique per run: the spec may run again on the same database.
  const hospital = `ГКБ № 52 (проверка ${Date.now().toString(36)})`;
  const station = (await (await request.get('/api/blood_stations/moscow-1/')).json()) as { id: number; title: string };
  // The moderator and the nurse of moscow-1 are this test's own (fixtures `staff`): both write.
  const moderator = await staff({ moderator: true }, 'Модератор');
  const nurse = await staff({ stations: ['moscow-1'] }, 'Медсестра');
  // The donor: a name no other run has (the station's list keeps earlier runs' donors).
  const firstName = `Помощь ${Date.now().toString(36)}`;
  const donor = await registerDonor(request, firstName);
  const added = await request.post('/api/donations/', {
    headers: { authorization: `Token ${donor.token}` },
    data: { donate_at: moscowIso(moscowDay(-1)), blood_class: 'blood', blood_station_id: station.id, is_paid: false },
  });
  expect(added.status(), await added.text()).toBe(201);
  const accept = await request.post(`/api/staff/donations/${((await added.json()) as { id: number }).id}/verdict/`, {
    headers: { authorization: `Token ${moderator.token}` }, data: { verdict: 'accept' },
  });
  expect(accept.status(), await accept.text()).toBe(200);
  const donorName = `${firstName} Тестова`; // registerDonor's last name
  await loginAs(page, nurse);
  await page.goto(`/staff/stations/${station.id}/donations`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: `Отправка в больницу · ${station.title}` })).toBeVisible({ timeout: 15_000 });

  const box = main.getByRole('checkbox', { name: new RegExp(`^Выбрать: ${donorName}, `) });
  await box.check();
  await expect(main.getByText('Выбрано: 1 донация')).toBeVisible();
  await main.getByRole('button', { name: 'Отметить отправку в больницу' }).click();
  const form = main.getByRole('form', { name: 'Отправка в больницу' });
  await form.getByRole('button', { name: 'Отметить отправку' }).click();
  const field = form.getByLabel('Больница');
  await expect(field).toHaveAccessibleDescription(/Название больницы — от 2 до 200 символов/);
  await expectNoSeriousViolations(page);
  await field.fill(hospital);
  await form.getByRole('button', { name: 'Отметить отправку' }).click();
  await expect(main.getByRole('status').filter({ hasText: `Отправка в ${hospital} отмечена: 1 донация. Сообщение получат 1 донор.` })).toBeVisible();
  await expect(main.getByText(new RegExp(`^Отправлено: ${hospital.replace(/[()]/g, '\\$&')}, `))).toBeVisible();

  // Which donation it was: the station's list as the API gives it to the nurse.
  const list = (await (await request.get(`/api/staff/donations/accepted/?blood_station_id=${station.id}&shipped=yes&page_size=100`, { headers: { authorization: `Token ${nurse.token}` } })).json()) as { results: Item[] };
  const sent = list.results.find((r) => r.shipment?.hospital === hospital);
  expect(sent?.donor.name).toBe(donorName);

  const donorContext = await browser.newContext({ ...PHONE, baseURL });
  const donorPage = await donorContext.newPage();
  await loginAs(donorPage, donor);
  await donorPage.goto(`/profile/donations/${sent!.id}`);
  await expect(donorPage.getByRole('note').filter({ hasText: `Ваша кровь помогла: отправлена в ${hospital}` })).toBeVisible({ timeout: 15_000 });
  await donorContext.close();
  expect(consoleErrors, missing.join(' ')).toEqual([]);
});

// The donor's cabinet (mfe-profile; spec §2 /profile/**, §7 "Donations", "Donor plan", payments):
// /profile/ for the demo donor; a fresh donor adds a whole-blood donation today and sees the next
// whole blood in 60 days and plasma in 30 (the shared eligibility engine, 1166н), is refused a
// plan inside the interval with the reason, plans a valid day, cancels a monthly donation; another
// donor cannot open the donation's edit page; axe on every cabinet page.
import type { Page } from '@playwright/test';
import { test, expect, tokenCookie } from '../fixtures/index.ts';
import { seriousAxeViolations, WCAG_AA } from '../pages/axe.ts';
import { CabinetPage, DonationFormPage, PaymentsPage, PlanningPage, moscowDay, moscowIso, registerDonor, ruDay, subscribeMonthly, type Donor } from '../pages/cabinet.ts';

async function expectNoSeriousViolations(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  expect(await seriousAxeViolations(page, { tags: WCAG_AA }), page.url()).toEqual([]);
}

const asDonor = async (page: Page, donor: Donor, baseURL: string) => page.context().addCookies([tokenCookie(donor.token, baseURL)]);

test('/profile/ for the demo donor: header card, next dates per type, plan, latest donations; no serious axe violation', async ({ page, loginAs, consoleErrors }) => {
  await loginAs(page, 'demo');
  const cabinet = new CabinetPage(page);
  await cabinet.goto();
  await expect(cabinet.main.getByRole('heading', { name: 'Анна Иванова' })).toBeVisible();
  await expect(cabinet.main.getByTestId('donation-count')).toHaveText('15 донаций');
  await expect(cabinet.main.getByRole('img', { name: /User photo/ })).toHaveAttribute('width', '48');
  await expect(cabinet.nextDates).toHaveCount(5);
  for (const name of ['Цельная кровь', 'Плазма', 'Тромбоциты', 'Эритроциты', 'Гранулоциты']) await expect(cabinet.main.getByText(name, { exact: true }).first()).toBeVisible();
  // The sections behind the cabinet's tabs (docs/cabinet.md «Разделы»).
  await cabinet.tab('Донации').click();
  await expect(cabinet.main.getByText('Почётный донор России')).toBeVisible();
  await cabinet.tab('Главное').click();
  await expect(cabinet.main.getByRole('link', { name: 'Изменить план' })).toHaveAttribute('href', '/profile/planning');
  await cabinet.tab('Донации').click();
  await expect(cabinet.main.getByRole('link', { name: 'Все донации' })).toBeVisible();
  await cabinet.tab('Ещё').click();
  await expect(cabinet.main.getByRole('heading', { name: 'Почётный сертификат' })).toBeVisible();
  await expect(cabinet.main.getByLabel('Ваша ссылка')).toHaveValue(/\/sign_up_email\?referral_code=ANNA2026$/);
  await expectNoSeriousViolations(page);
  expect(consoleErrors).toEqual([]);
});

// The cabinet's pages as loaded are in route-sweep.spec.ts; here a donation opened from the list.
test('a donation opened from the demo donor’s list has no serious axe violation', async ({ page, loginAs }) => {
  await loginAs(page, 'demo');
  await page.goto('/profile/donations');
  await expect(page.getByText('ожидает подтверждения').first()).toBeVisible();
  await page.getByRole('main').locator('.cab-card a').first().click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: /^Донация / })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test.describe.serial('a fresh donor', () => {
  let donor: Donor;
  let donationId: number;

  test.beforeAll(async ({ request }) => {
    donor = await registerDonor(request);
  });

  test('adds a whole-blood donation today: next whole blood in 60 days, plasma in 30', async ({ page, baseURL }) => {
    await asDonor(page, donor, baseURL!);
    await page.goto('/profile/add_donation');
    const form = new DonationFormPage(page);
    await expect(form.date).toHaveAttribute('max', moscowIso(new Date()));
    await form.submit.click();
    await expect(form.date).toHaveAttribute('aria-invalid', 'true');
    await expect(form.date).toBeFocused();
    await form.date.fill(moscowIso(new Date()));
    await form.kind('Цельная кровь').check();
    await form.pickStation('а');
    const station = await form.station.inputValue();
    await page.reload(); // the draft survives a reload
    await expect(form.date).toHaveValue(moscowIso(new Date()), { timeout: 15_000 });
    await expect(form.kind('Цельная кровь')).toBeChecked();
    await expect(form.station).toHaveValue(station);
    await form.submit.click();
    await expect(page.getByRole('status').filter({ hasText: 'Донация добавлена' })).toBeVisible();
    const next = page.getByRole('main').locator('.cab-next__item');
    await expect(next.filter({ hasText: 'Цельная кровь' })).toContainText(`с ${ruDay(moscowDay(60))}`);
    await expect(next.filter({ hasText: 'Плазма' })).toContainText(`с ${ruDay(moscowDay(30))}`);
    await expect(page.getByRole('heading', { name: 'Как вы себя чувствуете?' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Что будет с кровью дальше' })).toBeVisible();
    await page.getByRole('group', { name: 'Самочувствие' }).getByRole('radio', { name: '5 — отлично' }).check();
    await page.getByRole('button', { name: 'Отправить' }).click();
    await expect(page.getByText('Спасибо! Ответы сохранены.')).toBeVisible();
    const link = page.getByRole('link', { name: 'Подробнее' });
    donationId = Number(/\/(\d+)$/.exec((await link.getAttribute('href'))!)![1]);

    const cabinet = new CabinetPage(page);
    await cabinet.goto();
    await expect(cabinet.next('blood')).toContainText(`с ${ruDay(moscowDay(60))}`);
    await expect(cabinet.next('plasma')).toContainText(`с ${ruDay(moscowDay(30))}`);
    await expect(cabinet.next('blood')).toContainText('нужно подождать 60 дней');
    await expect(cabinet.main.getByTestId('donation-count')).toHaveText('1 донация');
  });

  test('a second donation on the same day: a warning first, then the API’s error under the date', async ({ page, baseURL }) => {
    await asDonor(page, donor, baseURL!);
    await page.goto('/profile/add_donation');
    const form = new DonationFormPage(page);
    await expect(form.date).toBeVisible({ timeout: 15_000 });
    await form.date.fill(moscowIso(new Date()));
    await expect(page.getByText('На эту дату у вас уже есть донация', { exact: false })).toBeVisible();
    await form.kind('Плазма').check();
    await form.pickStation('а');
    await form.submit.click();
    await expect(form.date).toHaveAttribute('aria-invalid', 'true');
    await expect(form.date).toHaveAccessibleDescription(/Донация на эту дату уже добавлена/);
    await expect(form.date).toBeFocused();
  });

  test('is refused a plan inside the interval, with the reason; a day the engine allows is planned', async ({ page, baseURL }) => {
    await asDonor(page, donor, baseURL!);
    const planning = new PlanningPage(page);
    await page.goto('/profile/planning');
    await expect(planning.heading).toBeVisible({ timeout: 15_000 });
    await planning.kind('Цельная кровь').check();
    await expect(planning.date).toHaveAttribute('min', moscowIso(moscowDay(60)));
    await planning.station.fill('а');
    await page.getByRole('option').first().click();
    await planning.date.fill(moscowIso(moscowDay(10)));
    await expect(planning.date).toHaveAttribute('aria-invalid', 'true');
    await expect(planning.date).toHaveAccessibleDescription(/нужно подождать 60 дней: сдать можно с /);
    await planning.submit.click();
    await expect(planning.date).toBeFocused();
    const none = await page.request.get('/api/donation_plan/latest/', { headers: { authorization: `Token ${donor.token}` } });
    expect(await none.json()).toBeNull();

    await planning.date.fill(moscowIso(moscowDay(60)));
    await expect(planning.date).not.toHaveAttribute('aria-invalid', 'true');
    await planning.submit.click();
    await expect(page.getByText('Готово! Напомним накануне и в день донации.')).toBeVisible();
    await expect(page.getByRole('heading', { name: new RegExp(`Цельная кровь — ${ruDay(moscowDay(60))}`) })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Добавить в календарь' }).click();
    expect((await download).suggestedFilename()).toBe(`donor-plan-${moscowIso(moscowDay(60))}.ics`);
  });

  test('cancels a monthly donation from the cabinet after a confirm', async ({ page, baseURL, request }) => {
    await subscribeMonthly(request, donor, 700);
    await asDonor(page, donor, baseURL!);
    await page.goto('/profile/payments');
    const payments = new PaymentsPage(page);
    await expect(payments.heading).toBeVisible({ timeout: 15_000 });
    await expect(payments.main.getByText(/^700\s₽ в месяц$/)).toBeVisible();
    await expect(payments.main.getByText('Чеки приходят на вашу электронную почту', { exact: false })).toBeVisible();
    // a new amount: checked against spec §5 in the browser, then saved
    await payments.main.getByRole('button', { name: 'Изменить сумму' }).click();
    const amount = payments.main.getByLabel('Новая сумма, ₽');
    await amount.fill('49');
    await payments.main.getByRole('button', { name: 'Сохранить сумму' }).click();
    await expect(amount).toHaveAccessibleDescription(/Минимальная сумма пожертвования — 50 ₽/);
    await amount.fill('1000');
    await payments.main.getByRole('button', { name: 'Сохранить сумму' }).click();
    await expect(page.getByText(/^Сумма изменена: 1\s000\s₽ в месяц\.$/)).toBeVisible();
    await expect(payments.main.getByText(/^1\s000\s₽ в месяц$/)).toBeVisible();
    await payments.main.getByRole('button', { name: 'Отменить пожертвование' }).click();
    const dialog = page.getByRole('dialog', { name: 'Отменить ежемесячное пожертвование?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Оставить' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Отменить пожертвование' }).click();
    await expect(page.getByText('Ежемесячное пожертвование отменено. Больше списаний не будет.')).toBeVisible();
    await expect(payments.main.getByText('отменена', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('another donor cannot open the donation’s edit page (NotFound); the owner can', async ({ page, loginAs, baseURL }) => {
    await loginAs(page, 'demo');
    await page.goto(`/profile/donations/${donationId}/edit`);
    await expect(page.getByRole('main').getByText('Ничего не нашлось')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('main').getByLabel('Дата донации')).toHaveCount(0);

    await page.context().clearCookies();
    await asDonor(page, donor, baseURL!);
    await page.goto(`/profile/donations/${donationId}/edit`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Редактирование донации' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('main').getByLabel('Дата донации')).toHaveValue(moscowIso(new Date()));
    await expectNoSeriousViolations(page);
  });

  test('the honor certificate: the browser refuses a tiny file with the spec’s message, a real picture is uploaded and saved', async ({ page, baseURL }) => {
    await asDonor(page, donor, baseURL!);
    await page.goto('/newprofile'); // spec §2: the same cabinet once logged in
    await expect(new CabinetPage(page).heading).toBeVisible({ timeout: 15_000 });
    await new CabinetPage(page).tab('Ещё').click();
    const block = page.getByRole('region', { name: 'Почётный сертификат' });
    const file = block.getByLabel('Фото удостоверения');
    await file.setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: Buffer.alloc(500, 1) });
    await expect(file).toHaveAccessibleDescription(/Файл слишком маленький: не менее 1 КБ/);
    // a 300×300 picture with noise (so it is well over 1 KB), drawn by the browser itself
    const png = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 300;
      canvas.height = 300;
      const ctx = canvas.getContext('2d')!;
      for (let i = 0; i < 3000; i++) {
        ctx.fillStyle = `hsl(${i % 360} 70% 50%)`;
        ctx.fillRect((i * 37) % 300, (i * 91) % 300, 6, 6);
      }
      return canvas.toDataURL('image/png').split(',')[1]!;
    });
    await file.setInputFiles({ name: 'certificate.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
    await expect(block.getByRole('img', { name: 'Почётный сертификат донора' })).toBeVisible();
    await block.getByLabel('Дата награждения').fill('2026-08-26');
    await block.getByRole('button', { name: 'Сохранить' }).click();
    await expect(block.getByText('Сертификат сохранён.')).toBeVisible();
    const saved = await page.request.get('/api/honor-certificate/', { headers: { authorization: `Token ${donor.token}` } });
    expect(await saved.json()).toMatchObject({ honor_certificate_date: '2026-08-26' });
  });

  test('without login the donation page shows only its public part (spec §2)', async ({ page }) => {
    await page.goto(`/profile/donations/${donationId}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: `Донация ${ruDay(moscowDay(0))}` })).toBeVisible({ timeout: 15_000 });
    await expect(main.getByText('Цельная кровь')).toBeVisible();
    await expect(main.getByText('ожидает подтверждения')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Изменить' })).toHaveCount(0);
    await expect(main.getByText('Оплата')).toHaveCount(0);
  });
});

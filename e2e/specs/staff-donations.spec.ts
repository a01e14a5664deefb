// Donation review on a phone (docs/staff.md «Проверка донаций»; api/src/features/staff/donation-review.ts,
// mfe-staff/src/donations/): the moderator opens a donor's pending donation below the queue,
// reads its certificate (zoom, rotate), refuses it — first without a reason (the error sits under
// the field), then with one and words for the donor; the donor finds the refusal with its reason
// in «Мои донации» and on the donation, fixes it and sends it again; it is back in the
// moderator's queue, marked as sent again, and «ожидает подтверждения» for her.
// The donor and the moderator are this test's own (fixtures `donor`, `staff`): the donor sends a
// certificate photo with a donation at moscow-77, a station no other spec writes to, and the
// moderator's queue is filtered to that station, so other specs' pending donations never push it
// to another page.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, PHONE } from '../fixtures/index.ts';
import { seriousAxeViolations } from '../pages/axe.ts';
import { moscowDay, moscowIso, registerDonor, type Donor } from '../pages/cabinet.ts';

test.use(PHONE);
test.describe.configure({ mode: 'serial' });

const REASON = 'Дата не совпадает со справкой';
const COMMENT = 'В справке другая дата — проверьте, пожалуйста.';

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousAxeViolations(page, {}), page.url()).toEqual([]);
}

/** A photo of a certificate, as a phone takes one: a sheet drawn in `page` and shot (JPEG). */
async function certificatePhoto(page: Page, donorName: string): Promise<Buffer> {
  await page.setContent(`<body style="margin:0;background:#e9e4d8;font-family:sans-serif">
    <div style="margin:16px;padding:24px;background:#fffdf7;border:1px solid #d8d2c2">
      <p>Форма № 402/у</p><h1>Справка о донации</h1><p>Донор: ${donorName}</p><p>Дата донации: ${moscowIso(moscowDay(-6))}</p><p>Вид донации: цельная кровь</p>
    </div></body>`);
  return page.screenshot({ type: 'jpeg', quality: 80 });
}

/** The donor's pending donation at `stationId` with the certificate photo attached; its id. */
async function pendingDonation(request: APIRequestContext, donor: Donor, stationId: number, photo: Buffer): Promise<number> {
  const auth = { authorization: `Token ${donor.token}` };
  const up = await request.post('/api/picture/', { headers: auth, multipart: { file: { name: 'spravka.jpg', mimeType: 'image/jpeg', buffer: photo } } });
  expect(up.status(), await up.text()).toBe(201);
  const { id: certificate_id } = (await up.json()) as { id: number };
  const added = await request.post('/api/donations/', {
    headers: auth,
    data: { donate_at: moscowIso(moscowDay(-6)), blood_class: 'blood', blood_station_id: stationId, is_paid: false, certificate_id },
  });
  expect(added.status(), await added.text()).toBe(201);
  return ((await added.json()) as { id: number }).id;
}

test('a moderator refuses a certificate with a reason; the donor sees why, fixes and resends it; it is back in the queue', async ({ page, browser, baseURL, request, loginAs, staff, consoleErrors }) => {
  // A name no other run has: the station's queue may hold an earlier run's donation.
  const firstName = `Справка ${Date.now().toString(36)}`;
  const donorName = `${firstName} Тестова`; // registerDonor's last name
  const donorAccount = await registerDonor(request, firstName);
  const station = (await (await request.get('/api/blood_stations/moscow-77/')).json()) as { id: number };
  await pendingDonation(request, donorAccount, station.id, await certificatePhoto(page, donorName));
  await loginAs(page, await staff({ moderator: true }, 'Модератор'));
  await page.goto(`/staff/donations/?blood_station_id=${station.id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Проверка донаций' })).toBeVisible({ timeout: 15_000 });
  const queue = main.getByRole('region', { name: 'Очередь' });
  await expect(queue.getByText(/^В очереди \d+ донац/)).toBeVisible();

  // The donor's donation, below the queue on a phone.
  await queue.getByRole('link', { name: new RegExp(donorName) }).click();
  await expect(page).toHaveURL(/\/staff\/donations\/\?(?:.*&)?id=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  const review = main.getByRole('article', { name: /^Донация / });
  await expect(review).toBeVisible();
  await expect(review.getByText(donorAccount.email, { exact: false })).toBeVisible();
  const picture = review.getByRole('img', { name: /^Справка о донации / });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(200);
  await review.getByRole('button', { name: 'Увеличить' }).click();
  await review.getByRole('button', { name: 'Повернуть вправо' }).click();
  await expect(review.getByText('Масштаб 150 %, поворот 90°')).toBeVisible();
  await expect(review.getByRole('heading', { name: 'История донора' })).toBeVisible();
  await expectNoSeriousViolations(page);

  // Refuse: no reason → the error under the field; then the reason and words for the donor.
  await review.getByRole('button', { name: 'Отклонить', exact: true }).click();
  const form = review.getByRole('form', { name: 'Отклонить донацию' });
  await form.getByRole('button', { name: 'Отклонить донацию' }).click();
  const reason = form.getByLabel('Причина отказа');
  await expect(reason).toHaveAccessibleDescription('Выберите причину отказа');
  await expect(reason).toBeFocused();
  await reason.selectOption({ label: REASON });
  await form.getByLabel('Комментарий для донора').fill(COMMENT);
  await form.getByRole('button', { name: 'Отклонить донацию' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'отклонена. Донор получит уведомление с причиной.' })).toBeVisible();
  await expect(review.getByText(`Причина: ${REASON}`)).toBeVisible();
  await expect(queue.getByRole('link', { name: new RegExp(donorName) })).toHaveCount(0);

  // The donor was told, by e-mail (she registered with one).
  await expect.poll(async () => {
    const bodies = ((await (await page.request.get(`/api/dev/outbox.json?target=${encodeURIComponent(donorAccount.email)}`)).json()) as { subject: string; body: string }[]).map((m) => `${m.subject}\n${m.body}`);
    return bodies.some((b) => b.includes('не подтверждена') && b.includes(`/profile/donations/${id}/edit`));
  }).toBe(true);

  // The donor's side, on her own phone.
  const donorContext = await browser.newContext({ ...PHONE, baseURL: baseURL!, locale: 'ru-RU', timezoneId: 'Europe/Moscow', serviceWorkers: 'block' });
  // The home-screen prompt (spec §2, under /profile on a phone) is another spec's subject: dismissed, so it covers nothing.
  await donorContext.addCookies([{ name: 'pwaPrompt', value: '1', domain: new URL(baseURL!).hostname, path: '/' }]);
  const donor = await donorContext.newPage();
  await loginAs(donor, donorAccount);
  await donor.goto('/profile/donations');
  const fix = donor.getByRole('region', { name: 'Нужно исправить' });
  await expect(fix).toBeVisible({ timeout: 15_000 });
  await expect(fix.getByText('отклонена', { exact: true })).toBeVisible();
  await expect(fix.getByText(`Причина: ${REASON}`)).toBeVisible();
  await expect(fix.getByText(`Комментарий модератора: ${COMMENT}`)).toBeVisible();
  await expectNoSeriousViolations(donor);

  await donor.goto(`/profile/donations/${id}`);
  const article = donor.getByRole('article');
  await expect(article.getByText(`Причина: ${REASON}`)).toBeVisible({ timeout: 15_000 });
  await article.getByRole('link', { name: 'Исправить и отправить снова' }).click();
  await expect(donor.getByRole('heading', { level: 1, name: 'Редактирование донации' })).toBeVisible();
  await expect(donor.getByText(`Причина: ${REASON}`)).toBeVisible();
  const volume = donor.getByLabel('Объём, мл (необязательно)');
  await volume.fill('610');
  await donor.getByRole('button', { name: 'Отправить снова' }).click();
  await expect(donor).toHaveURL(new RegExp(`/profile/donations/${id}$`));
  await expect(donor.getByRole('article').getByText('ожидает подтверждения')).toBeVisible();
  await expect(donor.getByText('610 мл')).toBeVisible();
  await donorContext.close();

  // Back in the moderator's queue, marked as sent again.
  await page.reload();
  const again = queue.getByRole('link', { name: new RegExp(donorName) });
  await expect(again).toBeVisible({ timeout: 15_000 });
  await expect(again).toContainText('отправлена снова');
  expect(consoleErrors).toEqual([]);
});

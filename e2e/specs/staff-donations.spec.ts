// Donation review on a phone (docs/staff.md «Проверка донаций»; api/src/features/staff/donation-review.ts,
// mfe-staff/src/donations/): the moderator opens the demo donor's pending donation below the
// queue, reads its generated certificate (zoom, rotate), refuses it — first without a reason (the
// error sits under the field), then with one and words for the donor; the donor finds the
// refusal with its reason in «Мои донации» and on the donation, fixes it and sends it again; it
// is back in the moderator's queue, marked as sent again, and «ожидает подтверждения» for her.
// The demo donor's pending donation ends pending again, as the seed left it (other specs count it).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, PHONE } from '../fixtures/index.ts';

test.use(PHONE);
test.describe.configure({ mode: 'serial' });

const REASON = 'Дата не совпадает со справкой';
const COMMENT = 'В справке другая дата — проверьте, пожалуйста.';

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`), page.url()).toEqual([]);
}

test('a moderator refuses a certificate with a reason; the donor sees why, fixes and resends it; it is back in the queue', async ({ page, browser, baseURL, loginAs, consoleErrors }) => {
  await loginAs(page, 'moderator');
  await page.goto('/staff/donations/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Проверка донаций' })).toBeVisible({ timeout: 15_000 });
  const queue = main.getByRole('region', { name: 'Очередь' });
  await expect(queue.getByText(/^В очереди \d+ донац/)).toBeVisible();

  // The demo donor's donation, below the queue on a phone.
  await queue.getByRole('link', { name: /Анна Иванова/ }).click();
  await expect(page).toHaveURL(/\/staff\/donations\/\?id=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  const review = main.getByRole('article', { name: /^Донация / });
  await expect(review).toBeVisible();
  await expect(review.getByText('demo@example.com', { exact: false })).toBeVisible();
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
  await expect(queue.getByRole('link', { name: /Анна Иванова/ })).toHaveCount(0);

  // The donor was told, by e-mail or (with e-mail off) by SMS.
  await expect.poll(async () => {
    const bodies = await Promise.all(['demo@example.com', '+79990000001'].map(async (target) =>
      ((await (await page.request.get(`/api/dev/outbox.json?target=${encodeURIComponent(target)}`)).json()) as { subject: string; body: string }[]).map((m) => `${m.subject}\n${m.body}`)));
    return bodies.flat().some((b) => b.includes('не подтверждена') && b.includes(`/profile/donations/${id}/edit`));
  }).toBe(true);

  // The donor's side, on her own phone.
  const donorContext = await browser.newContext({ ...PHONE, baseURL: baseURL!, locale: 'ru-RU', timezoneId: 'Europe/Moscow', serviceWorkers: 'block' });
  // The home-screen prompt (spec §2, under /profile on a phone) is another spec's subject: dismissed, so it covers nothing.
  await donorContext.addCookies([{ name: 'pwaPrompt', value: '1', domain: new URL(baseURL!).hostname, path: '/' }]);
  const donor = await donorContext.newPage();
  await loginAs(donor, 'demo');
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
  const again = queue.getByRole('link', { name: /Анна Иванова/ });
  await expect(again).toBeVisible({ timeout: 15_000 });
  await expect(again).toContainText('отправлена снова');
  expect(consoleErrors).toEqual([]);
});

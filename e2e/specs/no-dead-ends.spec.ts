// No dead ends (spec §2 /souvenir/, /charityshop, Footer, /how/): souvenirs say how to get them
// and link there; buying in the charity shop through the sandbox ends on the thank-you with the
// order number (and its letter in the outbox); the newsletter confirms inline and its letter's
// link confirms the subscription; /how/ ends with «Где сдать кровь».
import { test, expect } from '../fixtures/index.ts';
import { allAxeViolations } from '../pages/axe.ts';

test('souvenirs: «Как получить» on every card, pictures with size and alt, links to the cabinet and /donate/', async ({ page }) => {
  await page.goto('/souvenir/');
  const cards = page.locator('.dp__card');
  await expect(cards).toHaveCount(6);
  await expect(cards.filter({ hasText: 'Как получить:' })).toHaveCount(6);
  const mug = cards.filter({ hasText: 'Термокружка' });
  await expect(mug.getByText(/Как получить: за пожертвование проекту от 1\s500\s₽/)).toBeVisible();
  await expect(mug.getByRole('link', { name: 'Пожертвовать' })).toHaveAttribute('href', '/donate/');
  await expect(cards.filter({ hasText: 'Браслет донора' }).getByRole('link', { name: 'Получить в личном кабинете' })).toHaveAttribute('href', '/profile/#tg-gifts');
  const img = mug.locator('img');
  await expect(img).toHaveAttribute('width', '480');
  await expect(img).toHaveAttribute('alt', 'Рисунок: Термокружка');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(480);
  expect(await allAxeViolations(page, { include: 'main' })).toEqual([]);
});

test('charity shop: buy through the sandbox and see the thank-you with the order number', async ({ page }) => {
  const email = `buyer-${Date.now()}@example.com`;
  await page.goto('/charityshop');
  const card = page.locator('.dp__card').filter({ hasText: 'Шоппер «Кровь — это жизнь»' });
  await expect(card.getByText(/Осталось \d+ шт\./)).toBeVisible();
  await card.getByRole('button', { name: 'Купить: Шоппер «Кровь — это жизнь»' }).click();
  await expect(card.getByLabel('Количество')).toBeFocused();
  await card.getByLabel('Количество').fill('2');
  await card.getByRole('button', { name: 'Перейти к оплате' }).click();
  await expect(card.getByLabel(/^E-mail для чека/)).toHaveAttribute('aria-invalid', 'true');
  await card.getByLabel(/^E-mail для чека/).fill(email);
  await expect(card.getByText(/Итого: 1\s800\s₽/)).toBeVisible();
  await card.getByRole('button', { name: 'Перейти к оплате' }).click();

  await expect(page.getByText('Тестовый режим', { exact: false })).toBeVisible();
  await expect(page.getByText('1800 ₽')).toBeVisible();
  await page.getByRole('button', { name: 'Оплатить' }).click();

  await expect(page).toHaveURL(/\/charityshop\?order=[0-9a-f-]{36}$/);
  const thanks = page.locator('.dp__thanks');
  await expect(thanks.getByRole('heading', { name: /^Спасибо! Заказ № \d+ оплачен$/ })).toBeVisible();
  await expect(thanks).toContainText(/Шоппер «Кровь — это жизнь» × 2 штуки — 1\s800\s₽/);
  const number = /№ (\d+)/.exec((await thanks.getByRole('heading').textContent()) ?? '')![1];
  const mail = (await (await page.request.get(`/api/dev/outbox.json?target=${encodeURIComponent(email)}`)).json()) as { subject: string }[];
  expect(mail.map((m) => m.subject)).toContain(`Заказ № ${number} оплачен — Донор Рядом`);
});

test('newsletter: inline confirmation, the letter confirms; a bad address gets a Russian error', async ({ page }) => {
  const email = `reader-${Date.now()}@example.com`;
  await page.goto('/about');
  const box = page.locator('.lay-newsletter');
  await box.getByLabel('Ваш e-mail').fill('не почта');
  await box.getByRole('button', { name: 'Подписаться' }).click();
  await expect(box.getByRole('alert')).toHaveText('Введите корректный e-mail');
  await expect(box.getByLabel('Ваш e-mail')).toHaveAttribute('aria-invalid', 'true');
  await box.getByLabel('Ваш e-mail').fill(email);
  await box.getByRole('button', { name: 'Подписаться' }).click();
  await expect(box.getByRole('status')).toContainText(`письмо для подтверждения отправлено на ${email}`);

  const mail = (await (await page.request.get(`/api/dev/outbox.json?target=${encodeURIComponent(email)}`)).json()) as { body: string }[];
  const link = /(https?:\/\/\S+\/api\/newsletter\/confirm\/\?token=[\w-]+)/.exec(mail[0]!.body)![1]!;
  await page.goto(link);
  await page.getByRole('button', { name: 'Подтвердить подписку' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Подписка на рассылку');
  await expect(page.getByText('Подписка подтверждена')).toBeVisible();
});

test('/how/ ends with «Где сдать кровь» → /bloodstations/', async ({ page }) => {
  await page.goto('/how/');
  const button = page.locator('#app-main').getByRole('link', { name: 'Где сдать кровь', exact: true }).last();
  await expect(button).toHaveAttribute('href', '/bloodstations/');
  await expect(button).toHaveClass(/ui-button/);
  await button.click();
  await expect(page).toHaveURL(/\/bloodstations\/$/);
});

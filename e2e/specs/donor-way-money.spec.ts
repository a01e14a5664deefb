// The donor's way with money, on a phone (390×844, touch): the full partner widget fits the
// screen (the comment and hide options folded), a partner site's visitor is not promised a
// cabinet they do not have, «Пожертвовать еще» brings the form back after a success; on our own
// site the monthly donor list says «ежемесячно», never «в этом месяце».
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect, PHONE } from '../fixtures/index.ts';

test.use(PHONE);

let server: Server;
let partner = '';

test.beforeAll(async ({ baseURL }) => {
  const ours = new URL(baseURL!).origin;
  // A partner page on another origin, under the strict CSP PARTNERS.md promises to work with.
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': `script-src 'self' ${ours}; style-src 'self'; object-src 'none'` });
    res.end(`<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Фонд</title></head>
<body style="margin:0"><div data-donor-widget data-campaign="phone"></div><script async src="${ours}/widget/donate.v1.js"></script></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  partner = `http://localhost:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('partner widget on a phone: the full form fits 390×844; thanks without «личный кабинет»; «Пожертвовать еще»', async ({ page }) => {
  await page.goto(partner);
  const w = page.locator('[data-campaign="phone"]');
  const submit = w.getByRole('button', { name: /^Пожертвовать 500\s₽ в месяц$/ });
  await expect(submit).toBeVisible();
  // The whole widget (heading to donor list) within one phone screen, not a 1,300 px scroll.
  await expect.poll(async () => (await w.boundingBox())!.height).toBeLessThanOrEqual(844);
  // The optional fields are one tap away (a native disclosure), and work.
  await expect(w.getByLabel('Комментарий')).toBeHidden();
  await w.getByText('Комментарий и показ в списке').click();
  await w.getByLabel('Комментарий').fill('С телефона');
  await expect(w.getByRole('checkbox', { name: /Не показывать моё имя/ })).toBeVisible();

  await w.getByLabel(/^Имя/).fill('Ирина');
  await w.getByLabel(/^E-mail/).fill(`phone-${Date.now()}@example.com`);
  await w.getByRole('checkbox', { name: /публичной оферты/ }).check();
  await w.getByRole('checkbox', { name: /персональных данных/ }).check();
  await submit.click();
  await w.getByRole('button', { name: /^Оплатить 500\s₽ в месяц$/ }).click();
  await page.frameLocator('iframe[title^="Оплата пожертвования"]').getByRole('button', { name: 'Оплатить' }).click();
  await expect(w.getByRole('heading', { name: 'Спасибо за вашу помощь!' })).toBeVisible();
  await expect(w.getByText(/^Ежемесячное пожертвование оформлено/)).toBeVisible();
  await expect(w.getByText(/кабинет/)).toHaveCount(0);
  await w.getByRole('button', { name: 'Пожертвовать еще' }).click();
  await expect(w.getByRole('radio', { name: '500 ₽' })).toBeChecked();
  await expect(w.getByLabel(/^Имя/)).toBeFocused();
});

test('our site: the monthly donor list says «ежемесячно», not «в этом месяце»', async ({ page }) => {
  await page.goto('/donate/');
  const f = page.locator('section.dw').first();
  await expect(f.getByText(/ежемесячно жертвуют 500|Станьте первым/)).toBeVisible();
  await expect(f.getByText(/в этом месяце/)).toHaveCount(0);
  await f.getByRole('radio', { name: 'Разово' }).check();
  await expect(f.getByText(/в этом месяце/)).toBeVisible();
});

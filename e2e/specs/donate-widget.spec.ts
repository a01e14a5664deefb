// The standalone widget on a partner's page, as PARTNERS.md promises it: a plain HTML page on
// ANOTHER origin (http://localhost:<free port>, the platform is on 127.0.0.1) with a strict CSP
// (PARTNERS.md «Content-Security-Policy»), the PARTNERS.md snippet pasted twice (idempotent), two
// widgets, the partner's aggressive CSS. No CSP violation, nothing leaks either way, the monthly
// and the one-time flows through the sandbox with their own thank-you texts, what the page
// downloads before pay, the heading naming the product and the campaign, the monthly button
// saying «в месяц», and the payment window's «Закрыть» (Esc too) returning focus.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures/index.ts';

let server: Server;
let partner = '';

function partnerHtml(ours: string): string {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Фонд «Партнёр»</title>
<link rel="stylesheet" href="/partner.css"></head><body>
<h1>Сайт партнёра</h1><button class="dw__btn" id="partner-button">Кнопка партнёра</button>
<div data-donor-widget data-campaign="spring" data-campaign-title="Весенний марафон"></div>
<script async src="${ours}/widget/donate.v1.js"></script>
<p>Второй виджет ниже</p>
<div data-donor-widget data-campaign="footer"></div>
<script async src="${ours}/widget/donate.v1.js"></script>
</body></html>`;
}
// Everything a careless partner stylesheet can do to us.
const PARTNER_CSS = `* { color: rgb(0, 128, 0) !important; font-family: serif !important; letter-spacing: 3px; }
button { background: rgb(255, 255, 0) !important; } input { border: 5px dashed rgb(0, 0, 255) !important; } h2 { display: none !important; }`;

test.beforeAll(async ({ baseURL }) => {
  const ours = new URL(baseURL!).origin;
  server = createServer((req, res) => {
    const csp = `script-src 'self' ${ours}; style-src 'self'; object-src 'none'; base-uri 'none'`;
    if (req.url?.startsWith('/partner.css')) { res.writeHead(200, { 'content-type': 'text/css' }); res.end(PARTNER_CSS); return; }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp });
    res.end(partnerHtml(ours));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  partner = `http://localhost:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function open(page: Page, path = '/?from=test') {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[]; __globals: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
    w.__globals = Object.keys(window);
  });
  const downloads: { url: string; bytes: number; headers: number }[] = [];
  page.on('requestfinished', async (req) => {
    const sizes = await req.sizes().catch(() => null);
    downloads.push({ url: req.url(), bytes: Math.max(0, sizes?.responseBodySize ?? 0), headers: Math.max(0, sizes?.responseHeadersSize ?? 0) });
  });
  await page.goto(partner + path);
  return downloads;
}

const widget = (page: Page, campaign: string) => page.locator(`[data-campaign="${campaign}"]`);
// PARTNERS.md: the heading names the product (PRODUCT_NAME, shared/src/site-defaults.ts) and the campaign.
const SPRING = 'Донор Рядом: Весенний марафон';
const FOOTER = 'Донор Рядом: поддержать развитие донорства';

test('strict CSP, two widgets, script twice: works, isolated, no violations; monthly through the sandbox', async ({ page, baseURL }) => {
  const downloads = await open(page);
  const w = widget(page, 'spring');
  await expect(w.getByRole('heading', { name: SPRING })).toBeVisible();
  await expect(widget(page, 'footer').getByRole('heading', { name: FOOTER })).toBeVisible();
  await expect(page.locator('[data-donor-widget] >> section.dw')).toHaveCount(2);
  await expect(w.getByText(/человек.* ежемесячно жертвуют 500|Станьте первым/)).toBeVisible();

  // one global, no eval, nothing else on window
  const added = await page.evaluate(() => {
    const w = window as unknown as { __globals: string[] };
    return Object.keys(window).filter((k) => !w.__globals.includes(k) && k !== '__globals' && k !== '__csp');
  });
  expect(added).toEqual(['DonorWidget']);
  // isolation both ways: the partner's CSS does not reach in, ours does not reach out
  const inside = await w.getByRole('button', { name: /^Пожертвовать/ }).evaluate((b) => {
    const s = getComputedStyle(b);
    return { bg: s.backgroundColor, color: s.color, font: s.fontFamily };
  });
  expect(inside).toEqual({ bg: 'rgb(179, 18, 31)', color: 'rgb(255, 255, 255)', font: expect.not.stringMatching(/^serif$/) });
  expect(await page.locator('#partner-button').evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(255, 255, 0)');
  expect(await w.getByLabel(/^Имя/).evaluate((i) => getComputedStyle(i).borderTopStyle)).toBe('solid');

  // what the page downloaded before pay: the partner's own files, our one script, one JSON
  const ours = new URL(baseURL!).origin;
  const fromUs = downloads.filter((d) => d.url.startsWith(ours));
  const scripts = fromUs.filter((d) => d.url.includes('/widget/'));
  expect(scripts.map((d) => new URL(d.url).pathname)).toEqual(['/widget/donate.v1.js']);
  expect(fromUs.filter((d) => !d.url.includes('/widget/') && !d.url.includes('/api/donaters-this-month/'))).toEqual([]);
  // README widget budget: everything downloaded before pay ≤ 15 KB (bodies as transferred, brotli).
  const total = fromUs.reduce((n, d) => n + d.bytes, 0);
  const report = `${fromUs.map((d) => `${new URL(d.url).pathname}${new URL(d.url).search} ${d.bytes} B (+${d.headers} B headers)`).join('; ')} — bodies ${total} B`;
  test.info().annotations.push({ type: 'before-pay', description: report });
  console.log(`[partner] before pay: ${report}`);
  expect(total).toBeLessThanOrEqual(15 * 1024);

  await w.getByLabel(/^Имя/).fill('Пётр');
  await w.getByLabel(/^E-mail/).fill('partner-monthly@example.com');
  await w.getByRole('checkbox', { name: /публичной оферты/ }).check();
  await w.getByRole('checkbox', { name: /персональных данных/ }).check();
  // what is charged, said on the button (Intl ru money: a no-break space before ₽)
  await w.getByRole('button', { name: /^Пожертвовать 500\s₽ в месяц$/ }).click();
  await w.getByRole('button', { name: /^Оплатить 500\s₽ в месяц$/ }).click();
  const checkout = page.frameLocator('iframe[title^="Оплата пожертвования"]');
  await checkout.getByRole('button', { name: 'Оплатить' }).click();
  await expect(w.getByRole('heading', { name: 'Спасибо за вашу помощь!' })).toBeVisible();
  await expect(w.getByText(/^Ежемесячное пожертвование оформлено/)).toBeVisible();
  await expect(w.getByRole('link', { name: 'Найти станцию' })).toHaveAttribute('href', `${new URL(baseURL!).origin}/bloodstations/`);
  await expect(w.getByRole('button', { name: 'Поделиться страницей' })).toBeVisible();
  // the other widget is untouched
  await expect(widget(page, 'footer').getByRole('heading', { name: FOOTER })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
  const payments = (await (await page.request.get(`${ours}/api/payments/?ordering=-created_at`)).json()) as { results: { name: string }[] };
  expect(payments.results[0]!.name).toBe('Пётр');
});

test('one-time on the partner page: link to the sandbox checkout and back to the partner with thanks', async ({ page }) => {
  await open(page, '/donate-page');
  const w = widget(page, 'spring');
  await w.getByRole('radio', { name: 'Разово' }).check();
  await w.getByRole('radio', { name: '1 000 ₽' }).check();
  await w.getByLabel(/^Имя/).fill('Вера');
  await w.getByLabel(/^E-mail/).fill('partner-once@example.com');
  await w.getByRole('checkbox', { name: /публичной оферты/ }).check();
  await w.getByRole('checkbox', { name: /персональных данных/ }).check();
  await w.getByRole('button', { name: /^Пожертвовать 1\s000/ }).click();
  await w.getByRole('radio', { name: 'Банковская карта' }).check();
  await w.getByRole('button', { name: /^Оплатить/ }).click();
  await expect(page.getByText('Тестовый режим', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Оплатить' }).click();
  await expect(page).toHaveURL(`${partner}/donate-page`);
  await expect(widget(page, 'spring').getByRole('heading', { name: 'Спасибо за вашу помощь!' })).toBeVisible();
  await expect(widget(page, 'spring').getByText(/^Разовое пожертвование получено/)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
});

test('the payment window on a 320 px phone: a long e-mail stays inside; «Закрыть» and Esc close it and focus returns', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await open(page);
  const w = widget(page, 'spring');
  const email = `${'a'.repeat(48)}@example.com`; // 60 characters, no break opportunity
  expect(email).toHaveLength(60);
  await w.getByRole('radio', { name: 'Разово' }).check();
  await w.getByRole('radio', { name: 'Ежемесячно' }).check();
  await w.getByLabel(/^Имя/).fill('Анна');
  await w.getByLabel(/^E-mail/).fill(email);
  await w.getByRole('checkbox', { name: /публичной оферты/ }).check();
  await w.getByRole('checkbox', { name: /персональных данных/ }).check();
  await w.getByRole('button', { name: /^Пожертвовать 500\s₽ в месяц$/ }).click();
  const pay = w.getByRole('button', { name: /^Оплатить 500\s₽ в месяц$/ });
  const focusedText = () => page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el?.textContent ?? '';
  });

  await pay.click();
  const dialog = page.getByRole('dialog', { name: /Оплата/ });
  await expect(dialog).toBeVisible();
  const frame = page.frameLocator('iframe[title^="Оплата пожертвования"]');
  await expect(frame.getByText(email)).toBeVisible();
  // nothing sticks out of the 320 px window: the page inside does not scroll sideways
  const inside = await frame.locator('dd', { hasText: email }).evaluate((dd) => ({
    right: dd.getBoundingClientRect().right, width: dd.ownerDocument.documentElement.clientWidth, scroll: dd.ownerDocument.documentElement.scrollWidth,
  }));
  expect(inside.right).toBeLessThanOrEqual(inside.width);
  expect(inside.scroll).toBeLessThanOrEqual(inside.width);
  const close = page.getByRole('button', { name: 'Закрыть' });
  await expect(close).toBeVisible();
  const box = (await close.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  await close.click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(focusedText).toMatch(/^Оплатить 500/);
  await expect(w.getByRole('alert')).toHaveCount(0); // a cancel is not a failed payment

  // Esc inside the payment window (focus is in its frame) closes it too
  await pay.click();
  await expect(frame.getByRole('button', { name: 'Оплатить' })).toBeVisible();
  await frame.getByRole('button', { name: 'Оплатить' }).focus();
  // keydown closes it; the keyup then goes to the page (a press would wait on the removed frame)
  await page.keyboard.down('Escape');
  await expect(dialog).toHaveCount(0);
  await page.keyboard.up('Escape');
  await expect.poll(focusedText).toMatch(/^Оплатить 500/);
  // and Esc on the window's own close control
  await pay.click();
  await close.focus();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
});

// spec §7 third-party scripts, README «Сторонние скрипты». With nothing configured (the suite's
// host) no request leaves our origin, cookie banner accepted or not. A second host started here,
// with a counter and error reporting pointed at a tiny local collector, proves that a counter
// loads only after consent and receives the city-modal and donation goals, and that a section
// which cannot load reaches the Sentry-protocol endpoint (spec §8).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { test, expect } from '../fixtures/index.ts';
import { Header } from '../pages/header.ts';
import { CityModal } from '../pages/city.ts';

const PORT = Number(process.env.E2E_PORT ?? 8181);
const COLLECTOR = `http://127.0.0.1:${PORT + 1}`;
const HOST = `http://127.0.0.1:${PORT + 2}`;

/** A Метрика-style counter script, as tag.js does it: drain the `ym.a` queue, then send each call. */
const FAKE_COUNTER = `(function () {
  var q = (window.ym && window.ym.a) || [];
  function send(args) { fetch('${COLLECTOR}/collect', { method: 'POST', mode: 'no-cors', keepalive: true, body: JSON.stringify(args) }); }
  window.ym = function () { send(Array.prototype.slice.call(arguments)); };
  q.forEach(function (a) { send(Array.prototype.slice.call(a)); });
})();`;

const received: Array<{ path: string; body: string }> = [];
let collector: Server;
let host: ChildProcess;

test.beforeAll(async () => {
  collector = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', '*');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    if (req.url === '/tag.js') return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(FAKE_COUNTER);
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ path: req.url ?? '', body });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((r) => collector.listen(PORT + 1, '127.0.0.1', r));
  // The same build and the suite's API (API_URL), only the third-party settings differ.
  host = spawn(process.execPath, ['--import', 'tsx', 'shell/server/main.ts'], {
    cwd: join(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      PORT: String(PORT + 2),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      API_URL: `http://127.0.0.1:${PORT}`,
      METRIKA_ID: '4242',
      METRIKA_SCRIPT_URL: `${COLLECTOR}/tag.js`,
      SENTRY_DSN: `http://e2ekey@127.0.0.1:${PORT + 1}/7`,
    },
    stdio: 'ignore',
  });
  await expect.poll(async () => (await fetch(`${HOST}/how/`).catch(() => null))?.status ?? 0, { timeout: 60_000 }).toBe(200);
});

test.afterAll(async () => {
  host?.kill();
  await new Promise((r) => collector?.close(r));
});

const counterCalls = () => received.filter((r) => r.path === '/collect').map((r) => JSON.parse(r.body) as unknown[]);
const reports = () => received.filter((r) => r.path.startsWith('/api/7/envelope/'));

test('with nothing configured no request leaves the origin, also after the cookie banner is accepted', async ({ page, baseURL }) => {
  const origins = new Set<string>();
  page.on('request', (req) => void (/^https?:/.test(req.url()) && origins.add(new URL(req.url()).origin)));
  await page.goto('/');
  await page.getByRole('region', { name: 'Уведомление об использовании cookie' }).getByRole('button', { name: 'Понятно' }).click();
  await page.goto('/donate/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...origins]).toEqual([new URL(baseURL!).origin]);
});

test('a configured counter loads after consent and receives the city-modal and donation goals', async ({ page }) => {
  received.length = 0;
  await page.goto(`${HOST}/`);
  const header = new Header(page);
  await expect(header.citySelector).toBeVisible();
  // The shell has started (its consent check runs at start) and the page has nothing left to load.
  await header.live();
  await page.waitForLoadState('networkidle');
  expect(counterCalls(), 'nothing before the banner is accepted').toEqual([]);

  await page.getByRole('region', { name: 'Уведомление об использовании cookie' }).getByRole('button', { name: 'Понятно' }).click();
  await expect.poll(counterCalls).toContainEqual(['4242', 'init', { clickmap: true, trackLinks: true, accurateTrackBounce: true }]);

  // The first choice changes the flag and reloads the page (spec §4); the counter starts again.
  const modal = new CityModal(page);
  await header.citySelector.click();
  await modal.closePickerList();
  await modal.moscow.click();
  await expect.poll(() => counterCalls().filter((c) => c[1] === 'init').length).toBe(2);
  await expect(header.citySelector).toHaveAccessibleName(/Москва/);
  // The same choice again, no reload: spec §4 "sends an analytics event named for moscow or other".
  await header.citySelector.click();
  await modal.closePickerList();
  await modal.moscow.click();
  await expect.poll(counterCalls).toContainEqual(['4242', 'reachGoal', 'city_moscow']);

  // What mfe-donate sends on a successful payment (section-form.ts → sendGoal), spec §7.
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('donor:goal', { detail: { name: 'donate_once', params: { order_price: 300, currency: 'RUB' } } })));
  await expect.poll(counterCalls).toContainEqual(['4242', 'reachGoal', 'donate_once', { order_price: 300, currency: 'RUB' }]);
});

test('a section that cannot load is reported in the Sentry protocol', async ({ page }) => {
  received.length = 0;
  await page.route('**/mfe/mfe_profile/**', (route) => route.abort());
  await page.goto(`${HOST}/login`);
  await expect(page.getByRole('main').getByRole('alert').getByRole('heading', { name: 'Раздел сейчас недоступен' })).toBeVisible();
  await expect.poll(() => reports().length, { timeout: 10_000 }).toBeGreaterThan(0);
  const envelope = reports().map((r) => r.body).join('\n');
  expect(envelope).toContain('"where":"mfe_profile"');
  expect(reports()[0]!.path).toContain('sentry_key=e2ekey');
});

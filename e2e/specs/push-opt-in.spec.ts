// Web Push in the browser, on a phone (docs/notifications.md «Виды и согласие»): a fresh donor
// books an event, is offered alerts right then (never before), accepts — the browser's
// permission is granted in the context — and the subscription is stored by the API (the first
// one switches alerts on with the defaults); the settings show this device on and keep the
// donor's kinds, quiet hours and fallback across a reload. The built service worker shows a
// push message (delivered through Chromium's DevTools protocol) and never a foreign url.
//
// Debian's Chromium has no push service, so the TEST replaces PushManager's subscribe and
// getSubscription (addInitScript) with a subscription to a local endpoint carrying real P-256
// keys made here; everything else — the permission, the server's VAPID key, the POST, the
// API's key checks — is the real thing.
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, tokenCookie, PHONE } from '../fixtures/index.ts';
import { registerDonor, ruDay, type Donor } from '../pages/cabinet.ts';

// The shell registers the service worker on load; the Push API subscribes through it.
test.use({ ...PHONE, serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });

interface Slot { id: number; date: string; start_time: string; starts_at: string; free: number }
interface Ev { id: number; time_slots: Slot[]; user_status: { joined: boolean } | null }
interface Prefs { kinds: Record<'reminder' | 'need' | 'eligible' | 'news', boolean>; quiet: { from: string; to: string } | null; fallback: string }

const DAY = 86_400_000;
let donor: Donor;
let pushService: Server;
let subscription: { endpoint: string; keys: { p256dh: string; auth: string } };

/** A Moscow event with a free slot more than a day ahead. */
async function freeSlot(request: APIRequestContext): Promise<{ event: Ev; slot: Slot }> {
  const res = await request.get('/api/events/?city_id=1&by_date=future&page_size=100', { headers: { authorization: `Token ${donor.token}` } });
  for (const event of ((await res.json()) as { results: Ev[] }).results) {
    const slot = event.time_slots.find((s) => s.free > 1 && Date.parse(s.starts_at) > Date.now() + DAY);
    if (slot && !event.user_status?.joined) return { event, slot };
  }
  throw new Error('the seed has no Moscow event with a free slot');
}

const alertPrefs = async (request: APIRequestContext) =>
  (await (await request.get('/api/notifications/alerts/', { headers: { authorization: `Token ${donor.token}` } })).json()) as Prefs;

/** The phone's push subscription, replaced for the test: kept in localStorage across reloads. */
async function fakePushManager(page: Page): Promise<void> {
  await page.context().grantPermissions(['notifications']);
  await page.addInitScript((json) => {
    const KEY = 'e2e:push-subscription';
    const make = (stored: { key: number[] }) => ({
      endpoint: json.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: new Uint8Array(stored.key).buffer },
      toJSON: () => json,
      getKey: () => null,
      unsubscribe: async () => { localStorage.removeItem(KEY); return true; },
    });
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = options?.applicationServerKey;
      const stored = { key: Array.from(new Uint8Array(key instanceof ArrayBuffer ? key : (key as Uint8Array).buffer)) };
      localStorage.setItem(KEY, JSON.stringify(stored));
      return make(stored) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      const raw = localStorage.getItem(KEY);
      return raw ? (make(JSON.parse(raw) as { key: number[] }) as unknown as PushSubscription) : null;
    };
  }, subscription);
}

test.beforeAll(async ({ request }) => {
  donor = await registerDonor(request, 'Оповещения');
  // A local "push service" the subscription points at (loopback is allowed outside production).
  pushService = createServer((_req, res) => res.writeHead(201).end());
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  const device = createECDH('prime256v1');
  device.generateKeys();
  subscription = {
    endpoint: `http://127.0.0.1:${(pushService.address() as AddressInfo).port}/push/${randomUUID()}`,
    keys: { p256dh: device.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
});
test.afterAll(() => new Promise<void>((resolve) => pushService.close(() => resolve())));

test('after booking the donor is offered alerts, accepts, and the subscription is stored', async ({ page, baseURL, consoleErrors }) => {
  await fakePushManager(page);
  await page.context().addCookies([tokenCookie(donor.token, baseURL!)]);
  expect((await alertPrefs(page.request)).kinds, 'never asked: nothing on').toEqual({ reminder: false, need: false, eligible: false, news: false });

  const { event, slot } = await freeSlot(page.request);
  await page.goto(`/events/${event.id}/`);
  // Not on arrival: only after the booking.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Сообщать о записи и о том, когда нужна ваша группа?')).toHaveCount(0);
  await page.getByRole('radio', { name: ruDay(new Date(`${slot.date}T09:00:00Z`)) }).check();
  await page.getByRole('radio', { name: new RegExp(`^${slot.start_time}`) }).check();
  await page.getByRole('button', { name: 'Записаться' }).click();
  await expect(page.getByText(/^✓ Вы записаны/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Проверьте, можно ли вам сдавать' })).toHaveAttribute('href', '/self-check/');

  const offer = page.getByRole('complementary', { name: 'Уведомления' });
  await expect(offer.getByText('Сообщать о записи и о том, когда нужна ваша группа?')).toBeVisible();
  const [saved] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/push/subscriptions/') && r.request().method() === 'POST'),
    offer.getByRole('button', { name: 'Включить уведомления' }).click(),
  ]);
  expect(saved.status(), await saved.text()).toBe(201);
  expect(saved.request().postDataJSON()).toEqual(subscription);
  await expect(offer.getByText('Уведомления включены. Настроить — в настройках')).toBeVisible();

  // Stored: the first subscription switched the donor's alerts on with the defaults.
  expect(await alertPrefs(page.request)).toMatchObject({ kinds: { reminder: true, need: true, eligible: true, news: false }, quiet: { from: '22:00', to: '08:00' }, fallback: 'email' });
  // The same device again is the same row.
  const again = await page.request.post('/api/push/subscriptions/', { headers: { authorization: `Token ${donor.token}` }, data: subscription });
  expect(again.status()).toBe(201);
  expect(await again.json()).toEqual(await saved.json());

  await offer.getByRole('link', { name: 'в настройках' }).click();
  await expect(page).toHaveURL(/\/profile\/settings\/personal\/?$/);
  await expect(page.getByText('Это устройство: включено')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('settings: kinds, quiet hours and the fallback are saved and kept after a reload', async ({ page, baseURL }) => {
  await fakePushManager(page);
  await page.context().addCookies([tokenCookie(donor.token, baseURL!)]);
  await page.goto('/profile/settings/personal');
  const form = page.locator('form', { has: page.getByRole('checkbox', { name: 'Новости' }) });
  await expect(form.getByRole('checkbox', { name: 'Когда нужна моя группа рядом' })).toBeChecked();
  await form.getByRole('checkbox', { name: 'Когда нужна моя группа рядом' }).uncheck();
  await form.getByRole('checkbox', { name: 'Новости' }).check();
  await form.getByLabel('Не беспокоить с').fill('23:30');
  await form.getByLabel('Не беспокоить до').fill('07:15');
  await form.getByRole('radio', { name: 'Никуда' }).check();
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form.getByText('Сохранено')).toBeVisible();

  await page.reload();
  await expect(form.getByRole('checkbox', { name: 'Когда нужна моя группа рядом' })).not.toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Новости' })).toBeChecked();
  await expect(form.getByLabel('Не беспокоить с')).toHaveValue('23:30');
  await expect(form.getByLabel('Не беспокоить до')).toHaveValue('07:15');
  await expect(form.getByRole('radio', { name: 'Никуда' })).toBeChecked();
  expect(await alertPrefs(page.request)).toEqual({ kinds: { reminder: true, need: false, eligible: true, news: true }, quiet: { from: '23:30', to: '07:15' }, fallback: 'none' });

  // Quiet hours off: saved as none.
  await form.getByRole('checkbox', { name: 'Не беспокоить ночью' }).uncheck();
  await expect(form.getByLabel('Не беспокоить с')).toBeDisabled();
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form.getByText('Сохранено')).toBeVisible();
  expect((await alertPrefs(page.request)).quiet).toBeNull();

  // A new browser context is another device: off here; on, then off again.
  await expect(page.getByText('Это устройство: выключено')).toBeVisible();
  await page.getByRole('button', { name: 'Включить на этом устройстве' }).click();
  await expect(page.getByText('Это устройство: включено')).toBeVisible();
  await page.getByRole('button', { name: 'Выключить на этом устройстве' }).click();
  await expect(page.getByText('Это устройство: выключено')).toBeVisible();
});

test('the service worker shows a push message, and a malformed one as the generic notification', async ({ page, baseURL }) => {
  // Chromium's DevTools protocol delivers a push message to the worker as a push service would.
  await page.context().grantPermissions(['notifications']);
  const cdp = await page.context().newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
  await cdp.send('ServiceWorker.enable');
  await page.goto('/');
  // `ready` resolves while the first worker may still be activating (its precache just written);
  // a message delivered then waits on that, so the test starts from an activated worker.
  await page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active!;
    if (worker.state !== 'activated') await new Promise<void>((done) => worker.addEventListener('statechange', () => worker.state === 'activated' && done()));
  });
  await expect.poll(() => registrations.some((r) => !r.isDeleted && r.scopeURL.startsWith(baseURL!))).toBe(true);
  const { registrationId } = registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(baseURL!))!;
  const origin = new URL(baseURL!).origin;
  const shown = () => page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown })));

  const payload = { kind: 'need', title: 'Нужна ваша группа рядом', text: 'A+ нужна на станции', url: 'https://evil.test/x', tag: 'need:1:A+' };
  // A message may find the worker stopped: starting it under a loaded CI took longer than the
  // default 7 s, for the first message as for the second.
  const workerStart = { timeout: 20_000 };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(payload) });
  await expect.poll(shown, workerStart).toContainEqual({ title: payload.title, body: payload.text, tag: payload.tag, data: { url: '/' } });
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: 'не json' });
  await expect.poll(async () => (await shown()).map((n) => n.title), workerStart).toContain('Донор Рядом');
});

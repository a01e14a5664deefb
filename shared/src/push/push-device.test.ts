import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../api.ts';
import { ApiError } from '../api-error.ts';
import { deviceState, disableDevice, enableDevice, mayOfferOptIn, OPT_IN_LATER_KEY, OPT_IN_LATER_MS, optInLater } from './push-device.ts';
import { applicationServerKey } from './vapid-key.ts';

const KEY = `BA${'A'.repeat(85)}`; // 65 bytes, 0x04 first
const OTHER_KEY = `BB${'B'.repeat(85)}`;

interface FakeSub { endpoint: string; options: { applicationServerKey: ArrayBuffer | null }; unsubscribe: ReturnType<typeof vi.fn>; toJSON(): PushSubscriptionJSON }
function fakeSub(endpoint: string, key = KEY): FakeSub {
  return {
    endpoint,
    options: { applicationServerKey: applicationServerKey(key)!.buffer },
    unsubscribe: vi.fn(async () => true),
    toJSON: () => ({ endpoint, keys: { p256dh: 'p256', auth: 'auth' } }),
  };
}

let permission: NotificationPermission;
let answerPermission: NotificationPermission;
let current: FakeSub | null;
let registered: boolean;
const subscribe = vi.fn(async () => (current = fakeSub('http://127.0.0.1/push/new')));
const store = new Map<string, string>();

beforeEach(() => {
  permission = 'default';
  answerPermission = 'granted';
  current = null;
  registered = true;
  store.clear();
  subscribe.mockClear();
  const pushManager = { getSubscription: async () => current, subscribe };
  const registration = { pushManager };
  vi.stubGlobal('window', { PushManager: class {}, Notification: class {} });
  vi.stubGlobal('Notification', {
    get permission() { return permission; },
    requestPermission: vi.fn(async () => (permission = answerPermission)),
  });
  vi.stubGlobal('navigator', { serviceWorker: { getRegistration: async () => (registered ? registration : undefined), ready: Promise.resolve(registration) } });
  vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) });
});
afterEach(() => vi.unstubAllGlobals());

const apiAnswering = (key: string | null = KEY) => ({
  request: vi.fn(async (endpoint: { method: string; path: string }, _input?: unknown): Promise<any> => {
    if (endpoint.path === '/api/push/key/') {
      if (key === null) throw new ApiError({ kind: 'http', method: 'GET', url: endpoint.path, status: 404, data: null });
      return { public_key: key };
    }
    return endpoint.method === 'POST' ? { id: 1 } : undefined;
  }),
}) as unknown as Pick<Api, 'request'> & { request: ReturnType<typeof vi.fn> };

describe('when the opt-in may ask', () => {
  it('asks a browser that can, has not been asked, and is not subscribed', async () => {
    expect(await deviceState()).toBe('off');
    expect(await mayOfferOptIn()).toBe(true);
  });

  it('never when the browser lacks the Push API or service workers', async () => {
    vi.stubGlobal('window', { Notification: class {} });
    expect(await deviceState()).toBe('unsupported');
    expect(await mayOfferOptIn()).toBe(false);
    vi.stubGlobal('window', { PushManager: class {}, Notification: class {} });
    vi.stubGlobal('navigator', {});
    expect(await mayOfferOptIn()).toBe(false);
  });

  it('never when notifications are denied to the site', async () => {
    permission = 'denied';
    expect(await deviceState()).toBe('denied');
    expect(await mayOfferOptIn()).toBe(false);
  });

  it('not when this device is already subscribed', async () => {
    permission = 'granted';
    current = fakeSub('http://127.0.0.1/push/1');
    expect(await deviceState()).toBe('on');
    expect(await mayOfferOptIn()).toBe(false);
  });

  it('not for 30 days after «Не сейчас»', async () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    optInLater(now);
    expect(store.get(OPT_IN_LATER_KEY)).toBe(String(now + OPT_IN_LATER_MS));
    expect(await mayOfferOptIn(now + 29 * 86_400_000)).toBe(false);
    expect(await mayOfferOptIn(now + 30 * 86_400_000)).toBe(true);
  });
});

describe('enableDevice', () => {
  it('permission → the server key → subscribe(userVisibleOnly) → POST the subscription', async () => {
    const api = apiAnswering();
    expect(await enableDevice(api)).toBe('on');
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: applicationServerKey(KEY) });
    expect(api.request).toHaveBeenLastCalledWith(
      expect.objectContaining({ method: 'POST', path: '/api/push/subscriptions/' }),
      { body: { endpoint: 'http://127.0.0.1/push/new', keys: { p256dh: 'p256', auth: 'auth' } } },
    );
  });

  it('stops at a refused or dismissed permission, asking nothing of the API', async () => {
    const api = apiAnswering();
    answerPermission = 'denied';
    expect(await enableDevice(api)).toBe('denied');
    permission = 'default';
    answerPermission = 'default';
    expect(await enableDevice(api)).toBe('dismissed');
    expect(api.request).not.toHaveBeenCalled();
  });

  it('says unavailable when push is off on the server', async () => {
    expect(await enableDevice(apiAnswering(null))).toBe('unavailable');
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('re-subscribes a device kept with another server key', async () => {
    const stale = fakeSub('http://127.0.0.1/push/old', OTHER_KEY);
    current = stale;
    expect(await enableDevice(apiAnswering())).toBe('on');
    expect(stale.unsubscribe).toHaveBeenCalled();
    expect(subscribe).toHaveBeenCalledOnce();
  });

  it('keeps a subscription made with the same key', async () => {
    current = fakeSub('http://127.0.0.1/push/same');
    await enableDevice(apiAnswering());
    expect(subscribe).not.toHaveBeenCalled();
  });
});

describe('disableDevice', () => {
  it('the API forgets the endpoint, then the browser unsubscribes', async () => {
    const sub = fakeSub('http://127.0.0.1/push/1');
    current = sub;
    const api = apiAnswering();
    await disableDevice(api);
    expect(api.request).toHaveBeenCalledWith(expect.objectContaining({ method: 'DELETE' }), { body: { endpoint: 'http://127.0.0.1/push/1' } });
    expect(sub.unsubscribe).toHaveBeenCalled();
  });

  it('does nothing without a subscription', async () => {
    const api = apiAnswering();
    await disableDevice(api);
    expect(api.request).not.toHaveBeenCalled();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { GENERIC, deliverRenewal, notificationOf, openFromNotification, renewSubscription, samePath, type ClientsLike } from './push-handler.ts';
import { NOTIFICATION_ICON } from '../common/web-manifest.ts';

const ORIGIN = 'https://donor.test';

describe('notificationOf: what a push message shows', () => {
  it('shows the payload: title, text as body, tag, our icon, the url in data', () => {
    const shown = notificationOf(JSON.stringify({ kind: 'need', title: 'Нужна ваша группа', text: 'A+ на станции', url: '/bloodstations/moscow-1/', tag: 'need:1:A+' }), ORIGIN);
    expect(shown).toEqual({
      title: 'Нужна ваша группа',
      options: { body: 'A+ на станции', tag: 'need:1:A+', icon: NOTIFICATION_ICON, data: { url: '/bloodstations/moscow-1/' } },
    });
  });

  it('a malformed or empty message still shows the generic Russian notification', () => {
    for (const data of [null, '', 'не json', '[1,2]', '{"title":"Без текста"}', '{"title":5,"text":"x"}']) {
      const shown = notificationOf(data, ORIGIN);
      expect(shown.title, String(data)).toBe(GENERIC.title);
      expect(shown.options.body).toBe(GENERIC.text);
      expect(shown.options.data.url).toBe(GENERIC.url);
    }
  });

  it('never carries a foreign address into the click', () => {
    const of = (url: unknown) => notificationOf(JSON.stringify({ title: 'T', text: 'x', url }), ORIGIN).options.data.url;
    expect(of('https://evil.test/phish')).toBe('/');
    expect(of('//evil.test/x')).toBe('/');
    expect(of('javascript:alert(1)')).toBe('/');
    expect(of(42)).toBe('/');
    expect(of(`${ORIGIN}/events/3/?a=1#b`)).toBe('/events/3/?a=1#b');
  });

  it('samePath keeps the path, query and hash of our origin only', () => {
    expect(samePath('/profile/', ORIGIN)).toBe('/profile/');
    expect(samePath('events/1/', ORIGIN)).toBe('/events/1/');
    expect(samePath('http://donor.test/x', ORIGIN)).toBe('/');
  });
});

function tab(url: string, { controlled = true } = {}) {
  return {
    url,
    focus: vi.fn(async function (this: unknown) { return this; }),
    navigate: vi.fn(async (to: string) => {
      if (!controlled) throw new TypeError('not controlled');
      return { url: to };
    }),
  };
}
function clientsWith(...tabs: ReturnType<typeof tab>[]) {
  return { matchAll: vi.fn(async () => tabs), openWindow: vi.fn(async () => null) } as unknown as ClientsLike & { openWindow: ReturnType<typeof vi.fn> };
}

describe('openFromNotification: a click', () => {
  it('focuses a tab of ours and navigates it to the url', async () => {
    const foreign = tab('https://other.test/');
    const ours = tab(`${ORIGIN}/bloodstations/`);
    const clients = clientsWith(foreign, ours);
    await openFromNotification(clients, '/events/7/', ORIGIN);
    expect(foreign.focus).not.toHaveBeenCalled();
    expect(ours.focus).toHaveBeenCalled();
    expect(ours.navigate).toHaveBeenCalledWith(`${ORIGIN}/events/7/`);
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('only focuses a tab already at that page', async () => {
    const there = tab(`${ORIGIN}/events/7/`);
    await openFromNotification(clientsWith(tab(`${ORIGIN}/`), there), '/events/7/', ORIGIN);
    expect(there.focus).toHaveBeenCalled();
    expect(there.navigate).not.toHaveBeenCalled();
  });

  it('opens a window when no tab of ours can go there, and never a foreign address', async () => {
    const uncontrolled = tab(`${ORIGIN}/profile/`, { controlled: false });
    const clients = clientsWith(tab('https://other.test/'), uncontrolled);
    await openFromNotification(clients, 'https://evil.test/x', ORIGIN);
    expect(uncontrolled.focus).toHaveBeenCalled();
    expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/`);
  });
});

const KEY = `BA${'A'.repeat(85)}`; // 65 bytes starting 0x04, base64url
const subscription = (endpoint: string) => ({ endpoint, toJSON: () => ({ endpoint, keys: { p256dh: 'p', auth: 'a' } }) }) as unknown as PushSubscription;

describe('pushsubscriptionchange', () => {
  it('takes the browser\'s new subscription when it gives one', async () => {
    const manager = { subscribe: vi.fn() };
    const pending = await renewSubscription(manager, { oldSubscription: subscription('http://old'), newSubscription: subscription('http://new') }, vi.fn());
    expect(pending).toEqual({ subscription: { endpoint: 'http://new', keys: { p256dh: 'p', auth: 'a' } }, oldEndpoint: 'http://old' });
    expect(manager.subscribe).not.toHaveBeenCalled();
  });

  it('else subscribes again with the server\'s current key', async () => {
    const manager = { subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => subscription('http://fresh')) };
    const fetchFn = vi.fn(async () => Response.json({ public_key: KEY }));
    const pending = await renewSubscription(manager, { oldSubscription: null, newSubscription: null }, fetchFn as unknown as typeof fetch);
    expect(fetchFn).toHaveBeenCalledWith('/api/push/key/', expect.anything());
    const options = manager.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect((options.applicationServerKey as Uint8Array).length).toBe(65);
    expect(pending.subscription.endpoint).toBe('http://fresh');
  });

  it('posts the renewal with the page\'s Authorization, then forgets the old endpoint', async () => {
    const fetchFn = vi.fn(async (_url: string, init: RequestInit) => new Response(init.method === 'POST' ? '{"id":1}' : null, { status: init.method === 'POST' ? 201 : 204 }));
    const done = await deliverRenewal({ subscription: { endpoint: 'http://new', keys: { p256dh: 'p', auth: 'a' } }, oldEndpoint: 'http://old' }, 'Token t', fetchFn as unknown as typeof fetch);
    expect(done).toBe(true);
    const [post, del] = fetchFn.mock.calls;
    expect(post![0]).toBe('/api/push/subscriptions/');
    expect(post![1]).toMatchObject({ method: 'POST', headers: { authorization: 'Token t' } });
    expect(JSON.parse(String(post![1].body))).toEqual({ endpoint: 'http://new', keys: { p256dh: 'p', auth: 'a' } });
    expect(del![1]).toMatchObject({ method: 'DELETE', body: JSON.stringify({ endpoint: 'http://old' }) });
  });

  it('keeps the renewal for the next request after a 401, a 5xx or no network', async () => {
    const pending = { subscription: { endpoint: 'http://new', keys: { p256dh: 'p', auth: 'a' } }, oldEndpoint: null };
    for (const answer of [() => new Response(null, { status: 401 }), () => new Response(null, { status: 503 }), () => { throw new TypeError('offline'); }]) {
      expect(await deliverRenewal(pending, 'Token t', vi.fn(async () => answer()) as unknown as typeof fetch)).toBe(false);
    }
    // a refusal for good (400) is not retried forever
    expect(await deliverRenewal(pending, 'Token t', vi.fn(async () => new Response(null, { status: 400 })) as unknown as typeof fetch)).toBe(true);
  });
});

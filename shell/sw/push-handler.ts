// Web Push in the service worker (docs/notifications.md; W3C Push API and Notifications API):
// what a push message shows, where a click on it leads, and how a subscription the browser
// replaced reaches the API again. sw.ts adds the listeners; the rules are here, testable.
//
// The payload comes from our outbox (shared/src/contract/push.ts PushPayload), but a worker
// trusts no message: a malformed one still shows a notification (the Push API's userVisibleOnly
// promise — a silent push may cost the subscription), and a click opens only a path of our own
// origin, never an address a payload names.
import type { PushPayload } from '@donor/shared/contract/push';
import type { PushSubscriptionBody } from '@donor/shared/contract/push';
import { pathOf } from '@donor/shared/endpoint';
import { deletePushSubscription, getPushKey, savePushSubscription } from '@donor/shared/endpoints/push';
import { applicationServerKey } from '@donor/shared/push/vapid-key';
import { NOTIFICATION_ICON } from '../common/web-manifest.ts';

/** Shown for a message the worker cannot read (it must show something). */
export const GENERIC = { title: 'Донор Рядом', text: 'Для вас есть новости. Откройте приложение, чтобы узнать подробности.', url: '/profile/' } as const;

export interface ShownNotification {
  title: string;
  options: NotificationOptions & { body: string; data: { url: string } };
}

/** A path of `origin` («/events/12/?a=1#b»), or '/' for anything else (another origin, javascript:, junk). */
export function samePath(url: unknown, origin: string): string {
  if (typeof url !== 'string' || url === '') return '/';
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : '/';
  } catch {
    return '/';
  }
}

const text = (v: unknown, max: number): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, max) : null);

/** The notification for a push message's text (PushMessageData.text(); null = no data). */
export function notificationOf(data: string | null, origin: string): ShownNotification {
  let payload: Partial<Record<keyof PushPayload, unknown>> = {};
  try {
    const parsed: unknown = data ? JSON.parse(data) : null;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) payload = parsed;
  } catch {
    // not JSON: the generic notification below
  }
  const title = text(payload.title, 120);
  const body = text(payload.text, 500);
  if (!title || !body) {
    return { title: GENERIC.title, options: { body: GENERIC.text, icon: NOTIFICATION_ICON, data: { url: GENERIC.url } } };
  }
  const tag = text(payload.tag, 100);
  return {
    title,
    options: { body, icon: NOTIFICATION_ICON, data: { url: samePath(payload.url, origin) }, ...(tag ? { tag } : {}) },
  };
}

type WindowLike = Pick<WindowClient, 'url' | 'focus' | 'navigate'>;
export interface ClientsLike {
  matchAll(options: ClientQueryOptions): Promise<ReadonlyArray<Client>>;
  openWindow(url: string): Promise<WindowClient | null>;
}

/**
 * A click: a tab of ours already at that page is focused; else a tab of ours is focused and
 * navigated there; else a new window opens. Only paths of `origin` (samePath).
 */
export async function openFromNotification(clients: ClientsLike, url: unknown, origin: string): Promise<void> {
  const target = new URL(samePath(url, origin), origin).href;
  const windows = (await clients.matchAll({ type: 'window', includeUncontrolled: true })) as unknown as WindowLike[];
  const ours = windows.filter((w) => new URL(w.url).origin === origin);
  const exact = ours.find((w) => w.url === target);
  if (exact) {
    await exact.focus();
    return;
  }
  for (const tab of ours) {
    try {
      // focus() first: it needs the click's user activation, which navigate() does not keep.
      await tab.focus();
      // navigate() refuses a tab this worker does not control (a TypeError): try the next one.
      if (await tab.navigate(target)) return;
    } catch {
      // next tab, then a new window
    }
  }
  await clients.openWindow(target);
}

/** A subscription the browser replaced, waiting for the donor's next authorised request. */
export interface PendingRenewal {
  subscription: PushSubscriptionJSON;
  oldEndpoint: string | null;
}

/**
 * 'pushsubscriptionchange': the browser's new subscription, or a new one made with the server's
 * current key (GET /api/push/key/, public), falling back to the key of the old one.
 */
export async function renewSubscription(
  manager: Pick<PushManager, 'subscribe'>,
  change: { oldSubscription?: PushSubscription | null; newSubscription?: PushSubscription | null },
  fetchFn: typeof fetch,
): Promise<PendingRenewal> {
  const oldEndpoint = change.oldSubscription?.endpoint ?? null;
  if (change.newSubscription) return { subscription: change.newSubscription.toJSON(), oldEndpoint };
  let key: BufferSource | null = null;
  try {
    const answer = await fetchFn(pathOf(getPushKey), { headers: { accept: 'application/json' } });
    if (answer.ok) key = applicationServerKey(String(((await answer.json()) as { public_key?: unknown }).public_key ?? ''));
  } catch {
    // offline: the old subscription's key
  }
  key ??= change.oldSubscription?.options.applicationServerKey ?? null;
  if (!key) throw new Error('push: no application server key to subscribe with');
  const fresh = await manager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return { subscription: fresh.toJSON(), oldEndpoint };
}

/**
 * Sends a renewal with the Authorization of a request the donor's page just made: the worker
 * keeps no token (it knows the visitor only by a hash, offline-reads.ts identityOf), so the new
 * subscription waits for the page's next API call. True = done with it (stored, or refused for
 * good); false = keep it for the next request (no network, 401, 5xx).
 */
export async function deliverRenewal(pending: PendingRenewal, authorization: string, fetchFn: typeof fetch): Promise<boolean> {
  const headers = { authorization, 'content-type': 'application/json', accept: 'application/json' };
  const body: PushSubscriptionBody = {
    endpoint: pending.subscription.endpoint ?? '',
    keys: { p256dh: pending.subscription.keys?.p256dh ?? '', auth: pending.subscription.keys?.auth ?? '' },
  };
  let saved: Response;
  try {
    saved = await fetchFn(pathOf(savePushSubscription), { method: 'POST', headers, body: JSON.stringify(body) });
  } catch {
    return false;
  }
  if (saved.status === 401 || saved.status >= 500) return false;
  if (saved.ok && pending.oldEndpoint && pending.oldEndpoint !== body.endpoint) {
    // The old one would be dropped at its first 404/410 anyway; this only saves that attempt.
    await fetchFn(pathOf(deletePushSubscription), { method: 'DELETE', headers, body: JSON.stringify({ endpoint: pending.oldEndpoint }) }).catch(() => undefined);
  }
  return true;
}

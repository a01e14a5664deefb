// This browser and Web Push (docs/notifications.md «Виды и согласие»; W3C Push API): whether it
// can be asked at all, whether it is subscribed, «Не сейчас» for 30 days, and turning this device
// on (permission → the server's key → pushManager.subscribe → POST /api/push/subscriptions/) or
// off (DELETE, then unsubscribe). Only lazily loaded code imports it: the opt-in after a booking
// or an added donation (ui/push-opt-in.tsx) and the cabinet's settings.
import type { Api } from '../api.ts';
import { isApiError } from '../api-error.ts';
import { deletePushSubscription, getPushKey, savePushSubscription } from '../endpoints/push.ts';
import { applicationServerKey } from './vapid-key.ts';

export type DeviceState = 'unsupported' | 'denied' | 'on' | 'off';
/** What turning this device on ended with. */
export type EnableOutcome = 'on' | 'denied' | 'dismissed' | 'unavailable';

/** localStorage: until when (ms) «Не сейчас» keeps the opt-in quiet. */
export const OPT_IN_LATER_KEY = 'donor:push-opt-in-later';
export const OPT_IN_LATER_MS = 30 * 24 * 60 * 60_000;
/** How long to wait for the service worker the shell registers on load. */
const WORKER_WAIT_MS = 10_000;

/** The browser has the Push API, notifications and service workers (a secure context). */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'PushManager' in window && 'Notification' in window && 'serviceWorker' in navigator;
}

/** This device's subscription, or null (none, or no worker registered yet). */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function deviceState(): Promise<DeviceState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return Notification.permission === 'granted' && (await deviceSubscription()) ? 'on' : 'off';
}

function laterUntil(): number {
  try {
    return Number(localStorage.getItem(OPT_IN_LATER_KEY)) || 0;
  } catch {
    return 0;
  }
}

/** «Не сейчас»: quiet for 30 days in this browser. */
export function optInLater(now = Date.now()): void {
  try {
    localStorage.setItem(OPT_IN_LATER_KEY, String(now + OPT_IN_LATER_MS));
  } catch {
    // private mode: quiet for this page only
  }
}

/**
 * Whether the opt-in may ask now: the browser can, the donor has not refused notifications to
 * the site, has not said «Не сейчас» in the last 30 days, and this device is not subscribed.
 */
export async function mayOfferOptIn(now = Date.now()): Promise<boolean> {
  if ((await deviceState()) !== 'off') return false;
  return laterUntil() <= now;
}

function waitForWorker(): Promise<ServiceWorkerRegistration> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('push: no service worker')), WORKER_WAIT_MS);
    void navigator.serviceWorker.ready.then((registration) => {
      clearTimeout(timer);
      resolve(registration);
    });
  });
}

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array): boolean => {
  if (!a || a.byteLength !== b.length) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
};

/**
 * Turns this device on. Asks the browser's permission (a click must have led here), subscribes
 * with the server's key — again when the kept subscription was made with another key — and
 * stores the subscription with the API (the first one switches the donor's alerts on with the
 * defaults). 'unavailable' when push is off on the server (404 for the key); other failures throw.
 */
export async function enableDevice(api: Pick<Api, 'request'>): Promise<EnableOutcome> {
  if (!pushSupported()) return 'unavailable';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'dismissed';
  let key: Uint8Array<ArrayBuffer> | null;
  try {
    key = applicationServerKey((await api.request(getPushKey)).public_key);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return 'unavailable';
    throw error;
  }
  if (!key) return 'unavailable';
  const { pushManager } = await waitForWorker();
  let subscription = await pushManager.getSubscription();
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const json = subscription.toJSON();
  await api.request(savePushSubscription, {
    body: { endpoint: json.endpoint ?? '', keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } },
  });
  return 'on';
}

/** Turns this device off: the API forgets it first (so nothing is sent to it), then the browser. */
export async function disableDevice(api: Pick<Api, 'request'>): Promise<void> {
  const subscription = await deviceSubscription();
  if (!subscription) return;
  await api.request(deletePushSubscription, { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

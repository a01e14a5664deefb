// One alert to one device (docs/notifications.md «Доставка»): web-push encrypts the payload with
// the device's keys (aes128gcm, RFC 8291) and signs the VAPID header (RFC 8292) —
// generateRequestDetails is the library's sendNotification without its transport — and we POST
// it with fetch: sendNotification's own transport is https-only, while the local push service
// of the tests and of a developer's machine is plain http on loopback; fetch also gives the
// timeout and the refusal to follow redirects (an endpoint may not bounce us elsewhere) that
// every outgoing call of the outbox has (features/outbox/sms-http.ts).
import webpush, { type Urgency } from 'web-push';
import type { Vapid } from './vapid.ts';

export const PUSH_TIMEOUT_MS = 10_000;

export interface PushDevice {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * ok — the push service took it (2xx); gone — 404/410, the subscription is dead for good
 * (RFC 8030 §7.3, §8.2); refused — any other 4xx or a redirect, nothing to retry for this
 * message; later — 429, 5xx or no answer: worth another attempt.
 */
export type DeviceResult = { kind: 'ok' } | { kind: 'gone'; status: number } | { kind: 'refused' | 'later'; error: string };

export async function sendToDevice(
  device: PushDevice,
  payload: string,
  opts: { vapid: Vapid; ttlSec: number; urgency: Urgency; timeoutMs?: number },
): Promise<DeviceResult> {
  let details: webpush.RequestDetails;
  try {
    details = webpush.generateRequestDetails({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, payload, {
      vapidDetails: opts.vapid,
      TTL: opts.ttlSec,
      urgency: opts.urgency,
      contentEncoding: 'aes128gcm',
    });
  } catch (err) {
    return { kind: 'refused', error: `encryption: ${err instanceof Error ? err.message : String(err)}` };
  }
  const headers = Object.fromEntries(Object.entries(details.headers).filter(([k]) => k.toLowerCase() !== 'content-length').map(([k, v]) => [k, String(v)]));
  let res: Response;
  try {
    res = await fetch(details.endpoint, {
      method: 'POST',
      headers,
      body: details.body ? new Uint8Array(details.body) : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(opts.timeoutMs ?? PUSH_TIMEOUT_MS),
    });
  } catch (err) {
    return { kind: 'later', error: `no answer: ${err instanceof Error ? err.message : String(err)}` };
  }
  const text = (await res.text().catch(() => '')).slice(0, 200);
  if (res.status >= 200 && res.status < 300) return { kind: 'ok' };
  if (res.status === 404 || res.status === 410) return { kind: 'gone', status: res.status };
  const error = `push service answered ${res.status}${text ? `: ${text}` : ''}`;
  return res.status === 429 || res.status >= 500 ? { kind: 'later', error } : { kind: 'refused', error };
}

// The outbox adapter of channel 'push' (docs/notifications.md «Доставка»): a donor alert queued
// by lib/donor-notice.ts is decided at send time, with what holds then —
// 1. the account: deleted or blocked → dropped;
// 2. the kind: reminder/need/eligible/news go only when the donor opted in with that kind on
//    (no alert_prefs row = never asked = off); «helped» always goes;
// 3. quiet hours (the donor's, default 22:00–08:00) in the alert's own time zone → postponed to
//    their end, the attempt not counted;
// 4. every subscribed device, in parallel: 404/410 deletes the subscription;
// 5. one device took it → sent. None: a device that may take it later (429, 5xx, no answer)
//    → the worker retries; otherwise, or on the last attempt → the fallback the donor chose,
//    an e-mail or SMS with the title, the text and the absolute link (a reminder has none:
//    booking reminders already go by e-mail/SMS themselves).
// Sent once across processes: the worker's claim (features/outbox/worker.ts).
import { eq, inArray } from 'drizzle-orm';
import { ALERT_KINDS, type AlertKind } from '@donor/shared/contract/push';
import type { Db } from '../../db.ts';
import type { ApiEnvName } from '../../lib/context.ts';
import { DEFAULT_UTC_OFFSET_MIN, sharedNoticeId, type DonorNoticeBody } from '../../lib/donor-notice.ts';
import { alertPrefs, pushPayloads, pushSubscriptions, users } from '../../schema.ts';
import type { Adapter, OutgoingMessage, SendOutcome } from '../outbox/adapter.ts';
import { DEFAULT_QUIET, defaultFallback, quietUntil } from './alert-prefs.ts';
import { allowedPushEndpoint } from './endpoint-guard.ts';
import { sendToDevice, type DeviceResult } from './push-sender.ts';
import { fallbackBody } from './push-texts.ts';
import type { Vapid } from './vapid.ts';

/** How long a push service keeps an alert for a device that is off (seconds). */
const TTL_SEC = { need: 6 * 3600, reminder: 12 * 3600, eligible: 24 * 3600, news: 24 * 3600, helped: 24 * 3600 } as const;

export interface PushAdapterOptions {
  db: Db;
  /** null: push is not configured — no device is called, every alert goes by its fallback. */
  vapid: Vapid | null;
  env: ApiEnvName;
  /** The site's origin for the fallback's absolute link (lib/public-origin.ts backgroundOrigin). */
  origin: string;
  timeoutMs?: number;
}

const isAlertKind = (kind: string): kind is AlertKind => (ALERT_KINDS as readonly string[]).includes(kind);

function parseBody(body: string): DonorNoticeBody | null {
  try {
    const v = JSON.parse(body) as Partial<DonorNoticeBody>;
    if (typeof v.kind !== 'string' || typeof v.title !== 'string' || typeof v.text !== 'string' || typeof v.url !== 'string') return null;
    return v as DonorNoticeBody;
  } catch {
    return null;
  }
}

/** Shared payloads read lately (one need alert goes to thousands of rows): id → body. */
const SHARED_CACHE_MAX = 64;

export function pushAdapter(o: PushAdapterOptions): Adapter {
  const shared = new Map<number, string | null>();
  /** The row's own body, or the shared payload it points at (lib/donor-notice.ts storeSharedNotice). */
  async function bodyOf(body: string): Promise<string | null> {
    const id = sharedNoticeId(body);
    if (id === null) return body;
    if (!shared.has(id)) {
      const [row] = await o.db.select({ body: pushPayloads.body }).from(pushPayloads).where(eq(pushPayloads.id, id)).limit(1);
      if (shared.size >= SHARED_CACHE_MAX) shared.delete(shared.keys().next().value!);
      shared.set(id, row?.body ?? null);
    }
    return shared.get(id) ?? null;
  }
  return {
    async send(msg: OutgoingMessage): Promise<void | SendOutcome> {
      const now = msg.now ?? new Date();
      const raw = await bodyOf(msg.body);
      const alert = raw === null ? null : parseBody(raw);
      const userId = Number(msg.target);
      if (!alert || !Number.isSafeInteger(userId)) return { kind: 'drop', reason: 'not a donor alert' };
      const [who] = await o.db
        .select({ email: users.email, phone: users.phone, active: users.isActive, deletedAt: users.deletedAt, prefs: alertPrefs })
        .from(users)
        .leftJoin(alertPrefs, eq(alertPrefs.userId, users.id))
        .where(eq(users.id, userId))
        .limit(1);
      if (!who || !who.active || who.deletedAt) return { kind: 'drop', reason: 'no such active account' };
      const prefs = who.prefs;
      if (isAlertKind(alert.kind) && !prefs?.[alert.kind]) return { kind: 'drop', reason: prefs ? `the donor switched «${alert.kind}» alerts off` : 'the donor has not opted in to alerts' };

      const quiet = prefs ? (prefs.quietFrom === null || prefs.quietTo === null ? null : { from: prefs.quietFrom, to: prefs.quietTo }) : DEFAULT_QUIET;
      const until = quietUntil(now, quiet, alert.utc_offset_min ?? DEFAULT_UTC_OFFSET_MIN);
      if (until) return { kind: 'postpone', until, reason: 'quiet hours' };

      const vapid = o.vapid;
      const devices = vapid ? await o.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)) : [];
      const payload = JSON.stringify({ kind: alert.kind, title: alert.title, text: alert.text, url: alert.url, ...(alert.tag !== undefined ? { tag: alert.tag } : {}) });
      const kind = alert.kind in TTL_SEC ? (alert.kind as keyof typeof TTL_SEC) : 'news';
      const results = await Promise.all(
        devices.map((d): Promise<DeviceResult> =>
          // A subscription saved before the rules tightened (or under another env) is never called.
          allowedPushEndpoint(d.endpoint, o.env)
            ? sendToDevice(d, payload, { vapid: vapid!, ttlSec: TTL_SEC[kind], urgency: alert.kind === 'need' ? 'high' : 'normal', timeoutMs: o.timeoutMs })
            : Promise.resolve({ kind: 'gone', status: 0 }),
        ),
      );
      const ok = devices.filter((_, i) => results[i]!.kind === 'ok').map((d) => d.id);
      const gone = devices.filter((_, i) => results[i]!.kind === 'gone').map((d) => d.id);
      if (ok.length > 0) await o.db.update(pushSubscriptions).set({ lastOkAt: now }).where(inArray(pushSubscriptions.id, ok));
      if (gone.length > 0) await o.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
      if (ok.length > 0) return;

      const later = results.flatMap((r) => (r.kind === 'later' ? [r.error] : []));
      if (later.length > 0 && !msg.final) throw new Error(later.join('; '));
      const why = !vapid ? 'push is not configured' : devices.length === 0 ? 'no subscribed device' : gone.length === devices.length ? 'every subscription is gone' : 'no device took it';
      if (alert.kind === 'reminder') return { kind: 'drop', reason: `${why}; reminders go by e-mail/SMS themselves` };
      const fallback = prefs?.fallback ?? defaultFallback(who.email);
      const target = fallback === 'email' ? who.email : fallback === 'sms' ? who.phone : null;
      if (!target || fallback === 'none') return { kind: 'drop', reason: `${why}; no fallback` };
      // Alerts link to our own pages (contract/push.ts PushPayload.url): anything else opens the home page.
      const link = o.origin + (alert.url.startsWith('/') && !alert.url.startsWith('//') ? alert.url : '/');
      return {
        kind: 'fallback',
        message: { channel: fallback, target, subject: alert.title, body: fallbackBody(alert.text, link) },
        reason: `${why}; sent by ${fallback}`,
      };
    },
  };
}

// Contract of the donor's alerts (docs/notifications.md): Web Push subscriptions per device, and
// which kinds of alert the donor wants, when not to disturb them and where an alert goes when no
// device takes it. The API validates with these schemas; the apps take only the types.
// Public and additive-only: fields may be added, never removed or changed in meaning.
import { z } from 'zod';
import * as MSG from '../messages.ts';

/**
 * What an alert is about. `reminder`, `need`, `eligible` and `news` are the donor's choices in
 * settings; `helped` («Ваша кровь помогла») follows a donation the donor gave and always goes.
 */
export const ALERT_KINDS = ['reminder', 'need', 'eligible', 'news'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export type NoticeKind = AlertKind | 'helped';

/** Where an alert goes when no subscribed device takes it. */
export const ALERT_FALLBACKS = ['email', 'sms', 'none'] as const;
export type AlertFallback = (typeof ALERT_FALLBACKS)[number];

const hhmm = z.string({ error: MSG.required }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: MSG.type });

/** GET/PUT /api/notifications/alerts/. `quiet` null = no quiet hours; from > to wraps midnight. */
export const AlertPrefs = z.object({
  kinds: z.object({ reminder: z.boolean(), need: z.boolean(), eligible: z.boolean(), news: z.boolean() }),
  quiet: z.object({ from: hhmm, to: hhmm }).nullable(),
  fallback: z.enum(ALERT_FALLBACKS, { error: MSG.type }),
});
export type AlertPrefs = z.infer<typeof AlertPrefs>;

/** POST /api/push/subscriptions/: a browser's PushSubscription.toJSON() (W3C Push API). */
export const PushSubscriptionBody = z.object({
  endpoint: z.string({ error: MSG.required }).url({ error: MSG.type }).max(2048, { error: MSG.type }),
  keys: z.object({
    p256dh: z.string({ error: MSG.required }).min(1, { error: MSG.required }).max(200, { error: MSG.type }),
    auth: z.string({ error: MSG.required }).min(1, { error: MSG.required }).max(100, { error: MSG.type }),
  }),
  expirationTime: z.number().nullable().optional(),
});
export type PushSubscriptionBody = z.input<typeof PushSubscriptionBody>;

/** DELETE /api/push/subscriptions/ {endpoint}: this device stops receiving alerts. */
export const PushUnsubscribeBody = z.object({ endpoint: z.string({ error: MSG.required }).min(1, { error: MSG.required }) });
export type PushUnsubscribeBody = z.input<typeof PushUnsubscribeBody>;

/** GET /api/push/key/: the server's VAPID public key (base64url, uncompressed P-256 point). */
export const PushKey = z.object({ public_key: z.string() });
export type PushKey = z.infer<typeof PushKey>;

/**
 * What the service worker receives in a push message (encrypted by the push service's rules,
 * RFC 8291) and what an outbox row of channel 'push' carries in `body` as JSON.
 */
export interface PushPayload {
  kind: NoticeKind;
  title: string;
  text: string;
  /** A path on our own origin the notification opens («/bloodstations/…»). */
  url: string;
  /** Replaces an earlier notification with the same tag on the device. */
  tag?: string;
}

// A donor alert is ONE outbox row of channel 'push' (docs/notifications.md): queued in the
// transaction of the change that causes it, like every outgoing message (ARCHITECTURE §3). The
// worker's push adapter decides at send time what happens to it — the donor's alert kinds, quiet
// hours, every subscribed device, and the fallback e-mail/SMS when no device takes it.
import type { PushPayload } from '@donor/shared/contract/push';
import type { Tx } from '../db.ts';
import { pushPayloads } from '../features/push/schema.ts';
import { queueMessage } from './outbox.ts';

/** Moscow: the zone whose quiet hours apply when the producer names none (docs/notifications.md). */
export const DEFAULT_UTC_OFFSET_MIN = 180;

/** What a push row's `body` holds: the payload the device gets, plus the zone of the quiet hours. */
export interface DonorNoticeBody extends PushPayload {
  utc_offset_min?: number;
}

export interface DonorNoticeOptions {
  /** Not before this moment (created_at = next_attempt_at = it). */
  notBefore?: Date;
  /** What it is about: 'need:<station>:<group>', 'eligible:<user>:<date>', 'helped:<shipment>', 'visit:…'. */
  ref?: string;
  /** The time zone whose quiet hours apply (minutes east of UTC); default Moscow, 180. */
  utcOffsetMin?: number;
}

export async function queueDonorNotice(db: Tx, now: Date, userId: number, payload: PushPayload, opts: DonorNoticeOptions = {}): Promise<void> {
  const body: DonorNoticeBody = {
    kind: payload.kind,
    title: payload.title,
    text: payload.text,
    url: payload.url,
    ...(payload.tag !== undefined ? { tag: payload.tag } : {}),
    ...(opts.utcOffsetMin !== undefined ? { utc_offset_min: opts.utcOffsetMin } : {}),
  };
  await queueMessage(
    db,
    now,
    { channel: 'push', target: String(userId), subject: payload.title, body: JSON.stringify(body) },
    { ...(opts.notBefore ? { notBefore: opts.notBefore } : {}), ...(opts.ref !== undefined ? { ref: opts.ref } : {}) },
  );
}

/**
 * One alert for many donors (docs/notifications.md «Одно оповещение — многим»): stores the
 * payload once and answers the `body` each donor's push row carries instead of a copy —
 * `{"shared": id}`. For set-based producers (the need matcher's INSERT … SELECT).
 */
export async function storeSharedNotice(db: Tx, now: Date, body: DonorNoticeBody, ref: string | null): Promise<string> {
  const [row] = await db.insert(pushPayloads).values({ ref, body: JSON.stringify(body), createdAt: now }).returning({ id: pushPayloads.id });
  return JSON.stringify({ shared: row!.id });
}

/** The shared payload's id a push row's body points at, or null for a body of its own. */
export function sharedNoticeId(body: string): number | null {
  const m = /^\{"shared":(\d+)\}$/.exec(body);
  return m ? Number(m[1]) : null;
}

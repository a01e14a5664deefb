// Messages that go by SMS or e-mail are written to the outbox table in the same transaction as
// the change that caused them (ARCHITECTURE §3), so a message is never lost and never sent for a
// change that rolled back. The delivery worker (api/src/features/outbox/worker.ts) drains the table
// through the SMTP and SMS adapters; in development, a channel without an adapter stays in the
// table for GET /api/dev/outbox/.
import { and, eq, isNull } from 'drizzle-orm';
import { notificationSettings, outbox, users, type OutboxAttachment, type OutboxMailHeaders } from '../schema.ts';
import { DEFAULT_NOTIFICATIONS } from './notification-prefs.ts';
import type { Tx } from '../db.ts';

/** A contact channel: where codes, receipts and reminders go (an e-mail address or a phone). */
export type Channel = 'sms' | 'email';
/**
 * What an outbox row goes by: a contact channel, or 'push' — a donor alert (lib/donor-notice.ts;
 * target = the user id, body = JSON), whose own prefs the push adapter reads (docs/notifications.md).
 */
export type OutboxChannel = Channel | 'push';

const queuedListeners = new Set<() => void>();

/**
 * Called after a message is queued in this process (the worker uses it to deliver at once
 * instead of on its next tick). The call comes before the surrounding transaction commits:
 * a listener must look a little later, not immediately.
 */
export function onMessageQueued(listener: () => void): () => void {
  queuedListeners.add(listener);
  return () => queuedListeners.delete(listener);
}

export interface QueueOptions {
  /**
   * Not before this moment (a reminder, spec §7 "Donor plan"): the worker takes only rows whose
   * next_attempt_at has come (features/outbox/worker.ts claim). The row's created_at is set to it too,
   * because the worker's age limit (OUTBOX_DEFAULTS.maxAgeMs, meant for codes that expire)
   * counts from created_at: a reminder queued a month ahead must not be "too old" when due.
   */
  notBefore?: Date;
  /** What the message belongs to (e.g. `plan:12`), so dropQueued can take it back. */
  ref?: string;
  /** Files for an e-mail (a booking's .ics, spec §4 Joining); SMS has none and ignores them. */
  attachments?: OutboxAttachment[];
  /** Mail headers of a bulk letter (the newsletter's List-Unsubscribe, RFC 8058); SMS ignores them. */
  headers?: OutboxMailHeaders;
}

export async function queueMessage(
  db: Tx,
  now: Date,
  msg: { channel: OutboxChannel; target: string; subject?: string; body: string },
  opts: QueueOptions = {},
): Promise<void> {
  const at = opts.notBefore && opts.notBefore > now ? opts.notBefore : now;
  await db.insert(outbox).values({
    channel: msg.channel,
    target: msg.target,
    subject: msg.subject ?? '',
    body: msg.body,
    createdAt: at,
    nextAttemptAt: at,
    ref: opts.ref ?? null,
    attachments: msg.channel === 'email' && opts.attachments?.length ? opts.attachments : null,
    headers: msg.channel === 'email' && opts.headers ? opts.headers : null,
  });
  for (const listener of queuedListeners) listener();
}

/**
 * Removes the messages of `ref` not yet taken by the worker (a changed or deleted plan's
 * reminders). A row being sent right now (claimed) is left alone: it goes out as it was.
 */
export async function dropQueued(db: Tx, ref: string): Promise<void> {
  await db.delete(outbox).where(and(eq(outbox.ref, ref), eq(outbox.status, 'pending'), isNull(outbox.claimToken)));
}

/**
 * True when the message is a reminder (it has a `ref`: sent on our own initiative) and the donor
 * it goes to has switched its channel off since it was queued (spec §7 notifications/toggle).
 * The worker asks this at send time: a reminder queued a month ahead follows today's setting.
 * Codes and receipts have no ref and always go (lib/notification-prefs.ts). A newsletter letter
 * (ref `newsletter:…`) follows its own consent — the confirmed subscription and the letter's
 * unsubscribe link (docs/SECURITY.md «Рассылка») — not the account's toggle.
 */
export async function switchedOff(db: Tx, row: { channel: OutboxChannel; target: string; ref: string | null }): Promise<boolean> {
  // A push alert follows the account's alert prefs instead, read by the push adapter.
  if (row.channel === 'push' || row.ref === null || row.ref.startsWith('newsletter:')) return false;
  const col = row.channel === 'email' ? notificationSettings.email : notificationSettings.sms;
  const [who] = await db
    .select({ on: col })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(eq(row.channel === 'email' ? users.email : users.phone, row.target))
    .limit(1);
  return who !== undefined && !(who.on ?? DEFAULT_NOTIFICATIONS[row.channel]);
}

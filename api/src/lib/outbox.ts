// Messages that go by SMS or e-mail are written to the outbox table in the same transaction as
// the change that caused them (ARCHITECTURE §3), so a message is never lost and never sent for a
// change that rolled back. The delivery worker (api/src/features/outbox/worker.ts) drains the table
// through the SMTP and SMS adapters; in development, a channel without an adapter stays in the
// table for GET /api/dev/outbox/.
import { and, eq, isNull } from 'drizzle-orm';
import { outbox, type OutboxAttachment } from '../schema.ts';
import type { Tx } from '../db.ts';

export type Channel = 'sms' | 'email';

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
}

export async function queueMessage(
  db: Tx,
  now: Date,
  msg: { channel: Channel; target: string; subject?: string; body: string },
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

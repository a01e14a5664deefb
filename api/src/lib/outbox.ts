// Messages that go by SMS or e-mail are written to the outbox table in the same transaction as
// the change that caused them (ARCHITECTURE §3), so a message is never lost and never sent for a
// change that rolled back. The delivery worker (api/src/outbox/worker.ts) drains the table
// through the SMTP and SMS adapters; in development, a channel without an adapter stays in the
// table for GET /api/dev/outbox/.
import { outbox } from '../schema.ts';
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

export async function queueMessage(db: Tx, now: Date, msg: { channel: Channel; target: string; subject?: string; body: string }): Promise<void> {
  await db.insert(outbox).values({
    channel: msg.channel,
    target: msg.target,
    subject: msg.subject ?? '',
    body: msg.body,
    createdAt: now,
    nextAttemptAt: now,
  });
  for (const listener of queuedListeners) listener();
}

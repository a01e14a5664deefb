// Messages that would go by SMS or e-mail go to the outbox table (ARCHITECTURE §3); in
// development GET /api/dev/outbox/ shows them, in production a sender adapter drains the table.
import { outbox } from '../schema.ts';
import type { Tx } from '../db.ts';

export type Channel = 'sms' | 'email';

export async function queueMessage(db: Tx, now: Date, msg: { channel: Channel; target: string; subject?: string; body: string }): Promise<void> {
  await db.insert(outbox).values({ channel: msg.channel, target: msg.target, subject: msg.subject ?? '', body: msg.body, createdAt: now });
}

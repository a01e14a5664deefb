// What the delivery worker hands to a channel's adapter, and what it expects back.
import type { OutboxMailHeaders } from '../../schema.ts';
import type { Channel } from '../../lib/outbox.ts';

export interface OutgoingMessage {
  id: number;
  target: string;
  subject: string;
  body: string;
  /** E-mail only (a booking's .ics); absent when the message has none. */
  attachments?: ReadonlyArray<{ filename: string; content_type: string; content: string }>;
  /** E-mail only: a bulk letter's List-* and other headers (schema.ts OutboxMailHeaders). */
  headers?: OutboxMailHeaders;
  /** What the message belongs to (`need:3:o_plus`), null for codes and receipts. */
  ref?: string | null;
  /** The worker's clock at the send (tests move it). */
  now?: Date;
  /** This is the last attempt before the dead letters: a "try later" would be lost. */
  final?: boolean;
}

/**
 * What an adapter may answer besides "accepted" (nothing): a donor alert (channel 'push',
 * features/push/push-adapter.ts) decides at send time whether, when and where it goes.
 * - postpone: not now (quiet hours) — due again at `until`, the attempt is not counted;
 * - drop: nothing to send (the kind is switched off) — kept as `dead` with the reason;
 * - fallback: no device took it — `message` is queued in the same transaction that marks this
 *   row handed over (status `sent`, the reason kept), so it is queued once.
 */
export type SendOutcome =
  | { kind: 'postpone'; until: Date; reason: string }
  | { kind: 'drop'; reason: string }
  | { kind: 'fallback'; message: { channel: Channel; target: string; subject: string; body: string }; reason: string };

/** Resolves once the provider accepted the message; throws (any error) when it did not. */
export interface Adapter {
  send(msg: OutgoingMessage): Promise<void | SendOutcome>;
  close?(): Promise<void> | void;
}

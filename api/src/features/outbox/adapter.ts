// What the delivery worker hands to a channel's adapter, and what it expects back.
import type { OutboxMailHeaders } from '../../schema.ts';

export interface OutgoingMessage {
  id: number;
  target: string;
  subject: string;
  body: string;
  /** E-mail only (a booking's .ics); absent when the message has none. */
  attachments?: ReadonlyArray<{ filename: string; content_type: string; content: string }>;
  /** E-mail only: a bulk letter's List-* and other headers (schema.ts OutboxMailHeaders). */
  headers?: OutboxMailHeaders;
}

/** Resolves once the provider accepted the message; throws (any error) when it did not. */
export interface Adapter {
  send(msg: OutgoingMessage): Promise<void>;
  close?(): Promise<void> | void;
}

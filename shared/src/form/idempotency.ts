// Idempotency keys of the guarded writes (docs/ARCHITECTURE.md §2.5 «Offline»; the API keeps
// the first answer per key for 24 h): a booking, a help-me sign-up, a new donation and a payment start
// carry `Idempotency-Key: <uuid v4>`. A write that got no answer (no network, a time limit) may
// still have reached the server, so sending the SAME submission again — «Повторить» or the
// automatic retry when the network returns — reuses its key, and the API stores one row and
// answers the first answer again. An answer of any kind ends the submission: the next send, or
// changed input, is a new submission with a new key.
import { isApiError } from '../api-error.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A uuid v4; crypto.randomUUID exists only on https pages (and localhost), so a fallback. */
export function uuid(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The write got no answer at all (no network, the time limit): it may be sent again as it was. */
export const isUnanswered = (error: unknown): boolean => isApiError(error) && error.kind === 'network';

/**
 * The key of one kind of write (one per mutator). `send(body, call)` passes `call` the header
 * to send: the previous key when the same body is being sent again after no answer, else a new one.
 */
export function idempotentSender(newKey: () => string = uuid) {
  let open: { body: string; key: string } | null = null;
  return async function send<T>(body: unknown, call: (headers: Record<string, string>) => Promise<T>): Promise<T> {
    const text = JSON.stringify(body) ?? '';
    if (open?.body !== text) open = { body: text, key: newKey() };
    const { key } = open;
    try {
      const answer = await call({ [IDEMPOTENCY_HEADER]: key });
      if (open?.key === key) open = null;
      return answer;
    } catch (error) {
      if (!isUnanswered(error) && open?.key === key) open = null;
      throw error;
    }
  };
}
export type IdempotentSend = ReturnType<typeof idempotentSender>;

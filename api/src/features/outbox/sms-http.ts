// SMS through one HTTP provider API (docs/PRODUCTION.md «Исходящие сообщения»): POST JSON
// {to, text} to SMS_API_URL with `Authorization: Bearer SMS_API_KEY`; any 2xx means accepted,
// anything else (or no answer within the timeout) is a failure the worker retries. A provider
// with another request shape gets a small gateway in front of it, or a second adapter here.
import type { Adapter, OutgoingMessage } from './adapter.ts';

export const SMS_TIMEOUT_MS = 10_000;

export function smsHttpAdapter(url: string, apiKey: string, timeoutMs = SMS_TIMEOUT_MS): Adapter {
  return {
    async send(msg: OutgoingMessage) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ to: msg.target, text: msg.body }),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
      if (res.ok) {
        await res.body?.cancel();
        return;
      }
      const text = (await res.text().catch(() => '')).slice(0, 200);
      throw new Error(`SMS provider answered ${res.status}${text ? `: ${text}` : ''}`);
    },
  };
}

// The widget's three API calls over native fetch (no ofetch: every byte counts on a partner
// page). Errors carry method, URL and status (STYLE "From ofetch"); POST is never retried.
import type { Http } from '../form/donation.payment.ts';

export function fetchHttp(base: string): Http {
  const call = async (method: 'GET' | 'POST', url: string, body?: unknown): Promise<unknown> => {
    const res = await fetch(base + url, {
      method,
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
      credentials: 'omit',
    });
    if (!res.ok) throw new Error(`${method} ${url} → ${res.status}`);
    return res.json();
  };
  return {
    get: (url, query) => call('GET', `${url}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`),
    post: (url, body) => call('POST', url, body),
  };
}

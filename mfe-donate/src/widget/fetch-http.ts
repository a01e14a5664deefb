// The widget's three API calls over native fetch (no ofetch: every byte counts on a partner
// page). Errors carry method, URL and status (STYLE "From ofetch"); POST is never retried.
import type { Http } from '../form/donation.payment.ts';

export function fetchHttp(base: string): Http {
  const call = async (method: 'GET' | 'POST', url: string, body?: unknown): Promise<unknown> => {
    const res = await fetch(base + url, {
      method,
      // A content type only with a body: a GET stays a simple request (no CORS preflight).
      headers: body ? { accept: 'application/json', 'content-type': 'application/json' } : { accept: 'application/json' },
      body: body ? JSON.stringify(body) : null,
      credentials: 'omit',
    });
    if (!res.ok) throw new Error(`${method} ${url} → ${res.status}`);
    return res.json();
  };
  return {
    // URLSearchParams turns the numbers into strings itself.
    get: (url, query) => call('GET', `${url}?${new URLSearchParams(query as Record<string, string>)}`),
    post: (url, body) => call('POST', url, body),
  };
}

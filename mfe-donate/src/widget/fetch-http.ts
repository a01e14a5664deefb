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
  // The widget's own few paths (docs/ARCHITECTURE.md §4): the same as the descriptors of
  // shared/src/endpoints/donate.ts, which the partner's bytes do not carry.
  return {
    paymentsConfig: () => call('GET', '/api/payments/config/'),
    processPayment: (provider, body) => call('POST', `/api/${provider}/process-payment/`, body),
    // URLSearchParams turns the numbers into strings itself.
    donatersThisMonth: (query) => call('GET', `/api/donaters-this-month/?${new URLSearchParams(query as Record<string, string>)}`),
  };
}

// Every call spec §7 lists has a route for its documented method. The list is read from the
// spec itself (docs/spec.md, a verbatim copy of the owner's spec) at test time, so a call added
// to the spec fails here until it is built:
// - each «METHOD[, METHOD] /api/…» of §7 (a leading slash the spec forgot is added back);
// - the donor card's «PATCH and GET donation count on the donor card path» (prose, no path);
// - each "Other store base path" that no line above names: a store's base answers the generic
//   list's GET {url} or its POST {url} (§7 «Generic lists»; picture and donation_plan are written
//   to, donations/widget and needs are read).
// «(with /{id}/ when it has an id)» sends a PATCH to the record's path.
// Two checks per call: the app's router has a route of that method matching the path (a {id} may
// name a record that does not exist, which is a fair 404), and a call without params, made as a
// signed-in donor, answers neither 404 nor 405.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, makeTestApi, type TestApi } from '../test-support.ts';

const SPEC = readFileSync(fileURLToPath(new URL('../../../docs/spec.md', import.meta.url)), 'utf8');
const METHODS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'] as const;
/** `methods`: the documented method, or the alternatives of a store's base (any one answers). */
type Call = { methods: string[]; path: string; from: string };

function section7(spec: string): string {
  const start = spec.indexOf('## 7.');
  const end = spec.indexOf('## 8.', start);
  if (start < 0 || end < 0) throw new Error('spec §7 not found');
  return spec.slice(start, end);
}

/** `/api/auth/{id}/metadata/?x=1` → `/api/auth/1/metadata/`; `{card-payment-provider}` → the sandbox. */
function concrete(path: string): string {
  return path.split('?')[0]!.replace(/\{card-payment-provider\}/g, 'sandbox').replace(/\{[^}]+\}/g, '1');
}

export function specCalls(spec: string): Call[] {
  const text = section7(spec);
  const calls: Call[] = [];
  const re = /\b((?:GET|POST|PATCH|PUT|DELETE)(?:(?:,\s*|\s+(?:and|or)\s+)(?:GET|POST|PATCH|PUT|DELETE))*)\s+\/?(api\/[^\s,;()]+)( \(with \/\{id\}\/ when it has an id\))?/g;
  for (const m of text.matchAll(re)) {
    const path = `/${m[2]!.replace(/[.:]$/, '')}`;
    for (const method of m[1]!.match(/GET|POST|PATCH|PUT|DELETE/g)!) {
      const withId = m[3] && (method === 'PATCH' || method === 'DELETE');
      calls.push({ methods: [method], path: withId ? `${path}{id}/` : path, from: m[0] });
    }
  }
  if (/PATCH and GET donation count on the donor card path/.test(text) && /auth\/donor_card/.test(text)) {
    calls.push({ methods: ['PATCH'], path: '/api/auth/donor_card/', from: 'donor card' }, { methods: ['GET'], path: '/api/auth/donor_card/', from: 'donor card' });
  }
  const bases = /Other store base paths: ([^.\n]+)\./.exec(text)?.[1]?.split(',').map((s) => s.trim()) ?? [];
  for (const base of bases) {
    const path = `/api/${base}/`;
    const named = calls.some((c) => concrete(c.path).startsWith(path));
    if (!named) calls.push({ methods: ['GET', 'POST'], path, from: 'Other store base paths' });
  }
  return calls;
}

/** A route of the app's router (Hono's `routes`), as a matcher of concrete paths; middleware (ALL) left out. */
function routeMatchers(app: TestApi['app']): { method: string; test: (p: string) => boolean }[] {
  return app.routes
    .filter((r) => r.method !== 'ALL')
    .map((r) => {
      const re = new RegExp(`^${r.path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]+(\\\{[^}]*\\\})?/g, '[^/]+').replace(/\*/g, '.*')}/?$`);
      return { method: r.method, test: (p: string) => re.test(p) };
    });
}

let t: TestApi;
let token: string;
beforeAll(async () => {
  t = await makeTestApi();
  token = await loginAs(t, 'donor');
});
afterAll(() => t.handle.close());

describe('spec §7: every listed call has its route', () => {
  const calls = specCalls(SPEC);

  it('the spec list is read (and holds the calls that once answered 404)', () => {
    expect(calls.length).toBeGreaterThan(80);
    const keys = new Set(calls.flatMap((c) => c.methods.map((m) => `${m} ${concrete(c.path)}`)));
    for (const k of ['GET /api/donations/widget/', 'GET /api/profile/trigger/', 'GET /api/profile/popup-trigger/', 'GET /api/auth/donor_card/', 'PATCH /api/auth/donor_card/', 'POST /api/auth/email_widget_link_checked/']) {
      expect(keys).toContain(k);
    }
  });

  it('the router has a route of the documented method for each', () => {
    const routes = routeMatchers(t.app);
    const missing = calls
      .filter((c) => !routes.some((r) => c.methods.includes(r.method) && r.test(concrete(c.path))))
      .map((c) => `${c.methods.join('|')} ${c.path} («${c.from}»)`);
    expect(missing).toEqual([]);
  });

  it('a call without params, as a signed-in donor, answers neither 404 nor 405', async () => {
    const bad: string[] = [];
    for (const c of calls.filter((x) => !x.path.includes('{') && !x.methods.includes('DELETE'))) {
      const answers = await Promise.all(c.methods.map((m) => t.call(m, concrete(c.path), { token, body: m === 'GET' ? undefined : {} })));
      if (answers.every((res) => res.status === 404 || res.status === 405)) bad.push(`${c.methods.join('|')} ${c.path} → ${answers.map((r) => r.status).join('|')}`);
    }
    expect(bad).toEqual([]);
  });
});

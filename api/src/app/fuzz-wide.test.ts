// API fuzz (never a 500 for bad input, docs/ARCHITECTURE.md §3): a seeded generator sends
// ≥ 10,000 malformed requests across EVERY route the Hono app registers (collected from
// `app.routes`, so a new endpoint is fuzzed without editing this file) → 0 responses ≥ 500, and
// the rejected requests leave the database unchanged.
//
// "Unchanged" is checked per batch of concurrent requests: after every batch in which no WRITE
// (POST/PATCH/DELETE…) was accepted — its writes were all rejected (4xx), its GETs may have
// answered anything — the row count of every table (and a content hash of the user-editable
// tables) must equal the snapshot taken before the batch. A batch with an accepted write (a
// random body that happened to be valid) re-baselines instead.
// Excluded from the snapshot: `rate_events` — failed logins and code checks are RECORDED there by
// design (that is how the 429 limits count), so rejected requests legitimately add rows — and
// `schema_migrations` (static). `outbox` is kept: a rejected request must not send a message.
// Replay: the failure message prints the case index, method, path, headers and body.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prng } from '../seed.ts';
import { freshIp, makeTestApi, type TestApi } from '../test-support.ts';

const TOTAL = 10_200;
const BATCH = 20;
const EXCLUDED_TABLES = new Set(['rate_events', 'schema_migrations']);
/** Rows of a raw query: PGlite answers `{ rows }`, postgres.js (TEST_DATABASE_URL) an array. */
function rowsOf<T>(res: unknown): T[] {
  return (Array.isArray(res) ? res : (res as { rows: T[] }).rows) as T[];
}

/** Tables whose rows a request can edit in place (row counts would not notice). */
const HASHED_TABLES = ['users', 'collects', 'subscriptions', 'favorite_blood_stations', 'joined_users', 'organization_members', 'payment_orders', 'donations', 'donor_plans', 'honor_certificates', 'donation_feedback', 'pictures'];

let t: TestApi;
let token = '';
/** An organisation manager too: creating fundraisers needs that role, so its handler is fuzzed. */
let managerToken = '';
let tables: string[] = [];
beforeAll(async () => {
  t = await makeTestApi();
  token = await t.login('demo@example.com', 'demo-donor-2026');
  managerToken = await t.login('manager@example.com', 'demo-manager-2026');
  const res = await t.handle.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`);
  tables = rowsOf<{ table_name: string }>(res).map((r) => r.table_name).filter((n) => !EXCLUDED_TABLES.has(n));
});
afterAll(async () => {
  await t?.handle.close();
});

async function snapshot(): Promise<Record<string, string>> {
  const parts = [
    ...tables.map((n) => `(select count(*) from "${n}")::text as "${n}"`),
    ...HASHED_TABLES.filter((n) => tables.includes(n)).map((n) => `(select coalesce(md5(string_agg(x::text, '|' order by x::text)), '') from "${n}" x) as "#${n}"`),
  ];
  const res = await t.handle.db.execute(sql.raw(`select ${parts.join(', ')}`));
  return rowsOf<Record<string, string>>(res)[0]!;
}

const rnd = prng(20260505);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;

const BAD_PARAMS = [
  '0', '-1', '99999999999', '2147483648', '1.5', '1e3', 'abc', '%00', '%25', '%E0%A4%A', '%ED%A0%80', '%F0%9F%98%80', '..', '%2E%2E%2F%2E%2E',
  encodeURIComponent('Ёжик'), encodeURIComponent('١٢٣'), 'x'.repeat(5000), '9'.repeat(400), 'null', 'undefined', '%20', '%0A', '1;DROP',
  encodeURIComponent("1' OR '1'='1"), 'NaN', 'Infinity', '0x10', '+1', '007',
];
/** Occasionally a valid-looking value, so the handler behind the validation runs too. */
const GOOD_PARAMS = ['1', '2', '3', 'cloudpayments', 'yookassa', 'sandbox', 'pay', 'fail', 'cancel'];

const STRINGS = [
  '', ' ', '\t\n', '\u0000', 'a\u0000b', '\ud800', '\udfff', '😀'.repeat(40), 'Ёжик в тумане', '<img src=x onerror=alert(1)>',
  "'; DROP TABLE users; --", '%', '_', '\\', '+7', '+79990000001', '89990000001', 'demo@example.com', 'manager@example.com', '123456',
  '1e308', '-1', '0', '2147483648', '99999999999999999999', 'null', 'true', '1990-02-30', '1990-01-01', '2999-12-31', '0000-00-00',
  'x'.repeat(300), 'я'.repeat(20_000), '\u202e\u200b', 'a@b', '@@', '١٢٣٤٥٦', 'https://evil.example', 'javascript:alert(1)', '{{7*7}}',
  '../../etc/passwd', 'RUB', 'USD', 'card', 'sbp',
];
const NUMBERS = [0, -1, 1, 1.5, -0.01, 100, 2147483647, 2147483648, -2147483649, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 1e21, 123456];
const FIELDS = [
  'username', 'password', 'old_password', 'new_password', 'phone', 'email', 'first_name', 'last_name', 'city_id', 'birth_date', 'tag',
  'user_id', 'code', 'token', 'id', 'blood_station', 'blood_station_id', 'event_id', 'timeslot_id', 'time_slot', 'amount', 'name',
  'comment', 'payment_type', 'payment_method', 'recurrent', 'collect_id', 'title', 'description', 'Data', 'TransactionId', 'InvoiceId',
  'AccountId', 'Amount', 'Status', 'SubscriptionId', 'event', 'object', 'type', 'utm_source', 'redirect_url', 'referral_code', 'date',
  'goal', 'end_date', 'text', 'order_id', 'souvenir_id', 'quantity',
];
const QUERY_KEYS = ['s', 'q', 'region', 'country', 'all_bs', 'page', 'page_size', 'city_id', 'closed', 'lat', 'lng', 'distance', 'bbox',
  'north', 'south', 'east', 'west', 'min_lat', 'max_lat', 'min_lng', 'max_lng', 'blood_group', 'past', 'organization', 'month', 'token',
  'id', 'target', 'limit', 'offset', 'ordering', 'type'];

function value(depth = 0): unknown {
  switch (Math.floor(rnd() * (depth > 2 ? 5 : 8))) {
    case 0: return pick(STRINGS);
    case 1: return pick(NUMBERS);
    case 2: return rnd() < 0.5;
    case 3: return null;
    case 4: return pick(STRINGS) + pick(NUMBERS);
    case 5: return Array.from({ length: Math.floor(rnd() * 4) }, () => value(depth + 1));
    case 6: return { [pick(['a', '__proto__', 'constructor', 'prototype', 'id', 'amount'])]: value(depth + 1) };
    default: return undefined;
  }
}

const enc = (v: unknown) => {
  try {
    return encodeURIComponent(String(v));
  } catch {
    return '%ED%A0%80'; // a lone surrogate, as raw bytes
  }
};

interface Case { method: string; path: string; headers: Record<string, string>; body?: string }

function makeCase(method: string, routePath: string): Case {
  // Path: each :param replaced by a bad (mostly) or good value; a wildcard by a random segment.
  let path = routePath
    .replace(/:[a-z_]+/gi, () => (rnd() < 0.8 ? pick(BAD_PARAMS) : pick(GOOD_PARAMS)))
    .replace(/\*/, () => pick(BAD_PARAMS.concat(['unknown', 'auth/none', 'cities/1/extra/segments'])));
  if (rnd() < 0.5) path += '/';
  if (rnd() < 0.45) {
    const q = QUERY_KEYS.filter(() => rnd() < 0.3).map((k) => `${k}=${rnd() < 0.1 ? pick(['%E0%A4%A', '%', '%00']) : enc(value())}`);
    if (rnd() < 0.1) q.push(`${pick(QUERY_KEYS)}=1&${pick(QUERY_KEYS)}=2`, 'city_id[]=1', '__proto__[x]=1');
    path += `?${q.join('&')}`;
  }
  // Wrong method now and then (→ 404/405, never 5xx).
  if (rnd() < 0.05) method = pick(['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'POST', 'GET']);

  const headers: Record<string, string> = { 'x-forwarded-for': rnd() < 0.05 ? pick(['', 'garbage', '::1, 1.2.3.4', '999.999.1.1']) : freshIp() };
  // Logging out with the shared token would end the session the rest of the run uses.
  const realToken = !/logout/.test(routePath) && rnd() < 0.45;
  const auth = realToken
    ? `Token ${rnd() < 0.7 ? token : managerToken}`
    : pick([undefined, undefined, 'Token', 'Token ', 'Token x', `Token ${'z'.repeat(5000)}`, `Bearer ${token}`, 'Basic Zm9vOmJhcg==', `Token ${token}x`, `Token ${token.slice(0, -1)}`, 'Token %00', `Token ${Buffer.from('ё'.repeat(40)).toString('latin1')}` /* UTF-8 bytes as they arrive on the wire */, '']);
  if (auth !== undefined) headers.authorization = auth;
  if (rnd() < 0.05) headers['x-city'] = pick(BAD_PARAMS);
  if (rnd() < 0.03) headers['content-length'] = pick(['-1', '99999999999', 'abc']);

  const obj = () => Object.fromEntries(FIELDS.filter(() => rnd() < 0.12).map((f) => [f, value()]));
  let body: string | undefined;
  let contentType: string | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    switch (Math.floor(rnd() * 12)) {
      case 0: body = pick(['{', '{"a":', 'nul', '[1,2', '"\\u12"', '{"a":1}}', '\u0000', '{}{}{}', '\ufeff{}', '{"amount":1e999}', '{"a":"\\ud800"}']); contentType = 'application/json'; break;
      case 1: body = JSON.stringify(value()); contentType = 'application/json'; break;
      case 2: body = JSON.stringify(obj()); contentType = pick(['text/plain', 'application/xml', 'image/png', 'application/json; charset=utf-16', 'application/json; charset=nonsense', '*/*', '']); break;
      case 3: body = new URLSearchParams(Object.entries(obj()).map(([k, v]) => [k, String(v)])).toString(); contentType = 'application/x-www-form-urlencoded'; break;
      case 4: body = '--b\r\nContent-Disposition: form-data; name="amount"\r\n\r\n12\r\n--b--'; contentType = pick(['multipart/form-data; boundary=b', 'multipart/form-data', 'multipart/form-data; boundary=zz']); break;
      case 5: break; // no body at all
      case 6: body = rnd() < 0.1 ? `{"a":"${'x'.repeat(1_100_000)}"}` : JSON.stringify({ ...obj(), [pick(FIELDS)]: 'я'.repeat(20_000) }); contentType = 'application/json'; break;
      default: body = JSON.stringify(obj()); contentType = 'application/json';
    }
  }
  if (contentType !== undefined) headers['content-type'] = contentType;
  return { method, path, headers, body };
}

describe('every endpoint under malformed input', () => {
  it(`${TOTAL} seeded requests across app.routes → no 5xx; rejected ones leave the database unchanged`, async () => {
    const routes = [...new Map(t.app.routes.map((r) => [`${r.method} ${r.path}`, r])).values()]
      .filter((r) => r.path.startsWith('/api/'))
      .map((r) => ({ method: r.method === 'ALL' ? 'GET' : r.method, path: r.path }));
    expect(routes.length, 'routes collected from the app').toBeGreaterThan(40);

    const offenders: string[] = [];
    const dbChanges: string[] = [];
    const perRoute = new Map<string, number>();
    let checkedBatches = 0;
    let acceptedWrites = 0;
    let before = await snapshot();
    for (let start = 0; start < TOTAL; start += BATCH) {
      const cases = Array.from({ length: Math.min(BATCH, TOTAL - start) }, (_, k) => {
        const r = routes[(start + k) % routes.length]!;
        return { i: start + k, route: `${r.method} ${r.path}`, c: makeCase(r.method, r.path) };
      });
      const results = await Promise.all(
        cases.map(async ({ i, route, c }) => {
          perRoute.set(route, (perRoute.get(route) ?? 0) + 1);
          let status: number;
          let text = '';
          try {
            const res = await t.app.request(c.path, { method: c.method, headers: c.headers, body: c.body });
            status = res.status;
            text = await res.text();
          } catch (err) {
            status = 599;
            text = `threw: ${String(err)}`;
          }
          if (status >= 500) {
            const { ['x-forwarded-for']: _ip, ...h } = c.headers;
            offenders.push(`#${i} [${route}] ${c.method} ${c.path.slice(0, 300)} headers=${JSON.stringify(h).slice(0, 200)} body=${JSON.stringify(c.body?.slice(0, 300))} → ${status} ${text.slice(0, 200)}`);
          }
          return { status, write: c.method !== 'GET' && c.method !== 'HEAD' };
        }),
      );
      const after = await snapshot();
      // Only an ACCEPTED write may change the database: GETs never, rejected writes never.
      acceptedWrites += results.filter((r) => r.write && r.status < 400).length;
      if (!results.some((r) => r.write && r.status < 400)) {
        checkedBatches++;
        const diff = Object.keys(after).filter((k) => after[k] !== before[k]);
        if (diff.length) {
          dbChanges.push(`batch #${start}–#${start + cases.length - 1} (no accepted write) changed ${diff.map((k) => `${k}: ${before[k]?.slice(0, 12)} → ${after[k]?.slice(0, 12)}`).join(', ')}\n    ${cases.map(({ i, c }) => `#${i} ${c.method} ${c.path.slice(0, 120)} ${JSON.stringify(c.body?.slice(0, 120))}`).join('\n    ')}`);
        }
      }
      before = after;
    }
    expect(offenders.slice(0, 15), `${offenders.length} responses ≥ 500; the first ones`).toEqual([]);
    expect(dbChanges.slice(0, 3), 'rejected requests changed the database').toEqual([]);
    // The DB check must actually have run on most of the traffic.
    expect(checkedBatches, 'batches without an accepted write').toBeGreaterThan(TOTAL / BATCH / 3);
    for (const r of routes) expect(perRoute.get(`${r.method} ${r.path}`) ?? 0, r.path).toBeGreaterThanOrEqual(Math.floor(TOTAL / routes.length));
    console.log(`fuzz-wide: ${TOTAL} requests over ${routes.length} routes, ${checkedBatches} of ${Math.ceil(TOTAL / BATCH)} batches checked for DB changes, ${acceptedWrites} writes accepted`);
    expect(t.logged.map(String).slice(0, 5), 'errors the app logged (input that slipped past validation)').toEqual([]);
  }, 240_000);
});

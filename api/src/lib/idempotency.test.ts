// Writes that retry safely (lib/idempotency.ts, docs/booking.md «Повтор запроса»): for each
// guarded write — a booking, a help-me sign-up, adding a donation, a payment start — the same key
// twice gives one row and the same answer (the repeat marked Idempotent-Replay), another body under
// the key is 422, two requests at once and two API processes (two apps on one database, the PGlite
// form of app/multi-process.test.ts) still make one row. Then the middleware alone: the key's
// form, answers that are not kept, the wait and its 409, the lease, expiry and the sweep, CORS.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { RecipientNeed } from '@donor/shared/contract/helpme';
import { createApiApp } from '../app.ts';
import { donations, eventTimeSlots, events, idempotencyKeys, joinedUsers, needJoinedUsers, paymentOrders } from '../schema.ts';
import { approveNeed, helpmeForm, isoDay, makeHelpmeTest, type HelpmeTest } from '../features/helpme/helpme-fixtures.ts';
import { AuthCache } from './auth-cache.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { IDEMPOTENCY_MSG, KEY_TTL_MS, LEASE_MS, WAIT_MS, bodyHash, idempotency } from './idempotency.ts';

let t: HelpmeTest;
/** A second API process on the same database. */
let other: ReturnType<typeof createApiApp>;
let need: RecipientNeed;
const realNow = new Date();

beforeAll(async () => {
  t = await makeHelpmeTest();
  other = createApiApp({ db: t.handle.db, env: 'test', now: () => t.clock.now, trustProxy: 1, logError: (err) => t.logged.push(err) });
  const author = await t.account();
  const res = await t.postForm(helpmeForm(t), author.token);
  expect(res.status).toBe(201);
  const created = RecipientNeed.parse(await res.json());
  await approveNeed(t, created.id);
  need = RecipientNeed.parse(await (await t.call('GET', `/api/address_needs/${created.id}/`)).json());
});
afterAll(() => t?.handle.close());
afterEach(() => {
  t.clock.now = new Date(realNow);
  expect(t.logged).toEqual([]);
});

type App = ReturnType<typeof createApiApp>;
interface Send { app?: App; token?: string; ip: string; key?: string; body: unknown; path: string }
const send = (s: Send) => {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': s.ip };
  if (s.token) headers.authorization = `Token ${s.token}`;
  if (s.key !== undefined) headers['idempotency-key'] = s.key;
  return Promise.resolve((s.app ?? t.app).request(s.path, { method: 'POST', headers, body: JSON.stringify(s.body) }));
};
const answerOf = async (res: Response) => ({ status: res.status, body: await res.text(), replay: res.headers.get('idempotent-replay') });

let made = 0;
const key = () => `k-${++made}-${crypto.randomUUID()}`;
const ip = () => `10.77.${Math.floor(made / 250)}.${made % 250}`;

/** A new event at station 1 with two slots on days 4 and 5 from now. */
async function freshEvent(): Promise<number[]> {
  const day = (k: number) => new Date(Date.now() + k * 86_400_000).toISOString().slice(0, 10);
  const [ev] = await t.handle.db.insert(events).values({
    category: 'donor_day', title: `Акция повтора ${++made}`, cityId: 1, bloodStationId: 1,
    startDate: new Date(`${day(3)}T00:00:00+03:00`), endDate: new Date(`${day(6)}T00:00:00+03:00`),
  }).returning();
  const slots = await t.handle.db.insert(eventTimeSlots).values([4, 5].map((k) => ({
    eventId: ev!.id, date: day(k), startTime: '10:00', startsAt: new Date(`${day(k)}T10:00:00+03:00`), capacity: 5,
  }))).returning();
  return [ev!.id, ...slots.map((s) => s.id)];
}

/** One guarded write: its request (`variant` 1 = the same, 2 = another body) and how many rows it made. */
interface Write {
  name: string;
  prepare(): Promise<{ token?: string; ip: string; path: string; body(variant: 1 | 2): unknown; rows(): Promise<number> }>;
}
const WRITES: Write[] = [
  {
    name: 'booking an event (POST /api/joined_users/)',
    async prepare() {
      const donor = await t.account();
      const [eventId, first, second] = await freshEvent();
      return {
        token: donor.token, ip: ip(), path: '/api/joined_users/',
        body: (v) => ({ event_id: eventId, timeslot_id: v === 1 ? first : second }),
        rows: async () => (await t.handle.db.select({ n: count() }).from(joinedUsers).where(and(eq(joinedUsers.userId, donor.id), eq(joinedUsers.eventId, eventId!))))[0]!.n,
      };
    },
  },
  {
    name: 'a help-me sign-up (POST /api/address_needs_joined_users/)',
    async prepare() {
      const donor = await t.account();
      return {
        token: donor.token, ip: ip(), path: '/api/address_needs_joined_users/',
        body: (v) => ({ address_need_id: need.id, timeslot_id: need.time_slots[v]!.id }),
        rows: async () => (await t.handle.db.select({ n: count() }).from(needJoinedUsers).where(and(eq(needJoinedUsers.userId, donor.id), eq(needJoinedUsers.addressNeedId, need.id))))[0]!.n,
      };
    },
  },
  {
    name: 'adding a donation (POST /api/donations/)',
    async prepare() {
      const donor = await t.account();
      return {
        token: donor.token, ip: ip(), path: '/api/donations/',
        body: (v) => ({ donate_at: isoDay(t.clock.now, -10 * v), blood_class: 'blood', blood_station_id: t.moscowStation, is_paid: false, volume_ml: 450, certificate_id: null }),
        rows: async () => (await t.handle.db.select({ n: count() }).from(donations).where(eq(donations.userId, donor.id)))[0]!.n,
      };
    },
  },
  {
    name: 'a payment start, anonymous (POST /api/sandbox/process-payment/)',
    async prepare() {
      const email = `idem-${++made}@example.com`;
      return {
        ip: ip(), path: '/api/sandbox/process-payment/',
        body: (v) => ({
          payment_type: 'once', amount: 500 * v, payment_method: 'bank_card', email, redirect_url: 'http://localhost/donate/?operation=success',
          metadata: { email, firstName: 'Ольга', lastName: '', payment_display_status: 'visible', donater_status: 'not_anonym', utm_campaign: 'widjet' },
        }),
        rows: async () => (await t.handle.db.select({ n: count() }).from(paymentOrders).where(eq(paymentOrders.email, email)))[0]!.n,
      };
    },
  },
];

describe.each(WRITES)('$name', (write) => {
  it('the same key twice: one row, the same status and body, the repeat marked Idempotent-Replay', async () => {
    const w = await write.prepare();
    const k = key();
    const first = await answerOf(await send({ ...w, key: k, body: w.body(1) }));
    expect(first.status, first.body).toBe(201);
    expect(first.replay).toBeNull();
    const again = await answerOf(await send({ ...w, key: k, body: w.body(1) }));
    expect(again).toEqual({ ...first, replay: 'true' });
    expect(await w.rows()).toBe(1);
  });

  it('the same key with another body: 422, nothing more written', async () => {
    const w = await write.prepare();
    const k = key();
    expect((await send({ ...w, key: k, body: w.body(1) })).status).toBe(201);
    const res = await send({ ...w, key: k, body: w.body(2) });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ detail: IDEMPOTENCY_MSG.otherBody });
    expect(await w.rows()).toBe(1);
  });

  it('two requests at once with one key, on one process and on two: one row, and the same answer', async () => {
    for (const apps of [[t.app, t.app], [t.app, other]] as const) {
      const w = await write.prepare();
      const k = key();
      const answers = await Promise.all(apps.map(async (app) => answerOf(await send({ ...w, app, key: k, body: w.body(1) }))));
      expect(await w.rows()).toBe(1);
      const original = answers.filter((a) => a.replay === null && a.status === 201);
      expect(original, JSON.stringify(answers)).toHaveLength(1);
      // The other waited for the answer — or, on a slow machine, was told to come back in a second.
      for (const a of answers.filter((x) => x !== original[0])) {
        if (a.status === 409) expect(JSON.parse(a.body)).toEqual({ detail: IDEMPOTENCY_MSG.running });
        else expect(a).toEqual({ ...original[0], replay: 'true' });
      }
      expect(await answerOf(await send({ ...w, app: apps[1], key: k, body: w.body(1) }))).toEqual({ ...original[0], replay: 'true' });
    }
  });
});

describe('without the header nothing changes', () => {
  it('a booking sent twice without a key: the second is the usual 400 «already booked»', async () => {
    const w = await WRITES[0]!.prepare();
    expect((await send({ ...w, body: w.body(1) })).status).toBe(201);
    const res = await send({ ...w, body: w.body(1) });
    expect(res.status).toBe(400);
    expect(res.headers.get('idempotent-replay')).toBeNull();
    expect(await w.rows()).toBe(1);
  });

  it('the same key from another donor is another key', async () => {
    const a = await WRITES[2]!.prepare();
    const b = await WRITES[2]!.prepare();
    const k = key();
    expect((await send({ ...a, key: k, body: a.body(1) })).status).toBe(201);
    const res = await send({ ...b, key: k, body: b.body(1) });
    expect(res.status).toBe(201);
    expect(res.headers.get('idempotent-replay')).toBeNull();
    expect([await a.rows(), await b.rows()]).toEqual([1, 1]);
  });
});

describe('the key', () => {
  it.each([['empty', ''], ['256 characters', 'x'.repeat(256)], ['a space inside', 'a b'], ['not ASCII', 'clé'], ['a tab inside', 'a\tb']])('%s → 400 with a field error, nothing written', async (_, bad) => {
    const w = await WRITES[2]!.prepare();
    const res = await send({ ...w, key: bad, body: w.body(1) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ 'Idempotency-Key': [IDEMPOTENCY_MSG.badKey] });
    expect(await w.rows()).toBe(0);
  });

  it('255 visible characters are a key', async () => {
    const w = await WRITES[2]!.prepare();
    expect((await send({ ...w, key: `${'~'.repeat(254)}!`, body: w.body(1) })).status).toBe(201);
  });

  it('the body is compared as data: the same JSON with its keys in another order is the same request', () => {
    expect(bodyHash('{"a":1,"b":{"c":2,"d":[1,{"e":3,"f":4}]}}')).toBe(bodyHash('{ "b": {"d":[1,{"f":4,"e":3}], "c":2}, "a":1 }'));
    expect(bodyHash('{"a":1}')).not.toBe(bodyHash('{"a":2}'));
    expect(bodyHash('not json')).not.toBe(bodyHash('not json!'));
  });
});

describe('the middleware on its own', () => {
  /** A route behind the middleware whose answers the test scripts, on the test database. */
  function scripted(answers: (() => Promise<Response> | Response)[]) {
    const deps: ApiDeps = {
      db: t.handle.db, env: 'test', now: () => t.clock.now, trustProxy: 1, publicOrigin: null, partnerOrigins: [], corsOrigins: ['*'], authCache: new AuthCache(0),
    };
    const app = new Hono<ApiEnv>({ strict: false });
    let runs = 0;
    app.use('*', async (c, next) => {
      c.set('deps', deps);
      await next();
    });
    app.post('/api/test-write', idempotency(), async () => answers[Math.min(runs++, answers.length - 1)]!());
    app.onError((_err, c) => c.json({ detail: 'ошибка' }, 500));
    const post = (k: string, body: unknown = { n: 1 }, addr = '10.88.0.1') =>
      Promise.resolve(app.request('/api/test-write/', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': addr, 'idempotency-key': k }, body: JSON.stringify(body) }));
    return { post, runs: () => runs };
  }
  const rowOf = async (k: string) => (await t.handle.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, k)))[0];

  it('keeps a 400 (what became of the request) and replays it', async () => {
    const s = scripted([() => Response.json({ timeslot_id: ['Мест нет'] }, { status: 400 }), () => Response.json({ id: 1 }, { status: 201 })]);
    const k = key();
    expect((await s.post(k)).status).toBe(400);
    const again = await s.post(k);
    expect([again.status, again.headers.get('idempotent-replay'), await again.json()]).toEqual([400, 'true', { timeslot_id: ['Мест нет'] }]);
    expect(s.runs()).toBe(1);
  });

  it.each([500, 502, 503, 401, 409, 429])('does not keep a %i: the same key runs again', async (status) => {
    const s = scripted([() => Response.json({ detail: 'не сейчас' }, { status }), () => Response.json({ id: 2 }, { status: 201 })]);
    const k = key();
    expect((await s.post(k)).status).toBe(status);
    expect(await rowOf(k)).toBeUndefined();
    const again = await s.post(k);
    expect([again.status, again.headers.get('idempotent-replay')]).toEqual([201, null]);
    expect(s.runs()).toBe(2);
  });

  it('a route that throws leaves the key free', async () => {
    const s = scripted([() => Promise.reject(new Error('упало')), () => Response.json({ id: 3 }, { status: 201 })]);
    const k = key();
    expect((await s.post(k)).status).toBe(500);
    expect((await s.post(k)).status).toBe(201);
    expect(s.runs()).toBe(2);
  });

  it('replays the answer’s own headers (Cache-Control), and a 204 without a body', async () => {
    const s = scripted([() => new Response(null, { status: 204, headers: { 'cache-control': 'no-store', 'x-other': '1' } })]);
    const k = key();
    await s.post(k);
    const again = await s.post(k);
    expect([again.status, again.headers.get('cache-control'), again.headers.get('x-other'), await again.text()]).toEqual([204, 'no-store', null, '']);
  });

  it('a repeat while the first still runs waits for its answer; past WAIT_MS it is 409 with Retry-After', async () => {
    let finish!: () => void;
    const slow = new Promise<void>((resolve) => (finish = resolve));
    const s = scripted([async () => {
      await slow;
      return Response.json({ id: 4 }, { status: 201 });
    }]);
    const k = key();
    const first = s.post(k);
    await expect.poll(() => rowOf(k)).toBeDefined();
    const started = performance.now();
    const busy = await s.post(k);
    expect(performance.now() - started).toBeGreaterThanOrEqual(WAIT_MS - 250);
    expect([busy.status, busy.headers.get('retry-after'), await busy.json()]).toEqual([409, '1', { detail: IDEMPOTENCY_MSG.running }]);
    const waiting = s.post(k);
    setTimeout(finish, 100);
    const [a, b] = await Promise.all([first, waiting]);
    expect([a.status, b.status, b.headers.get('idempotent-replay'), await b.json()]).toEqual([201, 201, 'true', { id: 4 }]);
    expect(s.runs()).toBe(1);
  }, 10_000);

  it('a running row past its lease (its process died) is taken over', async () => {
    const s = scripted([() => Response.json({ id: 5 }, { status: 201 })]);
    const k = key();
    const [addr, body] = ['10.88.0.9', { n: 5 }];
    await t.handle.db.insert(idempotencyKeys).values({
      scope: `ip:${addr}`, route: 'POST /api/test-write', key: k, bodyHash: bodyHash(JSON.stringify(body)), createdAt: t.clock.now, startedAt: t.clock.now,
    });
    t.clock.advance(LEASE_MS + 1);
    const res = await s.post(k, body, addr);
    expect([res.status, res.headers.get('idempotent-replay')]).toEqual([201, null]);
    expect((await rowOf(k))?.status).toBe(201);
  });

  it('a key lives 24 hours; expired rows are swept', async () => {
    const s = scripted([() => Response.json({ id: 6 }, { status: 201 })]);
    const k = key();
    await s.post(k);
    t.clock.advance(KEY_TTL_MS - 1000);
    expect((await s.post(k)).headers.get('idempotent-replay')).toBe('true');
    t.clock.advance(2000);
    const later = await s.post(k);
    expect([later.status, later.headers.get('idempotent-replay')]).toEqual([201, null]);
    expect(s.runs()).toBe(2);
    // Another key's claim a day later sweeps what expired meanwhile.
    const old = key();
    await s.post(old);
    t.clock.advance(KEY_TTL_MS + 2 * 60_000);
    await s.post(key());
    expect(await rowOf(old)).toBeUndefined();
  });
});

describe('CORS: the partners’ widget starts payments with a key', () => {
  it('the preflight allows Idempotency-Key; the replay exposes Idempotent-Replay', async () => {
    const pre = await t.app.request('/api/sandbox/process-payment/', {
      method: 'OPTIONS',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,idempotency-key' },
    });
    expect(pre.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
    const w = await WRITES[3]!.prepare();
    const k = key();
    await send({ ...w, key: k, body: w.body(1) });
    const res = await t.app.request(w.path, {
      method: 'POST',
      headers: { origin: 'https://partner.example', 'content-type': 'application/json', 'x-forwarded-for': w.ip, 'idempotency-key': k },
      body: JSON.stringify(w.body(1)),
    });
    expect(res.headers.get('idempotent-replay')).toBe('true');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toContain('Idempotent-Replay');
  });
});

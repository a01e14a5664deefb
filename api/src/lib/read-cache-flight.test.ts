// Expiry under load (the API load target, bench/README.md «API»): single-flight and
// stale-while-revalidate of lib/read-cache.ts, with a fake clock and a handler that finishes only
// when the test lets it.
import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { readCache } from './read-cache.ts';

function setup() {
  const clock = { t: 0 };
  let reads = 0;
  const gates: (() => void)[] = [];
  let status = 200;
  const a = new Hono();
  a.use('*', readCache({ ttlMs: 1000, staleMs: 5000, maxEntries: 10, paths: /^\/api\/cities\//, now: () => clock.t }));
  a.get('/api/cities/', async (c) => {
    const n = ++reads;
    await new Promise<void>((r) => gates.push(r));
    return c.json({ reads: n }, status as 200);
  });
  a.post('/api/cities/', (c) => c.json({ ok: true }, 201));
  /** Lets every waiting handler finish, then waits for the responses. */
  const release = async () => {
    for (let i = 0; i < 10 && gates.length === 0; i++) await new Promise((r) => setTimeout(r, 0));
    gates.splice(0).forEach((g) => g());
  };
  const get = () => a.request('/api/cities/');
  /** One request computes and stores the entry (reads 1). */
  const prime = async () => {
    const first = get();
    await release();
    await first;
  };
  return { a, clock, get, release, prime, reads: () => reads, setStatus: (s: number) => (status = s) };
}
const read = async (r: Response) => ({ reads: ((await r.json()) as { reads: number }).reads, cache: r.headers.get('x-cache') });

describe('readCache under concurrent misses', () => {
  it('computes a cold entry once for ten concurrent requests', async () => {
    const s = setup();
    const all = Promise.all(Array.from({ length: 10 }, s.get));
    await s.release();
    const got = await Promise.all((await all).map(read));
    expect(s.reads()).toBe(1);
    expect(new Set(got.map((g) => g.reads))).toEqual(new Set([1]));
  });

  it('after the TTL one request recomputes; the others get the old body at once', async () => {
    const s = setup();
    await s.prime();
    s.clock.t = 1500; // expired, within staleMs
    const leader = s.get();
    await new Promise((r) => setTimeout(r, 0));
    const others = await Promise.all([s.get(), s.get(), s.get()].map(async (p) => read(await p)));
    expect(others).toEqual(Array(3).fill({ reads: 1, cache: 'stale' })); // answered before the recompute ended
    await s.release();
    expect(await read(await leader)).toEqual({ reads: 2, cache: null });
    expect(await read(await s.get())).toEqual({ reads: 2, cache: 'hit' });
    expect(s.reads()).toBe(2);
  });

  it('too old to serve: concurrent requests wait for the one recompute', async () => {
    const s = setup();
    await s.prime();
    s.clock.t = 10_000; // past ttl + staleMs
    const all = Promise.all([s.get(), s.get(), s.get()]);
    await s.release();
    const got = await Promise.all((await all).map(read));
    expect(got.map((g) => g.reads)).toEqual([2, 2, 2]);
    expect(s.reads()).toBe(2);
  });

  it('a write during a recompute: nothing stale is served and the old result is not kept', async () => {
    const s = setup();
    await s.prime();
    s.clock.t = 1500;
    const leader = s.get(); // recompute #2 starts before the write
    await new Promise((r) => setTimeout(r, 0));
    expect((await s.a.request('/api/cities/', { method: 'POST' })).status).toBe(201);
    const after = s.get(); // must not get the stale body nor join the pre-write computation
    await s.release();
    await s.release();
    expect((await read(await leader)).reads).toBe(2);
    expect(await read(await after)).toEqual({ reads: 3, cache: null });
    const next = s.get();
    expect(await read(await next)).toEqual({ reads: 3, cache: 'hit' }); // #3 was stored, #2 was not
  });

  it('a computation that is not cacheable: the waiting requests compute their own', async () => {
    const s = setup();
    s.setStatus(503);
    const all = Promise.all([s.get(), s.get()]);
    await s.release();
    await s.release();
    const res = await all;
    expect(res.map((r) => r.status)).toEqual([503, 503]);
    expect(s.reads()).toBe(2);
  });
});

describe('readCache: a donor\'s personal part under concurrent requests', () => {
  function personalSetup() {
    let loads = 0;
    let merges = 0;
    let failNext = false;
    const gates: (() => void)[] = [];
    const part = {
      load: async () => {
        loads++;
        await new Promise<void>((r) => gates.push(r));
        if (failNext) { failNext = false; throw new Error('database gone'); }
        return { mine: true };
      },
      merge: (shared: unknown, facts: unknown) => { merges++; return { ...(shared as object), facts }; },
    };
    const a = new Hono();
    a.onError((_e, c) => c.json({ error: true }, 500));
    a.use('*', readCache({ ttlMs: 1000, maxEntries: 10, paths: /^\/api\/cities\//, personal: [{ paths: /^\/api\/cities\/$/, part }] }));
    a.get('/api/cities/', (c) => c.json({ list: [1, 2] }));
    const get = () => a.request('/api/cities/', { headers: { authorization: 'Token t' } });
    const release = async () => {
      for (let i = 0; i < 10 && gates.length === 0; i++) await new Promise((r) => setTimeout(r, 0));
      gates.splice(0).forEach((g) => g());
    };
    return { get, release, loads: () => loads, merges: () => merges, failOnce: () => (failNext = true) };
  }

  it('merges the body once for five requests that arrive while it is being made', async () => {
    const s = personalSetup();
    const all = Promise.all(Array.from({ length: 5 }, s.get));
    await s.release();
    const bodies = await Promise.all((await all).map((r) => r.json()));
    expect(bodies).toEqual(Array(5).fill({ list: [1, 2], facts: { mine: true } }));
    expect(s.loads()).toBe(1);
    expect(s.merges()).toBe(1);
  });

  it('a failed merge is not kept: the next request makes it anew', async () => {
    const s = personalSetup();
    s.failOnce();
    const first = s.get();
    await s.release();
    expect((await first).status).toBe(500);
    const second = s.get();
    await s.release();
    expect(await (await second).json()).toEqual({ list: [1, 2], facts: { mine: true } });
    expect(s.loads()).toBe(2);
  });
});

describe('readCache: a renewed body goes live only when it is ready', () => {
  // ~600 KB of JSON that compresses slowly enough for zlib's pool to answer on a later turn.
  const big = (n: number) => ({ reads: n, rows: Array.from({ length: 6000 }, (_, i) => `${n}-${i}-${(i * 7919) % 104729}-${'станция'.repeat(i % 9)}`) });
  const tick = () => new Promise((r) => setTimeout(r, 0));

  it('the requests that arrive while the new body is compressed get the old one, compressed', async () => {
    const clock = { t: 0 };
    let reads = 0;
    const gates: (() => void)[] = [];
    const a = new Hono();
    a.use('*', readCache({ ttlMs: 1000, staleMs: 5000, maxEntries: 10, paths: /^\/api\/cities\//, now: () => clock.t }));
    a.get('/api/cities/', async (c) => {
      const n = ++reads;
      if (n > 1) await new Promise<void>((r) => gates.push(r));
      return c.json(big(n));
    });
    const get = async () => a.request('/api/cities/', { headers: { 'accept-encoding': 'br' } });
    expect((await get()).headers.get('content-encoding')).toBe('br');
    clock.t = 1500;
    let settled = false;
    const leader = get().finally(() => (settled = true));
    while (gates.length === 0) await tick();
    gates.splice(0).forEach((g) => g());
    const meanwhile: (string | null)[] = [];
    while (!settled) {
      const r = await get();
      meanwhile.push(`${r.headers.get('x-cache')} ${r.headers.get('content-encoding')}`);
      await tick();
    }
    expect(meanwhile.length).toBeGreaterThan(0);
    expect(new Set(meanwhile)).toEqual(new Set(['stale br']));
    expect((await leader).headers.get('content-encoding')).toBe('br');
    const after = await get();
    expect(after.headers.get('x-cache')).toBe('hit');
  });

  it('a donor gets their previous body while their part of the renewed entry is made', async () => {
    const clock = { t: 0 };
    let reads = 0;
    let loads = 0;
    const gates: (() => void)[] = [];
    const part = {
      load: async () => {
        if (++loads > 1) await new Promise<void>((r) => gates.push(r));
        return { mine: loads };
      },
      merge: (shared: unknown, facts: unknown) => ({ ...(shared as object), facts }),
    };
    const a = new Hono();
    a.use('*', readCache({ ttlMs: 1000, staleMs: 5000, maxEntries: 10, paths: /^\/api\/cities\//, now: () => clock.t, personal: [{ paths: /^\/api\/cities\/$/, part }] }));
    a.get('/api/cities/', (c) => c.json({ reads: ++reads }));
    const get = () => a.request('/api/cities/', { headers: { authorization: 'Token t' } });
    expect(await (await get()).json()).toEqual({ reads: 1, facts: { mine: 1 } });
    clock.t = 1500; // the shared entry and the donor's facts have both expired
    // The request that renews the shared entry answers too, without waiting for the donor's part.
    const leader = await get();
    expect(gates.length).toBe(1); // the donor's part of the new entry is being made
    const meanwhile = await get();
    for (const r of [leader, meanwhile]) {
      expect(r.headers.get('x-cache')).toBe('stale');
      expect(await r.json()).toEqual({ reads: 1, facts: { mine: 1 } });
    }
    gates.splice(0).forEach((g) => g());
    await tick();
    const renewed = await get();
    expect(renewed.headers.get('x-cache')).toBe('hit');
    expect(await renewed.json()).toEqual({ reads: 2, facts: { mine: 2 } });
    expect(loads).toBe(2);
  });
});

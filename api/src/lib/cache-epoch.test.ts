// The shared cache counter (lib/cache-epoch.ts) with two "processes" in one: two apps, each
// with its own caches and its own CacheEpoch, on one database. The real two-process proof is
// api/src/app/multi-process.test.ts (PostgreSQL only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createApiApp } from '../app.ts';
import { makeTestApi, type TestApi } from '../test-support.ts';
import { cities } from '../schema.ts';
import { CacheEpoch, PgEpochStore } from './cache-epoch.ts';

let t: TestApi;
beforeAll(async () => {
  t = await makeTestApi();
});
afterAll(async () => {
  await t.handle.close();
});

/** An epoch that never polls by itself: the test calls poll() where a timer would. */
function manualEpoch(): CacheEpoch {
  const e = new CacheEpoch();
  e.start(new PgEpochStore(t.handle.db), 3_600_000);
  return e;
}

describe('cache epochs: a write in one process empties the caches of the others', () => {
  it('a bump elsewhere clears once; our own bump does not clear us again', async () => {
    const a = manualEpoch();
    const b = manualEpoch();
    let clearedA = 0;
    let clearedB = 0;
    a.register(() => clearedA++);
    b.register(() => clearedB++);
    await Promise.all([a.poll(), b.poll()]);
    await a.written();
    await Promise.all([a.poll(), b.poll()]);
    expect([clearedA, clearedB]).toEqual([0, 1]);
    await Promise.all([a.poll(), b.poll()]);
    expect([clearedA, clearedB]).toEqual([0, 1]);
    // Concurrent writes share bumps, and every one of them is seen.
    await Promise.all([b.written(), b.written(), b.written()]);
    await Promise.all([a.poll(), b.poll()]);
    expect([clearedA, clearedB]).toEqual([1, 1]);
    await Promise.all([a.stop(), b.stop()]);
    await b.written(); // stopped: a no-op
  });

  it('an app on B serves its cached list until A writes, then the new data within one poll', async () => {
    const epochA = manualEpoch();
    const epochB = manualEpoch();
    // development: the read cache is on (it is off in the test environment).
    const appA = createApiApp({ db: t.handle.db, env: 'development', trustProxy: 1, cacheEpoch: epochA });
    const appB = createApiApp({ db: t.handle.db, env: 'development', trustProxy: 1, cacheEpoch: epochB });
    await Promise.all([epochA.poll(), epochB.poll()]);
    const [city] = await t.handle.db.select().from(cities).limit(1);
    const path = `/api/cities/?s=${encodeURIComponent(city!.title)}`;
    const titles = async () => {
      const res = await appB.request(path);
      const body = (await res.json()) as { results: { title: string }[] };
      return { cache: res.headers.get('x-cache'), titles: body.results.map((r) => r.title) };
    };
    expect((await titles()).cache).toBeNull();
    expect((await titles()).cache).toBe('hit');

    await t.handle.db.update(cities).set({ title: `${city!.title} (новое)` }).where(eq(cities.id, city!.id));
    expect(await titles()).toMatchObject({ cache: 'hit', titles: expect.not.arrayContaining([`${city!.title} (новое)`]) });
    const token = await t.login('demo@example.com', 'demo-donor-2026');
    // Any successful write through A (login already was one; PATCH /me is the plain case).
    const patch = await appA.request('/api/auth/me/', {
      method: 'PATCH',
      headers: { authorization: `Token ${token}`, 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
      body: JSON.stringify({}),
    });
    expect(patch.status).toBe(200);
    await epochB.poll();
    expect(await titles()).toMatchObject({ cache: null, titles: expect.arrayContaining([`${city!.title} (новое)`]) });
    await t.handle.db.update(cities).set({ title: city!.title }).where(eq(cities.id, city!.id));
    await Promise.all([epochA.stop(), epochB.stop()]);
  });
});

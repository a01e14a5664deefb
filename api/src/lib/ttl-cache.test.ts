import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

/** A load the test finishes by hand. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('TtlCache', () => {
  it('shares one load among concurrent callers and keeps the value for the TTL', async () => {
    const clock = { t: 0 };
    const cache = new TtlCache<string, number>({ ttlMs: 1000, maxEntries: 10, now: () => clock.t });
    let loads = 0;
    const d = deferred<number>();
    const load = () => (loads++, d.promise);
    const all = Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    d.resolve(7);
    expect(await all).toEqual([7, 7, 7]);
    expect(loads).toBe(1);
    clock.t = 999;
    expect(await cache.get('k', async () => 8)).toBe(7);
    clock.t = 1000;
    expect(await cache.get('k', async () => 8)).toBe(8);
  });

  it('does not keep null (an unknown token is looked up every time)', async () => {
    const cache = new TtlCache<string, number>({ ttlMs: 1000, maxEntries: 10, now: () => 0 });
    let loads = 0;
    await cache.get('k', async () => (loads++, null));
    await cache.get('k', async () => (loads++, null));
    expect(loads).toBe(2);
  });

  it('a clear during a load: the old result is not kept and later callers load again', async () => {
    const cache = new TtlCache<string, string>({ ttlMs: 1000, maxEntries: 10, now: () => 0 });
    const before = deferred<string>();
    const waiting = cache.get('k', () => before.promise);
    await Promise.resolve();
    cache.clear(); // a write committed meanwhile
    const after = cache.get('k', async () => 'after the write');
    before.resolve('before the write');
    expect(await waiting).toBe('before the write'); // that request was concurrent with the write
    expect(await after).toBe('after the write');
    expect(await cache.get('k', async () => 'again')).toBe('after the write');
  });

  it('a failed load is not kept and does not block the next one', async () => {
    const cache = new TtlCache<string, number>({ ttlMs: 1000, maxEntries: 10, now: () => 0 });
    await expect(cache.get('k', async () => { throw new Error('db down'); })).rejects.toThrow('db down');
    await expect(cache.get('k', () => { throw new Error('sync'); })).rejects.toThrow('sync');
    expect(await cache.get('k', async () => 1)).toBe(1);
  });

  it('holds at most maxEntries, dropping the oldest; ttl 0 keeps nothing', async () => {
    const cache = new TtlCache<number, number>({ ttlMs: 1000, maxEntries: 2, now: () => 0 });
    for (const k of [1, 2, 3]) await cache.get(k, async () => k);
    expect(cache.size).toBe(2);
    expect(await cache.get(1, async () => -1)).toBe(-1);
    const off = new TtlCache<number, number>({ ttlMs: 0, maxEntries: 2 });
    await off.get(1, async () => 1);
    expect(off.size).toBe(0);
  });

  it('peek: fresh within the TTL, stale up to staleMs after it, then nothing; loading() while a load runs', async () => {
    const clock = { t: 0 };
    const cache = new TtlCache<string, number>({ ttlMs: 1000, staleMs: 500, maxEntries: 10, now: () => clock.t });
    expect(cache.peek('k')).toBeUndefined();
    const load = deferred<number>();
    const got = cache.get('k', () => load.promise);
    await Promise.resolve();
    expect(cache.loading('k')).toBe(true);
    load.resolve(7);
    await got;
    expect(cache.loading('k')).toBe(false);
    expect(cache.peek('k')).toEqual({ value: 7, fresh: true });
    clock.t = 1200;
    expect(cache.peek('k')).toEqual({ value: 7, fresh: false });
    clock.t = 1600;
    expect(cache.peek('k')).toBeUndefined();
  });
});

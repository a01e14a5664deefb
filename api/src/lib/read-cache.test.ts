import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { readCache } from './read-cache.ts';

function app(clock: { t: number }) {
  let reads = 0;
  const a = new Hono();
  a.use('*', readCache({ ttlMs: 1000, maxEntries: 2, paths: /^\/api\/cities\//, now: () => clock.t }));
  a.get('/api/cities/', (c) => c.json({ reads: ++reads, s: c.req.query('s') ?? null }));
  a.get('/api/other/', (c) => c.json({ reads: ++reads }));
  a.post('/api/cities/', (c) => c.json({ ok: true }, 201));
  a.post('/api/bad/', (c) => c.json({ x: ['bad'] }, 400));
  return a;
}
const body = async (r: Response) => (await r.json()) as { reads: number };

describe('readCache', () => {
  it('answers a repeated anonymous GET from memory until the TTL ends', async () => {
    const clock = { t: 0 };
    const a = app(clock);
    expect((await body(await a.request('/api/cities/?s=Мос'))).reads).toBe(1);
    const hit = await a.request('/api/cities/?s=Мос');
    expect(hit.headers.get('x-cache')).toBe('hit');
    expect((await body(hit)).reads).toBe(1);
    expect((await body(await a.request('/api/cities/?s=Каз'))).reads).toBe(2); // another query, another entry
    clock.t = 1001;
    expect((await body(await a.request('/api/cities/?s=Мос'))).reads).toBe(3);
  });

  it('never caches requests with a token or other paths', async () => {
    const a = app({ t: 0 });
    await a.request('/api/cities/', { headers: { authorization: 'Token x' } });
    expect((await body(await a.request('/api/cities/', { headers: { authorization: 'Token x' } }))).reads).toBe(2);
    await a.request('/api/other/');
    expect((await body(await a.request('/api/other/'))).reads).toBe(4);
  });

  it('forgets everything after a successful write, not after a rejected one', async () => {
    const a = app({ t: 0 });
    await a.request('/api/cities/');
    await a.request('/api/bad/', { method: 'POST' });
    expect((await a.request('/api/cities/')).headers.get('x-cache')).toBe('hit');
    await a.request('/api/cities/', { method: 'POST' });
    expect((await a.request('/api/cities/')).headers.get('x-cache')).toBeNull();
  });
});

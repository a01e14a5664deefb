// The registry the host serves (section-registry.ts): the host's build overlaid with the API's
// release pointers, the canary chosen by the visitor's sticky bucket (ARCHITECTURE §2.5, §2.6).
import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { SectionRegistry } from '@donor/shared/contract/sections';
import { bucketCookie, chooseRegistry, createSectionRegistry, hasCanary, parseBucket } from './section-registry.ts';

const V1 = 'https://cdn.example/mfe_top/v1/mf-manifest.json';
const V2 = 'https://cdn.example/mfe_top/v2/mf-manifest.json';
const HOST_TOP = '/mfe/mfe_top/mf-manifest.json';

/** A checkout with mfe_top built, so the base registry lists it. */
function checkout(): string {
  const root = mkdtempSync(join(tmpdir(), 'section-registry-'));
  mkdirSync(join(root, 'mfe-top/dist'), { recursive: true });
  writeFileSync(join(root, 'mfe-top/dist/mf-manifest.json'), '{}');
  return root;
}

/** A fake API: answers the registry from `state`, counting the calls; `fail` makes it throw or 500. */
function fakeApi(state: { sections: SectionRegistry['sections']; fail?: 'throw' | 500; calls: number }) {
  return async (path: string) => {
    expect(path).toBe('/api/sections/registry/');
    state.calls++;
    if (state.fail === 'throw') throw new Error('down');
    if (state.fail === 500) return new Response('oops', { status: 500 });
    return Response.json({ sections: state.sections });
  };
}

describe('chooseRegistry: which build a visitor sees', () => {
  const base = { mfe_top: { entry: HOST_TOP }, mfe_donate: { entry: '/mfe/mfe_donate/mf-manifest.json' } };

  it('a stable release replaces the host build; other sections keep theirs', () => {
    expect(chooseRegistry(base, { mfe_top: { stable: { version: 'v1', entry: V1 }, canary: null } }, null)).toEqual({ ...base, mfe_top: { entry: V1 } });
  });

  it('the canary goes to buckets below its percent only', () => {
    const pointers = { mfe_top: { stable: { version: 'v1', entry: V1 }, canary: { version: 'v2', entry: V2, percent: 50 } } };
    expect(chooseRegistry(base, pointers, 0).mfe_top).toEqual({ entry: V2 });
    expect(chooseRegistry(base, pointers, 49).mfe_top).toEqual({ entry: V2 });
    expect(chooseRegistry(base, pointers, 50).mfe_top).toEqual({ entry: V1 });
    expect(chooseRegistry(base, pointers, 99).mfe_top).toEqual({ entry: V1 });
    expect(chooseRegistry(base, pointers, null).mfe_top).toEqual({ entry: V1 });
  });

  it('no stable (rolled back to the host build): the base entry, or none when the host has no build', () => {
    const pointers = { mfe_top: { stable: null, canary: { version: 'v2', entry: V2, percent: 10 } } };
    expect(chooseRegistry(base, pointers, 50).mfe_top).toEqual({ entry: HOST_TOP });
    expect(chooseRegistry({}, pointers, 50).mfe_top).toBeUndefined();
    expect(chooseRegistry({}, pointers, 5).mfe_top).toEqual({ entry: V2 });
  });

  it('a section the host never built is served from its release', () => {
    expect(chooseRegistry({}, { mfe_staff: { stable: { version: 'v1', entry: 'https://cdn.example/s/mf-manifest.json' }, canary: null } }, null))
      .toEqual({ mfe_staff: { entry: 'https://cdn.example/s/mf-manifest.json' } });
  });
});

describe('the bucket cookie', () => {
  it('accepts 0..99 only (anyone can set it)', () => {
    expect(parseBucket('0')).toBe(0);
    expect(parseBucket('99')).toBe(99);
    for (const bad of [undefined, '', '100', '-1', '1.5', 'abc', '07x']) expect(parseBucket(bad)).toBeNull();
  });

  it('is HttpOnly, Lax, site-wide, one year; Secure over https', () => {
    expect(bucketCookie(42, false)).toBe('mfe_bucket=42; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax');
    expect(bucketCookie(7, true)).toMatch(/; Secure$/);
  });

  it('hasCanary', () => {
    expect(hasCanary({})).toBe(false);
    expect(hasCanary({ mfe_top: { stable: null, canary: null } })).toBe(false);
    expect(hasCanary({ mfe_top: { stable: null, canary: { version: 'v', entry: V2, percent: 1 } } })).toBe(true);
  });
});

describe('createSectionRegistry: one API call a second, failures keep the last answer', () => {
  it('caches the answer for the TTL and asks once for concurrent requests', async () => {
    let t = 0;
    const state = { sections: { mfe_top: { stable: { version: 'v1', entry: V1 }, canary: null } }, calls: 0 };
    const source = createSectionRegistry({ repoRoot: checkout(), apiFetch: fakeApi(state), now: () => t });
    const [a, b] = await Promise.all([source.resolve(null), source.resolve(null)]);
    expect(a.mfe_top).toEqual({ entry: V1 });
    expect(b.mfe_top).toEqual({ entry: V1 });
    expect(state.calls).toBe(1);
    t = 999;
    state.sections = { mfe_top: { stable: { version: 'v2', entry: V2 }, canary: null } };
    expect((await source.resolve(null)).mfe_top).toEqual({ entry: V1 });
    t = 1_000;
    expect((await source.resolve(null)).mfe_top).toEqual({ entry: V2 });
    expect(state.calls).toBe(2);
  });

  it('an API failure keeps the last answer; none yet → the host build', async () => {
    let t = 0;
    const state: Parameters<typeof fakeApi>[0] = { sections: {}, fail: 'throw', calls: 0 };
    const source = createSectionRegistry({ repoRoot: checkout(), apiFetch: fakeApi(state), now: () => t });
    expect(await source.resolve(null)).toEqual({ mfe_top: { entry: HOST_TOP } });
    state.fail = undefined;
    state.sections = { mfe_top: { stable: { version: 'v1', entry: V1 }, canary: null } };
    t = 2_000;
    expect((await source.resolve(null)).mfe_top).toEqual({ entry: V1 });
    state.fail = 500;
    t = 4_000;
    expect((await source.resolve(null)).mfe_top).toEqual({ entry: V1 });
    state.fail = 'throw';
    t = 6_000;
    expect((await source.resolve(null)).mfe_top).toEqual({ entry: V1 });
    expect(state.calls).toBe(4);
  });

  it('a broken MFE_REGISTRY file is still an error when the API has nothing; the API alone otherwise', async () => {
    const state = { sections: {}, calls: 0 };
    const missing = join(checkout(), 'no-such-registry.json');
    await expect(createSectionRegistry({ repoRoot: checkout(), registryFile: missing, apiFetch: fakeApi(state) }).resolve(null)).rejects.toThrow();
    const withApi = { sections: { mfe_top: { stable: { version: 'v1', entry: V1 }, canary: null } }, calls: 0 };
    expect(await createSectionRegistry({ repoRoot: checkout(), registryFile: missing, apiFetch: fakeApi(withApi) }).resolve(null)).toEqual({ mfe_top: { entry: V1 } });
  });

  it('forRequest: a visitor without a bucket gets one only while a canary runs, and sees its choice', async () => {
    const state = { sections: { mfe_top: { stable: { version: 'v1', entry: V1 }, canary: null } } as SectionRegistry['sections'], calls: 0 };
    let t = 0;
    const source = createSectionRegistry({ repoRoot: checkout(), apiFetch: fakeApi(state), now: () => t, newBucket: () => 3 });
    const app = new Hono().get('/', async (c) => c.json(await source.forRequest(c, c.req.url.startsWith('https:'))));
    const ask = async (url: string, cookie?: string) => (await app.request(url, { headers: cookie ? { cookie } : {} })).json() as Promise<{ registry: Record<string, { entry: string }>; setCookie: string | null }>;
    expect(await ask('http://h/')).toEqual({ registry: { mfe_top: { entry: V1 } }, setCookie: null });

    state.sections = { mfe_top: { stable: { version: 'v1', entry: V1 }, canary: { version: 'v2', entry: V2, percent: 50 } } };
    t = 5_000;
    const fresh = await ask('http://h/');
    expect(fresh.setCookie).toBe('mfe_bucket=3; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax');
    expect(fresh.registry.mfe_top).toEqual({ entry: V2 });
    expect((await ask('https://h/')).setCookie).toMatch(/; Secure$/);
    expect(await ask('http://h/', 'mfe_bucket=10')).toEqual({ registry: { mfe_top: { entry: V2 } }, setCookie: null });
    expect(await ask('http://h/', 'mfe_bucket=90')).toEqual({ registry: { mfe_top: { entry: V1 } }, setCookie: null });
    // A forged value is replaced, not trusted.
    expect((await ask('http://h/', 'mfe_bucket=-5')).setCookie).toMatch(/^mfe_bucket=3;/);
  });
});

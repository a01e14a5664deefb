// /robots.txt and /sitemap.xml through the host over the real API on an in-memory PGlite: the
// cabinet, staff and API kept out; the sitemap names the information pages of the route table and
// every open station, upcoming event and active fundraiser, as absolute URLs on PUBLIC_ORIGIN only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeTestApi, type TestApi } from '@donor/api/test-support';
import { createHostApp } from './host-app.ts';
import { loadConfig } from './config.ts';
import { staticPaths } from './sitemap.ts';

let api: TestApi;
const root = mkdtempSync(join(tmpdir(), 'host-sitemap-'));
const hostWith = (env: Record<string, string>) => createHostApp({
  config: loadConfig({ NODE_ENV: 'test', ...env }),
  repoRoot: root,
  apiFetch: async (path, init) => api.app.request(path, init),
  apiHandler: (req) => api.app.fetch(req),
});
beforeAll(async () => {
  api = await makeTestApi();
  mkdirSync(join(root, 'shell/dist'), { recursive: true });
  writeFileSync(join(root, 'shell/dist/index.html'), '<html><head><!--head--></head><body><!--config--></body></html>');
}, 60_000);
afterAll(() => api.handle.close());

const total = async (path: string) => ((await (await api.call('GET', path)).json()) as { count: number }).count;

describe('/robots.txt', () => {
  it('keeps /profile, /staff and /api out and points at the sitemap on the public origin', async () => {
    const res = await hostWith({ PUBLIC_ORIGIN: 'https://donor.example' }).request('http://203.0.113.5/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    for (const p of ['/profile', '/staff', '/api']) expect(text).toContain(`Disallow: ${p}\n`);
    expect(text).toContain('Sitemap: https://donor.example/sitemap.xml');
  });

  it('without a trustworthy origin names no sitemap (never one from the Host header)', async () => {
    const text = await (await hostWith({}).request('http://evil.example/robots.txt')).text();
    expect(text).toContain('Disallow: /profile');
    expect(text).not.toContain('Sitemap:');
    expect((await hostWith({}).request('http://evil.example/sitemap.xml')).status).toBe(404);
  });
});

describe('/sitemap.xml', () => {
  it('lists the information pages, every open station, upcoming event and active fundraiser, absolute on the public origin', async () => {
    const res = await hostWith({ PUBLIC_ORIGIN: 'https://donor.example' }).request('http://203.0.113.5/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.every((l) => l.startsWith('https://donor.example/'))).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
    for (const p of ['/', '/how/', '/about', '/bloodstations/', '/events/', '/fundraising', '/top/']) expect(locs).toContain(`https://donor.example${p}`);
    expect(staticPaths().some((p) => /^\/(profile|staff|login|sign_up|reset)/.test(p))).toBe(false);
    expect(locs.filter((l) => /\/bloodstations\/[^/]+\/$/.test(l))).toHaveLength(await total('/api/blood_stations/?closed=false'));
    expect(locs.filter((l) => /\/events\/\d+$/.test(l))).toHaveLength(await total('/api/events/?by_date=future'));
    expect(locs.filter((l) => /\/fundraising\/[^/]+$/.test(l))).toHaveLength(await total('/api/collects/?only_is_active=1'));
    expect(locs.some((l) => /\/(profile|staff|api)\b/.test(l))).toBe(false);
  }, 60_000);
});

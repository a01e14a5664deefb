// The host serves the registry a section team moves through the API (section-registry.ts): the
// page (inlined registry, hints, first paint, CSP) and /mfe-registry.json agree, the canary goes
// to a sticky share of visitors, and a section on another origin keeps its hints (ARCHITECTURE
// §2.5, §2.6). The API is a fake here: only its registry answer matters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SectionRegistry } from '@donor/shared/contract/sections';
import { createHostApp } from './host-app.ts';
import { loadConfig } from './config.ts';
import { unfoldLoader } from './paint-first.ts';

const root = mkdtempSync(join(tmpdir(), 'host-registry-'));
let cdn: Server;
let cdnOrigin: string;
let host: ReturnType<typeof createHostApp>;
/** What GET /api/sections/registry/ answers; 'down' → 503. */
let answer: SectionRegistry['sections'] | 'down' = {};
const entry = (v: string) => `${cdnOrigin}/sections/mfe_top/${v}/mf-manifest.json`;

beforeAll(async () => {
  mkdirSync(join(root, 'shell/dist/.vite'), { recursive: true });
  writeFileSync(join(root, 'shell/dist/index.html'), '<html><head><!--head--></head><body><main id="app-main"><div id="page-shell"></div></main><div id="app-overlays"></div><!--config--></body></html>');
  writeFileSync(join(root, 'shell/dist/.vite/manifest.json'), JSON.stringify({ 'src/federation.ts': { file: 'assets/federation-1.js' } }));
  mkdirSync(join(root, 'mfe-top/dist'), { recursive: true });
  writeFileSync(join(root, 'mfe-top/dist/mf-manifest.json'), JSON.stringify({ exposes: [{ assets: { js: { sync: ['assets/spa-host.js'] } } }] }));

  // The bucket: two releases of mfe_top, each under its own prefix.
  cdn = createServer((req, res) => {
    const m = /^\/sections\/mfe_top\/(v\d)\/(.+)$/.exec(req.url ?? '');
    const v = m?.[1];
    const body = !m ? undefined
      : m[2] === 'mf-manifest.json' ? { exposes: [{ assets: { js: { sync: [`assets/spa-${v}.js`] }, css: { sync: [`assets/spa-${v}.css`] } } }] }
      : m[2] === 'first-paint.json' ? { top: `<h1 data-build="${v}">Лучшие доноры</h1>` }
      : undefined;
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((done) => cdn.listen(0, '127.0.0.1', done));
  cdnOrigin = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;

  host = createHostApp({
    config: loadConfig({ NODE_ENV: 'test' }),
    repoRoot: root,
    apiFetch: async (path) => {
      if (path !== '/api/sections/registry/') return new Response('{}', { status: 404 });
      return answer === 'down' ? new Response('', { status: 503 }) : Response.json({ sections: answer });
    },
    apiHandler: () => new Response('{}', { status: 404 }),
  });
});
afterAll(() => new Promise<void>((done) => cdn.close(() => done())));

/** Each test moves the pointers; the host's 1 s cache is waited out rather than mocked. */
async function setPointers(next: typeof answer): Promise<void> {
  answer = next;
  await new Promise((r) => setTimeout(r, 1_050));
}

const get = (path: string, cookie?: string, base = 'http://127.0.0.1:8080') => host.request(`${base}${path}`, { headers: cookie ? { cookie } : {} });
const inlined = (html: string) => JSON.parse(/<script type="application\/json" id="mfe-registry">(.*?)<\/script>/.exec(html)![1]!) as Record<string, { entry: string }>;

describe('host: the registry from the API', () => {
  it('no pointers: the host build, as before; no bucket cookie', async () => {
    const res = await get('/top/');
    expect(res.headers.get('set-cookie')).toBeNull();
    const html = unfoldLoader(await res.text());
    expect(inlined(html).mfe_top).toEqual({ entry: '/mfe/mfe_top/mf-manifest.json' });
    expect(html).toContain('href="/mfe/mfe_top/assets/spa-host.js"');
    expect(await (await get('/mfe-registry.json')).json()).toEqual({ mfe_top: { entry: '/mfe/mfe_top/mf-manifest.json' } });
  });

  it('a stable release on another origin: inlined, hinted with absolute URLs, first paint, CSP', async () => {
    await setPointers({ mfe_top: { stable: { version: 'v1', entry: entry('v1') }, canary: null } });
    const res = await get('/top/');
    const html = unfoldLoader(await res.text());
    expect(inlined(html).mfe_top).toEqual({ entry: entry('v1') });
    expect(html).toContain(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${entry('v1')}" />`);
    expect(html).toContain(`<link rel="modulepreload" href="${cdnOrigin}/sections/mfe_top/v1/assets/spa-v1.js" />`);
    // The first paint is there, so the section's CSS applies from the first frame.
    expect(html).toContain(`<link rel="stylesheet" href="${cdnOrigin}/sections/mfe_top/v1/assets/spa-v1.css" />`);
    expect(html).toContain('<h1 data-build="v1">Лучшие доноры</h1>');
    expect(res.headers.get('content-security-policy')).toContain(cdnOrigin);
    expect(await (await get('/mfe-registry.json')).json()).toEqual({ mfe_top: { entry: entry('v1') } });
  });

  it('a 50% canary: bucket 10 sees v2, bucket 90 v1, on the page and in /mfe-registry.json', async () => {
    await setPointers({ mfe_top: { stable: { version: 'v1', entry: entry('v1') }, canary: { version: 'v2', entry: entry('v2'), percent: 50 } } });
    const low = await get('/top/', 'mfe_bucket=10');
    expect(low.headers.get('set-cookie')).toBeNull();
    const lowHtml = await low.text();
    expect(inlined(lowHtml).mfe_top).toEqual({ entry: entry('v2') });
    expect(lowHtml).toContain('<h1 data-build="v2">');
    expect(inlined(await (await get('/top/', 'mfe_bucket=90')).text()).mfe_top).toEqual({ entry: entry('v1') });
    expect(await (await get('/mfe-registry.json', 'mfe_bucket=10')).json()).toEqual({ mfe_top: { entry: entry('v2') } });
    expect(await (await get('/mfe-registry.json', 'mfe_bucket=90')).json()).toEqual({ mfe_top: { entry: entry('v1') } });
  });

  it('a visitor without a bucket gets one (HttpOnly, Lax, a year; Secure over https) and the build it names', async () => {
    const res = await get('/top/');
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^mfe_bucket=(\d{1,2}); Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
    const bucket = Number(/^mfe_bucket=(\d+)/.exec(cookie)![1]);
    expect(inlined(await res.text()).mfe_top).toEqual({ entry: entry(bucket < 50 ? 'v2' : 'v1') });
    expect((await get('/top/', undefined, 'https://donor.example')).headers.get('set-cookie')).toMatch(/; Secure$/);
    expect((await get('/mfe-registry.json')).headers.get('set-cookie')).toMatch(/^mfe_bucket=\d{1,2};/);
  });

  it('the API down: the last answer stays; rolled back to no stable: the host build again', async () => {
    await setPointers('down');
    expect(inlined(await (await get('/top/', 'mfe_bucket=90')).text()).mfe_top).toEqual({ entry: entry('v1') });
    await setPointers({ mfe_top: { stable: null, canary: null } });
    const html = unfoldLoader(await (await get('/top/', 'mfe_bucket=90')).text());
    expect(inlined(html).mfe_top).toEqual({ entry: '/mfe/mfe_top/mf-manifest.json' });
    expect(html).toContain('href="/mfe/mfe_top/assets/spa-host.js"');
  });
});

// A section on another origin keeps its hints and first paint (remote-section-files.ts): its build
// files are fetched from a real local HTTP server standing in for a bucket or CDN.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRemoteSectionFiles, remoteBase } from './remote-section-files.ts';
import { sectionHints } from './preload.ts';
import { sectionFirstPaint } from './section-first-paint.ts';

let server: Server;
let origin: string;
const hits = new Map<string, number>();
/** path → body; a path absent is 404; '/slow/…' never answers in time. */
const files = new Map<string, string>();

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path.startsWith('/slow/')) return void setTimeout(() => res.end('{}'), 500);
    const body = files.get(path);
    if (body === undefined) return void res.writeHead(404).end('no');
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  files.set('/top/v1/mf-manifest.json', JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ assets: { js: { sync: ['assets/spa-v1.js'] }, css: { sync: ['assets/spa-v1.css'] } } }],
  }));
  files.set('/top/v1/route-chunks.json', JSON.stringify({ top: { js: ['assets/top-page-v1.js'], css: [] } }));
  files.set('/top/v1/first-paint.json', JSON.stringify({ top: '<h1>Лучшие доноры</h1>' }));
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe('remoteBase', () => {
  it('is the entry’s directory for an absolute http(s) entry only', () => {
    expect(remoteBase('https://cdn.example/top/v1/mf-manifest.json')).toBe('https://cdn.example/top/v1/');
    expect(remoteBase('/mfe/mfe_top/mf-manifest.json')).toBeNull();
    expect(remoteBase('ftp://x/mf-manifest.json')).toBeNull();
    expect(remoteBase(undefined)).toBeNull();
  });
});

describe('createRemoteSectionFiles', () => {
  it('fetches once and keeps the answer (a release prefix never changes); concurrent asks share the fetch', async () => {
    const remote = createRemoteSectionFiles();
    const url = `${origin}/top/v1/mf-manifest.json`;
    const [a, b] = await Promise.all([remote.json(url), remote.json(url)]);
    expect(a).toMatchObject({ metaData: { remoteEntry: { name: 'remoteEntry.js' } } });
    expect(b).toEqual(a);
    expect(await remote.json(url)).toEqual(a);
    expect(hits.get('/top/v1/mf-manifest.json')).toBe(1);
  });

  it('remembers a failure for 30 s, then asks again', async () => {
    let t = 0;
    const remote = createRemoteSectionFiles({ now: () => t });
    const url = `${origin}/gone/mf-manifest.json`;
    expect(await remote.json(url)).toBeNull();
    t = 29_999;
    expect(await remote.json(url)).toBeNull();
    expect(hits.get('/gone/mf-manifest.json')).toBe(1);
    files.set('/gone/mf-manifest.json', '{"ok":true}');
    t = 30_000;
    expect(await remote.json(url)).toEqual({ ok: true });
    expect(hits.get('/gone/mf-manifest.json')).toBe(2);
  });

  it('gives up after the timeout and on a body that is not JSON', async () => {
    const remote = createRemoteSectionFiles({ timeoutMs: 100 });
    const started = Date.now();
    expect(await remote.json(`${origin}/slow/mf-manifest.json`)).toBeNull();
    expect(Date.now() - started).toBeLessThan(450);
    files.set('/html/mf-manifest.json', '<html>');
    expect(await remote.json(`${origin}/html/mf-manifest.json`)).toBeNull();
  });

  it('keeps at most maxEntries answers, dropping the least recently used', async () => {
    for (const n of [1, 2, 3]) files.set(`/lru/${n}.json`, String(n));
    const remote = createRemoteSectionFiles({ maxEntries: 2 });
    const get = (n: number) => remote.json(`${origin}/lru/${n}.json`);
    await get(1);
    await get(2);
    await get(1); // 1 is now the most recent
    await get(3); // 2 falls out
    await get(1);
    await get(2);
    expect([hits.get('/lru/1.json'), hits.get('/lru/2.json'), hits.get('/lru/3.json')]).toEqual([1, 2, 1]);
  });
});

describe('hints and first paint of a section on another origin', () => {
  const shellManifest = async () => JSON.stringify({ 'src/federation.ts': { file: 'assets/federation-1.js' } });
  const sectionDist = mkdtempSync(`${tmpdir()}/no-local-build-`);

  it('names the remote files as absolute URLs under the entry’s directory', async () => {
    const remote = createRemoteSectionFiles();
    const entry = `${origin}/top/v1/mf-manifest.json`;
    const registry = { mfe_top: { entry } };
    const hints = await sectionHints({ shellManifest, sectionDist, registry, app: 'mfe_top', routeId: 'top', remote });
    expect(hints).toContain(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${entry}" />`);
    expect(hints).toContain('<link rel="modulepreload" href="/assets/federation-1.js" />');
    for (const f of ['remoteEntry.js', 'assets/spa-v1.js', 'assets/top-page-v1.js']) expect(hints).toContain(`<link rel="modulepreload" href="${origin}/top/v1/${f}" />`);
    expect(hints).toContain(`<link rel="preload" as="style" href="${origin}/top/v1/assets/spa-v1.css" />`);
    expect(await sectionFirstPaint({ sectionDist, registry, app: 'mfe_top', routeId: 'top', remote })).toBe('<h1>Лучшие доноры</h1>');
    expect(await sectionFirstPaint({ sectionDist, registry, app: 'mfe_top', routeId: 'other', remote })).toBeNull();
  });

  it('nothing when the origin does not answer, or without a remote reader', async () => {
    const remote = createRemoteSectionFiles();
    const registry = { mfe_top: { entry: `${origin}/missing/mf-manifest.json` } };
    expect(await sectionHints({ shellManifest, sectionDist, registry, app: 'mfe_top', routeId: 'top', remote })).toBe('');
    expect(await sectionFirstPaint({ sectionDist, registry, app: 'mfe_top', routeId: 'top', remote })).toBeNull();
    const v1 = { mfe_top: { entry: `${origin}/top/v1/mf-manifest.json` } };
    expect(await sectionHints({ shellManifest, sectionDist, registry: v1, app: 'mfe_top' })).toBe('');
    expect(await sectionFirstPaint({ sectionDist, registry: v1, app: 'mfe_top', routeId: 'top' })).toBeNull();
  });
});

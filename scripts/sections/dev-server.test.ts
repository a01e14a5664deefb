// The dev server's side of `npm run dev -w mfe-<name>` (docs/SECTION-TEAMS.md §2): files readable
// cross-origin and never cached, nothing outside the build, and live reload — a build number on
// connect and after each rebuild — on a real local port. The vite watch build itself runs in the
// browser test (e2e/specs/section-dev-override.spec.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { liveScript, overrideLink, parseArgs, sectionOf, startLiveServer, type LiveServer } from './dev-server.ts';

const dir = mkdtempSync(join(tmpdir(), 'dev-server-'));
let live: LiveServer;

beforeAll(async () => {
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'mf-manifest.json'), '{"name":"mfe_top"}');
  writeFileSync(join(dir, 'assets', 'spa-AbCdEf12.js'), 'export const x = 1;');
  writeFileSync(join(dir, 'assets', 'spa-AbCdEf12.js.br'), 'stale');
  live = await startLiveServer(dir, 0);
});
afterAll(() => live.close());

describe('the static server', () => {
  it('serves the build with CORS and no-cache, hashed files included, never a .br copy', async () => {
    for (const path of ['/mf-manifest.json', '/assets/spa-AbCdEf12.js']) {
      const res = await fetch(live.origin + path, { headers: { 'accept-encoding': 'br' } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-encoding')).toBeNull();
    }
    expect(await (await fetch(`${live.origin}/assets/spa-AbCdEf12.js`)).text()).toBe('export const x = 1;');
    expect((await fetch(`${live.origin}/mf-manifest.json`)).headers.get('content-type')).toContain('application/json');
  });

  it('answers 404 outside the build', async () => {
    for (const path of ['/nope.js', '/..%2F..%2Fetc%2Fpasswd', '/%2e%2e/package.json']) {
      expect((await fetch(live.origin + path)).status, path).toBe(404);
    }
  });
});

describe('live reload', () => {
  it('sends the build number on connect and again after a rebuild', async () => {
    const res = await fetch(`${live.origin}/__live`);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const reader = res.body!.getReader();
    const next = async () => new TextDecoder().decode((await reader.read()).value);
    expect(await next()).toBe('data: 0\n\n');
    live.rebuilt();
    expect(await next()).toBe('data: 1\n\n');
    await reader.cancel();
  });

  it('serves the page script with the build it was asked in, and the script reloads on any other', async () => {
    live.rebuilt();
    const res = await fetch(`${live.origin}/__live.js`);
    expect(res.headers.get('content-type')).toContain('text/javascript');
    const text = await res.text();
    expect(text).toBe(liveScript(live.origin, 2));
    // Run as the page runs it, with the browser's EventSource and location stood in.
    const sources: { url: string; onmessage?: (event: { data: string }) => void }[] = [];
    let reloads = 0;
    const FakeSource = function (this: (typeof sources)[number], url: string) { this.url = url; sources.push(this); };
    new Function('EventSource', 'location', text)(FakeSource, { reload: () => { reloads += 1; } });
    expect(sources.map((s) => s.url)).toEqual([`${live.origin}/__live`]);
    sources[0]!.onmessage!({ data: '2' }); // on connect: the build the page started with
    expect(reloads).toBe(0);
    sources[0]!.onmessage!({ data: '3' }); // a rebuild, even one finished before the page connected
    expect(reloads).toBe(1);
  });
});

describe('the command line', () => {
  it('takes a folder or an app id, and --port', () => {
    expect(sectionOf('mfe-top')).toBe('mfe_top');
    expect(sectionOf('mfe_donate')).toBe('mfe_donate');
    expect(sectionOf('shell')).toBeNull();
    expect(parseArgs(['mfe-top', '--port', '5190'])).toEqual({ name: 'mfe-top', port: 5190, platform: undefined });
    expect(parseArgs(['--port=5191', 'mfe-top', '--platform', 'https://staging.example'])).toEqual({ name: 'mfe-top', port: 5191, platform: 'https://staging.example' });
  });

  it('prints the host\'s override link', () => {
    expect(overrideLink('http://127.0.0.1:8080/', 'mfe_top', 'http://127.0.0.1:5174/mf-manifest.json'))
      .toBe('http://127.0.0.1:8080/?mfe-override=mfe_top=http://127.0.0.1:5174/mf-manifest.json');
  });
});

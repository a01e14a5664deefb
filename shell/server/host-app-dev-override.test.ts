// A developer's override through the whole host (dev-override.ts, docs/SECURITY.md
// «Переопределение раздела»): honoured on a development host for anyone and on a production
// host only for staff or a section team, never for a foreign origin; re-checked on every request
// (the cookie alone is not enough); an overridden page has the entry, the CSP origin, the marker
// and no hints or first paint of that section. The API is a fake: /me by token, no registry pointers.
import { beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHostApp } from './host-app.ts';
import { loadConfig } from './config.ts';

const root = mkdtempSync(join(tmpdir(), 'host-override-'));
const DEV = 'http://127.0.0.1:5174/mf-manifest.json';
const LINK = `http://127.0.0.1:8080/top/?x=1&mfe-override=mfe_top=${DEV}`;

const someone = { id: 1, managed_organizations: [], city: null };
const USERS: Record<string, object> = {
  donor: someone,
  moderator: { ...someone, staff: { moderator: true, stations: [] } },
  team: { ...someone, staff: { moderator: false, stations: [], sections: ['mfe_top'] } },
};

beforeAll(() => {
  mkdirSync(join(root, 'shell/dist/.vite'), { recursive: true });
  writeFileSync(join(root, 'shell/dist/index.html'), '<html><head><!--head--></head><body><main id="app-main"><div id="page-shell"></div></main><div id="app-overlays"></div><!--config--></body></html>');
  writeFileSync(join(root, 'shell/dist/.vite/manifest.json'), JSON.stringify({ 'src/federation.ts': { file: 'assets/federation-1.js' } }));
  mkdirSync(join(root, 'mfe-top/dist'), { recursive: true });
  writeFileSync(join(root, 'mfe-top/dist/mf-manifest.json'), JSON.stringify({ exposes: [{ assets: { js: { sync: ['assets/spa-host.js'] } } }] }));
  writeFileSync(join(root, 'mfe-top/dist/first-paint.json'), JSON.stringify({ top: '<h1 data-host-build>Лучшие доноры</h1>' }));
});

function host(env: Record<string, string>) {
  return createHostApp({
    config: loadConfig({ PUBLIC_ORIGIN: 'http://127.0.0.1:8080', ...env }),
    repoRoot: root,
    apiFetch: async (path, init) => {
      if (path === '/api/auth/me/') {
        const token = /^Token (\S+)$/.exec(new Headers(init?.headers).get('authorization') ?? '')?.[1];
        const user = token ? USERS[token] : undefined;
        return user ? Response.json(user) : new Response('{}', { status: 401 });
      }
      if (path === '/api/sections/registry/') return Response.json({ sections: {} });
      return new Response('{}', { status: 404 });
    },
    apiHandler: () => new Response('{}', { status: 404 }),
  });
}

type Host = ReturnType<typeof host>;
const cookies = (...pairs: (string | undefined)[]) => ({ cookie: pairs.filter(Boolean).join('; ') });

/** Follows the override link as a browser would: the 302, then the page with whatever cookie it got. */
async function openLink(app: Host, link: string, token?: string) {
  const moved = await app.request(link, { headers: cookies(token && `token=${token}`) });
  expect(moved.status).toBe(302);
  expect(moved.headers.get('location')).toBe('/top/?x=1');
  const setCookie = moved.headers.get('set-cookie');
  const stored = setCookie ? setCookie.split(';')[0] : undefined;
  const page = await app.request('http://127.0.0.1:8080/top/', { headers: cookies(token && `token=${token}`, stored) });
  return { setCookie, stored, page, html: await page.text(), csp: page.headers.get('content-security-policy') ?? '' };
}

describe('on a production host', () => {
  const prod = () => host({ NODE_ENV: 'production', PAYMENTS_SIGNING_SECRET: 'x'.repeat(40) });

  it('a visitor is refused: no cookie, the registry, hints and CSP as before', async () => {
    const { setCookie, html, csp } = await openLink(prod(), LINK);
    expect(setCookie).toBeNull();
    expect(html).toContain('"entry":"/mfe/mfe_top/mf-manifest.json"');
    expect(html).toContain('data-host-build');
    expect(html).toContain('spa-host.js');
    expect(html).not.toContain('переопределение разработчика');
    expect(csp).not.toContain('127.0.0.1:5174');
  });

  it('a copied cookie does not override a visitor, nor a signed-out staff member', async () => {
    const app = prod();
    const forged = `mfe_override=${encodeURIComponent(JSON.stringify({ mfe_top: DEV }))}`;
    const page = await app.request('http://127.0.0.1:8080/top/', { headers: cookies(forged, 'token=donor') });
    expect(await page.text()).not.toContain('5174');
    const registry = await app.request('http://127.0.0.1:8080/mfe-registry.json', { headers: cookies(forged) });
    expect(await registry.json()).toEqual({ mfe_top: { entry: '/mfe/mfe_top/mf-manifest.json' } });
    expect((await app.request('http://127.0.0.1:8080/dev/sections/', { headers: cookies(forged) })).status).toBe(404);
  });

  for (const token of ['moderator', 'team']) {
    it(`${token}: honoured — entry, CSP origin, marker with live reload, no hints or first paint of the section`, async () => {
      const app = prod();
      const { setCookie, stored, html, csp } = await openLink(app, LINK, token);
      expect(setCookie).toMatch(/^mfe_override=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/);
      expect(html).toContain(`"entry":"${DEV}"`);
      expect(html).not.toContain('data-host-build');
      expect(html).not.toContain('spa-host.js');
      expect(html).toContain('role="status"');
      expect(html).toContain('Раздел mfe_top загружен с http://127.0.0.1:5174 — переопределение разработчика');
      expect(html).toContain('src="http://127.0.0.1:5174/__live.js"');
      expect(csp).toMatch(/script-src [^;]*http:\/\/127\.0\.0\.1:5174/);
      expect(csp).toMatch(/style-src 'self' [^;]*'nonce-/);
      // /mfe-registry.json agrees with the page.
      const registry = await app.request('http://127.0.0.1:8080/mfe-registry.json', { headers: cookies(`token=${token}`, stored) });
      expect(await registry.json()).toEqual({ mfe_top: { entry: DEV } });
      // Signed out, the same cookie does nothing.
      const after = await app.request('http://127.0.0.1:8080/top/', { headers: cookies(stored) });
      expect(after.headers.get('content-security-policy')).not.toContain('5174');
    });
  }

  it('a foreign origin is refused even for staff, unless SECTION_OVERRIDE_ORIGINS lists it', async () => {
    const foreign = 'http://127.0.0.1:8080/top/?x=1&mfe-override=mfe_top=https://dev.team.example/mf-manifest.json';
    expect((await openLink(prod(), foreign, 'moderator')).setCookie).toBeNull();
    const listed = host({ NODE_ENV: 'production', PAYMENTS_SIGNING_SECRET: 'x'.repeat(40), SECTION_OVERRIDE_ORIGINS: 'https://dev.team.example' });
    const { csp, html } = await openLink(listed, foreign, 'moderator');
    expect(csp).toContain('https://dev.team.example');
    expect(html).not.toContain('__live.js'); // live reload only from the developer's own machine
  });
});

describe('on a development host', () => {
  it('a visitor is honoured, can reset, and sees the panel', async () => {
    const app = host({ NODE_ENV: 'development' });
    const { stored, html } = await openLink(app, LINK);
    expect(html).toContain(`"entry":"${DEV}"`);
    const panel = await app.request('http://127.0.0.1:8080/dev/sections/', { headers: cookies(stored) });
    expect(panel.status).toBe(200);
    const body = await panel.text();
    expect(body).toContain(DEV);
    expect(body).toContain('name="mfe-override" value="mfe_donate=http://127.0.0.1:5172/mf-manifest.json"');
    expect(panel.headers.get('content-security-policy')).toMatch(/style-src 'self' 'nonce-/);
    const reset = await app.request('http://127.0.0.1:8080/dev/sections/?mfe-override=reset', { headers: cookies(stored) });
    expect(reset.status).toBe(302);
    expect(reset.headers.get('location')).toBe('/dev/sections/');
    expect(reset.headers.get('set-cookie')).toMatch(/^mfe_override=; Max-Age=0/);
  });
});

// The host adopts the spec §4 social-login `session` cookie (social-session.ts): a token the API
// accepts becomes the `token` cookie by a 302 to the same page, so a guarded `next` is not first
// bounced to /login/; an error or a refused token is left to the browser; never off our origin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeTestApi, type TestApi } from '@donor/api/test-support';
import { createHostApp } from './host-app.ts';
import { loadConfig } from './config.ts';

let api: TestApi;
let host: ReturnType<typeof createHostApp>;
let token: string;
const root = mkdtempSync(join(tmpdir(), 'host-social-'));

beforeAll(async () => {
  api = await makeTestApi();
  mkdirSync(join(root, 'shell/dist'), { recursive: true });
  writeFileSync(join(root, 'shell/dist/index.html'), '<html><head><!--head--></head><body><!--config--></body></html>');
  host = createHostApp({
    config: loadConfig({ NODE_ENV: 'test' }),
    repoRoot: root,
    apiFetch: async (path, init) => api.app.request(path, init),
    apiHandler: (req) => api.app.fetch(req),
  });
  token = await api.login('demo@example.com', 'demo-donor-2026');
}, 60_000);
afterAll(() => api.handle.close());

/** The cookie as GET /api/oauth/callback/{provider} writes it (hono setCookie: URI-encoded JSON). */
const session = (value: object) => `session=${encodeURIComponent(JSON.stringify(value))}`;
const get = (url: string, cookie?: string) => host.request(url, { headers: cookie ? { cookie } : {} });
const setCookies = (res: Response) => res.headers.getSetCookie();

describe('host: the social-login session cookie (spec §4)', () => {
  it('a token the API accepts: 302 to the same page with `token` for 7 days and `session` cleared; then the guarded page opens', async () => {
    const res = await get('http://127.0.0.1:8080/profile/?tab=1', session({ token }));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/profile/?tab=1');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const cookies = setCookies(res);
    expect(cookies).toHaveLength(2);
    // Loopback: host-only (no parent domain), Secure as the browser's isSecureCookieContext says.
    expect(cookies[0]).toBe(`token=${token}; Max-Age=604800; Path=/; Secure; SameSite=Strict`);
    expect(cookies[1]).toBe('session=; Max-Age=0; Path=/; Secure');

    const next = await get('http://127.0.0.1:8080/profile/?tab=1', `token=${token}`);
    expect(next.status).toBe(200);
  });

  it('a city subdomain: `token` on the host and on the parent domain, `session` cleared on both', async () => {
    const res = await get('http://moscow.donor.example/profile/', session({ token }));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/profile/');
    const cookies = setCookies(res);
    expect(cookies).toEqual([
      `token=${token}; Max-Age=604800; Path=/; SameSite=Strict`,
      'session=; Max-Age=0; Path=/',
      `token=${token}; Max-Age=604800; Domain=.donor.example; Path=/; SameSite=Strict`,
      'session=; Max-Age=0; Domain=.donor.example; Path=/',
    ]);
  });

  it('an error payload is left for the browser (it shows the social-login error): the page renders as before', async () => {
    const login = await get('http://127.0.0.1:8080/login/', session({ error: 'Аккаунт соцсети не привязан' }));
    expect(login.status).toBe(200);
    expect(setCookies(login).some((c) => c.startsWith('session=') || c.startsWith('token='))).toBe(false);
    // A guarded page still goes through its guard.
    const guarded = await get('http://127.0.0.1:8080/profile/', session({ error: 'ошибка' }));
    expect(guarded.status).toBe(302);
    expect(guarded.headers.get('location')).toBe('/login');
  });

  it('a token the API refuses, or a cookie that is no session at all, is not adopted', async () => {
    for (const cookie of [session({ token: 'not-a-real-token-123' }), 'session=%7Bnot-json', 'session=']) {
      const res = await get('http://127.0.0.1:8080/profile/', cookie);
      expect(res.headers.get('location')).toBe('/login');
      expect(setCookies(res).some((c) => c.startsWith('token='))).toBe(false);
    }
  });

  it('never redirects off our origin: `//evil.example/` stays a path of this site', async () => {
    const res = await get('http://127.0.0.1:8080//evil.example/x?y=1', session({ token }));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/evil.example/x?y=1');
  });

  it('not on the API or the built files: only page requests', async () => {
    const res = await get('http://127.0.0.1:8080/api/auth/me/', session({ token }));
    expect(res.status).toBe(401);
    expect(setCookies(res).some((c) => c.startsWith('token='))).toBe(false);
  });
});

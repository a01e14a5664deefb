// F20 of the November audit, as the attack: nothing emitted Strict-Transport-Security, even for a
// request that arrived over https. Now: every answer of the host carries it when the request came
// over https — directly, or through a trusted proxy (TRUST_PROXY) saying so in X-Forwarded-Proto —
// and never over plain http or on a forwarded header nobody vouches for.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHostApp } from './host-app.ts';
import { loadConfig } from './config.ts';

const HSTS = 'max-age=31536000; includeSubDomains';

function host(trustProxy: number) {
  const root = mkdtempSync(join(tmpdir(), 'host-f20-'));
  mkdirSync(join(root, 'shell/dist/assets'), { recursive: true });
  writeFileSync(join(root, 'shell/dist/index.html'), '<html><head><!--head--></head><body><!--config--></body></html>');
  writeFileSync(join(root, 'shell/dist/assets/shell-AbCdEf12.js'), 'export {}');
  return createHostApp({
    config: loadConfig({
      NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://donor.example', PAYMENTS_SIGNING_SECRET: 'f20-signing-secret-0123456789abcdef',
      TRUST_PROXY: String(trustProxy),
    }),
    repoRoot: root,
    apiFetch: async () => Response.json({ detail: 'Не найдено.' }, { status: 404 }),
    // A proxied API answer (fetch): its headers are immutable, the host must still add HSTS.
    apiHandler: async () => {
      const res = await fetch('data:application/json,{"id":1}');
      return res;
    },
  });
}

// A page, an API answer, a static asset, a guarded redirect.
const PATHS = ['/', '/api/cities/1/', '/assets/shell-AbCdEf12.js', '/profile/'];

describe('F20: No HSTS anywhere', () => {
  it('https through the trusted proxy (TRUST_PROXY=1, X-Forwarded-Proto: https) → HSTS on every answer', async () => {
    const app = host(1);
    for (const path of PATHS) {
      const res = await app.request(`http://donor.example${path}`, { headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' } });
      expect(res.status, path).toBeLessThan(500);
      expect(res.headers.get('strict-transport-security'), path).toBe(HSTS);
    }
  });

  it('https straight to the host (it terminates TLS itself) → HSTS', async () => {
    const res = await host(0).request('https://donor.example/');
    expect(res.headers.get('strict-transport-security')).toBe(HSTS);
  });

  it('plain http → none, with or without a proxy', async () => {
    for (const trust of [0, 1]) {
      for (const path of PATHS) {
        const res = await host(trust).request(`http://donor.example${path}`, trust ? { headers: { 'x-forwarded-proto': 'http' } } : {});
        expect(res.headers.get('strict-transport-security'), `${trust} ${path}`).toBeNull();
      }
    }
  });

  it('X-Forwarded-Proto: https sent by the client itself (TRUST_PROXY=0) → none', async () => {
    const app = host(0);
    for (const path of PATHS) {
      const res = await app.request(`http://donor.example${path}`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('a client’s https to the left of the proxy’s own http → none (the right-most value counts)', async () => {
    const res = await host(1).request('http://donor.example/', { headers: { 'x-forwarded-proto': 'https, http' } });
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('the `next` cookie is Secure when the request came over https through the trusted proxy only', async () => {
    const viaProxy = await host(1).request('http://donor.example/profile/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(viaProxy.status).toBe(302);
    expect(viaProxy.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
    const forged = await host(0).request('http://donor.example/profile/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers.get('set-cookie')).not.toMatch(/;\s*Secure/i);
  });
});

// F7 of the November audit, as the attack: `curl -sI $B/` (and /login, the 404 page, every page
// route) showed no Content-Security-Policy. The host in process over a throw-away build, with a
// stand-in API: what is checked is the host's answer, not the API's data.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHostApp } from './host-app.ts';
import { loadConfig } from './config.ts';
import { unfoldLoader } from './paint-first.ts';

const TEMPLATE = `<!doctype html><html lang="ru"><head><!--head-->
<script type="module" crossorigin src="/assets/shell-AbCdEf12.js"></script>
<link rel="stylesheet" crossorigin href="/assets/shell-AbCdEf12.css"></head>
<body><div id="page-shell"></div><!--config--></body></html>`;

function build(): string {
  const root = mkdtempSync(join(tmpdir(), 'host-f07-'));
  mkdirSync(join(root, 'shell/dist/prerender'), { recursive: true });
  writeFileSync(join(root, 'shell/dist/index.html'), TEMPLATE);
  writeFileSync(join(root, 'shell/dist/prerender/how.html'), '<h1>Как стать донором</h1>');
  mkdirSync(join(root, 'mfe-profile/dist'), { recursive: true });
  writeFileSync(join(root, 'mfe-profile/dist/mf-manifest.json'), '{}');
  return root;
}

/** A stand-in API: every read is a 404, except the payments configuration when given. */
function host(env: Record<string, string> = {}, payments?: { link: string; widget: string }) {
  const root = build();
  return createHostApp({
    config: loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://donor.example', PAYMENTS_SIGNING_SECRET: 'f07-signing-secret-0123456789abcdef', ...env }),
    repoRoot: root,
    apiFetch: async (path) => (payments && path.startsWith('/api/payments/config') ? Response.json(payments) : Response.json({ detail: 'Не найдено.' }, { status: 404 })),
    // The API's own pages (sandbox checkout, cancel link) come with their own stricter policy.
    apiHandler: () => new Response('<!doctype html><p>Оплата</p>', { headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'none'; frame-ancestors 'self'" } }),
  });
}

function directives(policy: string | null): Record<string, string[]> {
  expect(policy, 'a Content-Security-Policy header').toBeTruthy();
  return Object.fromEntries(policy!.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));
}

describe('F7: HTML pages have no Content-Security-Policy', () => {
  const app = host();
  const get = (path: string) => app.request(`http://127.0.0.1:8080${path}`);

  it('/, /login, the 404 page and a pre-rendered shell page now carry the policy', async () => {
    for (const [path, status] of [['/', 200], ['/login', 200], ['/no/such/page', 404], ['/how/', 200], ['/bloodstations/', 200]] as const) {
      const res = await get(path);
      expect(res.status, path).toBe(status);
      expect(res.headers.get('content-type'), path).toContain('text/html');
      const d = directives(res.headers.get('content-security-policy'));
      expect(d['object-src'], path).toEqual(["'none'"]);
      expect(d['base-uri'], path).toEqual(["'self'"]);
      expect(d['frame-ancestors'], path).toEqual(["'self'"]);
      expect(d['default-src'], path).toEqual(["'self'"]);
      expect(d['script-src'], path).not.toContain("'unsafe-inline'");
      expect(d['script-src'], path).not.toContain("'unsafe-eval'");
      // Our own origin only (PUBLIC_ORIGIN is ours too: the regional subdomain loads from it).
      expect(d['script-src']!.filter((s) => !s.startsWith("'nonce-")), path).toEqual(["'self'", 'https://donor.example']);
    }
  });

  it('gives each response its own nonce, and the page’s scripts carry it', async () => {
    const [a, b] = [await get('/'), await get('/')];
    const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
    const na = nonceOf(a.headers.get('content-security-policy'));
    expect(na).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(na).not.toBe(nonceOf(b.headers.get('content-security-policy')));
    const html = await a.text();
    // The page's one executable script is the loader that starts its code (paint-first.ts).
    expect(html).toContain(`<script type="module" nonce="${na}">const h=`);
    expect(unfoldLoader(html)).toContain('<script type="module" src="/assets/shell-AbCdEf12.js">');
    // The boot payload and the registry are data, not scripts: no nonce needed, none given.
    expect(html).toMatch(/<script type="application\/json" id="donor-boot">/);
    expect(html).toMatch(/<script type="application\/json" id="mfe-registry">/);
  });

  it('still lets a section registered on another origin (a CDN) load', async () => {
    const registry = join(mkdtempSync(join(tmpdir(), 'host-f07-reg-')), 'registry.json');
    writeFileSync(registry, JSON.stringify({
      mfe_stations: { entry: 'https://cdn.example/stations/v42/mf-manifest.json' },
      mfe_profile: { entry: '/mfe/mfe_profile/mf-manifest.json' },
    }));
    const res = await host({ MFE_REGISTRY: registry }).request('http://127.0.0.1:8080/bloodstations/');
    const d = directives(res.headers.get('content-security-policy'));
    for (const name of ['script-src', 'connect-src', 'style-src']) expect(d[name], name).toContain('https://cdn.example');
    expect(d['script-src']).not.toContain("'unsafe-inline'");
  });

  it('adds the card widget’s origins when the API serves CloudPayments, and only then', async () => {
    const cp = await host({}, { link: 'yookassa', widget: 'cloudpayments' }).request('http://127.0.0.1:8080/donate/');
    expect(directives(cp.headers.get('content-security-policy'))['script-src']).toContain('https://widget.cloudpayments.ru');
    const sandbox = await host({}, { link: 'sandbox', widget: 'sandbox' }).request('http://127.0.0.1:8080/donate/');
    expect(sandbox.headers.get('content-security-policy')).not.toContain('cloudpayments');
  });

  it('a built HTML file asked for by name gets it too; the API’s own pages keep their stricter one', async () => {
    const raw = await get('/index.html');
    expect(raw.status).toBe(200);
    expect(directives(raw.headers.get('content-security-policy'))['object-src']).toEqual(["'none'"]);
    const api = await get('/api/sandbox/checkout/00000000-0000-0000-0000-000000000000/');
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'self'");
  });
});

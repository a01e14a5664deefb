// The audit's "insecure defaults": a start that forgets NODE_ENV is a production start, and a
// production start without PUBLIC_ORIGIN and a real signing secret is refused. In production:
// no /api/dev/*, no demo accounts, no sandbox run-recurring, and cross-origin writes only from
// CORS_ORIGINS (docs/SECURITY.md "Запуск в production").
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { DEV_SIGNING_SECRET } from '../edge-config.ts';
import { createApiApp } from '../app.ts';
import { migrate, openDb, type DbHandle } from '../db.ts';
import { paymentSetupFromEnv } from '../features/payments/setup.ts';
import { DEMO_ACCOUNTS } from '../seed.ts';
// The host's side of the same defaults (shell/server), which the API's own code never imports.
// eslint-disable-next-line import-x/no-restricted-paths
import { HostConfigError, loadConfig as loadHostConfig, loadServerConfig } from '../../../shell/server/config.ts';
// eslint-disable-next-line import-x/no-restricted-paths
import { startApi, type ApiLink } from '../../../shell/server/api-link.ts';

vi.mock('../db.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../db.ts')>();
  // The host's embedded database (DATA_DIR) becomes an in-memory one; anything else is untouched.
  return { ...actual, openDb: (o: Parameters<typeof actual.openDb>[0] = {}) => actual.openDb(o.databaseUrl || o.memory ? o : { memory: true }) };
});

const SECRET = 'f18-test-signing-secret-0123456789abcdef';
const PROD = { PUBLIC_ORIGIN: 'https://donor-ryadom.ru', PAYMENTS_SIGNING_SECRET: SECRET };
const problemsOf = (fn: () => unknown): string[] => {
  try {
    fn();
  } catch (err) {
    if (err instanceof ConfigError || err instanceof HostConfigError) return err.problems.map((p) => p.split(':')[0]!);
    throw err;
  }
  return [];
};

describe('F18: production is the default, and it refuses to start half-configured', () => {
  it('the standalone API: no NODE_ENV → production on 127.0.0.1; refused without PUBLIC_ORIGIN and a real secret', () => {
    expect(problemsOf(() => loadConfig({}))).toEqual(['PUBLIC_ORIGIN', 'PAYMENTS_SIGNING_SECRET']);
    expect(problemsOf(() => loadConfig({ PUBLIC_ORIGIN: PROD.PUBLIC_ORIGIN, PAYMENTS_SIGNING_SECRET: DEV_SIGNING_SECRET }))).toEqual(['PAYMENTS_SIGNING_SECRET']);
    expect(loadConfig(PROD)).toMatchObject({ NODE_ENV: 'production', HOST: '127.0.0.1', TRUST_PROXY: 0 });
    // Long enough is not enough: a secret nobody drew at random is refused too.
    for (const weak of ['a'.repeat(40), 'ab'.repeat(20), '0123456789abcdef'.repeat(2), 'passwordpasswordpasswordpassword']) {
      expect([weak, problemsOf(() => loadConfig({ PUBLIC_ORIGIN: PROD.PUBLIC_ORIGIN, PAYMENTS_SIGNING_SECRET: weak }))]).toEqual([weak, ['PAYMENTS_SIGNING_SECRET']]);
    }
    // What `openssl rand -hex 32`, `-hex 16` and `-base64 24` printed once passes.
    for (const drawn of ['530ecf10dbe81e342362db0331f4c8511d1e9d08a9bc46e6de87a3265ed72343', '541b71bc633854fc923f8e1ba16a663c', 'jYMoEE5Y8ZJElbmLwin0Le_BinXr2GZE']) {
      expect([drawn, problemsOf(() => loadConfig({ PUBLIC_ORIGIN: PROD.PUBLIC_ORIGIN, PAYMENTS_SIGNING_SECRET: drawn }))]).toEqual([drawn, []]);
    }
    expect(loadConfig({ NODE_ENV: 'development' }).NODE_ENV).toBe('development');
  });

  it('the host: no NODE_ENV → production; a server start is refused without them', () => {
    expect(loadHostConfig({}).NODE_ENV).toBe('production');
    expect(problemsOf(() => loadServerConfig({}))).toEqual(['PUBLIC_ORIGIN', 'PAYMENTS_SIGNING_SECRET']);
    expect(loadServerConfig(PROD)).toMatchObject({ NODE_ENV: 'production', HOST: '127.0.0.1', TRUST_PROXY: 0 });
  });
});

describe('F18: the host started in production', () => {
  let dataDir: string;
  let api: ApiLink;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'donor-f18-'));
    api = await startApi(loadServerConfig({ ...PROD, DATA_DIR: dataDir }));
  });
  afterAll(async () => {
    await api?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('has no demo accounts and no /api/dev/*', async () => {
    const login = await api.fetch('/api/auth/login/', {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: DEMO_ACCOUNTS.donor.email, password: DEMO_ACCOUNTS.donor.password }),
    });
    expect(login.status).toBe(400);
    for (const path of ['/api/dev/outbox/', '/api/dev/outbox.json']) expect((await api.fetch(path)).status).toBe(404);
  });
});

describe('F18: a production API app', () => {
  let handle: DbHandle;
  let app: ReturnType<typeof createApiApp>;
  beforeAll(async () => {
    handle = await openDb({ memory: true });
    await migrate(handle.db);
    // The sandbox switched on in production (PAYMENTS_SANDBOX=1): its runner must still not exist.
    const payments = paymentSetupFromEnv({ NODE_ENV: 'production', PAYMENTS_SANDBOX: '1', PAYMENTS_SIGNING_SECRET: SECRET, PUBLIC_ORIGIN: PROD.PUBLIC_ORIGIN });
    const opts = { db: handle.db, env: 'production' as const, publicOrigin: PROD.PUBLIC_ORIGIN, logError: () => {}, payments };
    app = createApiApp(opts);
  });
  afterAll(() => handle.close());

  const ask = (path: string, init: RequestInit = {}) => Promise.resolve(app.request(path, init));
  const preflight = (path: string, origin: string) =>
    ask(path, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });

  it('serves no outbox, and POST /api/sandbox/run-recurring/ does not exist even with PAYMENTS_SANDBOX=1', async () => {
    expect((await ask('/api/dev/outbox.json')).status).toBe(404);
    expect((await ask('/api/dev/outbox/')).status).toBe(404);
    expect((await ask('/api/sandbox/run-recurring/', { method: 'POST' })).status).toBe(404);
  });

  it('refuses cross-origin writes from a foreign origin; reads and process-payment stay open', async () => {
    const login = await preflight('/api/auth/login/', 'https://evil.example');
    expect(login.headers.get('access-control-allow-origin')).toBeNull();
    const write = await ask('/api/auth/login/', { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, body: '{}' });
    expect(write.headers.get('access-control-allow-origin')).toBeNull();
    expect((await ask('/api/cities/', { headers: { origin: 'https://evil.example' } })).headers.get('access-control-allow-origin')).toBe('*');
    expect((await preflight('/api/sandbox/process-payment/', 'https://partner.example')).headers.get('access-control-allow-origin')).toBe('*');
  });

  it('CORS_ORIGINS lists the origins that may write', async () => {
    const listed = createApiApp({ db: handle.db, env: 'production', publicOrigin: PROD.PUBLIC_ORIGIN, corsOrigins: ['https://admin.donor-ryadom.ru'], logError: () => {} });
    const ok = await listed.request('/api/auth/login/', { method: 'OPTIONS', headers: { origin: 'https://admin.donor-ryadom.ru', 'access-control-request-method': 'POST' } });
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://admin.donor-ryadom.ru');
    const other = await listed.request('/api/auth/login/', { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('outside production too, no other site may read the development outbox', async () => {
    const devApp = createApiApp({ db: handle.db, env: 'development', logError: () => {} });
    const dev = await devApp.request('/api/dev/outbox.json', { headers: { origin: 'https://evil.example' } });
    expect(dev.status).toBe(200);
    expect(dev.headers.get('access-control-allow-origin')).toBeNull();
  });
});

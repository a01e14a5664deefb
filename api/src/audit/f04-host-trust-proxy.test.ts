// The audit's host, where every client arrives from the reverse proxy's address: the host reads
// TRUST_PROXY like the standalone API (api/src/edge-config.ts) and passes it to the API it runs
// in process, so the per-address limits count each visitor, not the whole site.
// The database is an in-memory PGlite without the demo seed (the requests need no account).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// This test is about the host (shell/server), which the API's own code never imports.
// eslint-disable-next-line import-x/no-restricted-paths
import { loadConfig } from '../../../shell/server/config.ts';
// eslint-disable-next-line import-x/no-restricted-paths
import { startApi, type ApiLink } from '../../../shell/server/api-link.ts';

vi.mock('../db.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../db.ts')>();
  // The host's embedded database (DATA_DIR) becomes an in-memory one; anything else is untouched.
  return { ...actual, openDb: (o: Parameters<typeof actual.openDb>[0] = {}) => actual.openDb(o.databaseUrl || o.memory ? o : { memory: true }) };
});
vi.mock('../seed.ts', async (importOriginal) => ({ ...(await importOriginal<typeof import('../seed.ts')>()), ensureSeeded: async () => false }));

const PROXY_SOCKET = { incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 40000, remoteFamily: 'IPv4', localPort: 8080 } } };

let dataDir: string;
let api: ApiLink;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'donor-f04-'));
  api = await startApi(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1', DATA_DIR: dataDir }));
});
afterAll(async () => {
  await api?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A failed login as the host receives it from nginx: socket 127.0.0.1, the client appended last. */
const login = (forwardedFor: string, username: string) =>
  api.handle(
    new Request('http://127.0.0.1:8080/api/auth/login/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ username, password: 'wrong-password-1' }),
    }),
    PROXY_SOCKET,
  );

describe('F4: the host honours TRUST_PROXY', () => {
  it('the host configuration reads TRUST_PROXY as a number of hops (0 by default)', () => {
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ NODE_ENV: 'test' }).TRUST_PROXY).toBe(0);
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });

  it('30 failed logins by one visitor behind the proxy do not lock out the next visitor', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) statuses.push((await login(`10.7.0.${i}, 203.0.113.70`, `r${i}@probe.example`)).status);
    expect(statuses).toContain(429); // the first visitor is limited, by their own address…
    const next = await login('198.51.100.31', 'r1@probe.example');
    expect(next.status).toBe(400); // …and the next one is not
  });
});

// Shared set-up of the API test files: one in-memory PGlite per file (it is slow to start),
// migrated and seeded once, a movable clock, small request helpers, and the donors' usual start
// (makeDonorTestApi).
import { sql } from 'drizzle-orm';
import { createApiApp } from './app.ts';
import { migrate, openDb, type DbHandle } from './db.ts';
import { DEMO_ACCOUNTS, seed } from './seed.ts';

export interface TestApi {
  app: ReturnType<typeof createApiApp>;
  handle: DbHandle;
  clock: { now: Date; advance(ms: number): void };
  /** Errors the app logged (real bugs, or input that slipped past validation). */
  logged: unknown[];
  /** JSON request; `ip` goes to x-forwarded-for (the test app trusts the proxy). */
  call(method: string, path: string, opts?: { body?: unknown; token?: string; ip?: string; headers?: Record<string, string> }): Promise<Response>;
  login(username: string, password: string, ip?: string): Promise<string>;
  lastCode(target: string): Promise<string>;
}

let ipCounter = 0;
/** A fresh client address, so one test's rate limits do not leak into the next. */
export const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/**
 * In-memory PGlite, or — when TEST_DATABASE_URL points at a real PostgreSQL (ARCHITECTURE §5:
 * "the same suite runs on a real PostgreSQL in CI") — a fresh database created for this file
 * and dropped on close.
 */
async function openTestDb(): Promise<DbHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openDb({ memory: true });
  const name = `donor_test_${process.pid}_${Date.now()}_${++dbCounter}`;
  const admin = await openDb({ databaseUrl: url });
  await admin.db.execute(sql.raw(`CREATE DATABASE ${name}`));
  const u = new URL(url);
  u.pathname = `/${name}`;
  const handle = await openDb({ databaseUrl: u.toString() });
  return {
    ...handle,
    async close() {
      await handle.close();
      await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name}`));
      await admin.close();
    },
  };
}
let dbCounter = 0;

export async function makeTestApi(env: 'test' | 'production' = 'test'): Promise<TestApi> {
  const handle = await openTestDb();
  await migrate(handle.db);
  await seed(handle.db);
  const logged: unknown[] = [];
  const clock = { now: new Date(), advance(ms: number) { this.now = new Date(this.now.getTime() + ms); } };
  const app = createApiApp({ db: handle.db, env, now: () => clock.now, trustProxy: 1, logError: (err) => logged.push(err) });
  const call: TestApi['call'] = (method, path, opts = {}) => {
    const headers: Record<string, string> = { 'x-forwarded-for': opts.ip ?? freshIp(), ...opts.headers };
    if (opts.token) headers.authorization = `Token ${opts.token}`;
    let body: string | undefined;
    if (opts.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
    }
    return Promise.resolve(app.request(path, { method, headers, body }));
  };
  return {
    app, handle, clock, call, logged,
    async login(username, password, ip) {
      const res = await call('POST', '/api/auth/login/', { body: { username, password }, ip });
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
      return res.headers.get('token')!;
    },
    async lastCode(target) {
      const res = await app.request(`/api/dev/outbox.json?target=${encodeURIComponent(target)}`);
      const rows = (await res.json()) as { body: string }[];
      const m = /(\d{6})/.exec(rows[0]?.body ?? '');
      if (!m) throw new Error(`no code for ${target}`);
      return m[1]!;
    },
  };
}

/** Logs a seeded demo account in (seed.ts DEMO_ACCOUNTS) and returns its token. */
export const loginAs = (t: TestApi, who: keyof typeof DEMO_ACCOUNTS): Promise<string> => t.login(DEMO_ACCOUNTS[who].email, DEMO_ACCOUNTS[who].password);

/**
 * The usual start of a donor's API test file: the test API with two seeded donors logged in —
 * `demo` (demo@example.com: two years of donations, a plan, a certificate) and `fresh`
 * (new@example.com: no history). The file closes it with `t.handle.close()`.
 */
export async function makeDonorTestApi(): Promise<{ t: TestApi; demo: string; fresh: string }> {
  const t = await makeTestApi();
  return { t, demo: await loginAs(t, 'donor'), fresh: await loginAs(t, 'fresh') };
}

// Shared set-up of the API test files: one in-memory PGlite per file, copied from a template
// migrated and seeded once per run, a movable clock, small request helpers, and the donors' usual start
// (makeDonorTestApi).
import { sql } from 'drizzle-orm';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiApp } from './app.ts';
import { migrate, openDb, type DbHandle } from './db.ts';
import { DEMO_ACCOUNTS, seed } from './seed.ts';
import { openTemplateDb } from './pglite-template.ts';

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
 * In-memory PGlite started from the run's migrated and seeded template (pglite-template.ts), or —
 * when TEST_DATABASE_URL points at a real PostgreSQL (ARCHITECTURE §5: "the same suite runs on a
 * real PostgreSQL in CI") — a fresh database created for this file and dropped on close.
 */
async function openTestDb(): Promise<DbHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openTemplateDb();
  const name = `donor_test_${process.pid}_${Date.now()}_${++dbCounter}`;
  const admin = await openDb({ databaseUrl: url });
  await ensureTemplate(admin, url);
  await admin.db.execute(sql.raw(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE}`));
  const pictures = pictureCopy(url);
  const handle = await openDb({ databaseUrl: databaseAt(url, name) });
  return {
    ...handle,
    async close() {
      await handle.close();
      await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name}`));
      await admin.close();
      rmSync(pictures, { recursive: true, force: true });
    },
  };
}
let dbCounter = 0;

/**
 * On PostgreSQL every test file starts from a copy of one migrated and seeded database (CREATE
 * DATABASE … TEMPLATE: a file copy inside the server) instead of migrating and seeding its own:
 * the same rows, about two seconds less per file. The first process builds it under an advisory
 * lock; the others wait on the lock and find it built. The cluster is a throw-away one per run
 * (scripts/api-on-postgres.sh), so the template is never older than the code under test.
 */
const TEMPLATE = 'donor_test_template';
const databaseAt = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};
async function ensureTemplate(admin: DbHandle, url: string): Promise<void> {
  await admin.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(724099)`);
    const found = (await admin.db.execute(sql`SELECT 1 FROM pg_database WHERE datname = ${TEMPLATE}`)) as unknown as unknown[];
    if (found.length > 0 && existsSync(templatePictures(url))) return;
    // CREATE and DROP DATABASE cannot run inside a transaction: they go over another connection of
    // the pool while this one holds the lock. A template whose pictures went with an earlier run's
    // temporary folder (test-run.setup.ts) is built again.
    if (found.length > 0) await admin.db.execute(sql.raw(`DROP DATABASE ${TEMPLATE}`));
    await admin.db.execute(sql.raw(`CREATE DATABASE ${TEMPLATE}`));
    const previousUploads = process.env.UPLOADS_DIR;
    try {
      // The seed's pictures are files, not rows: they go to a folder every copy starts from.
      rmSync(templatePictures(url), { recursive: true, force: true });
      mkdirSync(templatePictures(url), { recursive: true });
      process.env.UPLOADS_DIR = templatePictures(url);
      const template = await openDb({ databaseUrl: databaseAt(url, TEMPLATE) });
      await migrate(template.db);
      await seed(template.db);
      await template.close(); // a template with a session open cannot be copied
    } catch (err) {
      await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${TEMPLATE}`));
      throw err;
    } finally {
      if (previousUploads === undefined) delete process.env.UPLOADS_DIR;
      else process.env.UPLOADS_DIR = previousUploads;
    }
  });
}
/** The template's pictures, one folder per cluster (its port), rebuilt with the template. */
const templatePictures = (url: string) => join(tmpdir(), `donor_test_template_pictures_${new URL(url).port || '5432'}`);
/**
 * The database's own copy of the template's pictures, made the process's UPLOADS_DIR and removed
 * when it closes: a test that deletes one touches no other file's, even in a worker that runs
 * several files (vitest.config.ts).
 */
function pictureCopy(url: string): string {
  const own = mkdtempSync(join(tmpdir(), 'donor-uploads-copy-'));
  cpSync(templatePictures(url), own, { recursive: true });
  process.env.UPLOADS_DIR = own;
  return own;
}

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

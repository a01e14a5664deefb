// Two real API processes (`node --import tsx api/src/main.ts`) on one PostgreSQL, reached over
// real HTTP — the production shape of docs/PRODUCTION.md. Runs in the PostgreSQL suite only
// (TEST_DATABASE_URL; `bash scripts/api-on-postgres.sh`): PGlite is one process by design.
// Proves that the shared state lives in the database, not in a process: the login limit counts
// across both, a code used on one is dead on the other, a write on one empties the other's read
// cache within about a second, both outbox workers together deliver each message once, and one
// Idempotency-Key sent to both at once books once (lib/idempotency.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { migrate, openDb, REPO_ROOT, type DbHandle } from '../db.ts';
import { seed } from '../seed.ts';
import { cities, eventTimeSlots, events, joinedUsers, outbox, users } from '../schema.ts';
import { issueToken } from '../lib/tokens.ts';
import { startLocalSmtp, startLocalSms, type LocalSms, type LocalSmtp } from '../features/outbox/test-servers.ts';

const BASE_URL = process.env.TEST_DATABASE_URL;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

interface Proc {
  name: string;
  url: string;
  child: ChildProcess;
  output: string[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!BASE_URL)('two API processes, one PostgreSQL', () => {
  const dbName = `donor_mp_${process.pid}_${Date.now()}`;
  let admin: DbHandle;
  let handle: DbHandle;
  let smtp: LocalSmtp;
  let sms: LocalSms;
  const procs: Proc[] = [];
  let A: Proc;
  let B: Proc;

  async function startApi(name: string, databaseUrl: string): Promise<Proc> {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'development',
        TRUST_PROXY: '1',
        SEED: '0',
        SMTP_URL: smtp.url,
        SMTP_FROM: 'Донор Рядом <noreply@donor.test>',
        SMS_API_URL: sms.url,
        SMS_API_KEY: sms.key,
        OUTBOX_INTERVAL_MS: '300',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const proc: Proc = { name, url: `http://127.0.0.1:${port}`, child, output: [] };
    child.stdout!.on('data', (d: Buffer) => proc.output.push(d.toString()));
    child.stderr!.on('data', (d: Buffer) => proc.output.push(d.toString()));
    procs.push(proc);
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${name} exited ${child.exitCode}:\n${proc.output.join('')}`);
      try {
        if ((await fetch(`${proc.url}/api/countries/`)).status === 200) return proc;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`${name} did not start:\n${proc.output.join('')}`);
      await sleep(200);
    }
  }

  beforeAll(async () => {
    admin = await openDb({ databaseUrl: BASE_URL });
    await admin.db.execute(sql.raw(`CREATE DATABASE ${dbName}`));
    const u = new URL(BASE_URL!);
    u.pathname = `/${dbName}`;
    handle = await openDb({ databaseUrl: u.toString() });
    await migrate(handle.db);
    await seed(handle.db);
    smtp = await startLocalSmtp();
    sms = await startLocalSms();
    [A, B] = await Promise.all([startApi('A', u.toString()), startApi('B', u.toString())]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(
      procs.map(
        (p) =>
          new Promise<void>((resolve) => {
            if (p.child.exitCode !== null) return resolve();
            const kill = setTimeout(() => p.child.kill('SIGKILL'), 10_000);
            p.child.once('exit', () => {
              clearTimeout(kill);
              resolve();
            });
            p.child.kill('SIGTERM');
          }),
      ),
    );
    await smtp?.close();
    await sms?.close();
    await handle?.close();
    await admin?.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${dbName}`));
    await admin?.close();
  }, 60_000);

  const call = (p: Proc, method: string, path: string, opts: { body?: unknown; ip: string; token?: string; headers?: Record<string, string> }) =>
    fetch(p.url + path, {
      method,
      headers: {
        'x-forwarded-for': opts.ip,
        ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(opts.token ? { authorization: `Token ${opts.token}` } : {}),
        ...opts.headers,
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });

  it('the login failure limit counts across both processes', async () => {
    const ip = '203.0.113.7';
    let limitedAt = -1;
    for (let i = 0; i < 40 && limitedAt < 0; i++) {
      const res = await call(i % 2 ? B : A, 'POST', '/api/auth/login/', { ip, body: { username: 'new@example.com', password: `wrong-password-${i}` } });
      if (res.status === 429) limitedAt = i;
      else expect(res.status, await res.text()).toBe(400);
    }
    expect(limitedAt, 'no 429 after 40 wrong passwords').toBeGreaterThan(0);
    // The very next attempt on the other process is refused too: it sees the same failures.
    const other = limitedAt % 2 ? A : B;
    const next = await call(other, 'POST', '/api/auth/login/', { ip, body: { username: 'new@example.com', password: 'wrong-password-next' } });
    expect(next.status).toBe(429);
  });

  it('a recovery code (delivered by the outbox worker over SMTP) used on B is dead on A; the mail went out once', async () => {
    const username = 'manager@example.com';
    const asked = await call(A, 'POST', '/api/auth/recover/', { ip: '203.0.113.20', body: { username } });
    expect(asked.status, await asked.clone().text()).toBeLessThan(300);
    await expect.poll(() => smtp.mails.filter((m) => m.to.includes(username)).length, { timeout: 10_000, interval: 100 }).toBe(1);
    const code = /\b(\d{6})\b/.exec(smtp.mails.find((m) => m.to.includes(username))!.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const onB = await call(B, 'POST', '/api/auth/check_sms_code/', { ip: '203.0.113.21', body: { username, code } });
    expect(onB.status).toBe(200);
    expect((await onB.json()) as { token?: string }).toMatchObject({ token: expect.any(String) });
    const onA = await call(A, 'POST', '/api/auth/check_sms_code/', { ip: '203.0.113.22', body: { username, code } });
    expect(onA.status).toBe(400);

    // Both workers kept polling meanwhile (every 300 ms): still exactly one mail, marked sent once.
    await sleep(1_500);
    expect(smtp.mails.filter((m) => m.to.includes(username))).toHaveLength(1);
    const rows = await handle.db.select().from(outbox).where(eq(outbox.target, username));
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([['sent', 1]]);
  });

  it('both workers together deliver every queued message exactly once', async () => {
    const targets = Array.from({ length: 20 }, (_, i) => (i % 2 ? `mp-${i}@example.com` : `+7990${String(i).padStart(7, '0')}`));
    sms.delayMs = 20; // a slow provider keeps both workers busy at the same time
    await handle.db.insert(outbox).values(
      targets.map((target) => ({ channel: target.includes('@') ? ('email' as const) : ('sms' as const), target, body: `для ${target}`, createdAt: new Date(), nextAttemptAt: new Date() })),
    );
    await expect
      .poll(async () => (await handle.db.select().from(outbox).where(inArray(outbox.target, targets))).filter((r) => r.status === 'sent').length, { timeout: 20_000, interval: 200 })
      .toBe(targets.length);
    await sleep(1_000);
    for (const target of targets) {
      const got = target.includes('@') ? smtp.mails.filter((m) => m.to.includes(target)).length : sms.delivered().filter((r) => r.body.to === target).length;
      expect(got, target).toBe(1);
    }
    const rows = await handle.db.select().from(outbox).where(inArray(outbox.target, targets));
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
  });

  it('a write on A empties B’s cached list within about a second (TTL is 10 s)', async () => {
    const ip = '203.0.113.30';
    // The session is made in the database, not by logging in on A: a login is itself a write, and
    // B, seeing it up to a second later, would empty its cache in the middle of this test's
    // «B still hides the change» step (a clean-clone run read a miss there).
    const [demo] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, 'demo@example.com'));
    const token = await issueToken(handle.db, new Date(), demo!.id);
    const [city] = await handle.db.select().from(cities).where(sql`${cities.title} = 'Москва'`);
    const target = city ?? (await handle.db.select().from(cities).limit(1))[0]!;
    const path = `/api/cities/?s=${encodeURIComponent(target.title)}`;
    const onB = async () => {
      const res = await fetch(B.url + path);
      const body = (await res.json()) as { results: { id: number; title: string }[] };
      return { cache: res.headers.get('x-cache'), title: body.results.find((r) => r.id === target.id)?.title };
    };
    await onB();
    expect(await onB()).toEqual({ cache: 'hit', title: target.title });

    const renamed = `${target.title} (переименован)`;
    await handle.db.update(cities).set({ title: renamed }).where(eq(cities.id, target.id));
    try {
      // Changed behind the API: B's cache still hides it (this is what the write must fix).
      expect(await onB()).toEqual({ cache: 'hit', title: target.title });
      const write = await call(A, 'PATCH', '/api/auth/me/', { ip, token, body: {} });
      expect(write.status).toBe(200);
      const wroteAt = Date.now();
      await expect.poll(async () => (await onB()).title, { timeout: 3_000, interval: 50 }).toBe(renamed);
      expect(Date.now() - wroteAt).toBeLessThan(3_000);
    } finally {
      await handle.db.update(cities).set({ title: target.title }).where(eq(cities.id, target.id));
    }
  });
  it('one Idempotency-Key sent to both processes at once books once, and both get that booking', async () => {
    const ip = '203.0.113.40';
    const login = await call(A, 'POST', '/api/auth/login/', { ip, body: { username: 'demo@example.com', password: 'demo-donor-2026' } });
    expect(login.status).toBe(200);
    const token = login.headers.get('token')!;
    const day = (k: number) => new Date(Date.now() + k * 86_400_000).toISOString().slice(0, 10);
    const [ev] = await handle.db.insert(events).values({
      category: 'donor_day', title: 'Акция двух процессов', cityId: 1, bloodStationId: 1,
      startDate: new Date(`${day(3)}T00:00:00+03:00`), endDate: new Date(`${day(5)}T00:00:00+03:00`),
    }).returning();
    const [slot] = await handle.db.insert(eventTimeSlots).values({ eventId: ev!.id, date: day(4), startTime: '10:00', startsAt: new Date(`${day(4)}T10:00:00+03:00`), capacity: 5 }).returning();
    const key = crypto.randomUUID();
    const book = (p: Proc) => call(p, 'POST', '/api/joined_users/', { ip, token, body: { event_id: ev!.id, timeslot_id: slot!.id }, headers: { 'idempotency-key': key } });
    const answers = await Promise.all([A, B].map(async (p) => {
      const res = await book(p);
      return { status: res.status, body: await res.text(), replay: res.headers.get('idempotent-replay') };
    }));
    expect(await handle.db.select().from(joinedUsers).where(eq(joinedUsers.eventId, ev!.id))).toHaveLength(1);
    const original = answers.filter((a) => a.status === 201 && a.replay === null);
    expect(original, JSON.stringify(answers)).toHaveLength(1);
    // The other one waited for that answer (lib/idempotency.ts), or was told to retry in a second.
    for (const a of answers.filter((x) => x !== original[0])) {
      if (a.status !== 409) expect(a).toEqual({ ...original[0], replay: 'true' });
    }
    for (const p of [A, B]) {
      const again = await book(p);
      expect({ status: again.status, body: await again.text(), replay: again.headers.get('idempotent-replay') }).toEqual({ ...original[0], replay: 'true' });
    }
    expect(await handle.db.select().from(joinedUsers).where(eq(joinedUsers.eventId, ev!.id))).toHaveLength(1);
  });
});

// A PostgreSQL database of the bench's own for the API rows at production scale (bench/README.md
// «API на PostgreSQL»), fresh every run and removed after it:
// - DATABASE_URL set: a new database `donor_bench_<time>` on that server (the role must be allowed
//   to CREATE DATABASE), dropped at the end — the database the URL names is never touched;
// - otherwise the machine's PostgreSQL binaries (/usr/lib/postgresql/<v>/bin, Debian's package, as
//   scripts/api-on-postgres.sh finds them): a throw-away cluster in a temp folder on
//   PG_BENCH_PORT (54339), run as `postgres` when the bench runs as root;
// - neither: null, and the bench notes why the PostgreSQL rows are missing.
// The cluster runs with fsync=off: only the seed writes (a couple of million rows in one
// transaction); the rows measured are reads, which fsync does not touch. PG_BENCH_OPTS adds server
// options (`-c log_min_duration_statement=1000` shows where the seed spends its time) and
// PG_BENCH_KEEP=1 leaves the folder (its `log`) in place.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './util.mjs';
import { portBusy } from './server.mjs';

const PG_PORT = Number(process.env.PG_BENCH_PORT ?? 54339);

function pgBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl'))).sort((a, b) => Number(a) - Number(b));
  return versions.length ? join(root, versions.at(-1), 'bin') : null;
}

function postgresClient(url) {
  const postgres = createRequire(join(ROOT, 'api', 'package.json'))('postgres');
  return postgres(url, { max: 1, onnotice: () => {} });
}

/** { url, server, stop } or { missing: why }. */
export async function benchPostgres({ databaseUrl } = {}) {
  if (databaseUrl) return scratchDatabase(databaseUrl);
  const bin = pgBin();
  if (!bin) return { missing: 'PostgreSQL не найден (нет /usr/lib/postgresql/*/bin и не задан DATABASE_URL): строки API на PostgreSQL пропущены' };
  if (await portBusy(PG_PORT)) return { missing: `порт ${PG_PORT} занят: задайте PG_BENCH_PORT или DATABASE_URL` };
  const dir = mkdtempSync(join(tmpdir(), 'donor-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  // initdb refuses to run as root: the cluster belongs to `postgres` (the Debian package's user).
  const run = (cmd, args) => {
    const res = asRoot ? spawnSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], { encoding: 'utf8' }) : spawnSync(join(bin, cmd), args, { encoding: 'utf8' });
    if (res.status !== 0) throw new Error(`${cmd}: ${(res.stderr || res.stdout || res.error?.message || '').trim().split('\n').slice(-3).join(' | ')}`);
  };
  const stop = async () => {
    spawnSync(asRoot ? 'runuser' : join(bin, 'pg_ctl'), [...(asRoot ? ['-u', 'postgres', '--', join(bin, 'pg_ctl')] : []), '-D', join(dir, 'data'), '-m', 'immediate', 'stop'], { stdio: 'ignore' });
    if (process.env.PG_BENCH_KEEP) console.log(`  кластер оставлен: ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (asRoot) chownSync(dir, Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim()), 0);
    run('initdb', ['-D', join(dir, 'data'), '-U', 'donor', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    run('pg_ctl', ['-D', join(dir, 'data'), '-l', join(dir, 'log'), '-w', 'start', '-o', `-p ${PG_PORT} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_wal_size=4GB ${process.env.PG_BENCH_OPTS ?? ''}`]);
  } catch (error) {
    await stop();
    return { missing: `свой кластер PostgreSQL не поднялся: ${error.message}` };
  }
  const version = /\d+(\.\d+)+/.exec(spawnSync(join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }).stdout)?.[0] ?? '?';
  return { url: `postgres://donor@127.0.0.1:${PG_PORT}/postgres`, server: `PostgreSQL ${version}, свой кластер, fsync=off`, stop };
}

async function scratchDatabase(databaseUrl) {
  const name = `donor_bench_${Date.now()}`;
  const admin = postgresClient(databaseUrl);
  try {
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const [{ version }] = await admin`SELECT current_setting('server_version') AS version`;
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    return {
      url: url.href,
      server: `PostgreSQL ${version}, DATABASE_URL, база ${name}`,
      stop: async () => {
        const again = postgresClient(databaseUrl);
        try { await again.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`); } finally { await again.end({ timeout: 5 }); }
      },
    };
  } catch (error) {
    return { missing: `DATABASE_URL: не удалось создать базу для бенча (${error.message})` };
  } finally {
    await admin.end({ timeout: 5 });
  }
}

/** Rows in the tables the scale is stated in, read after the host has seeded. */
export async function countScale(url) {
  const client = postgresClient(url);
  try {
    const [row] = await client`SELECT (SELECT count(*) FROM blood_stations)::int AS stations, (SELECT count(*) FROM users)::int AS donors, (SELECT count(*) FROM donations)::int AS donations`;
    return row;
  } finally {
    await client.end({ timeout: 5 });
  }
}

/**
 * VACUUM (ANALYZE) of the whole database once the seed is in: a database that has served for a
 * while has long been vacuumed, and a million fresh rows would otherwise get their first
 * autovacuum (about a minute after the seed, 25–30 s of both cores at this scale) in the middle
 * of the first endpoints' windows (a window of the list with a token that read 55 ms against 12.8
 * and 18.8 for the other two fell at that time). A SEED_SCALE seed vacuums too (ensureSeeded,
 * api/src/seed.ts); this one comes after the host's start-up work has written (waitQuiet), so
 * nothing it left waits for autovacuum either. Answers the ms it took.
 */
export async function vacuumAfterSeed(url) {
  const client = postgresClient(url);
  const t0 = Date.now();
  try {
    await client.unsafe('VACUUM (ANALYZE)');
    return Date.now() - t0;
  } finally {
    await client.end({ timeout: 5 });
  }
}

/**
 * Waits (up to `maxMs`) until no other session of the database runs a query for 3 s: a fresh host
 * first does its background start-up work (the come-back loop's first backfill and the day's
 * «Можно снова сдавать» over every donor, api/src/features/comeback/comeback-jobs.ts), which at
 * 100 000 donors would otherwise land in the first endpoint's figures. Answers the ms waited.
 */
export async function waitQuiet(url, maxMs = 120_000) {
  const client = postgresClient(url);
  const t0 = Date.now();
  try {
    for (let quiet = 0; quiet < 6 && Date.now() - t0 < maxMs;) {
      const [{ n }] = await client`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'active'`;
      quiet = n === 0 ? quiet + 1 : 0;
      await new Promise((r) => setTimeout(r, 500));
    }
    return Date.now() - t0;
  } finally {
    await client.end({ timeout: 5 });
  }
}

// The audit traced 10 commits of the embedded PGlite and saw 10 WAL writes and no fsync: an
// acknowledged commit survived a process crash but not a power cut. PGlite's Node file system
// makes fsync()/fdatasync() no-ops, but it passes O_DSYNC to the real open(), so the embedded
// default now opens its WAL synchronously: every commit's WAL write is on disk before it is
// acknowledged (docs/SECURITY.md, "Долговечность PGlite"). Production runs on PostgreSQL.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDb, REPO_ROOT } from '../db.ts';

const PROBE = fileURLToPath(new URL('./fixtures/open-data-dir.ts', import.meta.url));

function straceWorks(): boolean {
  try {
    execFileSync('strace', ['-f', '-qq', '-e', 'trace=openat', '-o', '/dev/null', 'true'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('F9: commits of the embedded PGlite reach the disk', () => {
  it('the data folder is opened with fsync on and a synchronous WAL', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'donor-f09-'));
    try {
      const handle = await openDb({ dataDir: dir });
      const show = async (name: string) => {
        const r = (await handle.db.execute(sql.raw(`SHOW ${name}`))) as unknown as { rows: Record<string, string>[] };
        return Object.values(r.rows[0]!)[0];
      };
      expect(await show('fsync')).toBe('on');
      expect(await show('wal_sync_method')).toBe('open_datasync');
      expect(await show('synchronous_commit')).toBe('on');
      // A large transaction's WAL is written at commit in large pieces (db.ts durableStartParams).
      expect(await show('wal_buffers')).toBe('64MB');
      await handle.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 20_000);

  it.skipIf(!straceWorks())('traced like the audit: the WAL the commits go to is opened O_SYNC/O_DSYNC', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'donor-f09-trace-'));
    const trace = join(dir, '..', `${dir.split('/').pop()}.strace`);
    try {
      const child = spawn('strace', ['-f', '-qq', '-e', 'trace=openat,pwrite64', '-o', trace, process.execPath, '--import', 'tsx', PROBE, dir, '10'], {
        cwd: REPO_ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (out += d.toString()));
      const code = await new Promise((r) => child.once('exit', r));
      expect(code, out).toBe(0);
      expect(out).toContain('COMMITTED');
      const lines = readFileSync(trace, 'utf8').split('\n');
      // The backend opens its WAL segment read-write (earlier opens are PGlite copying the
      // freshly initialised cluster into the folder, and reading it at start).
      const walOpens = lines
        .map((l, i) => ({ l, i }))
        .filter(({ l }) => l.includes('openat(') && /pg_wal\/[0-9A-F]{24}", O_RDWR/.test(l) && !l.includes('ENOENT'));
      expect(walOpens.length).toBeGreaterThan(0);
      for (const { l } of walOpens) expect(l).toMatch(/O_D?SYNC/);
      // The commits really went through that descriptor (10 commits, at least 10 WAL writes).
      const last = walOpens.at(-1)!;
      const fd = last.l.match(/= (\d+)$/)![1];
      const walWrites = lines.slice(last.i).filter((l) => l.includes(`pwrite64(${fd},`));
      expect(walWrites.length).toBeGreaterThanOrEqual(10);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(trace, { force: true });
    }
  }, 30_000);
});

// The audit's split brain: a second process started on the same PGlite DATA_DIR while the first
// ran opened it too, and the first one's acknowledged writes were lost. Now the second process
// exits at once with a Russian message naming the first; a lock left by a crashed process is
// taken over (docs/SECURITY.md, "Одна папка данных — один процесс").
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, REPO_ROOT, type DbHandle } from '../db.ts';
import { LOCK_FILE } from '../lib/data-dir-lock.ts';

const SECOND = fileURLToPath(new URL('./fixtures/open-data-dir.ts', import.meta.url));

function runSecond(dir: string): Promise<{ code: number | null; out: string; ms: number }> {
  const t0 = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', SECOND, dir], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, out, ms: Date.now() - t0 })));
}

describe('F8: second writer on the PGlite data directory', () => {
  const dir = mkdtempSync(join(tmpdir(), 'donor-f08-'));
  let first: DbHandle;

  beforeAll(async () => {
    first = await openDb({ dataDir: dir, what: 'хост http://127.0.0.1:18093' });
    await first.db.execute(sql`CREATE TABLE acknowledged (id int PRIMARY KEY)`);
    await first.db.execute(sql`INSERT INTO acknowledged SELECT generate_series(1, 20)`);
  });

  afterAll(async () => {
    await first?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a second process on the same DATA_DIR exits at once, naming the running one', async () => {
    const second = await runSecond(dir);
    expect(second.code).toBe(1);
    expect(second.out).not.toContain('OPENED');
    expect(second.out).toContain(`Папка данных ${dir} уже открыта другим процессом`);
    expect(second.out).toContain(`pid ${process.pid}`);
    expect(second.out).toContain('хост http://127.0.0.1:18093');
    expect(second.out).toContain('DATA_DIR');
    // Refused before PGlite starts (which alone takes seconds): node + tsx start only.
    expect(second.ms).toBeLessThan(10_000);
    // The first process still has all its acknowledged writes.
    const rows = await first.db.execute(sql`SELECT count(*)::int AS n FROM acknowledged`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(20);
  }, 20_000);

  it('a lock left by a crashed process is taken over', async () => {
    const crashed = mkdtempSync(join(tmpdir(), 'donor-f08-stale-'));
    try {
      const dead = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
      await new Promise((r) => dead.once('exit', r));
      const stale = { pid: dead.pid, hostname: hostname(), started_at: '2026-11-01T10:00:00.000Z', argv: ['node', 'shell/server/main.ts'], what: 'хост' };
      writeFileSync(join(crashed, LOCK_FILE), JSON.stringify(stale));
      const handle = await openDb({ dataDir: crashed });
      expect(JSON.parse(readFileSync(join(crashed, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
      await handle.close();
    } finally {
      rmSync(crashed, { recursive: true, force: true });
    }
  }, 20_000);
});

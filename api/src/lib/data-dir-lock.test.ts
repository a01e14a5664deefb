import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE, procStart, type LockInfo } from './data-dir-lock.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const RACER = fileURLToPath(new URL('../audit/fixtures/lock-race.ts', import.meta.url));
const dirs: string[] = [];
const children: ChildProcess[] = [];

afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null) c.kill('SIGKILL');
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'donor-lock-'));
  dirs.push(d);
  return d;
}

function bootId(): string | null {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return null;
  }
}

function writeLock(dir: string, over: Partial<LockInfo>): string {
  const info: LockInfo = {
    pid: 0,
    hostname: hostname(),
    started_at: '2026-11-01T10:00:00.000Z',
    boot_id: bootId(),
    proc_start: null,
    argv: ['node', 'shell/server/main.ts'],
    what: 'хост http://127.0.0.1:8080',
    ...over,
  };
  const path = join(dir, LOCK_FILE);
  writeFileSync(path, JSON.stringify(info));
  return path;
}

function sleeper(): ChildProcess {
  const c = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000) /* lock holder */'], { stdio: 'ignore' });
  children.push(c);
  return c;
}

async function deadPid(): Promise<number> {
  const c = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((r) => c.once('exit', r));
  return c.pid!;
}

const lockOf = (dir: string) => JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')) as LockInfo;

describe('data-dir lock', () => {
  it('is created with who holds it, and removed on release', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir, { what: 'хост http://127.0.0.1:9999' });
    expect(lockOf(dir)).toMatchObject({ pid: process.pid, hostname: hostname(), what: 'хост http://127.0.0.1:9999' });
    expect(() => acquireDataDirLock(dir)).toThrow(/в этом же процессе/);
    lock.release();
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    expect(readdirSync(dir)).toEqual([]); // no temporary files left
    acquireDataDirLock(dir).release();
  });

  it('refuses while another live process holds it, naming that process', async () => {
    const dir = tempDir();
    const holder = sleeper();
    await new Promise((r) => setTimeout(r, 200));
    writeLock(dir, { pid: holder.pid!, proc_start: procStart(holder.pid!) });
    let err: unknown;
    try {
      acquireDataDirLock(dir);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(DataDirLockedError);
    const msg = (err as Error).message;
    expect(msg).toContain(`Папка данных ${dir} уже открыта другим процессом`);
    expect(msg).toContain(`pid ${holder.pid}`);
    expect(msg).toContain('хост http://127.0.0.1:8080');
    expect(msg).toContain('2026-11-01T10:00:00.000Z');
    if (existsSync('/proc')) expect(msg).toContain('lock holder'); // its live command line
    expect(msg).toContain('DATA_DIR');
    // Once it is gone, the lock is stale and taken over.
    holder.kill('SIGKILL');
    await new Promise((r) => holder.once('exit', r));
    const lock = acquireDataDirLock(dir);
    expect(lockOf(dir).pid).toBe(process.pid);
    lock.release();
  });

  it.skipIf(!existsSync('/proc/self/stat'))('takes over a reused pid (its start time differs)', () => {
    const dir = tempDir();
    const other = sleeper();
    writeLock(dir, { pid: other.pid!, proc_start: '1' });
    acquireDataDirLock(dir).release();
  });

  it('takes over dead, rebooted, own-pid and unreadable locks', async () => {
    const dir = tempDir();
    for (const over of [{ pid: await deadPid() }, { pid: 1, boot_id: 'another-boot' }, { pid: process.pid }]) {
      writeLock(dir, over);
      const lock = acquireDataDirLock(dir);
      expect(lockOf(dir).pid).toBe(process.pid);
      lock.release();
    }
    writeFileSync(join(dir, LOCK_FILE), 'not json');
    acquireDataDirLock(dir).release();
  });

  it('a lock from another host is live while it is touched, stale after a minute of silence', () => {
    const dir = tempDir();
    const path = writeLock(dir, { pid: 1, hostname: 'other-host' });
    expect(() => acquireDataDirLock(dir)).toThrow(/на машине other-host/);
    const old = new Date(Date.now() - 5 * 60_000);
    utimesSync(path, old, old);
    acquireDataDirLock(dir).release();
  });

  it('release never removes a lock that is no longer ours', async () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    rmSync(join(dir, LOCK_FILE));
    writeLock(dir, { pid: 4242 });
    lock.release();
    expect(lockOf(dir).pid).toBe(4242);
  });

  it('a takeover token left by a crashed process is cleared', async () => {
    const dir = tempDir();
    writeLock(dir, { pid: await deadPid() });
    writeFileSync(join(dir, `${LOCK_FILE}.takeover`), '{}');
    const lock = acquireDataDirLock(dir, { now: () => Date.now() + 60_000 });
    expect(lockOf(dir).pid).toBe(process.pid);
    lock.release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('a stale lock that another process took over meanwhile is left alone', async () => {
    const dir = tempDir();
    writeLock(dir, { pid: await deadPid() });
    const rival = sleeper();
    // Between our judging the lock stale and taking it over, a rival process replaces it.
    const onStale = () => {
      rmSync(join(dir, LOCK_FILE));
      writeLock(dir, { pid: rival.pid!, proc_start: procStart(rival.pid!), what: 'соперник' });
    };
    expect(() => acquireDataDirLock(dir, { onStale })).toThrow(/соперник/);
    expect(lockOf(dir).pid).toBe(rival.pid);
  });

  it('of several processes taking over one stale lock at once, exactly one wins', async () => {
    const dir = tempDir();
    writeLock(dir, { pid: await deadPid() });
    const racers = Array.from({ length: 4 }, () => {
      const c = spawn(process.execPath, ['--import', 'tsx', RACER, dir, '3000'], { cwd: REPO_ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
      children.push(c);
      let out = '';
      c.stdout!.on('data', (d: Buffer) => (out += d.toString()));
      c.stderr!.on('data', (d: Buffer) => (out += d.toString()));
      const ready = new Promise<void>((resolve, reject) => {
        c.stdout!.on('data', () => out.includes('READY') && resolve());
        c.once('exit', () => reject(new Error(out)));
      });
      const done = new Promise<string>((r) => c.once('exit', () => r(out)));
      return { c, ready, done };
    });
    await Promise.all(racers.map((r) => r.ready));
    for (const r of racers) r.c.stdin!.write('go\n');
    const outs = await Promise.all(racers.map((r) => r.done));
    expect(outs.filter((o) => o.includes('WON'))).toHaveLength(1);
    expect(outs.filter((o) => o.includes('LOST'))).toHaveLength(3);
  }, 30_000);
});

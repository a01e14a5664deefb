// One writer per PGlite data folder (docs/SECURITY.md, "Одна папка данных — один процесс").
// PGlite is PostgreSQL in single-user mode inside this process: it takes no lock of its own, and
// two processes on one folder silently overwrite each other's WAL and lose acknowledged writes.
// Node has no flock(), so the lock is a small JSON file inside the folder, created atomically
// with link() (which fails if the name exists) from a fully written temporary file, so a reader
// never sees a half-written lock.
//
// A lock is stale, and is taken over, when its process is gone: the pid is dead, or the pid now
// belongs to another process (start time in /proc/<pid>/stat differs: pid reuse), or the machine
// has rebooted since (boot id differs). A lock written on another host name (a container that no
// longer exists, a folder on shared storage) cannot be probed, so it counts as live while its
// holder keeps touching it (every HEARTBEAT_MS) and as stale once it has been quiet for
// FOREIGN_STALE_MS. Without /proc (macOS, Windows) only the pid check remains; a reused pid then
// reads as live, and the message tells the operator which file to delete.
//
// Taking over: two processes may find the same stale lock at once. Each first hard-links the
// lock to «<lock>.takeover», which only one can do; the winner re-checks that the name still
// points at the stale file it judged, removes it and creates its own. A normal acquirer racing
// it can only win with link() as well, so at most one process ever holds the lock.
import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, linkSync, openSync, readFileSync, statSync, unlinkSync, utimesSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

export const LOCK_FILE = 'data-dir.lock';
/** How often the holder touches its lock; a foreign-host lock older than FOREIGN_STALE_MS is stale. */
export const HEARTBEAT_MS = 10_000;
export const FOREIGN_STALE_MS = 60_000;
/** A «.takeover» link older than this was left by a process that died mid-takeover (takes microseconds). */
const TAKEOVER_STALE_MS = 10_000;

export interface LockInfo {
  pid: number;
  hostname: string;
  /** ISO time the lock was taken. */
  started_at: string;
  /** /proc/sys/kernel/random/boot_id, when the system has it. */
  boot_id: string | null;
  /** Field 22 of /proc/<pid>/stat (start time in clock ticks since boot): tells a reused pid apart. */
  proc_start: string | null;
  /** The holder's command line. */
  argv: string[];
  /** What the holder is, in words, as its caller described it (e.g. «хост http://127.0.0.1:8080»). */
  what: string | null;
  /** Random: tells this lock from a later one that got the same inode number. */
  id?: string;
}

/** Thrown when another live process holds the folder; the message is for the operator as is. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly lockPath: string,
    readonly holder: LockInfo,
    readonly holderCmdline: string,
    readonly sameProcess = false,
  ) {
    super(
      sameProcess
        ? `Папка данных ${dir} уже открыта в этом же процессе (pid ${holder.pid}): закройте прежнее подключение, прежде чем открывать её снова.`
        : describeHolder(dir, lockPath, holder, holderCmdline),
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly path: string;
  /** Removes the lock if it is still ours. Safe to call twice. */
  release(): void;
}

export interface AcquireOptions {
  what?: string;
  /** Tests: a fake clock. */
  now?: () => number;
  /** Tests: runs after a stale lock is judged and before it is taken over (a racing process acts here). */
  onStale?: () => void;
}

const heldHere = new Map<string, DataDirLock>();

export function acquireDataDirLock(dir: string, opts: AcquireOptions = {}): DataDirLock {
  const lockPath = join(resolve(dir), LOCK_FILE);
  const now = opts.now ?? Date.now;
  const mine: LockInfo = {
    pid: process.pid,
    hostname: hostname(),
    started_at: new Date(now()).toISOString(),
    boot_id: bootId(),
    proc_start: procStart(process.pid),
    argv: process.argv,
    what: opts.what ?? null,
    id: randomBytes(8).toString('hex'),
  };
  const existing = heldHere.get(lockPath);
  if (existing) throw new DataDirLockedError(dir, lockPath, mine, process.argv.join(' '), true);

  for (let attempt = 0; attempt < 5; attempt++) {
    const text = tryCreate(lockPath, mine);
    if (text !== null) {
      const lock = holdLock(lockPath, text);
      heldHere.set(lockPath, lock);
      return lock;
    }
    const seen = readLock(lockPath);
    if (!seen) continue; // vanished between our link() and read: try again
    if (!isStale(seen.info, seen.mtimeMs, mine, now())) {
      throw new DataDirLockedError(dir, lockPath, seen.info, liveCmdline(seen.info));
    }
    opts.onStale?.();
    takeOver(lockPath, seen.text, now());
  }
  // Only reachable if other processes keep creating and removing the lock under us.
  const seen = readLock(lockPath);
  throw new DataDirLockedError(dir, lockPath, seen?.info ?? mine, seen ? liveCmdline(seen.info) : '');
}

/** Creates the lock from a complete temporary file; returns its text, or null if the name is taken. */
function tryCreate(lockPath: string, info: LockInfo): string | null {
  const tmp = `${lockPath}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const text = JSON.stringify(info, null, 2) + '\n';
  const fd = openSync(tmp, 'wx', 0o644);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(tmp, lockPath);
    return text;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return null;
    throw err;
  } finally {
    unlinkSync(tmp);
  }
}

function takeOver(lockPath: string, staleText: string, nowMs: number): void {
  const token = `${lockPath}.takeover`;
  try {
    linkSync(lockPath, token);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return; // someone removed it already: just try to create
    if (code !== 'EEXIST') throw err;
    // Another process is taking over right now, or died doing it long ago.
    try {
      if (nowMs - statSync(token).ctimeMs > TAKEOVER_STALE_MS) unlinkSync(token);
    } catch {
      /* gone meanwhile */
    }
    return;
  }
  try {
    // The token pins the file lockPath named at link() time; while we hold it nobody else may
    // remove the lock, so if that file is the stale one we judged (same text, random id
    // included), removing the name is safe.
    if (readFileSync(token, 'utf8') === staleText) unlinkSync(lockPath);
  } finally {
    unlinkSync(token);
  }
}

function holdLock(lockPath: string, text: string): DataDirLock {
  let released = false;
  const ours = (): boolean => {
    try {
      return readFileSync(lockPath, 'utf8') === text;
    } catch {
      return false;
    }
  };
  const heartbeat = setInterval(() => {
    try {
      if (ours()) utimesSync(lockPath, new Date(), new Date());
    } catch {
      /* best effort */
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const release = (): void => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    process.removeListener('exit', release);
    heldHere.delete(lockPath);
    try {
      if (ours()) unlinkSync(lockPath);
    } catch {
      /* already gone: nothing to release */
    }
  };
  // Best effort on a normal exit; after kill -9 the next start finds a dead pid and takes over.
  process.on('exit', release);
  return { path: lockPath, release };
}

function readLock(lockPath: string): { info: LockInfo; text: string; mtimeMs: number } | null {
  let text: string;
  let st;
  try {
    st = statSync(lockPath);
    text = readFileSync(lockPath, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  let info: LockInfo;
  try {
    const raw = JSON.parse(text) as Partial<LockInfo>;
    info = {
      pid: Number.isInteger(raw.pid) ? (raw.pid as number) : 0,
      hostname: typeof raw.hostname === 'string' ? raw.hostname : '',
      started_at: typeof raw.started_at === 'string' ? raw.started_at : '',
      boot_id: typeof raw.boot_id === 'string' ? raw.boot_id : null,
      proc_start: typeof raw.proc_start === 'string' ? raw.proc_start : null,
      argv: Array.isArray(raw.argv) ? raw.argv.map(String) : [],
      what: typeof raw.what === 'string' ? raw.what : null,
    };
  } catch {
    // Written by link() from a complete file, so garbage means someone else's file: treat as
    // a lock of an unknown, dead process (pid 0 is never a live holder).
    info = { pid: 0, hostname: hostname(), started_at: '', boot_id: null, proc_start: null, argv: [], what: null };
  }
  return { info, text, mtimeMs: st.mtimeMs };
}

export function isStale(held: LockInfo, mtimeMs: number, me: LockInfo, nowMs: number): boolean {
  if (held.hostname !== me.hostname) return nowMs - mtimeMs > FOREIGN_STALE_MS;
  if (held.boot_id && me.boot_id && held.boot_id !== me.boot_id) return true;
  if (!Number.isInteger(held.pid) || held.pid <= 0) return true;
  // Our own pid in a lock we do not hold: a previous run of a container whose main process
  // always gets the same pid.
  if (held.pid === me.pid) return true;
  if (!pidAlive(held.pid)) return true;
  const start = procStart(held.pid);
  if (held.proc_start && start && held.proc_start !== start) return true;
  return false;
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function bootId(): string | null {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || null;
  } catch {
    return null;
  }
}

export function procStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from the last ")".
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return rest[19] ?? null; // field 22 = index 19 after fields 1–2
  } catch {
    return null;
  }
}

function liveCmdline(info: LockInfo): string {
  if (info.hostname === hostname()) {
    try {
      const raw = readFileSync(`/proc/${info.pid}/cmdline`, 'utf8');
      const cmd = raw.split('\0').filter(Boolean).join(' ');
      if (cmd) return cmd;
    } catch {
      /* no /proc: use what the holder wrote */
    }
  }
  return info.argv.join(' ');
}

function describeHolder(dir: string, lockPath: string, h: LockInfo, cmdline: string): string {
  const parts = [`pid ${h.pid}`];
  if (h.hostname && h.hostname !== hostname()) parts.push(`на машине ${h.hostname}`);
  if (h.what) parts.push(h.what);
  if (cmdline) parts.push(`команда: ${cmdline}`);
  if (h.started_at) parts.push(`запущен ${h.started_at}`);
  return [
    `Папка данных ${dir} уже открыта другим процессом (${parts.join('; ')}).`,
    'Встроенную базу PGlite может открыть только один процесс: остановите тот процесс или укажите другой DATA_DIR.',
    'Несколько процессов API на одной базе — только с PostgreSQL (DATABASE_URL).',
    `Если этого процесса точно нет, удалите файл ${lockPath}.`,
  ].join('\n');
}

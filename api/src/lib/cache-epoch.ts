// Several API processes on one PostgreSQL (docs/PRODUCTION.md «Общее состояние»): each keeps its
// read cache and auth cache in memory (lib/read-cache.ts, lib/auth-cache.ts), and a write in one
// process must empty the caches of all of them. The shared part is one counter, the `read` row of
// `cache_epochs`:
// - after every successful write (non-GET, status < 400) this process bumps it — awaited, so
//   once a client has the write's answer, the bump is in the database;
// - every process reads it every POLL_MS (1 s) and empties its local caches when it moved. A
//   cached read never touches the database: the cost is one tiny query per second per process
//   and one UPDATE per write, and a change is visible everywhere within ~1 s (the caches' own
//   TTLs, 10 s and 3 s, stay the bound for changes made by hand in SQL).
// - a bump of our own is recognised (the counter moved by exactly one), so a process does not
//   empty its caches twice for its own write.
// A load that began before the clear is never stored (TtlCache's generation), so a poll that
// lands in the middle of a cache miss cannot put the old answer back.
// Only the PostgreSQL backend exists (PgEpochStore); PGlite is one process, so main.ts and the
// host start the poller only on PostgreSQL. A Redis/Valkey backend (REDIS_URL) would implement
// EpochStore (INCR + GET, or pub/sub) — not written yet.
import { eq, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db.ts';
import { cacheEpochs } from '../schema.ts';

export const POLL_MS = 1_000;

/** Where the shared counter lives. */
export interface EpochStore {
  read(): Promise<number>;
  /** Increments the counter and returns the new value. */
  bump(): Promise<number>;
}

export class PgEpochStore implements EpochStore {
  constructor(
    private readonly db: Db,
    private readonly name = 'read',
  ) {}

  async read(): Promise<number> {
    const [row] = await this.db.select({ epoch: cacheEpochs.epoch }).from(cacheEpochs).where(eq(cacheEpochs.name, this.name));
    return Number(row?.epoch ?? 0);
  }

  async bump(): Promise<number> {
    const [row] = await this.db
      .insert(cacheEpochs)
      .values({ name: this.name, epoch: 1, bumpedAt: new Date() })
      .onConflictDoUpdate({ target: cacheEpochs.name, set: { epoch: sql`${cacheEpochs.epoch} + 1`, bumpedAt: new Date() } })
      .returning({ epoch: cacheEpochs.epoch });
    return Number(row!.epoch);
  }
}

export class CacheEpoch {
  private readonly clears = new Set<() => void>();
  private store: EpochStore | null = null;
  private seen: number | null = null;
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;
  private bumping: Promise<void> | null = null;
  private nextBump: Promise<void> | null = null;
  private failing = false;

  constructor(private readonly logError: (line: string, err: unknown) => void = (line, err) => console.error(`[cache] ${line}`, err)) {}

  /** A local cache to empty when another process wrote. Returns the way to take it back. */
  register(clear: () => void): () => void {
    this.clears.add(clear);
    return () => this.clears.delete(clear);
  }

  /** Starts sharing: bumps go to `store`, and it is polled every `pollMs`. */
  start(store: EpochStore, pollMs = POLL_MS): void {
    if (this.store) return;
    this.store = store;
    this.seen = null;
    const tick = () => {
      this.timer = setTimeout(() => {
        void this.poll().finally(() => {
          if (this.store) tick();
        });
      }, pollMs);
      this.timer.unref();
    };
    void this.poll();
    tick();
  }

  async stop(): Promise<void> {
    this.store = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await Promise.allSettled([this.polling, this.bumping, this.nextBump]);
  }

  /** Reads the counter once; empties the local caches when someone else moved it. */
  poll(): Promise<void> {
    const store = this.store;
    if (!store) return Promise.resolve();
    if (this.polling) return this.polling;
    this.polling = store
      .read()
      .then((epoch) => {
        this.healthy();
        if (this.seen !== null && epoch !== this.seen) this.clearLocal();
        this.seen = epoch;
      })
      .catch((err) => this.failed('reading the shared cache epoch failed', err))
      .finally(() => {
        this.polling = null;
      });
    return this.polling;
  }

  /**
   * A write committed in this process: tell the others. Concurrent calls share one bump that
   * starts after the running one (every write that joins it committed before it starts).
   */
  written(): Promise<void> {
    if (!this.store) return Promise.resolve();
    if (this.nextBump) return this.nextBump;
    if (this.bumping) {
      this.nextBump = this.bumping.then(() => {
        this.nextBump = null;
        return this.bumpNow();
      });
      return this.nextBump;
    }
    return this.bumpNow();
  }

  /** Empties every registered cache of this process. */
  clearLocal(): void {
    for (const clear of this.clears) clear();
  }

  private bumpNow(): Promise<void> {
    const store = this.store;
    if (!store) return Promise.resolve();
    const p: Promise<void> = store
      .bump()
      .then((epoch) => {
        this.healthy();
        // Exactly one step since we last looked: it was ours, our caches are already empty.
        if (this.seen === epoch - 1) this.seen = epoch;
      })
      .catch((err) => this.failed('bumping the shared cache epoch failed: other processes keep their caches up to their TTL', err))
      .finally(() => {
        if (this.bumping === p) this.bumping = null;
      });
    this.bumping = p;
    return p;
  }

  /** One log line per outage, not one per second. */
  private failed(line: string, err: unknown): void {
    if (this.failing) return;
    this.failing = true;
    this.logError(line, err);
  }

  private healthy(): void {
    this.failing = false;
  }
}

/** The caches of this process: createApiApp registers its caches here, main.ts starts it. */
export const processCaches = new CacheEpoch();

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** After a successful write, tells the other processes (see the header). */
export function shareWrites(epoch: CacheEpoch): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!SAFE.has(c.req.method) && c.res.status < 400) await epoch.written();
  };
}

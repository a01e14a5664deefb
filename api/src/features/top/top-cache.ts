// Computed ranking pages kept in memory under the rankings' data version (top_version,
// 0010_top.sql): every change a ranking shows — a donation written, confirmed or deleted, a
// name hidden, a city changed, an account deleted, a member joining — moves the version in the
// same transaction, so a kept page is never older than the data, on one process or many (the
// version is read from the database on every request: one primary-key read). The TTL only
// bounds memory and what the triggers do not watch (a city renamed by hand).
// Why keep pages at all: on the embedded PGlite every query runs on the one JS thread, and a
// filtered count reads every matching summary row (30–150 ms at 100 000 donors): at 200 req/s
// the same few rankings would queue behind each other (bench/README.md «Рейтинг»).
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { rowsOf } from '../../lib/raw-rows.ts';

/** TOP_CACHE_TTL_MS (env, default 60 s; 0 = compute every request — the bench's uncached run). */
export function topCacheTtlFromEnv(value = process.env.TOP_CACHE_TTL_MS): number {
  const v = (value ?? '').trim();
  return /^\d{1,9}$/.test(v) ? Number(v) : 60_000;
}

export class TopCache {
  private readonly kept: TtlCache<string, { value: unknown }>;
  /** Off (TTL 0): every request computes, alone — not even concurrent equal requests share a load. */
  private readonly off: boolean;

  constructor(ttlMs = topCacheTtlFromEnv(), maxEntries = 2000) {
    this.kept = new TtlCache({ ttlMs, maxEntries });
    this.off = ttlMs === 0;
  }

  async version(db: Tx): Promise<number> {
    if (this.off) return 0;
    const [row] = rowsOf<{ version: number }>(await db.execute(sql`SELECT version FROM top_version`));
    return Number(row?.version ?? 0);
  }

  /** The kept value of `key` (include the version in it), or `load`'s, shared by concurrent callers. */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.off) return load();
    const hit = await this.kept.get(key, async () => ({ value: await load() }));
    return hit!.value as T;
  }
}

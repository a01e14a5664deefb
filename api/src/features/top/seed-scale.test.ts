// SEED_SCALE (seed.ts) at a small N: the bulk path (triggers and foreign keys off, indexes
// rebuilt, the summary built once) must leave the same rankings the triggers would, the counts
// right and the triggers working again; and the ranking queries must use their indexes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { UsersTop, UsersTopQuery } from '@donor/shared/contract/top';
import { createApiApp } from '../../app.ts';
import { migrate, openDb, type DbHandle } from '../../db.ts';
import { ensureSeeded } from '../../seed.ts';
import { moscowToday } from '../cabinet/checks.ts';
import { seedScaleFromEnv } from './seed.ts';
import { rowsOf } from '../../lib/raw-rows.ts';
import { pageSql } from './top-query.ts';
import { sourceOf } from './top-source.ts';
import { expectedRanking, loadWorld } from './top-oracle.ts';

const N = 2000;
let handle: DbHandle;
let app: ReturnType<typeof createApiApp>;
let base = { users: 0, donations: 0 };
const count = async (table: string) => Number(rowsOf<{ n: number }>(await handle.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`)))[0]!.n);

beforeAll(async () => {
  handle = await openDb({ memory: true });
  await migrate(handle.db);
  const before = process.env.SEED_SCALE;
  process.env.SEED_SCALE = String(N);
  try {
    await ensureSeeded(handle.db, 'test');
  } finally {
    if (before === undefined) delete process.env.SEED_SCALE;
    else process.env.SEED_SCALE = before;
  }
  base = {
    users: Number(rowsOf<{ n: number }>(await handle.db.execute(sql`SELECT count(*)::int AS n FROM users WHERE referral_code NOT LIKE 'SCALE%'`))[0]!.n),
    donations: Number(rowsOf<{ n: number }>(await handle.db.execute(sql`SELECT count(*)::int AS n FROM donations d JOIN users u ON u.id = d.user_id WHERE u.referral_code NOT LIKE 'SCALE%'`))[0]!.n),
  };
  app = createApiApp({ db: handle.db, env: 'test' });
}, 300_000);
afterAll(async () => {
  await handle?.close();
});

const top = async (query: Record<string, string>) => UsersTop.parse(await (await app.request(`/api/users_top/?${new URLSearchParams({ page_size: '100', ...query })}`)).json());

describe('SEED_SCALE', () => {
  it('reads the env strictly', () => {
    expect(seedScaleFromEnv(undefined)).toBe(0);
    expect(seedScaleFromEnv(' 0 ')).toBe(0);
    expect(seedScaleFromEnv('100000')).toBe(100_000);
    expect(() => seedScaleFromEnv('1e5')).toThrow(/SEED_SCALE/);
    expect(() => seedScaleFromEnv('2000000')).toThrow(/SEED_SCALE/);
  });

  it('adds N donors and exactly 10·N donations', async () => {
    expect(await count('users')).toBe(base.users + N);
    expect(await count('donations')).toBe(base.donations + 10 * N);
  });

  it('the bulk-built summary ranks as the oracle does, and its counts match its rows', async () => {
    const world = await loadWorld(handle.db);
    const today = moscowToday(new Date());
    for (const q of [{}, { city: '1' }, { by_year: 'true', gender: 'female' }, { components: 'plasma' }, { blood_station_id: '1' }, { organization_id: '1', city: '1' }] as Record<string, string>[]) {
      const expected = expectedRanking(world, UsersTopQuery.parse(q), today);
      const got = await top(q);
      expect(got.items.count, JSON.stringify(q)).toBe(expected.length);
      expect(got.items.results.map((r) => [r.counts, r.reached_at])).toEqual(expected.slice(0, 100).map((e) => [e.counts, e.reachedAt]));
    }
    const counts = rowsOf<{ period: number; donors: number; rows: number }>(await handle.db.execute(sql`
      SELECT c.period, c.donors, (SELECT count(*)::int FROM top_stats s WHERE s.period = c.period) AS rows FROM top_counts c`));
    expect(counts.length).toBeGreaterThan(5);
    for (const c of counts) expect(c.donors, `period ${c.period}`).toBe(c.rows);
  });

  it('leaves the tables vacuumed, as autovacuum would: index-only scans need not read the heap', async () => {
    // PGlite has no autovacuum; without the seed's VACUUM no page is marked all-visible.
    const visible = rowsOf<{ pages: number; visible: number }>(await handle.db.execute(sql`
      SELECT relpages AS pages, relallvisible AS visible FROM pg_class WHERE relname = 'top_stats'`))[0]!;
    expect(visible.pages).toBeGreaterThan(0);
    expect(visible.visible).toBe(visible.pages);
  });

  it('the triggers work again after the bulk load', async () => {
    const [first] = (await top({})).items.results;
    const leader = rowsOf<{ id: number }>(await handle.db.execute(sql`SELECT user_id AS id FROM top_stats WHERE period = 0 ORDER BY total DESC, reached_at, user_id LIMIT 1`))[0]!.id;
    await handle.db.execute(sql`INSERT INTO donations (user_id, donate_at, status, blood_class, created_at) VALUES (${leader}, '2001-01-01', 'accepted', 'blood', now())`);
    expect((await top({})).items.results[0]!.counts.total).toBe(first!.counts.total + 1);
  });

  it('query plans: the first page walks the ranking index, a city, a station and an organisation their own', async () => {
    const today = moscowToday(new Date());
    const plan = async (q: Record<string, string>) =>
      rowsOf<Record<string, string>>(await handle.db.execute(sql`EXPLAIN ${pageSql(sourceOf(UsersTopQuery.parse(q), today), 25, 0)}`)).map((r) => Object.values(r)[0]).join('\n');
    // The ranking index carries the page's columns (0040_top_rank_cover.sql): an index-only scan.
    expect(await plan({})).toMatch(/Index (Only )?Scan.*top_stats_rank_idx/);
    expect(await plan({ by_year: 'true' })).toMatch(/Index (Only )?Scan.*top_stats_rank_idx/);
    // A city walks an index too: its own, or, at this N with a third of the donors in Moscow and the
    // pages all-visible after the seed's VACUUM, the whole ranking's with the city as a filter
    // (25 of them come within the first ~80 entries); never a scan and sort of every row.
    const city = await plan({ city: '1' });
    expect(city).toMatch(/Index (Only )?Scan using top_stats_(city|rank)_idx/);
    expect(city).not.toMatch(/Seq Scan on top_stats/);
    // A station's and an organisation's rows are kept per scope (0038_top_scoped.sql), no longer
    // aggregated from the donations per request.
    expect(await plan({ blood_station_id: '1' })).toMatch(/Index (Only )?Scan.*top_scoped_rank_idx/);
    expect(await plan({ organization_id: '1' })).toMatch(/Index (Only )?Scan.*top_scoped_rank_idx/);
  });
});

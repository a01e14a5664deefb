// «Нужна ваша группа рядом» at scale (bench/README.md «Оповещения о нужде»; docs/notifications.md):
// the matcher (api/src/features/staff/need-alerts.ts) run the way the station console runs it — in
// a transaction, on PGlite in a folder of its own with the host's settings (db.ts openDb) — over
// 100 000 donors of the needed group in one city, every one of them due an alert, plus 30 000
// donors it must pass over (other groups, opted out, not yet allowed to give). Timed from BEGIN to
// COMMIT; three runs, the queued rows and the weekly log emptied (TRUNCATE) between them. Then
// the same need on again: the weekly limit leaves nothing to queue. Seeding is SQL generate_series
// (about half a minute), outside the timing.
// Standalone: `node --import tsx scripts/bench/need-alerts.mjs` prints the figures.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { median } from './util.mjs';

export const NEED_SCALE = 100_000;
export const NEED_GOAL = { ms: 2000 };
const RUNS = 3;
// 22:30 in Moscow: donors with quiet hours 22:00–08:00 (half of them) are postponed to 08:00.
const NOW = new Date('2026-03-02T19:30:00Z');

/**
 * The budget's figure is the folder database the host runs on: its WAL is written through to the
 * disk (db.ts durableStartParams: synchronous, in large pieces at commit). The same on an
 * in-memory PGlite is printed beside it: the matcher's own work, without the disk.
 */
export async function measureNeedAlerts() {
  const { openDb } = await tsImport('../../api/src/db.ts', import.meta.url);
  const dataDir = mkdtempSync(join(tmpdir(), 'donor-bench-need-'));
  try {
    const durable = await measureOn(await openDb({ dataDir, what: 'бенч оповещений о нужде' }));
    const memory = await measureOn(await openDb({ memory: true }));
    return { ...durable, memory: { ms: memory.ms, runsMs: memory.runsMs } };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measureOn(handle) {
  const { migrate } = await tsImport('../../api/src/db.ts', import.meta.url);
  const { queueNeedAlerts } = await tsImport('../../api/src/features/staff/need-alerts.ts', import.meta.url);
  const { rowsOf } = await tsImport('../../api/src/lib/raw-rows.ts', import.meta.url);
  const { sql } = await tsImport('drizzle-orm', import.meta.url);
  const { db } = handle;
  const one = async (q) => rowsOf(await db.execute(q))[0];
  try {
    const t0 = Date.now();
    await migrate(db);
    const country = (await one(sql`INSERT INTO countries (title) VALUES ('Россия') RETURNING id`)).id;
    const city = (await one(sql`INSERT INTO cities (title, slug, country_id, lat, lng) VALUES ('Бенчград', 'bench-city', ${country}, 55.75, 37.6) RETURNING id`)).id;
    const station = await one(sql`INSERT INTO blood_stations (slug, title, address, city_id, lat, lng) VALUES ('bench-1', 'Станция переливания крови', 'ул. Бенча, 1', ${city}, 55.75, 37.6) RETURNING id, slug, title`);
    await db.execute(sql`INSERT INTO blood_station_info (blood_station_id, utc_offset_min) VALUES (${station.id}, 180)`);
    const total = NEED_SCALE + 30_000;
    // 1…100 000: a_plus, opted in; a third with a next date long past, a third due today, a third
    // with no row. 100 001…110 000 other groups; 110 001…120 000 need off; 120 001…130 000 a date ahead.
    await db.execute(sql`INSERT INTO users (password_hash, referral_code, city_id, blood_group, is_active, date_joined)
      SELECT 'x', 'NEEDBENCH' || g, ${city},
        CASE WHEN g > ${NEED_SCALE} AND g <= ${NEED_SCALE + 10_000} THEN (ARRAY['o_plus', 'o_minus', 'a_minus', 'b_plus', 'b_minus', 'ab_plus', 'ab_minus'])[1 + g % 7] ELSE 'a_plus' END, true, ${NOW}
      FROM generate_series(1, ${total}) g`);
    const base = (await one(sql`SELECT min(id)::int AS id FROM users WHERE referral_code LIKE 'NEEDBENCH%'`)).id - 1;
    await db.execute(sql`INSERT INTO alert_prefs (user_id, reminder, need, eligible, news, quiet_from, quiet_to, fallback, updated_at)
      SELECT ${base} + g, true, NOT (g > ${NEED_SCALE + 10_000} AND g <= ${NEED_SCALE + 20_000}), true, false,
        CASE WHEN g % 2 = 0 THEN 22 * 60 END, CASE WHEN g % 2 = 0 THEN 8 * 60 END, 'email', ${NOW}
      FROM generate_series(1, ${total}) g`);
    await db.execute(sql`INSERT INTO donor_next_dates (user_id, blood, computed_at)
      SELECT ${base} + g, CASE WHEN g > ${NEED_SCALE + 20_000} THEN DATE '2026-04-01' WHEN g % 3 = 0 THEN DATE '2025-12-01' ELSE DATE '2026-03-02' END, ${NOW}
      FROM generate_series(1, ${total}) g WHERE g % 3 <> 2 OR g > ${NEED_SCALE + 20_000}`);
    await db.execute(sql`ANALYZE`);
    const seedS = Math.round((Date.now() - t0) / 1000);
    const target = { id: station.id, slug: station.slug, title: station.title, cityId: city, utcOffsetMin: 180 };
    const runs = [];
    let queued = 0;
    for (let i = 0; i < RUNS; i++) {
      if (i > 0) await db.execute(sql`TRUNCATE outbox, need_alert_log, push_payloads`);
      const t = performance.now();
      queued = await db.transaction((tx) => queueNeedAlerts(tx, NOW, target, 'a_plus'));
      runs.push(performance.now() - t);
    }
    const postponed = (await one(sql`SELECT count(*)::int AS n FROM outbox WHERE next_attempt_at > ${NOW}`)).n;
    const t = performance.now();
    const again = await db.transaction((tx) => queueNeedAlerts(tx, new Date(NOW.getTime() + 3_600_000), target, 'a_plus'));
    const againMs = performance.now() - t;
    const ms = Math.round(median(runs));
    return {
      scale: NEED_SCALE, donors: total, seedS, queued, postponed, runsMs: runs.map(Math.round), ms, maxMs: Math.round(Math.max(...runs)),
      again, againMs: Math.round(againMs), goal: NEED_GOAL, ok: ms <= NEED_GOAL.ms && queued === NEED_SCALE && again === 0, notes: [],
    };
  } finally {
    await handle.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(await measureNeedAlerts());
}

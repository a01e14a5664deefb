// Demo data of the rankings (ARCHITECTURE §3 "Seed"; spec §3 Top-donors filter): blood groups,
// Kell, sex and birth dates for the demo and community donors so every filter of /top/ shows
// somebody, and one donor who hid their name. With SEED_SCALE=N (env; default off) it also
// writes N donors and 10·N donations for the bench (bench/README.md «Рейтинг»): set-based SQL
// over generate_series — a JS loop of inserts would take minutes — and a hash of the row number
// instead of random(), so one N gives one database on PGlite and PostgreSQL alike.
import { asc, eq, like, sql } from 'drizzle-orm';
import { BLOOD_TYPES } from '@donor/shared/contract/helpme-rules';
import type { Tx } from '../../db.ts';
import { donations, users } from '../../schema.ts';
import { moscowToday } from '../cabinet/checks.ts';

const DAY = 86_400_000;
const isoDay = (now: Date, daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString().slice(0, 10);

/** SEED_SCALE: absent/empty/0 = off; otherwise a whole number of donors up to a million. */
export function seedScaleFromEnv(value = process.env.SEED_SCALE): number {
  const v = (value ?? '').trim();
  if (v === '' || v === '0') return 0;
  if (!/^\d{1,7}$/.test(v) || Number(v) > 1_000_000) throw new Error(`SEED_SCALE: ожидается число доноров от 1 до 1000000, получено «${v}»`);
  return Number(v);
}

/** The demo part: every filter of /top/ shows somebody. */
export async function seedTop(tx: Tx, now: Date): Promise<void> {
  await seedTopDemo(tx, now);
  await analyze(tx);
}

/**
 * SEED_SCALE=N (or `scale`): N donors and 10·N donations for the bench. Runs last in seed.ts,
 * after the per-donor backfills (achievements), which would otherwise walk every bench donor
 * one by one; the bench donors have no achievements.
 */
export async function seedScale(tx: Tx, now: Date, scale = seedScaleFromEnv()): Promise<void> {
  if (scale <= 0) return;
  await bulkDonors(tx, now, scale);
  await analyze(tx);
}

// PGlite has no autovacuum: without statistics the planner guesses row counts and may walk the
// whole ranking index for a one-city filter.
async function analyze(tx: Tx): Promise<void> {
  for (const table of ['users', 'donations', 'top_stats', 'top_scoped', 'organization_members']) await tx.execute(sql.raw(`ANALYZE ${table}`));
}

/** The demo and community donors get the fields the filter asks about (deterministic by id order). */
async function seedTopDemo(tx: Tx, now: Date): Promise<void> {
  await tx.update(users).set({ bloodGroup: 'a_plus', kell: 'negative' }).where(eq(users.email, 'demo@example.com'));
  await tx.update(users).set({ bloodGroup: 'o_minus', kell: 'positive', gender: 'male' }).where(eq(users.email, 'manager@example.com'));
  const community = await tx.select({ id: users.id }).from(users).where(like(users.referralCode, 'COMMUNITY%')).orderBy(asc(users.id));
  for (const [i, u] of community.entries()) {
    await tx
      .update(users)
      .set({
        bloodGroup: i % 9 === 8 ? null : BLOOD_TYPES[(i * 5) % BLOOD_TYPES.length]!,
        kell: i % 9 === 8 ? null : i % 7 === 0 ? 'positive' : 'negative',
        gender: i % 2 === 0 ? 'male' : 'female',
        birthDate: `${1968 + ((i * 13) % 38)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + ((i * 3) % 28)).padStart(2, '0')}`,
      })
      .where(eq(users.id, u.id));
  }
  // A regular donor who chose to hide the name (spec §2 /top/: shown as «Донор», no photo). Her
  // donations have no station, so the station tops of the stations seed stay as they were.
  const [hidden] = await tx
    .insert(users)
    .values({
      passwordHash: '!', firstName: 'Вера', lastName: 'Скрытая', hideName: true, cityId: 1, gender: 'female', birthDate: '1979-06-30',
      bloodGroup: 'b_minus', kell: 'negative', referralCode: 'TOPHIDDEN', isActive: false, dateJoined: new Date(now.getTime() - 900 * DAY),
    })
    .returning({ id: users.id });
  const today = moscowToday(now);
  await tx.insert(donations).values(
    // The first one on the 1st of this month: the home page's "donors of the month" has her.
    [0, 60, 120, 180, 240, 300, 360, 420, 480, 540, 600, 660, 720, 780, 840].map((daysAgo, k) => ({
      userId: hidden!.id, donateAt: k === 0 ? `${today.slice(0, 8)}01` : isoDay(now, daysAgo), status: 'accepted' as const,
      bloodClass: k % 2 === 0 ? 'plasma' : 'blood', bloodStationId: null, createdAt: now,
    })),
  );
}

/** A uniform number in [0, 1) from the integer expression `x` and a salt: same input, same number. */
const rnd = (x: string, salt: number) => `((hashint8((${x})::bigint * 1000003 + ${salt})::bigint + 2147483648)::float8 / 4294967296.0)`;

const MALE_FIRST = ['Александр', 'Дмитрий', 'Максим', 'Иван', 'Артём', 'Никита', 'Кирилл', 'Ильдар'];
const FEMALE_FIRST = ['Мария', 'Анна', 'Екатерина', 'Ольга', 'Наталья', 'Юлия', 'Дарья', 'Алсу'];
const MALE_LAST = ['Иванов', 'Сидоров', 'Кузнецов', 'Васильев', 'Михайлов', 'Фёдоров', 'Волков', 'Зарипов'];
const FEMALE_LAST = ['Петрова', 'Смирнова', 'Попова', 'Соколова', 'Новикова', 'Морозова', 'Алексеева', 'Галиева'];
const arr = (xs: readonly string[]) => `ARRAY[${xs.map((x) => `'${x}'`).join(',')}]`;
/** The i-th of the eight names of a list, by the row's own number and a salt. */
const pick = (xs: readonly string[], x: string, salt: number) => `(${arr(xs)})[1 + floor(${rnd(x, salt)} * ${xs.length})::int]`;

/**
 * N donors and exactly 10·N donations over ten years. Who gave how often follows a mild long
 * tail (the donor index is N·r^1.3: the first donors have ~140 donations, the last ~8), 3 % are
 * still pre_accepted, 5 % have no station; every donor lives in a real city (30 % Moscow) and
 * gives at its stations. 5 % hide their name, 0.5 % deleted their account, 10 % are members of
 * an organisation. The ranking summary is filled by the donations trigger (0010_top.sql).
 */
async function bulkDonors(tx: Tx, now: Date, n: number): Promise<void> {
  const today = moscowToday(now);
  const run = (q: string) => tx.execute(sql.raw(q));
  // Bulk mode where allowed (PGlite, a superuser on PostgreSQL): foreign-key checks and triggers
  // off, donations' secondary indexes dropped and rebuilt after, the ranking summary built once
  // at the end — ~10× faster than row by row. The rows below are consistent by construction.
  // Indexes that carry a constraint (donations.booking_id UNIQUE) stay: PostgreSQL will not drop them.
  const [su] = rowsOf<{ su: boolean }>(await run(`SELECT rolsuper AS su FROM pg_roles WHERE rolname = current_user`));
  const bulk = su?.su === true;
  const indexes = bulk ? rowsOf<{ name: string; def: string; tbl: string }>(await run(`SELECT indexname AS name, indexdef AS def, tablename AS tbl FROM pg_indexes WHERE schemaname = 'public' AND tablename IN ('donations', 'top_stats') AND indexname NOT LIKE '%\\_pkey' AND indexname NOT IN (SELECT conname FROM pg_constraint)`)) : [];
  if (bulk) {
    await run(`SET LOCAL session_replication_role = replica`);
    await run(`SET LOCAL work_mem = '64MB'`);
    for (const i of indexes) await run(`DROP INDEX ${i.name}`);
  }
  // Ids right after the existing ones, so donation rows can name their donor by arithmetic.
  await run(`
    INSERT INTO users (id, password_hash, first_name, last_name, birth_date, city_id, gender, blood_group, kell, hide_name, referral_code, is_active, date_joined, deleted_at)
    SELECT b.base + i, '!',
      CASE WHEN g.female THEN ${pick(FEMALE_FIRST, 'i', 1)} ELSE ${pick(MALE_FIRST, 'i', 1)} END,
      CASE WHEN g.female THEN ${pick(FEMALE_LAST, 'i', 2)} ELSE ${pick(MALE_LAST, 'i', 2)} END,
      date '${today}' - (6575 + floor(${rnd('i', 3)} * 16000))::int,
      CASE WHEN ${rnd('i', 4)} < 0.3 THEN 1 WHEN ${rnd('i', 4)} < 0.4 THEN 2 WHEN ${rnd('i', 4)} < 0.45 THEN 50
        ELSE c.ids[1 + floor(${rnd('i', 5)} * cardinality(c.ids))::int] END,
      CASE WHEN ${rnd('i', 6)} < 0.96 THEN (CASE WHEN g.female THEN 'female' ELSE 'male' END) END,
      CASE WHEN ${rnd('i', 7)} < 0.9 THEN ${pick(BLOOD_TYPES, 'i', 8)} END,
      CASE WHEN ${rnd('i', 9)} < 0.08 THEN 'positive' WHEN ${rnd('i', 9)} < 0.85 THEN 'negative' END,
      ${rnd('i', 10)} < 0.05,
      'SCALE' || i, false, timestamptz '${today}T00:00:00Z' - make_interval(days => floor(${rnd('i', 11)} * 3650)::int),
      CASE WHEN ${rnd('i', 12)} < 0.005 THEN timestamptz '${today}T00:00:00Z' END
    FROM (SELECT coalesce(max(id), 0) AS base FROM users) b,
      (SELECT array_agg(id ORDER BY id) AS ids FROM cities) c,
      generate_series(1, ${n}) AS i,
      LATERAL (SELECT ${rnd('i', 0)} < 0.5 AS female) g`);
  await run(`SELECT setval('users_id_seq', (SELECT max(id) FROM users))`);
  await run(`ANALYZE users`);
  // Stations of each city, to pick the donor's local one.
  await run(`CREATE TEMP TABLE scale_city_stations ON COMMIT DROP AS SELECT city_id, array_agg(id ORDER BY id) AS ids FROM blood_stations GROUP BY city_id`);
  await run(`
    INSERT INTO donations (user_id, donate_at, status, blood_class, blood_station_id, created_at)
    SELECT u.id,
      date '${today}' - floor(${rnd('j', 22)} * 3650)::int,
      CASE WHEN ${rnd('j', 23)} < 0.03 THEN 'pre_accepted' ELSE 'accepted' END,
      CASE WHEN ${rnd('j', 24)} < 0.55 THEN 'blood' WHEN ${rnd('j', 24)} < 0.85 THEN 'plasma' WHEN ${rnd('j', 24)} < 0.95 THEN 'platelets'
        WHEN ${rnd('j', 24)} < 0.98 THEN 'erythrocytes' ELSE 'granulocytes' END,
      CASE WHEN ${rnd('j', 25)} >= 0.05 THEN cs.ids[1 + floor(${rnd('j', 26)} * cardinality(cs.ids))::int] END,
      timestamptz '${today}T00:00:00Z'
    FROM (SELECT id - 1 AS base FROM users WHERE referral_code = 'SCALE1') b,
      generate_series(1, ${10 * n}) AS j
    JOIN users u ON true
    LEFT JOIN scale_city_stations cs ON cs.city_id = u.city_id
    WHERE u.id = b.base + 1 + least(${n - 1}, floor(${n} * power(${rnd('j', 21)}, 1.3))::int)`);
  await run(`
    INSERT INTO organization_members (organization_id, user_id, joined_at)
    SELECT o.ids[1 + floor(${rnd('i', 31)} * cardinality(o.ids))::int], b.base + i, timestamptz '${today}T00:00:00Z'
    FROM (SELECT id - 1 AS base FROM users WHERE referral_code = 'SCALE1') b,
      (SELECT array_agg(id ORDER BY id) AS ids FROM organizations) o,
      generate_series(1, ${n}) AS i
    WHERE ${rnd('i', 30)} < 0.1`);
  if (bulk) {
    const [donationIndexes, statsIndexes] = [indexes.filter((i) => i.tbl === 'donations'), indexes.filter((i) => i.tbl === 'top_stats')];
    for (const i of donationIndexes) await run(i.def);
    await run(`SET LOCAL session_replication_role = origin`);
    await run(`ANALYZE donations`);
    await run(`SELECT top_stats_refresh(ARRAY(SELECT id FROM users WHERE referral_code LIKE 'SCALE%'))`);
    for (const i of statsIndexes) await run(i.def);
  }
}

/** Rows of a raw query: PGlite answers `{ rows }`, postgres.js an array. */
function rowsOf<T>(res: unknown): T[] {
  return (Array.isArray(res) ? res : (res as { rows: T[] }).rows) as T[];
}

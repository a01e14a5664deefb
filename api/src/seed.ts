// Deterministic demo data (ARCHITECTURE §3 "Seed"): the same database every time — a seeded
// PRNG, never Math.random. Applied only to an empty database and never in production.
import { count, sql } from 'drizzle-orm';
import { BLOOD_NEED_KEYS, type BloodNeed, type BloodNeedKey } from '@donor/shared/contract/common';
import type { Db, Tx } from './db.ts';
import {
  bloodStations, cities, countries, organizationManagers, organizations, regions, users,
} from './schema.ts';
import { CALLING, CITIES, COUNTRIES, HOURS, MOSCOW_STREETS, REGIONS, STREETS, type CitySeed } from './features/stations/seed-data.ts';
import { hashPassword } from './lib/crypto.ts';
import { prng } from '@donor/shared/prng';

export { prng } from '@donor/shared/prng';

export const DEMO_ACCOUNTS = {
  donor: { email: 'demo@example.com', password: 'demo-donor-2026', phone: '+79990000001' },
  manager: { email: 'manager@example.com', password: 'demo-manager-2026' },
  fresh: { email: 'new@example.com', password: 'new-donor-2026' },
} as const;

type StationInsert = typeof bloodStations.$inferInsert;

/** How many stations a city gets: many in Moscow (spec §1: Moscow is half the audience). */
function stationCount(city: CitySeed): number {
  if (city.id === 1) return 90;
  if (city.id === 2) return 35;
  if (city.id === 50) return 12;
  if (city.countryId !== 1) return 4;
  if (city.regionId === 1) return 4;
  if (city.id <= 17) return 6;
  return 3;
}

function mainStationTitle(city: CitySeed, regionTitle: string): string {
  if (city.id === 1) return 'ГБУЗ «Центр крови им. О. К. Гаврилова» ДЗМ';
  if (city.id === 2) return 'СПб ГБУЗ «Городская станция переливания крови»';
  if (city.id === 50) return 'ГАУЗ «Республиканский центр крови Министерства здравоохранения Республики Татарстан»';
  if (city.countryId !== 1) return `Городская станция переливания крови г. ${city.title}`;
  if (regionTitle.startsWith('Республика') || regionTitle.endsWith('Республика')) return `Республиканская станция переливания крови (${city.title})`;
  if (regionTitle.endsWith('край')) return `ГБУЗ «Краевая станция переливания крови» (${city.title})`;
  if (city.regionId === 1 || city.regionId === 41) return `Отделение переливания крови городской больницы г. ${city.title}`;
  return `ГБУЗ «Областная станция переливания крови» (${city.title})`;
}

const MOSCOW_NAMED = [
  'Отделение переливания крови ГКБ им. С. П. Боткина',
  'Отделение переливания крови НИИ СП им. Н. В. Склифосовского',
  'ФГБУ «НМИЦ гематологии» Минздрава России, отделение заготовки крови',
  'Центр крови ФМБА России',
  'Отделение переливания крови ГКБ им. Н. И. Пирогова',
  'Отделение переливания крови ГКБ им. В. В. Вересаева',
  'Отделение переливания крови НМИЦ онкологии им. Н. Н. Блохина',
];
const MOSCOW_BRANCHES = ['Бакинский', 'Вешняковский', 'Щукинский', 'Люблинский', 'Бауманский', 'Сокольнический'];

function stationTitle(city: CitySeed, regionTitle: string, index: number, rnd: () => number): string {
  if (index === 0) return mainStationTitle(city, regionTitle);
  if (city.id === 1) {
    if (index <= MOSCOW_NAMED.length) return MOSCOW_NAMED[index - 1]!;
    const b = index - MOSCOW_NAMED.length - 1;
    if (b < MOSCOW_BRANCHES.length) return `Филиал «${MOSCOW_BRANCHES[b]}» Центра крови им. О. К. Гаврилова`;
    return index % 5 === 0 ? `Отделение переливания крови ДГКБ №${index}` : `Отделение переливания крови ГКБ №${index}`;
  }
  const kinds = [
    `Отделение переливания крови ГКБ №${index}`,
    `Отделение переливания крови городской больницы №${index}`,
    `Отделение переливания крови перинатального центра №${index}`,
    `Отделение переливания крови клинической больницы №${index}`,
  ];
  return kinds[Math.floor(rnd() * kinds.length)]!;
}

function phoneOf(city: CitySeed, rnd: () => number): string {
  const { cc, digits } = CALLING[city.countryId]!;
  let local = '';
  for (let i = 0; i < digits - city.code.length; i++) local += Math.floor(rnd() * 10);
  const groups = local.length > 4 ? [local.slice(0, local.length - 4), local.slice(-4, -2), local.slice(-2)] : [local];
  return `${cc} (${city.code}) ${groups.join('-')}`;
}

export function buildStations(rnd: () => number): StationInsert[] {
  const regionTitle = new Map(REGIONS.map(([id, title]) => [id, title]));
  return CITIES.flatMap((city) => Array.from({ length: stationCount(city) }, (_, i) => stationRow(city, i, stationCount(city), regionTitle, rnd)));
}

/**
 * SEED_STATIONS=N (env; default off, bench only): N stations in all instead of the demo's 381,
 * the extra ones appended after them (the demo stations keep their ids, slugs and data) and
 * spread over the cities in the demo's proportions — Moscow stays the largest. A few hundred
 * rows: built here like the demo's, then every later seed step treats them alike.
 */
export function buildScaleStations(total: number, demo: number): StationInsert[] {
  if (total <= demo) return [];
  const regionTitle = new Map(REGIONS.map(([id, title]) => [id, title]));
  const rnd = prng(20261000);
  const counts = CITIES.map((city) => Math.floor((stationCount(city) * total) / demo));
  // Rounding down leaves a few over: to the largest cities first.
  const order = CITIES.map((_, k) => k).sort((a, b) => stationCount(CITIES[b]!) - stationCount(CITIES[a]!));
  for (let left = total - counts.reduce((a, b) => a + b, 0), k = 0; left > 0; left--, k++) counts[order[k % order.length]!]! += 1;
  return CITIES.flatMap((city, k) => Array.from({ length: counts[k]! - stationCount(city) }, (_, j) => stationRow(city, stationCount(city) + j, counts[k]!, regionTitle, rnd)));
}

export function seedStationsFromEnv(value = process.env.SEED_STATIONS): number {
  const v = (value ?? '').trim();
  if (v === '' || v === '0') return 0;
  if (!/^\d{1,5}$/.test(v) || Number(v) > 20_000) throw new Error(`SEED_STATIONS: ожидается число станций до 20000, получено «${v}»`);
  return Number(v);
}

function stationRow(city: CitySeed, i: number, n: number, regionTitle: Map<number, string>, rnd: () => number): StationInsert {
  const spread = city.id === 1 ? 0.16 : 0.05;
  const streets = city.id === 1 ? MOSCOW_STREETS : STREETS;
  const needs = Object.fromEntries(
    BLOOD_NEED_KEYS.map((k) => [k, rnd() < (k === 'kell' ? 0.1 : 0.35) ? 'need' : 'unknown']),
  ) as Record<BloodNeedKey, BloodNeed>;
  const first = city.id === 1 && i === 0;
  const house = 1 + Math.floor(rnd() * 120);
  const building = rnd() < 0.3 ? `, корп. ${1 + Math.floor(rnd() * 4)}` : '';
  return {
    slug: `${city.slug}-${i + 1}`,
    title: stationTitle(city, regionTitle.get(city.regionId) ?? '', i, rnd),
    address: first ? 'г. Москва, ул. Поликарпова, д. 14, корп. 2' : `г. ${city.title}, ${streets[Math.floor(rnd() * streets.length)]}, д. ${house}${building}`,
    cityId: city.id,
    lat: first ? 55.7761 : +(city.lat + (rnd() * 2 - 1) * spread).toFixed(6),
    lng: first ? 37.5213 : +(city.lng + ((rnd() * 2 - 1) * spread) / Math.cos((city.lat * Math.PI) / 180)).toFixed(6),
    phone: phoneOf(city, rnd),
    site: i === 0 ? `https://${city.slug}.blood.example` : null,
    workingHours: HOURS[Math.floor(rnd() * HOURS.length)]!,
    // A few stations are closed (the list filters them with closed=false, spec §7).
    closed: i > 0 && (rnd() < 0.04 || (i === n - 1 && city.id % 7 === 0)),
    ...needs,
  };
}

async function resetSequences(tx: Tx): Promise<void> {
  for (const table of ['countries', 'regions', 'cities']) {
    await tx.execute(sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`));
  }
}

async function seedUsers(tx: Tx, now: Date): Promise<void> {
  const [, manager] = await tx
    .insert(users)
    .values([
      {
        email: DEMO_ACCOUNTS.donor.email, phone: DEMO_ACCOUNTS.donor.phone, passwordHash: await hashPassword(DEMO_ACCOUNTS.donor.password),
        firstName: 'Анна', lastName: 'Иванова', birthDate: '1990-04-12', cityId: 1, referralCode: 'ANNA2026', isActive: true, dateJoined: now,
      },
      {
        email: DEMO_ACCOUNTS.manager.email, passwordHash: await hashPassword(DEMO_ACCOUNTS.manager.password),
        firstName: 'Рустам', lastName: 'Хасанов', birthDate: '1985-09-03', cityId: 50, referralCode: 'RUSTAM26', isActive: true, dateJoined: now,
      },
      {
        email: DEMO_ACCOUNTS.fresh.email, passwordHash: await hashPassword(DEMO_ACCOUNTS.fresh.password),
        firstName: 'Пётр', lastName: 'Новиков', cityId: null, referralCode: 'NEWDONOR', isActive: true, dateJoined: now,
      },
    ])
    .returning({ id: users.id });
  const orgs = await tx
    .insert(organizations)
    .values([
      { name: 'Донорское движение КФУ', cityId: 50 },
      { name: 'Волонтёры-доноры Казани', cityId: 50 },
      { name: 'Донорский клуб «Капля жизни»', cityId: 50 },
      { name: 'Корпоративные доноры «Северсталь»', cityId: 48 },
      { name: 'Донорский совет МГУ', cityId: 1 },
    ])
    .returning({ id: organizations.id });
  await tx.insert(organizationManagers).values(orgs.slice(0, 3).map((o) => ({ organizationId: o.id, userId: manager!.id })));
  // The demo donor's donations, plan and certificate: features/cabinet/seed.ts.
}

/** Fills an empty database. Returns false (and does nothing) when it already holds data. */
export async function seed(db: Db, now: Date = new Date('2026-01-15T09:00:00Z')): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(724012)`);
    const [row] = await tx.select({ n: count() }).from(cities);
    if ((row?.n ?? 0) > 0) return false;
    const rnd = prng(20260115);
    await tx.insert(countries).values(COUNTRIES.map(([id, title]) => ({ id, title })));
    await tx.insert(regions).values(REGIONS.map(([id, title, countryId]) => ({ id, title, countryId })));
    await tx.insert(cities).values(CITIES.map(({ code: _code, ...city }) => city));
    await resetSequences(tx);
    const demoStations = buildStations(rnd);
    const stations = [...demoStations, ...buildScaleStations(seedStationsFromEnv(), demoStations.length)];
    for (let i = 0; i < stations.length; i += 100) await tx.insert(bloodStations).values(stations.slice(i, i + 100));
    await seedUsers(tx, now);
    await (await import('./features/cabinet/seed.ts')).seedCabinet(tx, new Date()); // real clock: two years back from today, the plan ahead
    await (await import('./features/stations/seed.ts')).seedStations(tx, new Date(), prng(32026)); // real clock: events must be upcoming
    await (await import('./features/payments/seed.ts')).seedDonate(tx, new Date()); // real clock: the donor list shows this month
    await (await import('./features/helpme/seed.ts')).seedHelpme(tx, new Date()); // real clock: recipient needs are active until their last day
    await (await import('./features/recognition/seed.ts')).seedRecognition(tx, new Date(), prng(20261124)); // partner bonuses and codes, a collective donation, advice (real clock: offers stay valid)
    await (await import('./features/home/seed.ts')).seedHome(tx, new Date()); // home blocks: stories, banners, interesting cards (real clock: banners are active)
    await (await import('./features/top/seed.ts')).seedTop(tx, new Date()); // rankings: donors' blood groups and a hidden-name donor
    await (await import('./features/staff/seed.ts')).seedStaff(tx, new Date()); // staff: a moderator and a nurse of two Moscow stations (docs/staff.md)
    await (await import('./features/stations/visit-seed.ts')).seedVisits(tx, new Date()); // visits per hour: the nurse's stations and some with no upcoming event
    await (await import('./features/achievements/achievements-store.ts')).backfillAchievements(tx, new Date()); // last: achievements from everything seeded above
    await (await import('./features/top/seed.ts')).seedScale(tx, new Date()); // SEED_SCALE=N: N bench donors in bulk SQL, after the per-donor backfills
    // The precomputed next dates of every seeded donor (docs/eligibility.md): one look for the
    // donors without a row, then recomputed and written 5,000 rows a statement (the seed is one transaction anyway).
    await (await import('./features/comeback/next-dates.ts')).backfillNextDates(tx, new Date(), 5_000);
    await (await import('./features/staff/seed.ts')).seedSectionTeam(tx, new Date()); // last: the deploy account of every section's team (docs/staff.md «Реестр разделов»)
    return true;
  });
}

/** Seeds an empty database outside production (ARCHITECTURE §3). */
export async function ensureSeeded(db: Db, env: 'development' | 'production' | 'test' = 'development'): Promise<boolean> {
  if (env === 'production') return false;
  const seeded = await seed(db);
  // A bulk seed (SEED_SCALE) leaves a million new rows on pages no VACUUM has marked all-visible.
  // PostgreSQL's autovacuum would within a minute; PGlite has none, and until one runs every
  // index-only scan (the ranking's) also reads the heap page of each entry it returns. Outside the
  // seed's transaction, which VACUUM cannot run in.
  if (seeded && (await import('./features/top/seed.ts')).seedScaleFromEnv() > 0) await db.execute(sql`VACUUM (ANALYZE)`);
  return seeded;
}

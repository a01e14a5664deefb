// Viewport query benchmark. Target: the map's viewport query answers in ≤ 10 ms over 5,000
// stations (the map asks for every pan and zoom, mfe-stations/src/map/bbox.ts).
// A separate in-memory database with 5,000 stations spread over European Russia (plus a dense
// Moscow), then 300 city-sized viewports through the real endpoint and as bare SQL.
// Run: node --import tsx api/scripts/bench-bbox.ts
import { sql } from 'drizzle-orm';
import { createApiApp } from '../src/app.ts';
import { migrate, openDb } from '../src/db.ts';
import { prng } from '../src/seed.ts';
import { bloodStations, cities, countries, regions } from '../src/schema.ts';

const N = 5000;
const RUNS = 300;
const handle = await openDb({ memory: true });
await migrate(handle.db);
await handle.db.insert(countries).values({ id: 1, title: 'Россия' });
await handle.db.insert(regions).values({ id: 1, title: 'Регион', countryId: 1 });
await handle.db.insert(cities).values({ id: 1, title: 'Москва', slug: 'moscow', regionId: 1, countryId: 1, lat: 55.75, lng: 37.62 });
const rnd = prng(5000);
const rows = Array.from({ length: N }, (_, i) => {
  const dense = i < N / 3; // a third in and around Moscow, the rest over a 20°×40° area
  return {
    slug: `bench-${i}`, title: `Станция ${i}`, address: `Адрес ${i}`, cityId: 1,
    lat: dense ? 55.75 + (rnd() - 0.5) * 1.2 : 45 + rnd() * 20,
    lng: dense ? 37.62 + (rnd() - 0.5) * 2 : 30 + rnd() * 40,
    closed: rnd() < 0.04,
    o_minus: rnd() < 0.35 ? ('need' as const) : ('unknown' as const),
  };
});
for (let i = 0; i < rows.length; i += 500) await handle.db.insert(bloodStations).values(rows.slice(i, i + 500));
await handle.db.execute(sql`ANALYZE blood_stations`);

const app = createApiApp({ db: handle.db, env: 'test' });
const viewports = Array.from({ length: RUNS }, () => {
  const lat = 50 + rnd() * 10;
  const lng = 32 + rnd() * 30;
  return { s: lat, w: lng, n: lat + 0.35, e: lng + 0.8 }; // a city at zoom ≈ 10
});
viewports.push(...Array.from({ length: 50 }, () => ({ s: 55.55, w: 37.3, n: 55.95, e: 37.95 }))); // dense Moscow

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;
const endpoint: number[] = [];
const bare: number[] = [];
let points = 0;
for (const v of viewports.slice(0, 20)) await app.request(`/api/blood_stations/map/?closed=false&bbox1=${v.s},${v.w}&bbox2=${v.n},${v.e}`); // warm-up
for (const v of viewports) {
  let t0 = performance.now();
  const res = await app.request(`/api/blood_stations/map/?closed=false&bbox1=${v.s},${v.w}&bbox2=${v.n},${v.e}`);
  points += ((await res.json()) as { count: number }).count;
  endpoint.push(performance.now() - t0);
  t0 = performance.now();
  await handle.db.execute(sql`SELECT id, slug, title, address, lat, lng FROM blood_stations WHERE closed = false AND lat BETWEEN ${v.s} AND ${v.n} AND lng BETWEEN ${v.w} AND ${v.e} LIMIT 5001`);
  bare.push(performance.now() - t0);
}
const plan = await handle.db.execute(sql`EXPLAIN SELECT id FROM blood_stations WHERE closed = false AND lat BETWEEN 55.55 AND 55.95 AND lng BETWEEN 37.3 AND 37.95`);
console.log(`stations: ${N}, viewports: ${viewports.length}, mean points per answer: ${(points / viewports.length).toFixed(0)}`);
console.log(`GET /api/blood_stations/map/  median ${median(endpoint).toFixed(2)} ms, p95 ${p95(endpoint).toFixed(2)} ms (Hono + drizzle + PGlite, in process)`);
console.log(`bare SQL                      median ${median(bare).toFixed(2)} ms, p95 ${p95(bare).toFixed(2)} ms`);
console.log('plan:', JSON.stringify(((plan as unknown as { rows?: unknown[] }).rows ?? plan)).slice(0, 400));
await handle.close();

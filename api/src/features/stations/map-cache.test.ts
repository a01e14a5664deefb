// The map answer from the read cache (docs/ARCHITECTURE.md «Ответы из кэша чтения: сжатые и
// готовые»): kept once per bbox and filters, sent brotli- or gzip-compressed as the client accepts
// (the same JSON once decoded), and never older than a staff change of a station's needs — for an
// anonymous visitor, in each encoding, and for a signed-in donor. The app runs as in production.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MapResponse } from '@donor/shared/contract/stations';
import { DEMO_ACCOUNTS } from '../../seed.ts';
import { makeTestApi, type TestApi } from '../../test-support.ts';
import { bloodStations } from '../../schema.ts';
import { STAFF_ACCOUNTS } from '../staff/seed.ts';

const MAP = '/api/blood_stations/map/?bbox1=55.55,37.35&bbox2=55.95,37.85';
let t: TestApi;
let nurse = '';
let donor = '';
let station = 0; // moscow-1: the nurse's
beforeAll(async () => {
  t = await makeTestApi('production');
  nurse = await t.login(STAFF_ACCOUNTS.nurse.email, STAFF_ACCOUNTS.nurse.password);
  donor = await t.login(DEMO_ACCOUNTS.donor.email, DEMO_ACCOUNTS.donor.password);
  const [row] = await t.handle.db.select({ id: bloodStations.id }).from(bloodStations).where(and(eq(bloodStations.cityId, 1), eq(bloodStations.slug, 'moscow-1')));
  station = row!.id;
});
afterAll(async () => t?.handle.close());

async function map(encoding: string | null, token?: string) {
  const res = await t.call('GET', MAP, { token, headers: encoding ? { 'accept-encoding': encoding } : {} });
  expect(res.status).toBe(200);
  const bytes = Buffer.from(await res.arrayBuffer());
  const enc = res.headers.get('content-encoding');
  const text = enc === 'br' ? brotliDecompressSync(bytes) : enc === 'gzip' ? gunzipSync(bytes) : bytes;
  return { res, enc, size: bytes.length, body: MapResponse.parse(JSON.parse(text.toString())) };
}
const needOf = (m: MapResponse) => m.results.find((p) => p.id === station)!.blood_needs.o_minus;

describe('the map from the read cache', () => {
  it('is kept, compressed as accepted, and decodes to the same answer', async () => {
    const plain = await map(null);
    const br = await map('gzip, deflate, br');
    const gz = await map('gzip;q=1, br;q=0');
    expect(br.res.headers.get('x-cache')).toBe('hit');
    expect([plain.enc, br.enc, gz.enc]).toEqual([null, 'br', 'gzip']);
    expect(br.res.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.size).toBeLessThan(plain.size / 5);
    expect(br.body).toEqual(plain.body);
    expect(gz.body).toEqual(plain.body);
    expect(plain.body.results.length).toBeGreaterThan(10);
  });

  it('shows a need the station staff changed at once, in every encoding and to a signed-in donor', async () => {
    const before = needOf((await map('br')).body);
    await map('gzip', donor);
    const next = before === 'need' ? 'enough' : 'need';
    const res = await t.call('PUT', `/api/staff/stations/${station}/needs/`, { token: nurse, body: { group: 'o_minus', state: next } });
    expect(res.status).toBe(200);
    for (const enc of [null, 'br', 'gzip']) expect(needOf((await map(enc)).body)).toBe(next);
    const mine = await map('gzip', donor);
    expect(needOf(mine.body)).toBe(next);
    expect(mine.body.has_user_city).toBe(true);
  });
});

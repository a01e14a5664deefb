// SEED_STATIONS (bench/README.md «API на PostgreSQL»): the bench's 1 000 stations come on top of
// the demo's, which stay exactly as they are.
import { describe, expect, it } from 'vitest';
import { buildScaleStations, buildStations, prng, seedStationsFromEnv } from './seed.ts';

describe('SEED_STATIONS', () => {
  it('adds stations up to the total, spread over the cities, slugs unique, the demo untouched', () => {
    const demo = buildStations(prng(20260115));
    const extra = buildScaleStations(1000, demo.length);
    const all = [...demo, ...extra];
    expect(all).toHaveLength(1000);
    expect(new Set(all.map((s) => s.slug)).size).toBe(1000);
    expect(buildStations(prng(20260115))).toEqual(demo);
    const moscow = all.filter((s) => s.cityId === 1).length;
    expect(moscow).toBeGreaterThan(200);
    expect(new Set(extra.map((s) => s.cityId)).size).toBeGreaterThan(30);
  });

  it('is off unless set, and refuses what is not a count', () => {
    expect(seedStationsFromEnv('')).toBe(0);
    expect(seedStationsFromEnv(undefined)).toBe(0);
    expect(seedStationsFromEnv('1000')).toBe(1000);
    expect(() => seedStationsFromEnv('lots')).toThrow(/SEED_STATIONS/);
    expect(buildScaleStations(100, 381)).toEqual([]);
  });
});

// The x-city request header (spec §3) read against the real API on PGlite: an id as is, a
// city title (the host's own encodeURIComponent form) through GET /api/cities/?s=.
import { beforeAll, describe, expect, it } from 'vitest';
import { makeTestApi, type TestApi } from '@donor/api/test-support';
import { createXCityResolver, matchesCityTitle } from './x-city.ts';

let api: TestApi;
beforeAll(async () => {
  api = await makeTestApi();
});

describe('x-city header → city id', () => {
  it('takes an id as is, a title (encoded or not) by exact name, and nothing else', async () => {
    let calls = 0;
    const resolve = createXCityResolver(async (path, init) => { calls += 1; return api.app.request(path, init); });
    expect(await resolve('50')).toBe('50');
    expect(calls).toBe(0);
    expect(await resolve(encodeURIComponent('Казань'))).toBe('50');
    expect(await resolve('казань')).toBe('50');
    expect(await resolve('Каз')).toBeNull(); // a prefix is not the city
    expect(await resolve(undefined)).toBeNull();
    expect(await resolve('%E0%A4%A')).toBeNull();
    const before = calls;
    expect(await resolve('Казань')).toBe('50'); // remembered, no second request
    expect(calls).toBe(before);
  });
  it('compares names ignoring case and ё/е', () => {
    expect(matchesCityTitle('Королёв', 'королев')).toBe(true);
    expect(matchesCityTitle('Казань', 'Казанка')).toBe(false);
  });
});

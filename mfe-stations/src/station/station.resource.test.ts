import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks, keepMount } from 'nanostores';
import { isApiError } from '@donor/shared/api-error';
import { stationKey } from '@donor/shared/first-screen';
import { selectedStationSlug } from '@donor/shared/station-slug';
import { createTestSectionProps, fakeUser, jsonResponse, type FakeRoutes } from '@donor/shared/testing/section-props';
import { createStationResource, type StationResource } from './station.resource.ts';

const station = { id: 1, slug: 'moscow-1', title: 'Станция', favorite_id: null as number | null };
const list = <T>(results: T[]) => ({ count: results.length, num_pages: 1, next: null, previous: null, results });
const BLOCKS = {
  '/api/notice/?bs_id=1': list([]),
  '/api/events/?by_blood_station=1': list([]),
  '/api/blood_stations/1/top/': list([]),
  '/api/blood_stations/1/top_halfyear/': list([]),
  '/api/blood_stations/1/planned/?page_size=3&actual_planning=true': list([]),
};

function setup(options: { routes?: FakeRoutes; primed?: Record<string, unknown>; slug?: string } = {}) {
  const { props, calls } = createTestSectionProps({ user: fakeUser(), routes: { ...BLOCKS, ...options.routes }, primed: options.primed ?? {} });
  const resource = createStationResource(props, options.slug ?? selectedStationSlug('moscow-1/'));
  const requests = () => calls.requests.map((c) => `${c.method} ${c.url}`);
  return { resource, requests };
}
const mountAll = (r: StationResource) => {
  for (const $store of [r.$station, r.$notices, r.$events, r.$top, r.$topHalfYear, r.$planned, r.$favorite]) keepMount($store);
};

describe('station page resource', () => {
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => void vi.restoreAllMocks());

  it('starts from the station the host embedded (same key), then loads every block separately', async () => {
    const { resource, requests } = setup({
      primed: { [stationKey('moscow-1')]: station },
      routes: { '/api/blood_stations/1/top/': jsonResponse({ detail: 'x' }, 500) },
    });
    mountAll(resource);
    await allTasks();
    expect(resource.$station.get().data).toEqual(station);
    expect(requests()).not.toContain('GET /api/blood_stations/moscow-1/');
    expect(requests()).toContain('GET /api/blood_stations/1/planned/?page_size=3&actual_planning=true');
    expect(resource.$top.get()).toMatchObject({ data: undefined, error: { status: 500 } });
    for (const $ok of [resource.$notices, resource.$events, resource.$topHalfYear, resource.$planned]) expect($ok.get().data).toEqual(list([]));
  });

  it('asks for the station itself when nothing was embedded', async () => {
    const { resource, requests } = setup({ routes: { '/api/blood_stations/moscow-1/': station } });
    mountAll(resource);
    await allTasks();
    expect(resource.$station.get().data).toEqual(station);
    expect(requests()[0]).toBe('GET /api/blood_stations/moscow-1/');
  });

  it('an unknown slug is "not found", not an error, and asks nothing more', async () => {
    const { resource, requests } = setup({ slug: 'nope' });
    mountAll(resource);
    await allTasks();
    const { error } = resource.$station.get();
    expect(isApiError(error) && error.status).toBe(404);
    expect(requests()).toEqual(['GET /api/blood_stations/nope/']);
  });

  it('toggles the favourite with POST then DELETE; the station in the cache follows', async () => {
    const { resource, requests } = setup({
      primed: { [stationKey('moscow-1')]: station },
      routes: { 'POST /api/favorite_blood_stations/': { id: 42, blood_station: 1 }, 'DELETE /api/favorite_blood_stations/42/': new Response(null, { status: 204 }) },
    });
    mountAll(resource);
    await allTasks();
    await resource.$favorite.mutate(resource.$station.get().data!);
    expect(resource.$station.get().data?.favorite_id).toBe(42);
    await resource.$favorite.mutate(resource.$station.get().data!);
    expect(resource.$station.get().data?.favorite_id).toBeNull();
    expect(requests().filter((r) => r.includes('favorite'))).toEqual(['POST /api/favorite_blood_stations/', 'DELETE /api/favorite_blood_stations/42/']);
    expect(requests()).not.toContain('GET /api/blood_stations/moscow-1/');
    expect(resource.$favorite.get()).toMatchObject({ loading: false, error: undefined });
  });

  it('a favourite already removed elsewhere is simply off; another failure keeps the star and says so', async () => {
    const { resource } = setup({
      primed: { [stationKey('moscow-1')]: { ...station, favorite_id: 5 } },
      routes: { 'POST /api/favorite_blood_stations/': jsonResponse({ detail: 'x' }, 500) },
    });
    mountAll(resource);
    await allTasks();
    await resource.$favorite.mutate(resource.$station.get().data!); // DELETE …/5/ → 404
    expect(resource.$station.get().data?.favorite_id).toBeNull();
    expect(resource.$favorite.get().error).toBeUndefined();
    await resource.$favorite.mutate(resource.$station.get().data!);
    expect(resource.$station.get().data?.favorite_id).toBeNull();
    expect(resource.$favorite.get()).toMatchObject({ loading: false, error: { status: 500 } });
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { Api } from '@donor/shared/api';
import { createStationPage } from './station.store.ts';

const station = { id: 1, slug: 'moscow-1', favorite_id: null as number | null };
const list = <T>(results: T[]) => ({ count: results.length, num_pages: 1, next: null, previous: null, results });

function setup(fail: string[] = []) {
  const api = {
    get: vi.fn(async (url: string) => {
      if (fail.some((f) => url.includes(f))) throw Object.assign(new Error('x'), { name: 'ApiError', kind: 'http', status: url.includes('nope') ? 404 : 500, fieldErrors: {} });
      if (url.startsWith('/api/blood_stations/') && url.split('/').length === 5) return station;
      return list([]);
    }),
    post: vi.fn(async () => ({ id: 42, blood_station: 1 })),
    delete: vi.fn(async () => undefined),
  };
  return { store: createStationPage(api as unknown as Api), api };
}

describe('station page store', () => {
  it('stores the selected station and loads every block separately', async () => {
    const { store, api } = setup(['/top/']);
    await store.load('moscow-1');
    expect(store.$selected.get()).toBe('moscow-1');
    expect(store.$station.get().status).toBe('ready');
    expect(store.$extras.get()).toMatchObject({ top: { status: 'error' }, notices: { status: 'ready' }, planned: { status: 'ready' } });
    expect(api.get).toHaveBeenCalledWith('/api/blood_stations/1/planned/', expect.objectContaining({ query: { page_size: 3, actual_planning: 'true' } }));
  });

  it('an unknown slug is "not found", not an error', async () => {
    const { store } = setup(['nope']);
    await store.load('nope');
    expect(store.$station.get().status).toBe('notfound');
  });

  it('toggles the favourite with POST then DELETE', async () => {
    const { store, api } = setup();
    await store.load('moscow-1');
    await store.toggleFavorite();
    expect(api.post).toHaveBeenCalledWith('/api/favorite_blood_stations/', { blood_station: 1 });
    expect(store.$favorite.get().id).toBe(42);
    await store.toggleFavorite();
    expect(api.delete).toHaveBeenCalledWith('/api/favorite_blood_stations/42/');
    expect(store.$favorite.get().id).toBeNull();
  });
});

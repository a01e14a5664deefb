import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks, atom, cleanStores, keepMount } from 'nanostores';
import type { StaffGiftRequest } from '@donor/shared/contract/gifts-staff';
import { messageOf } from '@donor/shared/form/field-messages';
import { createTestSectionProps, fakeUser, jsonResponse, type FakeRoutes } from '@donor/shared/testing/section-props';
import { createGiftsResource, giftsHref, giftsKey, parseGiftsSearch, type GiftsResource } from './gifts.resource.ts';

const request = (over: Partial<StaffGiftRequest> = {}): StaffGiftRequest => ({
  id: 3, state: 'requested', souvenir: { id: 1, title: 'Значок' },
  donor: { first_name: 'Анна', last_name: 'Иванова', email: 'a@example.org', phone: null, city: { id: 1, title: 'Москва' } }, delivery: null,
  created_at: '2026-11-01T10:00:00.000Z', updated_at: '2026-11-01T10:00:00.000Z', ...over,
});
const list = (results: StaffGiftRequest[]) => ({ count: results.length, num_pages: 1, next: null, previous: null, results });

let r: GiftsResource | null = null;
afterEach(() => { if (r) cleanStores(r.$list, r.$move); r = null; vi.restoreAllMocks(); });
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

function setup(routes: FakeRoutes) {
  const { props, calls } = createTestSectionProps({ user: fakeUser(), routes });
  r = createGiftsResource(props, atom<string | null>(giftsKey(parseGiftsSearch(''))));
  keepMount(r.$list);
  keepMount(r.$move);
  return { r, gets: () => calls.requests.filter((c) => c.method === 'GET').map((c) => c.url), calls };
}

describe('staff gift requests', () => {
  it('the view: the waiting ones by default, any state, pages', () => {
    expect(parseGiftsSearch('')).toEqual({ state: 'requested', page: 1 });
    expect(parseGiftsSearch('?state=all&page=3')).toEqual({ state: 'all', page: 3 });
    expect(parseGiftsSearch('?state=lost&page=-1')).toEqual({ state: 'requested', page: 1 });
    expect(giftsKey({ state: 'requested', page: 1 })).toBe('/api/staff/gift-requests/?state=requested');
    expect(giftsKey({ state: 'all', page: 2 })).toBe('/api/staff/gift-requests/?page=2');
    expect(giftsHref({ state: 'requested', page: 1 })).toBe('/staff/gifts/');
    expect(giftsHref({ state: 'sent', page: 2 })).toBe('/staff/gifts/?state=sent&page=2');
  });

  it('a move is one PATCH with the state, then the list is asked again', async () => {
    const { r, gets, calls } = setup({
      '/api/staff/gift-requests/?state=requested': list([request()]),
      'PATCH /api/staff/gift-requests/3/': request({ state: 'sent' }),
    });
    await allTasks();
    expect(r.$list.get().data?.results).toHaveLength(1);
    await Promise.all([r.$move.mutate({ id: 3, state: 'sent' }), r.$move.mutate({ id: 3, state: 'sent' })]);
    await allTasks();
    expect(calls.requests.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ state: 'sent' }]);
    expect(gets().filter((u) => u === '/api/staff/gift-requests/?state=requested')).toHaveLength(2);
  });

  it('a refused move gives the API reason in words', async () => {
    const reason = 'Нельзя перевести заявку из статуса «отменён» в «отправлен»';
    const { r } = setup({
      '/api/staff/gift-requests/?state=requested': list([request()]),
      'PATCH /api/staff/gift-requests/3/': jsonResponse({ state: [reason] }, 400),
    });
    await allTasks();
    expect(await r.$move.mutate({ id: 3, state: 'sent' })).toBeUndefined();
    expect(messageOf(r.$move.get().error, 'state')).toBe(reason);
  });
});

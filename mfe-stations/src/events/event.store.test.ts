import { describe, expect, it, vi } from 'vitest';
import type { Api } from '@donor/shared/api';
import type { Event } from '@donor/shared/contract/stations';
import { createEventPage, joinErrorText } from './event.store.ts';
import { makeEvent, NOW } from './event-fixtures.ts';

/** A fake API: GET returns the current event, POST/DELETE edit it like the server would. */
function fakeApi(event: Event, fail: Partial<Record<'get' | 'post' | 'delete', unknown>> = {}) {
  let current = event;
  const api = {
    get: vi.fn(async () => { if (fail.get) throw fail.get; return current; }),
    post: vi.fn(async (_url: string, body: { timeslot_id: number }) => {
      if (fail.post) throw fail.post;
      current = { ...current, user_status: { joined: true, id: 99, timeslot_id: body.timeslot_id } };
      return { id: 99, event_id: current.id, timeslot_id: body.timeslot_id };
    }),
    delete: vi.fn(async () => { if (fail.delete) throw fail.delete; current = { ...current, user_status: { joined: false, id: null, timeslot_id: null } }; }),
  };
  return api;
}
const apiError = (status: number, fieldErrors: Record<string, string[]>) => Object.assign(new Error('x'), { name: 'ApiError', kind: 'http', status, fieldErrors });

function setup(event = makeEvent(), opts: { loggedIn?: boolean; fail?: Parameters<typeof fakeApi>[1] } = {}) {
  const api = fakeApi(event, opts.fail);
  const deps = { api: api as unknown as Api, isLoggedIn: () => opts.loggedIn ?? true, goNotFound: vi.fn(), goLogin: vi.fn(), now: () => NOW };
  return { store: createEventPage(deps), api, deps };
}

describe('event page store', () => {
  it('loads and pre-selects the first available date, no slot', async () => {
    const { store } = setup();
    await store.load(7);
    expect(store.$event.get()).toMatchObject({ status: 'ready', date: '2026-11-21', slotId: null });
  });

  it('a failed load goes to /404/ (spec §8)', async () => {
    const { store, deps } = setup(makeEvent(), { fail: { get: apiError(404, {}) } });
    await store.load(7);
    expect(deps.goNotFound).toHaveBeenCalled();
  });

  it('join requires a slot, posts event_id + timeslot_id and reloads with the joined slot pre-selected', async () => {
    const { store, api } = setup();
    await store.load(7);
    await store.join();
    expect(store.$event.get().error).toBe('Выберите время, чтобы записаться');
    expect(api.post).not.toHaveBeenCalled();
    store.pickDate('2026-11-22');
    store.pickSlot(3);
    await store.join();
    expect(api.post).toHaveBeenCalledWith('/api/joined_users/', { event_id: 7, timeslot_id: 3 });
    expect(store.$event.get()).toMatchObject({ date: '2026-11-22', slotId: 3, busy: false, error: null });
    expect(store.$event.get().event?.user_status?.joined).toBe(true);
  });

  it('an anonymous join goes to login', async () => {
    const { store, deps, api } = setup(makeEvent({ user_status: null }), { loggedIn: false });
    await store.load(7);
    store.pickSlot(2);
    await store.join();
    expect(deps.goLogin).toHaveBeenCalled();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('change = leave + clear the selection + reload', async () => {
    const { store, api } = setup(makeEvent({ user_status: { joined: true, id: 99, timeslot_id: 3 } }));
    await store.load(7);
    expect(store.$event.get().slotId).toBe(3);
    await store.change();
    expect(api.delete).toHaveBeenCalledWith('/api/joined_users/99/');
    expect(store.$event.get()).toMatchObject({ slotId: null, busy: false });
    expect(store.$event.get().event?.user_status?.joined).toBe(false);
    expect(api.get).toHaveBeenCalledTimes(2);
  });

  it('shows the server field error of a refused join and reloads silently', async () => {
    const { store } = setup(makeEvent(), { fail: { post: apiError(400, { timeslot_id: ['На это время уже нет свободных мест'] }) } });
    await store.load(7);
    store.pickSlot(2);
    await store.join();
    expect(store.$event.get()).toMatchObject({ status: 'ready', error: 'На это время уже нет свободных мест', busy: false });
    expect(joinErrorText(new Error('network'), 'fallback')).toBe('fallback');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks, cleanStores, keepMount } from 'nanostores';
import { createApi } from '../api.ts';
import { ApiError } from '../api-error.ts';
import { endpoint } from '../endpoint.ts';
import { createTestSectionProps, fakeFetch, fakeUser, jsonResponse, TEST_ORIGIN, type ApiCall } from '../testing/section-props.ts';
import { bookingErrorText } from './booking-errors.ts';
import { createBooking } from './booking.store.ts';
import type { SlotPick } from './slot-choice.ts';

// A minimal bookable item: the model knows nothing of events or help-me requests.
interface Slot { id: number; date: string; free: number }
interface Item { id: number; mine: { id: number; slot: number } | null; slots: Slot[] }
interface State { mine: Item['mine']; slots: Slot[] }
const join = endpoint<State & { id: number }, { item_id: number; timeslot_id: number }>()('POST', '/api/things_joined/');
const leave = endpoint<State | void>()('DELETE', '/api/things_joined/:id/');

const ITEM: Item = { id: 1, mine: null, slots: [{ id: 10, date: '2026-12-01', free: 2 }, { id: 11, date: '2026-12-02', free: 1 }] };
const LIST = '/api/things/?page=1';
const MINE = '/api/profile/bookings/';
const first = (item: Item, picked: SlotPick): SlotPick => {
  const slot = item.slots.find((s) => s.id === (item.mine?.slot ?? picked.slotId));
  return { date: slot?.date ?? null, slotId: slot?.id ?? null };
};

function setup(routes: Record<string, unknown>) {
  const { props, calls } = createTestSectionProps({ user: fakeUser(), primed: { [LIST]: { results: [] }, [MINE]: { results: [] } }, routes });
  const headers: Record<string, string>[] = [];
  // The writes through an api client that also keeps the headers sent.
  const fetch = fakeFetch(routes, calls.requests);
  const api = createApi({
    baseURL: TEST_ORIGIN,
    getToken: () => 'test-token',
    fetch: (input, init) => {
      headers.push(Object.fromEntries(new Headers(init?.headers).entries()));
      return fetch(input, init);
    },
  });
  const model = createBooking({ query: props.query, api, auth: props.auth }, {
    key: '/api/things/1/',
    bookingOf: (item: Item) => item.mine?.id ?? null,
    bookedSlot: (item) => item.slots.find((s) => s.id === item.mine?.slot) ?? null,
    choose: first,
    apply: (item, state) => ({ ...item, mine: state.mine, slots: state.slots }),
    join: { endpoint: join, body: (item, slotId) => ({ item_id: item.id, timeslot_id: slotId }) },
    leave,
    stale: (key) => key.startsWith('/api/things/') || key.startsWith(MINE),
    texts: { slotRequired: 'Выберите время', joinError: 'Не удалось записаться', leaveError: 'Не удалось отменить' },
    goLogin: () => {},
  });
  keepMount(model.$item);
  keepMount(model.$busy);
  const gets = () => calls.requests.filter((c) => c.method === 'GET').map((c) => c.url);
  return { model, props, calls, headers, gets };
}

describe('booking model', () => {
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => void vi.restoreAllMocks());

  it('a join is one request: its answer goes into the cached item; lists and «Мои записи» are marked stale, not asked now', async () => {
    const booked: State = { mine: { id: 5, slot: 11 }, slots: [ITEM.slots[0]!, { ...ITEM.slots[1]!, free: 0 }] };
    const { model, props, gets, calls } = setup({
      'GET /api/things/1/': ITEM,
      'POST /api/things_joined/': (call: ApiCall) => jsonResponse({ id: 5, ...booked, sent: call.body }, 201),
      [`GET ${LIST}`]: { results: ['fresh'] },
    });
    await allTasks();
    model.pickSlot(11);
    const before = calls.requests.length;
    await model.join();
    await allTasks();
    expect(calls.requests.slice(before)).toEqual([{ method: 'POST', url: '/api/things_joined/', body: { item_id: 1, timeslot_id: 11 } }]);
    expect(model.$item.get().data).toEqual({ ...ITEM, ...booked });
    expect(model.$choice.get()).toEqual({ date: '2026-12-02', slotId: 11 });
    // The primed list was dropped from the cache: a page that shows it next asks for it.
    expect(gets()).toEqual(['/api/things/1/']);
    const $list = props.query.createFetcherStore<{ results: string[] }>(LIST);
    keepMount($list);
    await allTasks();
    expect($list.get().data).toEqual({ results: ['fresh'] });
    cleanStores($list);
  });

  it('a leave asks for the new state (Prefer: return=representation); an answer without it asks the item again', async () => {
    const { model, headers, gets } = setup({
      'GET /api/things/1/': { ...ITEM, mine: { id: 5, slot: 10 } },
      'DELETE /api/things_joined/5/': { mine: null, slots: ITEM.slots },
    });
    await allTasks();
    expect(await model.leave()).toBe(true);
    await allTasks();
    expect(headers.at(-1)?.prefer).toBe('return=representation');
    expect(model.$item.get().data?.mine).toBeNull();
    expect(gets()).toHaveLength(1);

    // An API that ignores the header answers 204: the model cannot know the state, so it asks.
    const again = setup({ 'GET /api/things/1/': { ...ITEM, mine: { id: 5, slot: 10 } }, 'DELETE /api/things_joined/5/': () => new Response(null, { status: 204 }) });
    await allTasks();
    expect(await again.model.leave()).toBe(true);
    await allTasks();
    expect(again.gets()).toEqual(['/api/things/1/', '/api/things/1/']);
  });

  it('a cancellation with no answer says «Нет связи — не отправлено» and keeps the booking on screen', async () => {
    let up = true;
    const { model } = setup({
      'GET /api/things/1/': () => (up ? { ...ITEM, mine: { id: 5, slot: 10 } } : Promise.reject(new TypeError('Failed to fetch'))),
      'DELETE /api/things_joined/5/': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await allTasks();
    up = false;
    expect(await model.leave()).toBe(false);
    await allTasks();
    expect(model.$message.get()).toBe('Нет связи — не отправлено');
    expect(model.$item.get().data?.mine).toEqual({ id: 5, slot: 10 });
  });

  it('a join with no answer keeps the page and the pick, says «Нет связи — не отправлено», and the retry reuses its Idempotency-Key', async () => {
    let up = false;
    const booked: State = { mine: { id: 5, slot: 11 }, slots: ITEM.slots };
    const { model, headers } = setup({
      'GET /api/things/1/': () => (up ? ITEM : Promise.reject(new TypeError('Failed to fetch'))),
      'POST /api/things_joined/': () => (up ? jsonResponse({ id: 5, ...booked }, 201) : Promise.reject(new TypeError('Failed to fetch'))),
    });
    up = true;
    await allTasks();
    up = false;
    model.pickSlot(11);
    await model.join();
    await allTasks();
    expect(model.$message.get()).toBe('Нет связи — не отправлено');
    expect(model.$unsent.get()).toBe(true);
    expect(model.$choice.get()).toEqual({ date: '2026-12-02', slotId: 11 });
    expect(model.$item.get().data).toEqual(ITEM);
    up = true;
    await model.join();
    await allTasks();
    expect(model.$unsent.get()).toBe(false);
    expect(model.$item.get().data?.mine).toEqual({ id: 5, slot: 11 });
    const keys = headers.filter((h) => 'idempotency-key' in h).map((h) => h['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    // A new pick is a new submission: the message (and «Повторить») go.
    up = false;
    model.pickSlot(10);
    expect(model.$unsent.get()).toBe(false);
  });

  it('a refused join says the API’s message and asks the item again (its view was stale)', async () => {
    const { model, gets } = setup({
      'GET /api/things/1/': ITEM,
      'POST /api/things_joined/': jsonResponse({ timeslot_id: ['На это время уже нет свободных мест'] }, 400),
    });
    await allTasks();
    model.pickSlot(11);
    await model.join();
    await allTasks();
    expect(model.$message.get()).toBe('На это время уже нет свободных мест');
    expect(gets()).toEqual(['/api/things/1/', '/api/things/1/']);
  });

  it('maps refusals to one sentence: the slot’s or item’s message, the form message, else the page’s fallback', () => {
    const http = (status: number, data: unknown) => new ApiError({ kind: 'http', method: 'POST', url: '/x', status, data });
    expect(bookingErrorText(http(400, { event_id: ['Акция уже закончилась'] }), 'f')).toBe('Акция уже закончилась');
    expect(bookingErrorText(http(400, { non_field_errors: ['Прошедшую запись изменить нельзя'] }), 'f')).toBe('Прошедшую запись изменить нельзя');
    expect(bookingErrorText(http(403, { detail: 'Поиск завершён' }), 'f')).toBe('Поиск завершён');
    expect(bookingErrorText(http(404, { detail: 'Не найдено.' }), 'f')).toBe('f');
    expect(bookingErrorText(http(500, {}), 'f')).toBe('f');
    expect(bookingErrorText(new Error('network'), 'f')).toBe('f');
  });
});

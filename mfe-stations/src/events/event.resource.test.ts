import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks, keepMount } from 'nanostores';
import { createTestSectionProps, fakeUser, jsonResponse, type ApiCall } from '@donor/shared/testing/section-props';
import { firstScreenKey } from '@donor/shared/first-screen';
import type { Event } from '@donor/shared/contract/stations';
import { createEventPage, joinErrorText } from './event.resource.ts';
import { makeEvent, NOW } from './event-fixtures.ts';
import { createDraft, type Draft } from '@donor/shared/stores/draft';
import { EMPTY_SLOT_DRAFT, type SlotDraft } from './event.store.ts';

let drafts = 0;

/**
 * A fake server: GET answers the current event; POST, PATCH and DELETE of joined_users edit it
 * like the API and answer its new booking state (contract/booking.ts), as the API does.
 */
function setup(event: Event = makeEvent(), opts: { loggedIn?: boolean; get?: Response; post?: Response; delete?: Response; patch?: Response; draft?: Draft<SlotDraft>; primed?: boolean } = {}) {
  let current = event;
  let gets = 0;
  /** The booking moves from `from` to `to` (null: none): free places follow. */
  const book = (from: number | null, to: number | null) => {
    current = {
      ...current,
      user_status: { joined: to !== null, id: to === null ? null : 99, timeslot_id: to },
      time_slots: current.time_slots.map((t) => ({ ...t, free: t.free + (t.id === from ? 1 : 0) - (t.id === to ? 1 : 0) })),
    };
    return { event_id: current.id, user_status: current.user_status!, time_slots: current.time_slots };
  };
  const { props, calls } = createTestSectionProps({
    user: opts.loggedIn === false ? null : fakeUser(),
    primed: opts.primed ? { '/api/events/7/': event } : {},
    routes: {
      'GET /api/events/7/': () => {
        gets++;
        // opts.get fails the first load only: the reloads after a write answer.
        return gets === 1 && opts.get ? opts.get : current;
      },
      'POST /api/joined_users/': (call: ApiCall) => {
        if (opts.post) return opts.post;
        const { timeslot_id } = call.body as { timeslot_id: number };
        return jsonResponse({ id: 99, timeslot_id, ...book(null, timeslot_id) }, 201);
      },
      'PATCH /api/joined_users/99/': (call: ApiCall) => {
        if (opts.patch) return opts.patch;
        const { timeslot_id } = call.body as { timeslot_id: number };
        return { id: 99, timeslot_id, ...book(current.user_status?.timeslot_id ?? null, timeslot_id) };
      },
      'DELETE /api/joined_users/99/': () => {
        if (opts.delete) return opts.delete;
        return book(current.user_status?.timeslot_id ?? null, null);
      },
    },
  });
  const goLogin = vi.fn();
  const draft = opts.draft ?? createDraft<SlotDraft>(`test-slot-${++drafts}`, EMPTY_SLOT_DRAFT);
  const page = createEventPage(props, 7, { goLogin, now: () => NOW, draft });
  for (const $store of [page.$event, page.$loadFailed, page.$choice, page.$busy]) keepMount($store);
  const requests = (method: string) => calls.requests.filter((c) => c.method === method);
  return { page, goLogin, requests };
}

const state = (page: ReturnType<typeof setup>['page']) => ({
  ...page.$choice.get(), busy: page.$busy.get(), message: page.$message.get(), joined: page.$event.get().data?.user_status?.joined,
});

describe('event page resource', () => {
  // spec §8: failures are logged (by the query context); keep the test output quiet.
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => void vi.restoreAllMocks());

  it('loads and pre-selects the first available date, no slot', async () => {
    const { page } = setup();
    await allTasks();
    expect(page.$event.get().data?.id).toBe(7);
    expect(page.$choice.get()).toEqual({ date: '2026-11-21', slotId: null });
  });

  it('uses the key the host embeds for the first screen: a primed answer is not asked again', async () => {
    expect(firstScreenKey('event', { pathname: '/events/7/', params: { id: '7' }, search: new URLSearchParams(), city: { id: 1, searchRegion: null } }))
      .toBe('/api/events/7/');
    const { page, requests } = setup(makeEvent(), { primed: true });
    expect(page.$event.get().data?.id).toBe(7);
    await allTasks();
    expect(requests('GET')).toHaveLength(0);
  });

  it.each([['not found', 404], ['a server error', 500]])('a failed load (%s) goes to /404/ (spec §8)', async (_, status) => {
    const { page } = setup(makeEvent(), { get: jsonResponse({ detail: 'x' }, status) });
    await allTasks();
    expect(page.$loadFailed.get()).toBe(true);
  });

  it('join requires a slot, posts event_id + timeslot_id and puts the answer into the cached event: one request, the joined slot pre-selected', async () => {
    const { page, requests } = setup();
    await allTasks();
    await page.join();
    expect(page.$message.get()).toBe('Выберите время, чтобы записаться');
    expect(requests('POST')).toHaveLength(0);
    page.pickDate('2026-11-22');
    page.pickSlot(3);
    expect(page.$message.get()).toBeNull();
    await page.join();
    await allTasks();
    expect(requests('POST')).toEqual([{ method: 'POST', url: '/api/joined_users/', body: { event_id: 7, timeslot_id: 3 } }]);
    expect(state(page)).toEqual({ date: '2026-11-22', slotId: 3, busy: false, message: null, joined: true });
    // The cache write, not a reload: the event was asked once (its first load), and its free places follow the answer.
    expect(requests('GET')).toHaveLength(1);
    expect(page.$event.get().data?.time_slots.find((t) => t.id === 3)?.free).toBe(2);
  });

  it('an anonymous join goes to login', async () => {
    const { page, goLogin, requests } = setup(makeEvent({ user_status: null }), { loggedIn: false });
    await allTasks();
    page.pickSlot(2);
    await page.join();
    expect(goLogin).toHaveBeenCalled();
    expect(requests('POST')).toHaveLength(0);
  });

  it('change: the booked slot stays until the new one is confirmed, then ONE PATCH moves it', async () => {
    const { page, requests } = setup(makeEvent({ user_status: { joined: true, id: 99, timeslot_id: 3 } }));
    await allTasks();
    expect(page.$choice.get().slotId).toBe(3);
    page.startChange();
    expect(page.$changing.get()).toBe(true);
    expect(page.$choice.get()).toEqual({ date: '2026-11-22', slotId: null });
    await page.confirmChange();
    expect(page.$message.get()).toBe('Выберите новое время');
    page.pickSlot(4);
    await page.confirmChange();
    await allTasks();
    expect(requests('DELETE')).toHaveLength(0);
    expect(requests('PATCH')).toEqual([{ method: 'PATCH', url: '/api/joined_users/99/', body: { timeslot_id: 4 } }]);
    expect(state(page)).toEqual({ date: '2026-11-22', slotId: 4, busy: false, message: null, joined: true });
    expect(page.$changing.get()).toBe(false);
    expect(page.$status.get()).toBe('Время записи изменено');
    expect(requests('GET')).toHaveLength(1);
    // The place left behind is free again, as the PATCH answered.
    expect(page.$event.get().data?.time_slots.find((t) => t.id === 3)?.free).toBe(4);
  });

  it('a full new slot: the server keeps the old booking and the page says so, still changing', async () => {
    const refused = jsonResponse({ timeslot_id: ['На это время мест больше нет — ваша запись на 22 ноября 2026, 10:00 сохранена'] }, 400);
    const { page } = setup(makeEvent({ user_status: { joined: true, id: 99, timeslot_id: 3 } }), { patch: refused });
    await allTasks();
    page.startChange();
    page.pickSlot(4);
    await page.confirmChange();
    await allTasks();
    expect(state(page)).toMatchObject({ message: 'На это время мест больше нет — ваша запись на 22 ноября 2026, 10:00 сохранена', joined: true });
    expect(page.$event.get().data?.user_status?.timeslot_id).toBe(3);
    expect(page.$changing.get()).toBe(true);
    page.keepCurrent();
    expect(state(page)).toMatchObject({ slotId: 3, message: null });
  });

  it('cancel asks first, then says «Запись отменена»', async () => {
    const { page, requests } = setup(makeEvent({ user_status: { joined: true, id: 99, timeslot_id: 3 } }));
    keepMount(page.$askCancel);
    await allTasks();
    page.askCancel();
    expect(page.$askCancel.get()).toBe(true);
    page.dismissCancel();
    expect(requests('DELETE')).toHaveLength(0);
    page.askCancel();
    await page.confirmCancel();
    await allTasks();
    expect(requests('DELETE').map((c) => c.url)).toEqual(['/api/joined_users/99/']);
    expect(page.$askCancel.get()).toBe(false);
    expect(page.$status.get()).toBe('Запись отменена');
    expect(state(page)).toMatchObject({ joined: false });
    expect(requests('GET')).toHaveLength(1);
  });

  it('the chosen slot survives a login on the way (the session draft)', async () => {
    const draft = createDraft<SlotDraft>('test-slot-login', EMPTY_SLOT_DRAFT);
    const anon = setup(makeEvent({ user_status: null }), { loggedIn: false, draft });
    await allTasks();
    anon.page.pickDate('2026-11-22');
    anon.page.pickSlot(4);
    await anon.page.join();
    expect(anon.goLogin).toHaveBeenCalled();
    // Back from /login/: a new page over the same draft has the slot chosen; booking clears it.
    const back = setup(makeEvent(), { draft });
    await allTasks();
    expect(back.page.$choice.get()).toEqual({ date: '2026-11-22', slotId: 4 });
    await back.page.join();
    await allTasks();
    expect(back.requests('POST')).toEqual([{ method: 'POST', url: '/api/joined_users/', body: { event_id: 7, timeslot_id: 4 } }]);
    expect(draft.$draft.get()).toEqual(EMPTY_SLOT_DRAFT);
  });

  it('leave keeps the slot that was joined chosen', async () => {
    const { page } = setup(makeEvent({ user_status: { joined: true, id: 99, timeslot_id: 3 } }));
    await allTasks();
    await page.leave();
    await allTasks();
    expect(state(page)).toMatchObject({ date: '2026-11-22', slotId: 3, joined: false });
  });

  it('shows the server field error of a refused join and reloads silently', async () => {
    const refused = jsonResponse({ timeslot_id: ['На это время уже нет свободных мест'] }, 400);
    const { page, requests } = setup(makeEvent(), { post: refused });
    await allTasks();
    page.pickSlot(2);
    await page.join();
    await allTasks();
    expect(state(page)).toMatchObject({ message: 'На это время уже нет свободных мест', busy: false, joined: false });
    expect(requests('GET')).toHaveLength(2);
    expect(page.$loadFailed.get()).toBe(false);
    expect(joinErrorText(new Error('network'), 'fallback')).toBe('fallback');
  });

  it('a failed leave says so and keeps the joined slot', async () => {
    const { page } = setup(makeEvent({ user_status: { joined: true, id: 99, timeslot_id: 3 } }), { delete: jsonResponse({ detail: 'x' }, 500) });
    await allTasks();
    await page.leave();
    await allTasks();
    expect(state(page)).toMatchObject({ message: 'Не удалось отменить запись. Попробуйте ещё раз.', slotId: 3, joined: true, busy: false });
  });
});

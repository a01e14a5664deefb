import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks, cleanStores, keepMount } from 'nanostores';
import { createTestSectionProps, fakeUser, jsonResponse, type ApiCall } from '@donor/shared/testing/section-props';
import { firstScreenKey } from '@donor/shared/first-screen';
import type { RecipientNeed } from '@donor/shared/contract/helpme';
import { createRecipientPage, writeErrorText } from './recipient.resource.ts';
import { makeItem, makeNeed, NOW } from './recipient-fixtures.ts';

/** A fake API: GET answers the current need, joins and leaves edit it and answer its new booking state, like the API does. */
function setup(need: RecipientNeed = makeNeed(), opts: { loggedIn?: boolean; get?: Response; post?: Response; delete?: Response; primed?: boolean } = {}) {
  let current = need;
  let gets = 0;
  const { props, calls } = createTestSectionProps({
    user: opts.loggedIn === false ? null : fakeUser(),
    primed: opts.primed ? { '/api/address_needs/5/': need } : {},
    routes: {
      'GET /api/address_needs/5/': () => {
        gets++;
        return gets === 1 && opts.get ? opts.get : current;
      },
      'GET /api/address_needs/?blood_station=3': { count: 2, num_pages: 1, next: null, previous: null, results: [makeItem(), makeItem({ id: 8, title: 'Пётр К.' })] },
      'POST /api/address_needs_joined_users/': (call: ApiCall) => {
        if (opts.post) return opts.post;
        const { timeslot_id } = call.body as { timeslot_id: number };
        current = { ...current, joined_count: current.joined_count + 1, user_status: { joined: true, id: 99, timeslot: timeslot_id } };
        return jsonResponse({ id: 99, timeslot_id, ...stateOf(current) }, 201);
      },
      'DELETE /api/address_needs_joined_users/99/': () => {
        if (opts.delete) return opts.delete;
        current = { ...current, joined_count: current.joined_count - 1, user_status: { joined: false, id: null, timeslot: null } };
        return stateOf(current);
      },
      'PATCH /api/address_needs/5/': (call: ApiCall) => {
        current = { ...current, status: (call.body as { status: 'found' }).status, can_close: false };
        return current;
      },
    },
  });
  const goLogin = vi.fn();
  const page = createRecipientPage(props, 5, { goLogin, now: () => NOW });
  const stores = [page.$need, page.$loadFailed, page.$choice, page.$busy, page.$others, page.$close] as const;
  for (const $store of stores) keepMount($store);
  const requests = (method: string) => calls.requests.filter((c) => c.method === method);
  return { page, goLogin, requests, cleanup: () => cleanStores(...stores) };
}

/** The answer of a booking write (contract/booking.ts NeedBookingState). */
const stateOf = (need: RecipientNeed) =>
  ({ address_need_id: need.id, user_status: need.user_status!, joined_count: need.joined_count, required_donors_count: need.required_donors_count });

const state = (page: ReturnType<typeof setup>['page']) => ({
  slot: page.$choice.get(), busy: page.$busy.get(), message: page.$message.get(),
  joined: page.$need.get().data?.user_status?.joined, count: page.$need.get().data?.joined_count,
});

describe('recipient page resource', () => {
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => void vi.restoreAllMocks());

  it('uses the key the host embeds for the first screen: a primed answer is not asked again', async () => {
    expect(firstScreenKey('recipient', { pathname: '/recipient/5', params: { id: '5' }, search: new URLSearchParams(), city: { id: 1, searchRegion: null } }))
      .toBe('/api/address_needs/5/');
    const { page, requests, cleanup } = setup(makeNeed(), { primed: true });
    await allTasks();
    expect(page.$need.get().data?.id).toBe(5);
    expect(requests('GET').map((c) => c.url)).toEqual(['/api/address_needs/?blood_station=3']);
    cleanup();
  });

  it('lists the other requests at the station, dropping the current one (spec §7)', async () => {
    const { page, cleanup } = setup();
    await allTasks();
    // the station's list is asked once the request (and so its station) is known
    await new Promise((resolve) => setTimeout(resolve, 0));
    await allTasks();
    expect(page.$others.get().map((n) => n.id)).toEqual([8]);
    cleanup();
  });

  it('a write keeps the station list on screen in step without asking for it again; other need lists are marked stale', async () => {
    const { page, requests, cleanup } = setup();
    await allTasks();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await allTasks();
    page.pick(12);
    await page.join();
    await allTasks();
    expect(requests('GET').map((c) => c.url)).toEqual(['/api/address_needs/5/', '/api/address_needs/?blood_station=3']);
    expect(page.$stationNeeds.get().data?.results.find((n) => n.id === 5)?.joined_count).toBe(3);
    cleanup();
  });

  it.each([['not found', 404], ['a server error', 500]])('a failed load (%s) goes to /404/ (spec §8)', async (_, status) => {
    const { page, cleanup } = setup(makeNeed(), { get: jsonResponse({ detail: 'x' }, status) });
    await allTasks();
    expect(page.$loadFailed.get()).toBe(true);
    cleanup();
  });

  it('join requires a day, posts address_need_id + timeslot_id and puts the answer into the cached request: one request, the joined day chosen', async () => {
    const { page, requests, cleanup } = setup();
    await allTasks();
    expect(page.$choice.get()).toBeNull(); // three valid days: none pre-selected
    await page.join();
    expect(page.$message.get()).toBe('Выберите день, чтобы записаться');
    expect(requests('POST')).toHaveLength(0);
    page.pick(12);
    expect(page.$message.get()).toBeNull();
    await page.join();
    await allTasks();
    expect(requests('POST')).toEqual([{ method: 'POST', url: '/api/address_needs_joined_users/', body: { address_need_id: 5, timeslot_id: 12 } }]);
    expect(state(page)).toEqual({ slot: 12, busy: false, message: null, joined: true, count: 3 });
    // The cache write, not a reload: the request was asked once (its first load).
    expect(requests('GET').filter((c) => c.url === '/api/address_needs/5/')).toHaveLength(1);
    cleanup();
  });

  it('the only valid day is pre-selected and joined at once', async () => {
    const { page, requests, cleanup } = setup(makeNeed({ time_slots: [{ id: 10, date: '2026-11-23' }, { id: 11, date: '2026-11-24' }] }));
    await allTasks();
    expect(page.$choice.get()).toBe(11);
    await page.join();
    expect(requests('POST')[0]?.body).toEqual({ address_need_id: 5, timeslot_id: 11 });
    cleanup();
  });

  it('an anonymous join goes to login and posts nothing', async () => {
    const { page, goLogin, requests, cleanup } = setup(makeNeed({ user_status: null }), { loggedIn: false });
    await allTasks();
    page.pick(12);
    await page.join();
    expect(goLogin).toHaveBeenCalled();
    expect(requests('POST')).toHaveLength(0);
    cleanup();
  });

  it('change = leave + clear the selection + reload; leave keeps the day chosen', async () => {
    const joined = makeNeed({ user_status: { joined: true, id: 99, timeslot: 12 }, joined_count: 3 });
    const a = setup(joined);
    await allTasks();
    expect(a.page.$choice.get()).toBe(12);
    await a.page.change();
    await allTasks();
    expect(a.requests('DELETE').map((c) => c.url)).toEqual(['/api/address_needs_joined_users/99/']);
    expect(state(a.page)).toEqual({ slot: null, busy: false, message: null, joined: false, count: 2 });
    a.cleanup();

    const b = setup(joined);
    await allTasks();
    await b.page.leave();
    await allTasks();
    expect(state(b.page)).toMatchObject({ slot: 12, joined: false });
    b.cleanup();
  });

  it('a refused join says the API’s field message and reloads silently', async () => {
    const refused = jsonResponse({ timeslot_id: ['Этот день уже прошёл'] }, 400);
    const { page, requests, cleanup } = setup(makeNeed(), { post: refused });
    await allTasks();
    page.pick(13);
    await page.join();
    await allTasks();
    expect(state(page)).toMatchObject({ message: 'Этот день уже прошёл', busy: false, joined: false });
    expect(requests('GET').filter((c) => c.url === '/api/address_needs/5/')).toHaveLength(2);
    expect(page.$loadFailed.get()).toBe(false);
    expect(writeErrorText(new Error('network'), 'fallback')).toBe('fallback');
    cleanup();
  });

  it('closing sends the status and shows the closed request without asking again', async () => {
    const { page, requests, cleanup } = setup(makeNeed({ can_close: true, is_author: true }));
    await allTasks();
    expect(await page.close('found')).toBe(true);
    expect(requests('PATCH')).toEqual([{ method: 'PATCH', url: '/api/address_needs/5/', body: { status: 'found' } }]);
    expect(page.$need.get().data?.status).toBe('found');
    cleanup();
  });
});

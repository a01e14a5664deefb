import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks, cleanStores, keepMount } from 'nanostores';
import type { CollectiveDonation, GiftsStatus } from '@donor/shared/contract/recognition';
import { createTestSectionProps, fakeUser, type FakeRoutes } from '@donor/shared/testing/section-props';
import { collectiveErrors, collectivePatch } from './collective-form.store.ts';
import { ADVICE_KEY, GIFTS_KEY, MY_COLLECTIVE_KEY, PLANNED_KEY, canSubmitAdvice, collectiveKey, createTogetherResource, type TogetherResource } from './together.resource.ts';

const list = <T>(results: T[]) => ({ count: results.length, num_pages: 1, next: null, previous: null, results });
const cd = (over: Partial<CollectiveDonation> = {}): CollectiveDonation => ({
  id: 9, title: 'Отдел сдаёт кровь', description: '', blood_station: { id: 3, title: 'ЦК', address: 'Москва' }, date: '2026-12-05',
  owner_name: 'Анна И.', is_owner: false, joined: false, participants_count: 1, max_participants: null, ...over,
});
const gifts = (state: GiftsStatus['stages'][number]['state']): GiftsStatus => ({
  donations_count: 3, pending_count: 0, stages: [{ souvenir: { id: 4, title: 'Значок', description: '', in_stock: true, sizes: [] }, donations_needed: 3, state, state_at: null, pending: false, delivery: null }],
});

let r: TogetherResource | null = null;
afterEach(() => { if (r) cleanStores(r.$collective, r.$planned, r.$advice, r.$gifts, r.$join, r.$sendAdvice, r.$gift, r.$saveCollective, r.$deleteCollective); r = null; vi.restoreAllMocks(); });
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

function setup(routes: FakeRoutes) {
  const { props, calls } = createTestSectionProps({
    user: fakeUser(),
    routes: { [MY_COLLECTIVE_KEY]: list([]), [PLANNED_KEY]: null, [ADVICE_KEY]: { ...list([]), can_add: true, can_submit_form: true }, [GIFTS_KEY]: gifts('available'), ...routes },
  });
  r = createTogetherResource(props);
  for (const $s of [r.$collective, r.$planned, r.$advice, r.$gifts, r.$join, r.$sendAdvice, r.$gift, r.$saveCollective, r.$deleteCollective]) keepMount($s);
  return { r, requests: () => calls.requests.map((c) => `${c.method} ${c.url}`), calls };
}

describe('together resource', () => {
  it('joining posts join/ and asks my list and the planned donation again', async () => {
    const { r, requests } = setup({ [`POST ${collectiveKey(9)}join/`]: cd({ joined: true, participants_count: 2 }) });
    await allTasks();
    await r.$join.mutate({ id: 9, join: true });
    await allTasks();
    expect(requests()).toContain(`POST ${collectiveKey(9)}join/`);
    expect(requests().filter((q) => q === `GET ${MY_COLLECTIVE_KEY}` || q === `GET ${PLANNED_KEY}`)).toHaveLength(4);
  });

  it('a gift request replaces the cached status with the answer', async () => {
    const { r, calls } = setup({ 'POST /api/profile/request-gifts/': gifts('requested') });
    await allTasks();
    await r.$gift.mutate({ souvenirId: 4, cancel: false, delivery: { delivery: 'station', blood_station_id: 3, size: null } });
    expect(calls.requests.at(-1)).toMatchObject({ method: 'POST', body: { souvenir_id: 4 } });
    expect(r.$gifts.get().data?.stages[0]?.state).toBe('requested');
  });

  it('advice is posted once and the list is asked again', async () => {
    const { r, requests } = setup({ [`POST ${ADVICE_KEY}`]: { id: 1, text: 'Выспитесь', author_name: 'Анна И.', created_at: 'x' } });
    await allTasks();
    await Promise.all([r.$sendAdvice.mutate('Выспитесь'), r.$sendAdvice.mutate('Выспитесь')]);
    await allTasks();
    expect(requests().filter((q) => q.startsWith('POST'))).toHaveLength(1);
    expect(requests().filter((q) => q === `GET ${ADVICE_KEY}`)).toHaveLength(2);
  });
});

describe('spec §4 Advice form rule', () => {
  it('submit only when not loading, can_submit_form, non-empty text and not done', () => {
    const ok = { loading: false, canSubmitForm: true, text: 'Пейте воду', done: false };
    expect(canSubmitAdvice(ok)).toBe(true);
    expect(canSubmitAdvice({ ...ok, loading: true })).toBe(false);
    expect(canSubmitAdvice({ ...ok, canSubmitForm: false })).toBe(false);
    expect(canSubmitAdvice({ ...ok, text: '   ' })).toBe(false);
    expect(canSubmitAdvice({ ...ok, done: true })).toBe(false);
  });
});

describe('collective donation form', () => {
  it('requires title, station and a date from today', () => {
    expect(collectiveErrors({ title: ' ', station: null, date: '' }, '2026-11-24')).toEqual({
      title: 'Поле не может быть пустым', blood_station_id: 'Поле не может быть пустым', date: 'Поле не может быть пустым',
    });
    expect(collectiveErrors({ title: 'А', station: { id: 1, title: 'С' }, date: '2026-11-23' }, '2026-11-24').date).toBe('Дата не может быть в прошлом');
  });

  it('an edit sends only what changed', () => {
    expect(collectivePatch({ title: 'Отдел сдаёт кровь', station: { id: 3, title: 'ЦК' }, date: '2026-12-06' }, cd())).toEqual({ date: '2026-12-06' });
  });
});

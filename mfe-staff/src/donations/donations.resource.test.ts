// Donation review's resource and verdict form (donations.resource.ts, verdict-form.store.ts): the
// URL state and the request keys, a verdict writing its answer into the donation's cache and
// asking the queue again, a 409 asking for the donation again, and the form's checks and errors.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks, atom, cleanStores, keepMount } from 'nanostores';
import type { StaffDonationDetail, StaffDonationList } from '@donor/shared/contract/staff-donations';
import { commentRequired, reasonRequired } from '@donor/shared/staff-donations-messages';
import { createTestSectionProps, fakeUser, jsonResponse, type FakeRoutes } from '@donor/shared/testing/section-props';
import {
  EMPTY_QUEUE_STATE, FACETS_KEY, createQueueStores, createVerdictWrite, donationKey, queueHref, queueKey, readQueueState, type QueueState,
} from './donations.resource.ts';
import { EMPTY_VERDICT, createVerdictForm, verdictCall, verdictErrors } from './verdict-form.store.ts';

const detail = (over: Partial<StaffDonationDetail> = {}): StaffDonationDetail => ({
  id: 5, donate_at: '2026-03-10', blood_class: 'plasma', blood_station: { id: 3, title: 'ОПК' }, city: { id: 1, title: 'Москва' },
  status: 'pre_accepted', source: 'donor', is_paid: false, volume_ml: 600, certificate: null,
  submitted_at: '2026-03-11T08:00:00.000Z', created_at: '2026-03-11T08:00:00.000Z', review: null,
  donor: { id: 9, name: 'Анна Иванова', city: null, email: 'a@example.com', phone: null, joined_at: '2025-01-01T00:00:00.000Z' },
  history: [], history_count: 0, duplicates: [], ...over,
});
const emptyList: StaffDonationList = { count: 0, num_pages: 1, next: null, previous: null, results: [] };

const stores: Parameters<typeof cleanStores>[number][] = [];
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => { cleanStores(...stores.splice(0)); vi.restoreAllMocks(); });

function setup(routes: FakeRoutes, state: QueueState = { ...EMPTY_QUEUE_STATE, id: 5 }) {
  const { props, calls } = createTestSectionProps({ user: fakeUser(), routes });
  const queue = createQueueStores(props.query, atom(state));
  const write = createVerdictWrite(props);
  stores.push(queue.$queue, queue.$donation, queue.$facets, write);
  return { ...queue, write, calls };
}

describe('the URL state and the keys', () => {
  it('reads and writes the page\'s query; malformed values are left out', () => {
    const state = readQueueState('?city_id=50&blood_station_id=7&certificate=no&page=2&id=12');
    expect(state).toEqual({ cityId: 50, stationId: 7, certificate: 'no', page: 2, id: 12 });
    expect(queueHref(state)).toBe('/staff/donations/?city_id=50&blood_station_id=7&certificate=no&page=2&id=12');
    expect(readQueueState('?city_id=abc&certificate=maybe&page=0&id=-1')).toEqual(EMPTY_QUEUE_STATE);
    expect(queueHref(EMPTY_QUEUE_STATE)).toBe('/staff/donations/');
  });

  it('the queue key carries the filters and the page, never the chosen donation', () => {
    expect(queueKey({ ...EMPTY_QUEUE_STATE, id: 4 })).toBe('/api/staff/donations/?page=1&page_size=20');
    expect(queueKey({ cityId: 1, stationId: 2, certificate: 'yes', page: 3, id: null })).toBe('/api/staff/donations/?city_id=1&blood_station_id=2&certificate=yes&page=3&page_size=20');
    expect(FACETS_KEY).toBe('/api/staff/donations/facets/');
    expect(donationKey(5)).toBe('/api/staff/donations/5/');
  });
});

describe('the verdict write', () => {
  it('puts the decided donation into its cache and asks the queue again', async () => {
    const queueAnswers = [emptyList, { ...emptyList, count: 0 }];
    const { $donation, $queue, write, calls } = setup({
      [donationKey(5)]: detail(),
      [queueKey(EMPTY_QUEUE_STATE)]: () => queueAnswers.shift(),
      'POST /api/staff/donations/5/verdict/': detail({ status: 'accepted' }),
    });
    keepMount($donation);
    keepMount($queue);
    await allTasks();
    await write.mutate({ id: 5, body: { verdict: 'accept', expected_status: 'pre_accepted' } });
    await allTasks();
    expect($donation.get().data?.status).toBe('accepted');
    expect(calls.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/staff/donations/5/', 'GET /api/staff/donations/?page=1&page_size=20',
      'POST /api/staff/donations/5/verdict/', 'GET /api/staff/donations/?page=1&page_size=20',
    ]);
  });

  it('a 409 asks for the donation again (someone else decided first)', async () => {
    const answers = [detail(), detail({ status: 'rejected', review: { by: { id: 2, name: 'Ольга Смирнова' }, at: '2026-03-12T09:00:00.000Z', reason: 'unreadable', comment: null } })];
    const { $donation, write, calls } = setup({
      [donationKey(5)]: () => answers.shift(),
      'POST /api/staff/donations/5/verdict/': jsonResponse({ detail: 'Уже рассмотрено' }, 409),
    });
    keepMount($donation);
    keepMount(write);
    await allTasks();
    await write.mutate({ id: 5, body: { verdict: 'accept' } });
    await allTasks();
    expect(write.get().error).toBeDefined();
    expect($donation.get().data?.status).toBe('rejected');
    expect(calls.requests.filter((r) => r.url === donationKey(5))).toHaveLength(2);
  });
});

describe('the verdict form', () => {
  it('a refusal needs a reason, and words for «Другая причина»; an acceptance needs nothing', () => {
    expect(verdictErrors(EMPTY_VERDICT)).toEqual({});
    expect(verdictErrors({ ...EMPTY_VERDICT, verdict: 'reject' })).toEqual({ reason: reasonRequired });
    expect(verdictErrors({ verdict: 'reject', reason: 'other', comment: '  ' })).toEqual({ comment: commentRequired });
    expect(verdictErrors({ verdict: 'reject', reason: 'unreadable', comment: '' })).toEqual({});
  });

  it('sends what the moderator saw with the verdict; a refusal its reason and trimmed words', () => {
    const seen = detail();
    expect(verdictCall(EMPTY_VERDICT, seen)).toEqual({ id: 5, body: { verdict: 'accept', expected_status: 'pre_accepted', submitted_at: seen.submitted_at } });
    expect(verdictCall({ verdict: 'reject', reason: 'date_mismatch', comment: ' Другая дата ' }, seen).body).toMatchObject({ verdict: 'reject', reason: 'date_mismatch', comment: 'Другая дата' });
    expect(verdictCall({ verdict: 'reject', reason: 'unreadable', comment: '' }, seen).body).toMatchObject({ comment: null });
  });

  it('no request for a refusal without a reason; the API\'s field error lands under its field, a 409 in the alert', async () => {
    let status = 400;
    const { write, calls } = setup({
      'POST /api/staff/donations/5/verdict/': () => jsonResponse(status === 400 ? { reason: ['Выберите значение из списка'] } : { detail: 'Уже рассмотрено' }, status),
    });
    const done = vi.fn();
    const form = createVerdictForm(write, () => detail(), done);
    keepMount(form.$status);
    expect(await form.decide('reject')).toBe(false);
    expect(form.$status.get().errors).toEqual({ reason: reasonRequired });
    expect(calls.requests).toEqual([]);
    form.set('reason', 'unreadable');
    expect(await form.decide('reject')).toBe(false);
    expect(form.$status.get().errors).toEqual({ reason: 'Выберите значение из списка' });
    status = 409;
    expect(await form.decide('accept')).toBe(false);
    expect(form.$status.get().formError).toBe('Уже рассмотрено');
    expect(done).not.toHaveBeenCalled();
  });
});

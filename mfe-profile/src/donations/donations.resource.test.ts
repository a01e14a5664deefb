import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks, atom, cleanStores, keepMount, type ReadableAtom } from 'nanostores';
import type { Donation } from '@donor/shared/contract/cabinet';
import { isApiError } from '@donor/shared/api-error';
import { createTestSectionProps, fakeUser, jsonResponse, type FakeRoutes } from '@donor/shared/testing/section-props';
import { ELIGIBILITY_KEY, LATEST_DONATIONS_KEY } from '../cabinet/cabinet.resource.ts';
import {
  createDonationStores, createDonationWrites, createDonationsListStore, createExistsStore, donationKey, donationsKey, existsKey, infoAfterKey,
} from './donations.resource.ts';

const list = <T>(results: T[]) => ({ count: results.length, num_pages: 1, next: null, previous: null, results });
const donation = (over: Partial<Donation> = {}): Donation => ({
  id: 9, donate_at: '2026-11-24', status: 'pre_accepted', blood_class: 'blood', blood_station: { id: 3, title: 'ОПК' }, is_paid: false,
  volume_ml: null, certificate: null, created_at: '2026-11-24T10:00:00.000Z', ...over,
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const mounted: ReadableAtom<unknown>[] = [];
const mount = (...stores: ReadableAtom<unknown>[]) => { for (const s of stores) { keepMount(s); mounted.push(s); } };
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => { cleanStores(...mounted.splice(0)); vi.restoreAllMocks(); });

function setup(routes: FakeRoutes = {}) {
  const { props, calls } = createTestSectionProps({ user: fakeUser(), routes });
  const fetchUser = vi.fn(async () => {});
  const writes = createDonationWrites({ query: props.query, api: props.api, auth: { fetchUser } });
  mount(writes.$save, writes.$remove, writes.$upload, writes.$survey, writes.$feedback);
  const requests = () => calls.requests.map((c) => `${c.method} ${c.url}`);
  return { props, calls, writes, fetchUser, requests };
}

describe('donations resource', () => {
  it('lists with the spec filter, 25 a page', () => {
    expect(donationsKey(2)).toBe('/api/donations/?status=accepted%2Cpre_accepted&page=2&page_size=25');
    expect(existsKey('2026-11-24')).toBe('/api/donations/is-exists/?donate_at=2026-11-24');
    expect(infoAfterKey(9)).toBe('/api/info-after-donation/9');
  });

  it('adding a donation caches it, makes lists and eligibility stale and refreshes /me', async () => {
    const created = donation();
    const { props, writes, fetchUser, requests } = setup({
      [donationsKey(1)]: list([]),
      [ELIGIBILITY_KEY]: { next: {} },
      'POST /api/donations/': jsonResponse(created, 201),
    });
    const $list = createDonationsListStore(props.query, atom(donationsKey(1)));
    const $eligibility = props.query.createFetcherStore(ELIGIBILITY_KEY);
    mount($list, $eligibility);
    await allTasks();
    const saved = await writes.$save.mutate({ id: null, body: { donate_at: '2026-11-24', blood_class: 'blood', blood_station_id: 3 } });
    await allTasks();
    expect(saved).toEqual(created);
    expect(fetchUser).toHaveBeenCalledOnce();
    // both stale reads were asked again; the new donation itself was not (it came with the answer)
    expect(requests().filter((r) => r === `GET ${donationsKey(1)}`)).toHaveLength(2);
    expect(requests().filter((r) => r === `GET ${ELIGIBILITY_KEY}`)).toHaveLength(2);
  });

  it('an edit puts the answer into the cached donation without asking for it again', async () => {
    const { props, writes, requests } = setup({ [donationKey(9)]: donation(), 'PATCH /api/donations/9/': donation({ volume_ml: 450 }) });
    const { $donation } = createDonationStores(props.query, 9);
    mount($donation);
    await allTasks();
    await writes.$save.mutate({ id: 9, body: { volume_ml: 450 } });
    await allTasks();
    expect($donation.get().data).toMatchObject({ id: 9, volume_ml: 450 });
    expect(requests().filter((r) => r === `GET ${donationKey(9)}`)).toHaveLength(1);
  });

  it('a field error of the API reaches the caller; nothing is made stale', async () => {
    const { writes, fetchUser } = setup({ 'POST /api/donations/': jsonResponse({ donate_at: ['Донация на эту дату уже добавлена'] }, 400) });
    expect(await writes.$save.mutate({ id: null, body: { donate_at: '2026-11-24', blood_class: 'blood', blood_station_id: 3 } })).toBeUndefined();
    const error = writes.$save.get().error;
    expect(isApiError(error) && error.fieldErrors.donate_at).toEqual(['Донация на эту дату уже добавлена']);
    expect(fetchUser).not.toHaveBeenCalled();
  });

  it("another donor's donation: the edit page's read ends as a 404", async () => {
    const { props } = setup();
    const { $donation } = createDonationStores(props.query, 77);
    mount($donation);
    await allTasks();
    const { error } = $donation.get();
    expect(isApiError(error) && error.status).toBe(404);
  });

  it('is-exists asks only for a chosen day', async () => {
    const { props, requests } = setup({ [existsKey('2026-11-20')]: { exists: true } });
    const $key = atom<string | null>(null);
    const $exists = createExistsStore(props.query, $key);
    mount($exists);
    await allTasks();
    expect(requests()).toEqual([]);
    $key.set(existsKey('2026-11-20'));
    await tick(); // the key store is batched
    await allTasks();
    expect($exists.get().data).toEqual({ exists: true });
  });

  it('uploads a picture as multipart `file`; deleting drops the cached donation and the latest list', async () => {
    const { props, writes, calls } = setup({
      'POST /api/picture/': jsonResponse({ id: 4, url: '/api/picture/4/', width: 300, height: 300 }, 201),
      'DELETE /api/donations/9/': new Response(null, { status: 204 }),
      [LATEST_DONATIONS_KEY]: list([donation()]),
    });
    const picture = await writes.$upload.mutate(new File([new Uint8Array(2048)], 'c.jpg', { type: 'image/jpeg' }));
    expect(picture?.id).toBe(4);
    expect(calls.requests.at(-1)?.body).toBeInstanceOf(FormData);
    expect((calls.requests.at(-1)?.body as FormData).get('file')).toBeInstanceOf(Blob);
    const $latest = props.query.createFetcherStore(LATEST_DONATIONS_KEY);
    mount($latest);
    await allTasks();
    expect(await writes.$remove.mutate(9)).toBe(true);
    await allTasks();
    expect(calls.requests.filter((c) => c.url === LATEST_DONATIONS_KEY)).toHaveLength(2);
  });
});

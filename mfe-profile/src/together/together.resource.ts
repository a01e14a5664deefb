// The "together" requests of the donor's cabinet (spec §3 Donator advice, §4 Advice form, §7
// "Collective donations, gifts, achievements"; docs/recognition.md): my collective donations and
// the planned one, one shared by its invitation link, create/edit/delete (the organiser only),
// join/leave; donor advice (list + can_add/can_submit_form, POST once); gifts (state per
// souvenir, request/cancel answer the whole new status, which replaces the cached one).
import type { Api } from '@donor/shared/api';
import type { Advice, AdviceList, CollectiveDonation, CollectiveDonationBody, CollectiveDonationList, CollectiveDonationPatch, GiftsStatus } from '@donor/shared/contract/recognition';
import { requestKey, type QueryContext } from '@donor/shared/query';

export const MY_COLLECTIVE_KEY = requestKey('/api/profile/collective_donations/', { page_size: 50 });
export const PLANNED_KEY = '/api/profile/planned-donation/';
export const collectiveKey = (id: number): string => `/api/collective_donations/${id}/`;
export const ADVICE_KEY = '/api/advices/';
export const GIFTS_KEY = '/api/profile/gifts-status/';

/** spec §4 Advice form: submit only when not loading, can_submit_form and the text is not empty. */
export function canSubmitAdvice(state: { loading: boolean; canSubmitForm: boolean; text: string; done: boolean }): boolean {
  return !state.loading && !state.done && state.canSubmitForm && state.text.trim() !== '';
}

export interface CollectiveSave {
  /** null: create. */
  id: number | null;
  body: CollectiveDonationBody | CollectiveDonationPatch;
}

export type TogetherResource = ReturnType<typeof createTogetherResource>;

export function createTogetherResource({ query, api }: { query: QueryContext; api: Api }) {
  const $collective = query.createFetcherStore<CollectiveDonationList>(MY_COLLECTIVE_KEY);
  const $planned = query.createFetcherStore<CollectiveDonation | null>(PLANNED_KEY);
  const $advice = query.createFetcherStore<AdviceList>(ADVICE_KEY);
  const $gifts = query.createFetcherStore<GiftsStatus>(GIFTS_KEY);

  /** Every write to a collective donation changes my list and maybe the planned one. */
  const refreshMine = () => query.invalidateKeys((k) => k === MY_COLLECTIVE_KEY || k === PLANNED_KEY);

  const $saveCollective = query.createMutatorStore<CollectiveSave, CollectiveDonation>(async ({ data, getCacheUpdater }) => {
    const saved = data.id === null
      ? await api.post<CollectiveDonation>('/api/collective_donations/', data.body)
      : await api.patch<CollectiveDonation>(collectiveKey(data.id), data.body);
    getCacheUpdater<CollectiveDonation>(collectiveKey(saved.id), false)[0](saved);
    refreshMine();
    return saved;
  });

  const $deleteCollective = query.createMutatorStore<number, true>(async ({ data: id }) => {
    await api.delete(collectiveKey(id));
    query.invalidateKeys((k) => k === collectiveKey(id));
    refreshMine();
    return true;
  });

  const $join = query.createMutatorStore<{ id: number; join: boolean }, CollectiveDonation>(async ({ data, getCacheUpdater }) => {
    const cd = await api.post<CollectiveDonation>(`${collectiveKey(data.id)}${data.join ? 'join' : 'leave'}/`, {});
    getCacheUpdater<CollectiveDonation>(collectiveKey(data.id), false)[0](cd);
    refreshMine();
    return cd;
  });

  const $sendAdvice = query.createMutatorStore<string, Advice>(async ({ data: text, invalidate }) => {
    const advice = await api.post<Advice>(ADVICE_KEY, { text });
    invalidate(ADVICE_KEY);
    return advice;
  });

  const $gift = query.createMutatorStore<{ souvenirId: number; cancel: boolean }, GiftsStatus>(async ({ data, getCacheUpdater }) => {
    const url = data.cancel ? '/api/profile/cancel-gift-request/' : '/api/profile/request-gifts/';
    const status = await api.post<GiftsStatus>(url, { souvenir_id: data.souvenirId });
    getCacheUpdater<GiftsStatus>(GIFTS_KEY, false)[0](status);
    return status;
  });

  return { $collective, $planned, $advice, $gifts, $saveCollective, $deleteCollective, $join, $sendAdvice, $gift };
}

export function createSharedCollectiveStore(query: QueryContext, id: number) {
  return query.createFetcherStore<CollectiveDonation>(collectiveKey(id));
}

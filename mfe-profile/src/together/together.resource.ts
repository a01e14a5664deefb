// The "together" requests of the donor's cabinet (spec §3 Donator advice, §4 Advice form, §7
// "Collective donations, gifts, achievements"; docs/recognition.md): my collective donations and
// the planned one, one shared by its invitation link, create/edit/delete (the organiser only),
// join/leave; donor advice (list + can_add/can_submit_form, POST once); gifts (state per
// souvenir, a request with its delivery or a cancellation answers the whole new status, which
// replaces the cached one).
// Descriptors: shared/src/endpoints/recognition.ts.
import type { Api } from '@donor/shared/api';
import type { Advice, AdviceList, CollectiveDonation, CollectiveDonationBody, CollectiveDonationList, CollectiveDonationPatch, GiftRequestBody, GiftsStatus } from '@donor/shared/contract/recognition';
import { keyOf } from '@donor/shared/endpoint';
import {
  cancelGiftRequest, createAdvice, createCollectiveDonation, deleteCollectiveDonation, getCollectiveDonation, getGiftsStatus, getPlannedDonation,
  joinCollectiveDonation, leaveCollectiveDonation, listAdvices, listMyCollectiveDonations, requestGift, updateCollectiveDonation,
} from '@donor/shared/endpoints/recognition';
import type { QueryContext } from '@donor/shared/query';

export const MY_COLLECTIVE_KEY = keyOf(listMyCollectiveDonations, null, { page_size: 50 });
export const PLANNED_KEY = keyOf(getPlannedDonation, null);
export const collectiveKey = (id: number): string => keyOf(getCollectiveDonation, { id });
export const ADVICE_KEY = keyOf(listAdvices, null);
export const GIFTS_KEY = keyOf(getGiftsStatus, null);

/** spec §4 Advice form: submit only when not loading, can_submit_form and the text is not empty. */
export function canSubmitAdvice(state: { loading: boolean; canSubmitForm: boolean; text: string; done: boolean }): boolean {
  return !state.loading && !state.done && state.canSubmitForm && state.text.trim() !== '';
}

export interface CollectiveSave {
  /** null: create (the form then sends the whole body, collective-form.store.ts). */
  id: number | null;
  body: CollectiveDonationBody | CollectiveDonationPatch;
}

/**
 * A gift request with how the donor gets it (docs/recognition.md «Доставка»), or its cancellation.
 */
export interface GiftMove {
  souvenirId: number;
  cancel: boolean;
  delivery?: Omit<GiftRequestBody, 'souvenir_id'>;
}

export type TogetherResource = ReturnType<typeof createTogetherResource>;

export function createTogetherResource({ query, api }: { query: QueryContext; api: Pick<Api, 'request'> }) {
  const $collective = query.createFetcherStore<CollectiveDonationList>(MY_COLLECTIVE_KEY);
  const $planned = query.createFetcherStore<CollectiveDonation | null>(PLANNED_KEY);
  const $advice = query.createFetcherStore<AdviceList>(ADVICE_KEY);
  const $gifts = query.createFetcherStore<GiftsStatus>(GIFTS_KEY);

  /** Every write to a collective donation changes my list and maybe the planned one. */
  const refreshMine = () => query.invalidateKeys((k) => k === MY_COLLECTIVE_KEY || k === PLANNED_KEY);

  const $saveCollective = query.createMutatorStore<CollectiveSave, CollectiveDonation>(async ({ data, getCacheUpdater }) => {
    const saved = data.id === null
      ? await api.request(createCollectiveDonation, { body: data.body as CollectiveDonationBody })
      : await api.request(updateCollectiveDonation, { params: { id: data.id }, body: data.body });
    getCacheUpdater<CollectiveDonation>(collectiveKey(saved.id), false)[0](saved);
    refreshMine();
    return saved;
  });

  const $deleteCollective = query.createMutatorStore<number, true>(async ({ data: id }) => {
    await api.request(deleteCollectiveDonation, { params: { id } });
    query.invalidateKeys((k) => k === collectiveKey(id));
    refreshMine();
    return true;
  });

  const $join = query.createMutatorStore<{ id: number; join: boolean }, CollectiveDonation>(async ({ data, getCacheUpdater }) => {
    const cd = await api.request(data.join ? joinCollectiveDonation : leaveCollectiveDonation, { params: { id: data.id } });
    getCacheUpdater<CollectiveDonation>(collectiveKey(data.id), false)[0](cd);
    refreshMine();
    return cd;
  });

  const $sendAdvice = query.createMutatorStore<string, Advice>(async ({ data: text, invalidate }) => {
    const advice = await api.request(createAdvice, { body: { text } });
    invalidate(ADVICE_KEY);
    return advice;
  });

  const $gift = query.createMutatorStore<GiftMove, GiftsStatus>(async ({ data, getCacheUpdater }) => {
    const { delivery } = data;
    if (!data.cancel && !delivery) throw new Error('a gift request goes with its delivery (gift-request-form.store.ts)');
    const status = data.cancel || !delivery
      ? await api.request(cancelGiftRequest, { body: { souvenir_id: data.souvenirId } })
      : await api.request(requestGift, { body: { souvenir_id: data.souvenirId, ...delivery } });
    getCacheUpdater<GiftsStatus>(GIFTS_KEY, false)[0](status);
    return status;
  });

  return { $collective, $planned, $advice, $gifts, $saveCollective, $deleteCollective, $join, $sendAdvice, $gift };
}

export function createSharedCollectiveStore(query: QueryContext, id: number) {
  return query.createFetcherStore<CollectiveDonation>(collectiveKey(id));
}

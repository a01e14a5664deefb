// Partner bonuses' requests (spec §3 Bonus; §7 "Stories, bonuses, info, advice";
// docs/recognition.md): the public catalogue (can_take and cannot_take_reason are for the
// caller), my taken bonuses, taking a code (POST get_bonus/: a 400 carries the reason in words),
// marking the partner link opened (link_checked/) and the feedback (GET, then POST once, PATCH after).
// Descriptors: shared/src/endpoints/recognition.ts.
import type { Api } from '@donor/shared/api';
import type { Bonus, BonusFeedback, BonusFeedbackBody, BonusList, GetBonusResult } from '@donor/shared/contract/recognition';
import { keyOf } from '@donor/shared/endpoint';
import { createBonusFeedback, getBonusFeedback, listMyBonuses, markBonusLinkChecked, takeBonus, updateBonusFeedback } from '@donor/shared/endpoints/recognition';
import type { QueryContext } from '@donor/shared/query';

import { BONUSES_KEY } from '@donor/shared/profile-keys';

export { BONUSES_KEY };
export const MY_BONUSES_KEY = keyOf(listMyBonuses, null, { page_size: 50 });
export const feedbackKey = (bonusId: number): string => keyOf(getBonusFeedback, { id: bonusId });

/** The catalogue item after a successful take: the code is the caller's, one code fewer is left. */
export function withTaken(b: Bonus, result: GetBonusResult): Bonus {
  return { ...b, taken: { code: result.code, taken_at: result.taken_at }, can_take: false, codes_left: Math.max(0, b.codes_left - 1), cannot_take_reason: null };
}

export interface FeedbackSave {
  bonusId: number;
  /** PATCH when the donor already left feedback (the API allows one, then edits). */
  exists: boolean;
  body: BonusFeedbackBody;
}

export type BonusesResource = ReturnType<typeof createBonusesResource>;

export function createBonusesResource({ query, api }: { query: QueryContext; api: Pick<Api, 'request'> }) {
  const $catalog = query.createFetcherStore<BonusList>(BONUSES_KEY);
  const $mine = query.createFetcherStore<BonusList>(MY_BONUSES_KEY);

  const $take = query.createMutatorStore<number, GetBonusResult>(async ({ data: bonusId, getCacheUpdater, invalidate }) => {
    const result = await api.request(takeBonus, { body: { bonus_id: bonusId } });
    const [update, cached] = getCacheUpdater<BonusList>(BONUSES_KEY, false);
    if (cached) update({ ...cached, results: cached.results.map((b) => (b.id === bonusId ? withTaken(b, result) : b)) });
    invalidate(MY_BONUSES_KEY);
    return result;
  });

  const $linkChecked = query.createMutatorStore<number, true>(async ({ data: bonusId }) => {
    await api.request(markBonusLinkChecked, { body: { bonus_id: bonusId } });
    return true;
  });

  const $saveFeedback = query.createMutatorStore<FeedbackSave, BonusFeedback>(async ({ data, getCacheUpdater }) => {
    const params = { id: data.bonusId };
    const saved = data.exists
      ? await api.request(updateBonusFeedback, { params, body: data.body })
      : await api.request(createBonusFeedback, { params, body: data.body });
    getCacheUpdater<BonusFeedback | null>(feedbackKey(data.bonusId), false)[0](saved);
    return saved;
  });

  return { $catalog, $mine, $take, $linkChecked, $saveFeedback };
}

export function createFeedbackStore(query: QueryContext, bonusId: number) {
  return query.createFetcherStore<BonusFeedback | null>(feedbackKey(bonusId));
}

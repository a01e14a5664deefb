// A taken bonus's feedback (spec §7: POST, PATCH, GET /api/bonuses/{id}/feedback/) on the kit's
// form (shared/src/form/form.store.ts) over the bonuses resource's $saveFeedback: a rating of 1–5
// and an optional text. The first save POSTs, later ones PATCH; the rating is checked here with
// the contract's message (MSG.ratingRange) and the API's field errors land under their fields.
// It starts from the saved feedback and keeps no draft across a reload (it never did).
import { atom } from 'nanostores';
import type { BonusFeedback } from '@donor/shared/contract/recognition';
import { createForm } from '@donor/shared/form/form.store';
import { sameNames } from '@donor/shared/form/field-messages';
import * as MSG from '@donor/shared/messages';
import type { BonusesResource, FeedbackSave } from './bonuses.resource.ts';

export interface BonusFeedbackValues {
  /** 0 = not chosen yet. */
  rating: number;
  text: string;
}
export type BonusFeedbackField = 'rating' | 'text';

export function createBonusFeedbackForm(resource: Pick<BonusesResource, '$saveFeedback'>, bonusId: number, current: BonusFeedback | null, savedText: string) {
  const $notice = atom<string | null>(null);
  const form = createForm<BonusFeedbackValues, BonusFeedbackField, FeedbackSave, BonusFeedback>({
    draft: null,
    initial: { rating: current?.rating ?? 0, text: current?.text ?? '' },
    validate: (v) => (v.rating === 0 ? { rating: MSG.ratingRange } : {}),
    fields: sameNames<BonusFeedbackField>('rating', 'text'),
    mutator: resource.$saveFeedback,
    data: (v) => ({ bonusId, exists: current !== null, body: { rating: v.rating, text: v.text.trim() } }),
    done: () => $notice.set(savedText),
  });
  const submit = () => {
    $notice.set(null);
    return form.submit();
  };
  return { $values: form.$values, $status: form.$status, $notice, set: form.set, submit };
}

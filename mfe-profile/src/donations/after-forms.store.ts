// The two forms after a donation (spec §7 POST /api/survey_after_donation/; POST or PATCH
// /api/donation_feedback/ with /{id}/ once it has one), on the kit's form
// (shared/src/form/form.store.ts) over the donation writes' mutators: `submitting` is the
// write's loading and a refusal lands under its field. Both keep their drafts across a reload;
// the feedback remembers its id so a second save is a PATCH.
import { atom } from 'nanostores';
import type { SurveyBody } from '@donor/shared/contract/cabinet';
import { createForm } from '@donor/shared/form/form.store';
import { sameNames } from '@donor/shared/form/field-messages';
import * as MSG from '@donor/shared/messages';
import type { DonationWrites, FeedbackSave } from './donations.resource.ts';

export interface SurveyValues {
  /** 0 = not chosen yet. */
  wellbeing: number;
  had_reaction: boolean;
  would_return: boolean;
  comment: string;
}

const NO_SURVEY: SurveyValues = { wellbeing: 0, had_reaction: false, would_return: true, comment: '' };

export function createSurveyForm(writes: Pick<DonationWrites, '$survey'>, donationId: number) {
  const $done = atom(false);
  const form = createForm({
    draft: `survey-${donationId}`,
    initial: NO_SURVEY,
    validate: (v): Partial<Record<'wellbeing' | 'comment', string>> => (v.wellbeing === 0 ? { wellbeing: MSG.required } : {}),
    fields: sameNames('wellbeing', 'comment'),
    mutator: writes.$survey,
    data: (v): SurveyBody => ({
      donation_id: donationId, wellbeing: v.wellbeing, had_reaction: v.had_reaction, would_return: v.would_return, comment: v.comment.trim() || null,
    }),
    done: () => {
      form.reset();
      $done.set(true);
    },
  });
  return { ...form, $done };
}

export interface FeedbackValues {
  /** 0 until the first POST answers: then later saves PATCH the same feedback (spec §7). */
  id: number;
  /** 0 = not chosen yet. */
  rating: number;
  text: string;
}

const NO_FEEDBACK: FeedbackValues = { id: 0, rating: 0, text: '' };

export function createFeedbackForm(writes: Pick<DonationWrites, '$feedback'>, donationId: number, thanks: string) {
  const $notice = atom<string | null>(null);
  const form = createForm({
    draft: `feedback-${donationId}`,
    initial: NO_FEEDBACK,
    validate: (v): Partial<Record<'rating' | 'text', string>> => (v.rating === 0 ? { rating: MSG.required } : {}),
    fields: sameNames('rating', 'text'),
    mutator: writes.$feedback,
    data: (v): FeedbackSave => {
      const text = v.text.trim() || null;
      return v.id ? { id: v.id, body: { rating: v.rating, text } } : { id: null, body: { donation_id: donationId, rating: v.rating, text } };
    },
    done: (saved) => {
      form.$values.set({ ...form.$values.get(), id: saved.id });
      $notice.set(thanks);
    },
  });
  const submit = () => {
    $notice.set(null);
    return form.submit();
  };
  return { ...form, submit, $notice };
}

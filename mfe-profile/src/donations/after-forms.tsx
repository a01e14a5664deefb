// After a donation (spec §7 POST /api/survey_after_donation/; POST or PATCH /api/donation_feedback/
// with /{id}/ once it has one): how the donor feels and what they think of the station. Both keep
// their drafts across a reload; the feedback remembers its id so a second save is a PATCH.
import { useMemo, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { SurveyBody } from '@donor/shared/contract/cabinet';
import * as MSG from '@donor/shared/messages';
import { createDraft } from '@donor/shared/stores/draft';
import { Button } from '@donor/shared/ui/button';
import { Checkbox } from '@donor/shared/ui/checkbox';
import { Field } from '@donor/shared/ui/field';
import { cs } from '../cabinet/cabinet.strings.ts';
import { Choice, Option } from '../cabinet/choice.tsx';
import { fieldMessages, sameNames, type FieldMessages } from '@donor/shared/form/field-messages';
import type { DonationWrites } from './donations.resource.ts';

const s = cs.after;
const SCORES = [1, 2, 3, 4, 5] as const;

/** A refusal as the form shows it: under the fields, and only without those in the form's alert. */
const shownErrors = ({ errors, formError }: FieldMessages<string>): Record<string, string> =>
  Object.keys(errors).length > 0 ? (errors as Record<string, string>) : { form: formError ?? MSG.generic };

function Scores({ name, legend, value, error, onPick }: { name: string; legend: string; value: number; error?: string | undefined; onPick: (n: number) => void }) {
  return (
    <Choice legend={legend} name={name} error={error}>
      {SCORES.map((n) => <Option key={n} name={name} label={s.scores[n - 1]!} checked={value === n} invalid={Boolean(error)} onChange={() => onPick(n)} />)}
    </Choice>
  );
}

export function SurveyForm({ donationId, writes }: { donationId: number; writes: DonationWrites }) {
  const draft = useMemo(() => createDraft(`survey-${donationId}`, { wellbeing: 0, had_reaction: false, would_return: true, comment: '' }), [donationId]);
  const value = useStore(draft.$draft);
  const survey = useStore(writes.$survey);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (value.wellbeing === 0) { setErrors({ wellbeing: MSG.required }); return; }
    const body: SurveyBody = { donation_id: donationId, wellbeing: value.wellbeing, had_reaction: value.had_reaction, would_return: value.would_return, comment: value.comment.trim() || null };
    const saved = await writes.$survey.mutate(body);
    if (!saved) {
      setErrors(shownErrors(fieldMessages(writes.$survey.get().error, sameNames('wellbeing', 'comment'))));
      return;
    }
    draft.reset();
    setDone(true);
  };

  if (done) return <p className="cab-status" role="status">{s.surveyThanks}</p>;
  return (
    <form className="cab-form" aria-labelledby={`survey-${donationId}`} onSubmit={(e) => void onSubmit(e)} noValidate>
      <h3 id={`survey-${donationId}`}>{s.survey}</h3>
      <Scores name="wellbeing" legend={s.wellbeing} value={value.wellbeing} error={errors.wellbeing}
        onPick={(n) => { draft.set('wellbeing', n); setErrors({}); }} />
      <Checkbox label={s.hadReaction} checked={value.had_reaction} onChange={(e) => draft.set('had_reaction', e.currentTarget.checked)} />
      <Checkbox label={s.wouldReturn} checked={value.would_return} onChange={(e) => draft.set('would_return', e.currentTarget.checked)} />
      <Field multiline label={s.comment} name="comment" maxLength={1000} rows={3} value={value.comment} error={errors.comment ?? null}
        onChange={(e) => draft.set('comment', e.currentTarget.value)} />
      {errors.form && <p className="ui-error" role="alert">{errors.form}</p>}
      <div><Button type="submit" loading={Boolean(survey.loading)}>{s.send}</Button></div>
    </form>
  );
}

export function FeedbackForm({ donationId, writes }: { donationId: number; writes: DonationWrites }) {
  // `id` 0 until the first POST answers: then later saves PATCH the same feedback (spec §7).
  const draft = useMemo(() => createDraft(`feedback-${donationId}`, { id: 0, rating: 0, text: '' }), [donationId]);
  const value = useStore(draft.$draft);
  const feedback = useStore(writes.$feedback);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    if (value.rating === 0) { setErrors({ rating: MSG.required }); return; }
    const text = value.text.trim() || null;
    const saved = await writes.$feedback.mutate(
      value.id ? { id: value.id, body: { rating: value.rating, text } } : { id: null, body: { donation_id: donationId, rating: value.rating, text } },
    );
    if (!saved) {
      setErrors(shownErrors(fieldMessages(writes.$feedback.get().error, sameNames('rating', 'text'))));
      return;
    }
    draft.set('id', saved.id);
    setNotice(s.feedbackThanks);
  };

  return (
    <form className="cab-form" aria-labelledby={`feedback-${donationId}`} onSubmit={(e) => void onSubmit(e)} noValidate>
      <h3 id={`feedback-${donationId}`}>{s.feedback}</h3>
      <Scores name="rating" legend={s.rating} value={value.rating} error={errors.rating}
        onPick={(n) => { draft.set('rating', n); setErrors({}); }} />
      <Field multiline label={s.feedbackText} name="text" maxLength={1000} rows={3} value={value.text} error={errors.text ?? null}
        onChange={(e) => draft.set('text', e.currentTarget.value)} />
      {errors.form && <p className="ui-error" role="alert">{errors.form}</p>}
      <p className="cab-status" role="status">{notice}</p>
      <div><Button type="submit" loading={Boolean(feedback.loading)}>{s.feedbackSave}</Button></div>
    </form>
  );
}

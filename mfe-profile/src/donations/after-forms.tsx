// After a donation (spec §7 POST /api/survey_after_donation/; POST or PATCH /api/donation_feedback/
// with /{id}/ once it has one): how the donor feels and what they think of the station. The
// forms' state is after-forms.store.ts; these only render.
import { useMemo, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Button } from '@donor/shared/ui/button';
import { Checkbox } from '@donor/shared/ui/checkbox';
import { Field } from '@donor/shared/ui/field';
import { cs } from '../cabinet/cabinet.strings.ts';
import { Choice, Option } from '../cabinet/choice.tsx';
import { createFeedbackForm, createSurveyForm } from './after-forms.store.ts';
import type { DonationWrites } from './donations.resource.ts';

const s = cs.after;
const SCORES = [1, 2, 3, 4, 5] as const;

function Scores({ name, legend, value, error, onPick }: { name: string; legend: string; value: number; error?: string | undefined; onPick: (n: number) => void }) {
  return (
    <Choice legend={legend} name={name} error={error}>
      {SCORES.map((n) => <Option key={n} name={name} label={s.scores[n - 1]!} checked={value === n} invalid={Boolean(error)} onChange={() => onPick(n)} />)}
    </Choice>
  );
}

const submitting = (submit: () => Promise<boolean>) => (e: FormEvent) => {
  e.preventDefault();
  void submit();
};

export function SurveyForm({ donationId, writes }: { donationId: number; writes: DonationWrites }) {
  const form = useMemo(() => createSurveyForm(writes, donationId), [writes, donationId]);
  const value = useStore(form.$values);
  const status = useStore(form.$status);
  const done = useStore(form.$done);

  if (done) return <p className="cab-status" role="status">{s.surveyThanks}</p>;
  return (
    <form className="cab-form" aria-labelledby={`survey-${donationId}`} onSubmit={submitting(form.submit)} noValidate>
      <h3 id={`survey-${donationId}`}>{s.survey}</h3>
      <Scores name="wellbeing" legend={s.wellbeing} value={value.wellbeing} error={status.errors.wellbeing}
        onPick={(n) => form.set('wellbeing', n)} />
      <Checkbox label={s.hadReaction} checked={value.had_reaction} onChange={(e) => form.set('had_reaction', e.currentTarget.checked)} />
      <Checkbox label={s.wouldReturn} checked={value.would_return} onChange={(e) => form.set('would_return', e.currentTarget.checked)} />
      <Field multiline label={s.comment} name="comment" maxLength={1000} rows={3} value={value.comment} error={status.errors.comment ?? null}
        onChange={(e) => form.set('comment', e.currentTarget.value)} />
      {status.formError && <p className="ui-error" role="alert">{status.formError}</p>}
      <div><Button type="submit" loading={status.submitting}>{s.send}</Button></div>
    </form>
  );
}

export function FeedbackForm({ donationId, writes }: { donationId: number; writes: DonationWrites }) {
  const form = useMemo(() => createFeedbackForm(writes, donationId, s.feedbackThanks), [writes, donationId]);
  const value = useStore(form.$values);
  const status = useStore(form.$status);
  const notice = useStore(form.$notice);

  return (
    <form className="cab-form" aria-labelledby={`feedback-${donationId}`} onSubmit={submitting(form.submit)} noValidate>
      <h3 id={`feedback-${donationId}`}>{s.feedback}</h3>
      <Scores name="rating" legend={s.rating} value={value.rating} error={status.errors.rating}
        onPick={(n) => form.set('rating', n)} />
      <Field multiline label={s.feedbackText} name="text" maxLength={1000} rows={3} value={value.text} error={status.errors.text ?? null}
        onChange={(e) => form.set('text', e.currentTarget.value)} />
      {status.formError && <p className="ui-error" role="alert">{status.formError}</p>}
      <p className="cab-status" role="status">{notice}</p>
      <div><Button type="submit" loading={status.submitting}>{s.feedbackSave}</Button></div>
    </form>
  );
}

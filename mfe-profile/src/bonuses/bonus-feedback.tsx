// A taken bonus's feedback (spec §7: POST, PATCH, GET /api/bonuses/{id}/feedback/): a rating of
// 1–5 and an optional text. The first save POSTs, later ones PATCH. The state — the rating's
// check, the API's field errors under their fields — is bonus-feedback.store.ts (the kit's form
// over the resource's $saveFeedback); this renders it.
import { useMemo, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { BonusFeedback } from '@donor/shared/contract/recognition';
import { Button } from '@donor/shared/ui/button';
import { Field } from '@donor/shared/ui/field';
import { useSection } from '@donor/shared/ui/section-context';
import { QueryState, SkeletonList } from '@donor/shared/ui/states';
import { Choice, Option } from '../cabinet/choice.tsx';
import { createBonusFeedbackForm } from './bonus-feedback.store.ts';
import { createFeedbackStore, type BonusesResource } from './bonuses.resource.ts';
import { bs } from './bonuses.strings.ts';

const s = bs.feedback;

export function BonusFeedbackForm({ bonusId, resource }: { bonusId: number; resource: BonusesResource }) {
  const { query } = useSection();
  const $feedback = useMemo(() => createFeedbackStore(query, bonusId), [query, bonusId]);
  const value = useStore($feedback);
  return (
    <QueryState value={value} loading={<SkeletonList rows={1} />} onRetry={$feedback.revalidate}>
      {(current) => <FeedbackForm key={current?.id ?? 'new'} bonusId={bonusId} current={current} resource={resource} />}
    </QueryState>
  );
}

function FeedbackForm({ bonusId, current, resource }: { bonusId: number; current: BonusFeedback | null; resource: BonusesResource }) {
  // One form per mount (the parent keys it by the feedback's id): a PATCH puts its answer in the
  // cache, and that new `current` must not start the form over — its notice stays.
  const form = useMemo(() => createBonusFeedbackForm(resource, bonusId, current, s.saved), [resource, bonusId]);
  const value = useStore(form.$values);
  const { errors, formError, submitting } = useStore(form.$status);
  const notice = useStore(form.$notice);
  const name = `bonus-${bonusId}-rating`;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void form.submit();
  };

  return (
    <form className="bon-feedback" aria-label={s.title} onSubmit={onSubmit} noValidate>
      <Choice legend={s.rating} name={name} error={errors.rating}>
        {s.ratingLabels.map((label, i) => (
          <Option key={label} name={name} label={label} checked={value.rating === i + 1} invalid={Boolean(errors.rating)}
            onChange={() => form.set('rating', i + 1)} />
        ))}
      </Choice>
      <Field multiline label={s.text} name="text" rows={3} maxLength={1000} value={value.text} error={errors.text ?? null}
        onChange={(e) => form.set('text', e.currentTarget.value)} />
      {formError && <p className="ui-error" role="alert">{formError}</p>}
      <p className="cab-status" role="status">{notice}</p>
      <div><Button type="submit" variant="secondary" loading={submitting}>{current ? s.update : s.send}</Button></div>
    </form>
  );
}

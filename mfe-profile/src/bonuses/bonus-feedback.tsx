// A taken bonus's feedback (spec §7: POST, PATCH, GET /api/bonuses/{id}/feedback/): a rating of
// 1–5 and an optional text. The first save POSTs, later ones PATCH; the rating is checked here
// with the contract's message (MSG.ratingRange) and the API's field errors land under their fields.
import { useMemo, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { BonusFeedback } from '@donor/shared/contract/recognition';
import * as MSG from '@donor/shared/messages';
import { Button } from '@donor/shared/ui/button';
import { Field } from '@donor/shared/ui/field';
import { useSection } from '@donor/shared/ui/section-context';
import { QueryState, SkeletonList } from '@donor/shared/ui/states';
import { Choice, Option } from '../cabinet/choice.tsx';
import { fieldMessages, sameNames } from '@donor/shared/form/field-messages';
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
  const save = useStore(resource.$saveFeedback);
  const [rating, setRating] = useState<number | null>(current?.rating ?? null);
  const [text, setText] = useState(current?.text ?? '');
  const [errors, setErrors] = useState<{ rating?: string | undefined; text?: string | undefined }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const name = `bonus-${bonusId}-rating`;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    setNotice(null);
    if (rating === null) { setErrors({ rating: MSG.ratingRange }); return; }
    setErrors({});
    const saved = await resource.$saveFeedback.mutate({ bonusId, exists: current !== null, body: { rating, text: text.trim() } });
    if (!saved) {
      const { errors: fields, formError } = fieldMessages(resource.$saveFeedback.get().error, sameNames('rating', 'text'));
      setErrors({ rating: fields.rating, text: fields.text });
      if (!fields.rating && !fields.text) setProblem(formError);
      return;
    }
    setNotice(s.saved);
  };

  return (
    <form className="bon-feedback" aria-label={s.title} onSubmit={(e) => void onSubmit(e)} noValidate>
      <Choice legend={s.rating} name={name} error={errors.rating}>
        {s.ratingLabels.map((label, i) => (
          <Option key={label} name={name} label={label} checked={rating === i + 1} invalid={Boolean(errors.rating)}
            onChange={() => { setRating(i + 1); setErrors((x) => ({ ...x, rating: undefined })); }} />
        ))}
      </Choice>
      <Field multiline label={s.text} name="text" rows={3} maxLength={1000} value={text} error={errors.text ?? null}
        onChange={(e) => setText(e.currentTarget.value)} />
      {problem && <p className="ui-error" role="alert">{problem}</p>}
      <p className="cab-status" role="status">{notice}</p>
      <div><Button type="submit" variant="secondary" loading={Boolean(save.loading)}>{current ? s.update : s.send}</Button></div>
    </form>
  );
}

// Donor advice (spec §3 Donator advice, §4 Advice form, §7 "Stories, bonuses, info, advice"): the
// form is shown only when can_add (signed in, no advice sent yet); submit is enabled only when not
// loading, can_submit_form (the donor has a donation) and the text is not empty; after sending it is
// marked done; a failure just stops loading and says why. The latest advice of others below.
import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { formatDate, interpolate } from '@donor/shared/i18n';
import { Button } from '@donor/shared/ui/button';
import { Field } from '@donor/shared/ui/field';
import { QueryState, SkeletonList } from '@donor/shared/ui/states';
import { messageOf } from '@donor/shared/form/field-messages';
import { ts } from '../bonuses/bonuses.strings.ts';
import { canSubmitAdvice, type TogetherResource } from './together.resource.ts';

const s = ts.advice;

export function AdviceBlock({ resource }: { resource: TogetherResource }) {
  const advice = useStore(resource.$advice);
  const [done, setDone] = useState(false);
  return (
    <section className="cab-block" aria-labelledby="tg-advice">
      <h2 id="tg-advice">{s.title}</h2>
      <p role="status" className="cab-status">{done ? s.done : null}</p>
      <QueryState value={advice} loading={<SkeletonList rows={2} />} onRetry={resource.$advice.revalidate}>
        {(data) => (
          <>
            {data.can_add && !done && <AdviceForm canSubmitForm={data.can_submit_form} resource={resource} onDone={() => setDone(true)} />}
            {data.results.length > 0 && (
              <>
                <h3>{s.listTitle}</h3>
                <ul className="cab-list">
                  {data.results.slice(0, 5).map((a) => (
                    <li key={a.id} className="cab-card">
                      <p>{a.text}</p>
                      <p className="cab-muted">{interpolate(s.by, { name: a.author_name, date: formatDate(a.created_at) })}</p>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}

function AdviceForm({ canSubmitForm, resource, onDone }: { canSubmitForm: boolean; resource: TogetherResource; onDone: () => void }) {
  const send = useStore(resource.$sendAdvice);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const loading = Boolean(send.loading);
  const enabled = canSubmitAdvice({ loading, canSubmitForm, text, done: false });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!enabled) return;
    setError(null);
    if (!(await resource.$sendAdvice.mutate(text.trim()))) { setError(messageOf(resource.$sendAdvice.get().error, 'text')); return; }
    onDone();
  };

  return (
    <form className="cab-form" aria-label={s.title} onSubmit={(e) => void onSubmit(e)} noValidate>
      <p>{s.intro}</p>
      <Field multiline label={s.label} name="text" rows={4} maxLength={1000} value={text} disabled={!canSubmitForm}
        hint={canSubmitForm ? undefined : s.needsDonation} error={error} onChange={(e) => setText(e.currentTarget.value)} />
      <div><Button type="submit" loading={loading} disabled={!enabled}>{s.send}</Button></div>
    </form>
  );
}

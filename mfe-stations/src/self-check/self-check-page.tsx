// /self-check/ «Можно ли мне сдать кровь?» (docs/eligibility.md «Самопроверка»): a short form whose
// answers the engine's module turns into «можно», «лучше подождать до …», «уточните на станции» or
// «обсудите с врачом станции», each with its reason and source. No login; the answers are a kit
// draft (sessionStorage, they survive a reload and a trip to /login), nothing is sent unless a
// logged-in donor saves a wait as a deferral of their cabinet. A lazy page of mfe-stations
// (src/app/pages.ts): none of this is in the section's first load.
import { useMemo, useRef, useState, type FormEvent, type Ref } from 'react';
import { useStore } from '@nanostores/react';
import { localToday } from '@donor/shared/eligibility/dates';
import { CONFIDENCE_LABEL, DOCTOR_NOTE } from '@donor/shared/eligibility/reasons';
import { ruleSetFor } from '@donor/shared/eligibility/rule-sets';
import {
  EMPTY_ANSWERS, SELF_CHECK_CHOICES, SELF_CHECK_QUESTIONS, deferralOf, selfCheck, validateSelfCheck,
  type SelfCheckAnswers, type SelfCheckErrors, type SelfCheckItem, type SelfCheckQuestion,
} from '@donor/shared/eligibility/self-check';
import { interpolate } from '@donor/shared/i18n';
import { loginHref, pathTo } from '@donor/shared/routes';
import { createDraft } from '@donor/shared/stores/draft';
import { Button } from '@donor/shared/ui/button';
import { Field } from '@donor/shared/ui/field';
import { Link } from '@donor/shared/ui/link';
import { useSection } from '@donor/shared/ui/section-context';
import type { SectionPageProps } from '@donor/shared/ui/use-section-route';
import { CHOICE, DATE_LABEL, LEGEND, SC } from './self-check.strings.ts';
import { createSelfCheckSave } from './self-check.resource.ts';
import { SelfCheckFrame } from './self-check-frame.tsx';
import './self-check.css';

/** The draft: the answers, and whether «Проверить» was pressed (the answer shows again after a reload). */
type Values = SelfCheckAnswers & { checked: string };
const draft = createDraft<Values>('self-check', { ...EMPTY_ANSWERS, checked: '' });
const SELF_PATH = pathTo('self-check');
const dateId = (field: string) => `sc-${field}`;

function choiceLabel(q: SelfCheckQuestion, choice: string, today: string): string {
  if (q === 'weight') {
    const kg = ruleSetFor(today).minWeightKg?.kg;
    if (kg !== undefined) return interpolate(choice === 'ok' ? SC.weightOk : SC.weightUnder, { kg });
    return choice === 'ok' ? 'Не меньше нормы для доноров' : 'Меньше нормы для доноров';
  }
  return (CHOICE[q] as Record<string, string>)[choice] ?? choice;
}

function legendOf(q: SelfCheckQuestion, today: string): string {
  const hours = ruleSetFor(today).alcoholFreeHours;
  return q === 'alcohol' && hours && hours.confidence !== 'U' ? interpolate(SC.alcoholLegend, { hours: hours.hours }) : LEGEND[q];
}

function Question({ q, values, errors, today }: { q: SelfCheckQuestion; values: Values; errors: SelfCheckErrors; today: string }) {
  const name = `sc-${q}`;
  const kind = deferralOf(q, values[q]);
  const dateField = `${q}_date` as const;
  return (
    <fieldset className="sc-question">
      <legend>{legendOf(q, today)}</legend>
      <div className="sc-question__options">
        {SELF_CHECK_CHOICES[q].map((choice) => (
          <label key={choice} className="sc-option">
            <input type="radio" name={name} value={choice} checked={values[q] === choice} onChange={() => draft.set(q, choice)} />
            <span>{choiceLabel(q, choice, today)}</span>
          </label>
        ))}
      </div>
      {kind && (
        <Field id={dateId(dateField)} label={DATE_LABEL[kind]} type="date" max={today} value={values[dateField]} error={errors[dateField] ?? null}
          onChange={(e) => draft.set(dateField, e.currentTarget.value)} />
      )}
    </fieldset>
  );
}

function SaveAction({ item }: { item: SelfCheckItem }) {
  const section = useSection();
  const { user } = useStore(section.auth.$auth);
  const $save = useMemo(() => createSelfCheckSave(section), [section]);
  const save = useStore($save);
  if (!item.deferral) return null;
  if (!user) return <p className="sc-item__save"><Link href={loginHref(SELF_PATH)}>{SC.loginToSave}</Link></p>;
  if (save.data) {
    return <p className="sc-item__save" role="status">{SC.saved} <Link href={pathTo('profile')}>{SC.cabinet}</Link></p>;
  }
  return (
    <div className="sc-item__save">
      <Button variant="secondary" loading={save.loading} onClick={() => void $save.mutate(item.deferral!)}>{SC.save}</Button>
      {save.error !== undefined && <p className="ui-error" role="alert">{SC.saveFailed}</p>}
    </div>
  );
}

function Result({ values, today, headingRef }: { values: Values; today: string; headingRef: Ref<HTMLHeadingElement> }) {
  const result = selfCheck(values, today);
  return (
    <section className="sc-result" aria-labelledby="sc-result-title">
      <h2 id="sc-result-title" ref={headingRef} tabIndex={-1}>{SC.resultTitle}</h2>
      <p className={`sc-verdict sc-verdict--${result.verdict}`}>{result.text}</p>
      {result.items.length === 0 ? <p>{SC.nothing}</p> : (
        <ul className="sc-items">
          {result.items.map((item) => (
            <li key={item.question} className={`sc-item sc-item--${item.verdict}`} data-question={item.question}>
              <h3 className="sc-item__title">{LEGEND[item.question]}</h3>
              <p className="sc-item__verdict">{item.text}</p>
              <p>{item.reason}</p>
              <p className="sc-item__source">
                {item.source ? interpolate(SC.source, { source: item.source }) : SC.noSource}
                {item.confidence && ` · ${CONFIDENCE_LABEL[item.confidence]}`}
              </p>
              {item.verdict === 'wait' && <SaveAction item={item} />}
            </li>
          ))}
        </ul>
      )}
      <p className="sc-doctor">{DOCTOR_NOTE}</p>
    </section>
  );
}

export function SelfCheckPage(_props: SectionPageProps) {
  const values = useStore(draft.$draft);
  const today = localToday();
  const [errors, setErrors] = useState<SelfCheckErrors>({});
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateSelfCheck(values, today);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      draft.set('checked', '');
      document.getElementById(dateId(Object.keys(found)[0]!))?.focus();
      return;
    }
    draft.set('checked', '1');
    requestAnimationFrame(() => resultHeading.current?.focus());
  };
  return (
    <SelfCheckFrame>
      <form className="sc-form" noValidate onSubmit={onSubmit}>
        {SELF_CHECK_QUESTIONS.map((q) => <Question key={q} q={q} values={values} errors={errors} today={today} />)}
        <div className="sc-form__actions">
          <Button type="submit">{SC.submit}</Button>
          <Button variant="secondary" onClick={() => { draft.reset(); setErrors({}); }}>{SC.reset}</Button>
        </div>
      </form>
      {values.checked === '1' && <Result values={values} today={today} headingRef={resultHeading} />}
    </SelfCheckFrame>
  );
}

// The donation form (spec §2 "Donation widget"): one source rendered by the section page, the
// main-site slot and the partner widget (there with react aliased to preact/compat). It only
// renders the store (donation.store.ts) and calls its actions.
import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import type { DonationForm } from './donation.store.ts';
import { Step1 } from './form-step1.tsx';
import { Step2 } from './form-step2.tsx';
import { S } from '../donate.strings.ts';

export interface DonationFormProps {
  form: DonationForm;
  /** spec §2: on / the form gets the main-page style. */
  mainPage?: boolean;
  /** Absolute on a partner page (spec §2: the offer opens /offer in a new tab). */
  offerHref: string;
  /** Heading level: the section page has its own h1, the widget and slot use h2. */
  headingLevel?: 2 | 3;
}

export function DonationFormView({ form, mainPage, offerHref, headingLevel = 2 }: DonationFormProps) {
  const step = useStore(form.$step);
  const success = useStore(form.$success);
  const root = useRef<HTMLElement>(null);
  const first = useRef(true);
  const H = headingLevel === 2 ? 'h2' : 'h3';

  // Moving between steps moves focus to the new step's heading (keyboard and screen readers
  // would otherwise stay on a button that no longer exists). Not on first render.
  useEffect(() => {
    if (first.current) { first.current = false; return; }
    root.current?.querySelector<HTMLElement>('[data-focus]')?.focus();
  }, [step, success]);

  return (
    <section ref={root} className={mainPage ? 'dw dw--main' : 'dw'} aria-label={S.title}>
      {success ? (
        <div className="dw__success">
          <H className="dw__title" tabIndex={-1} data-focus="">{S.thanks}</H>
          <p>{S.thanksText}</p>
          <button type="button" className="dw__btn" onClick={form.again}>{S.again}</button>
        </div>
      ) : step === 1 ? (
        <Step1 form={form} offerHref={offerHref} H={H} />
      ) : (
        <Step2 form={form} H={H} />
      )}
    </section>
  );
}

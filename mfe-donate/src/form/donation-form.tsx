// The donation form (spec §2 "Donation widget"): one source rendered by the section page, the
// main-site slot and the partner widget (there with react aliased to preact). It only renders
// the store (donation.store.ts) and calls its actions.
import { useEffect, useRef, useState } from 'react';
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
  /** The thank-you's next step «Найти станцию» (absolute on a partner page). */
  stationsHref: string;
  /** Heading level: the section page has its own h1, the widget and slot use h2. */
  headingLevel?: 2 | 3;
  /** The partner widget names the product and the campaign (PARTNERS.md); the site keeps spec §2's title. */
  title?: string;
  /** PARTNERS.md data-size="compact": amount chips and one button until the donor goes on. */
  compact?: boolean;
  /** The partner widget: optional fields folded, so the full form fits a phone screen (390×844). */
  dense?: boolean;
}

export function DonationFormView({ form, mainPage, offerHref, stationsHref, headingLevel = 2, title = S.title, compact, dense }: DonationFormProps) {
  const step = useStore(form.$step);
  const success = useStore(form.$success);
  const paid = useStore(form.$paidType);
  // Only a signed-in donor has a cabinet to be sent to (the partner widget never has a user).
  const account = useStore(form.$user) !== null;
  const [open, setOpen] = useState(!compact);
  const [copied, setCopied] = useState(false);
  const root = useRef<HTMLElement>(null);
  const first = useRef(true);
  const H = headingLevel === 2 ? 'h2' : 'h3';

  // Moving between steps moves focus to the new step's heading (keyboard and screen readers
  // would otherwise stay on a button that no longer exists). Opening the compact form moves it
  // to the first contact field (the amount is chosen already). Not on first render.
  useEffect(() => {
    if (first.current) { first.current = false; return; }
    root.current?.querySelector<HTMLElement>(success || step === 2 || !open ? '[data-focus]' : '.dw__row input:enabled, input[type="email"]')?.focus();
  }, [step, success, open]);

  // Share the page the donor is on (the partner's page in the widget); without the share sheet
  // the link is copied and that is said.
  const share = async () => {
    try {
      if (navigator.share) await navigator.share({ url: location.href });
      else { await navigator.clipboard.writeText(location.href); setCopied(true); }
    } catch { /* dismissed by the donor, or no clipboard: nothing to say */ }
  };

  const cls = `dw${mainPage ? ' dw--main' : ''}${open ? '' : ' dw--compact'}`;
  return (
    <section ref={root} className={cls} aria-label={title}>
      {success ? (
        <div className="dw__success">
          <H className="dw__title" tabIndex={-1} data-focus="">{S.thanks}</H>
          <p>{S.thanksText(paid === 'monthly', account)}</p>
          <div className="dw__actions">
            <button type="button" className="dw__btn" onClick={() => void share()}>{S.share}</button>
            <a className="dw__btn dw__ghost" href={stationsHref}>{S.findStation}</a>
            <button type="button" className="dw__btn dw__ghost" onClick={form.again}>{S.again}</button>
          </div>
          <p className="dw__hint" role="status">{copied ? S.shared : ''}</p>
        </div>
      ) : step === 1 ? (
        <Step1 form={form} offerHref={offerHref} H={H} title={title} compact={!open} dense={dense} onOpen={() => setOpen(true)} />
      ) : (
        <Step2 form={form} H={H} />
      )}
    </section>
  );
}

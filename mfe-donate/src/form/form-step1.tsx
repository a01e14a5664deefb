// Step 1 of the donation form (spec §2, §5): frequency, amount, contacts, agreements, then the
// optional comment and hide options (folded in the partner widget, `dense`, so the full form fits
// a 390×844 phone), the 'Пожертвовать {sum} ₽' button (monthly: '… в месяц') and the donor list.
// Radio groups are native radios in fieldsets (keyboard arrows for free); every error is tied to
// its field. Compact (PARTNERS.md data-size="compact"): frequency, amount chips and the button,
// which opens the rest in place.
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { PRESETS, CUSTOM_SUM_MAX_LENGTH, COMMENT_MAX_LENGTH } from '@donor/shared/contract/donation-rules';
import type { DonationForm } from './donation.store.ts';
import type { ErrorField } from './donation.draft.ts';
import { S, rub } from '../donate.strings.ts';
import { DonorList } from './donor-list.tsx';

type H = 'h2' | 'h3';

interface Step1Props { form: DonationForm; offerHref: string; H: H; title: string; compact: boolean; dense?: boolean | undefined; onOpen: () => void }

export function Step1({ form, offerHref, H, title, compact, dense, onOpen }: Step1Props) {
  const d = useStore(form.$donationDraft);
  const errors = useStore(form.$errors);
  const amount = useStore(form.$amount);
  const locked = useStore(form.$nameLocked);
  const id = useId();
  const ref = useRef<HTMLFormElement>(null);
  const monthly = d.payment_type === 'monthly';
  const err = (f: ErrorField) => errors[f];
  const errId = (f: ErrorField) => `${id}-${f}-e`;
  const aria = (f: ErrorField) => ({ 'aria-invalid': err(f) ? true : undefined, 'aria-describedby': err(f) ? errId(f) : undefined });
  const msg = (f: ErrorField) => err(f) && <p id={errId(f)} className="dw__err">{err(f)}</p>;
  // dense: the comment and the two hide options fold under a native disclosure, open from the
  // start when a restored draft already uses them (never closed under the donor's typing).
  const [more] = useState(() => !!(d.comment || d.donater_status || d.payment_display_status));
  const Fold = dense ? 'details' : 'div';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // spec §4: failing fields get error styling; focus goes to the first one.
    if (!form.next()) queueMicrotask(() => ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  return (
    <form ref={ref} className="dw__form" onSubmit={submit} noValidate>
      <H className="dw__title" tabIndex={-1} data-focus="">{title}</H>
      <fieldset className="dw__group">
        <legend className="dw__legend">{S.typeLegend}</legend>
        <div className="dw__seg">
          <Radio name={`${id}-t`} checked={d.payment_type === 'monthly'} onChange={() => form.setType('monthly')}>{S.monthly}</Radio>
          <Radio name={`${id}-t`} checked={d.payment_type === 'once'} onChange={() => form.setType('once')}>{S.once}</Radio>
        </div>
      </fieldset>
      <fieldset className="dw__group" {...(err('sum') ? { 'aria-describedby': errId('sum') } : {})}>
        <legend className="dw__legend">{S.amountLegend}</legend>
        <div className="dw__seg">
          {PRESETS.map((p) => (
            <Radio key={p} name={`${id}-s`} checked={d.simple_sum === p && d.sum === ''} onChange={() => form.choosePreset(p)}>{rub(p)}</Radio>
          ))}
        </div>
        {compact ? null : <>
        <label className="dw__label" htmlFor={`${id}-c`}>{S.customSum}</label>
        <span className="dw__sum">
          <input id={`${id}-c`} className="dw__input" inputMode="numeric" autoComplete="off" maxLength={CUSTOM_SUM_MAX_LENGTH}
            value={d.sum} onChange={(e) => form.setCustomSum(e.currentTarget.value)} {...aria('sum')} />
          <span className="dw__rub" aria-hidden="true">{S.rub}</span>
        </span>
        {msg('sum')}
        </>}
      </fieldset>
      {compact ? <button type="button" className="dw__btn" onClick={onOpen}>{S.donate(rub(amount), monthly)}</button> : <>
      <div className="dw__row">
        <Text id={`${id}-f`} label={S.firstname} required value={d.firstname} disabled={locked} autoComplete="given-name"
          onInput={(v) => form.setText('firstname', v)} aria={aria('firstname')} msg={msg('firstname')} />
        <Text id={`${id}-l`} label={S.lastname} value={d.lastname} disabled={locked} autoComplete="family-name"
          onInput={(v) => form.setText('lastname', v)} />
      </div>
      {locked && <p className="dw__hint">{S.nameLocked}</p>}
      <Text id={`${id}-m`} label={S.email} required type="email" value={d.email} autoComplete="email"
        onInput={(v) => form.setText('email', v)} aria={aria('email')} msg={msg('email')} />
      <Check checked={d.offer_agree} onChange={(v) => form.setAgree('offer_agree', v)} required aria={aria('offer_agree')} msg={msg('offer_agree')}>
        {S.offerBefore}
        <a href={offerHref} target="_blank" rel="noopener noreferrer">{S.offerLink}<span className="dw__sr">{S.newTab}</span></a>
      </Check>
      <Check checked={d.personal_agree} onChange={(v) => form.setAgree('personal_agree', v)} required aria={aria('personal_agree')} msg={msg('personal_agree')}>
        {S.personal}
      </Check>
      <Fold className="dw__more" open={dense ? more : undefined}>
      {dense && <summary>{S.more}</summary>}
      <div className="dw__field">
        <label className="dw__label" htmlFor={`${id}-k`}>{S.comment}</label>
        <textarea id={`${id}-k`} className="dw__input" rows={2} maxLength={COMMENT_MAX_LENGTH} value={d.comment}
          aria-describedby={`${id}-n`} onChange={(e) => form.setText('comment', e.currentTarget.value)} />
        <span id={`${id}-n`} className="dw__hint">{S.commentCounter(d.comment.length)}</span>
      </div>
      <Check checked={d.donater_status} onChange={(v) => form.setHide('donater_status', v)}>{S.hideName}</Check>
      <Check checked={d.payment_display_status} onChange={(v) => form.setHide('payment_display_status', v)}>{S.hideAmount}</Check>
      </Fold>
      <button type="submit" className="dw__btn">{S.donate(rub(amount), monthly)}</button>
      <DonorList form={form} />
      </>}
    </form>
  );
}

function Radio({ name, checked, onChange, children }: { name: string; checked: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <label className="dw__radio">
      <input type="radio" name={name} checked={checked} onChange={onChange} />
      <span>{children}</span>
    </label>
  );
}

interface TextProps {
  id: string; label: string; value: string; onInput: (v: string) => void;
  required?: boolean; disabled?: boolean; type?: string; autoComplete?: string;
  aria?: Record<string, unknown>; msg?: ReactNode;
}
function Text({ id, label, value, onInput, required, disabled, type = 'text', autoComplete, aria, msg }: TextProps) {
  return (
    <div className="dw__field">
      <label className="dw__label" htmlFor={id}>
        {label}{required && <Req />}
      </label>
      <input id={id} className="dw__input" type={type} value={value} required={required} disabled={disabled}
        autoComplete={autoComplete} onChange={(e) => onInput(e.currentTarget.value)} {...aria} />
      {msg}
    </div>
  );
}

/** spec §5: required fields are marked with an asterisk (and say so to screen readers). */
const Req = () => (
  <>
    <span className="dw__req" aria-hidden="true"> *</span>
    <span className="dw__sr"> ({S.required})</span>
  </>
);

interface CheckProps { checked: boolean; onChange: (v: boolean) => void; required?: boolean; aria?: Record<string, unknown>; msg?: ReactNode; children: ReactNode }
function Check({ checked, onChange, required, aria, msg, children }: CheckProps) {
  return (
    <div className="dw__check">
      <label>
        <input type="checkbox" checked={checked} required={required} onChange={(e) => onChange(e.currentTarget.checked)} {...aria} />
        <span>{children}{required && <Req />}</span>
      </label>
      {msg}
    </div>
  );
}

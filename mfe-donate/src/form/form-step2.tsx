// Step 2 of the donation form (spec §2): 'Выберите способ оплаты', the methods with logos and
// labels of spec §3 (monthly hides СБП, YooMoney and SberPay — spec §4), 'Назад' and pay.
import { useId } from 'react';
import { useStore } from '@nanostores/react';
import type { DonationForm } from './donation.store.ts';
import { MethodLogo } from './method-logos.tsx';
import { METHOD_LABELS, S, rub } from '../donate.strings.ts';

export function Step2({ form, H }: { form: DonationForm; H: 'h2' | 'h3' }) {
  const d = useStore(form.$donationDraft);
  const methods = useStore(form.$methods);
  const amount = useStore(form.$amount);
  const paying = useStore(form.$paying);
  const failed = useStore(form.$payFailed);
  const id = useId();
  return (
    <form className="dw__form" onSubmit={(e) => { e.preventDefault(); void form.pay(); }} noValidate>
      <H className="dw__title" id={`${id}-h`} tabIndex={-1} data-focus="">{S.chooseMethod}</H>
      <fieldset className="dw__group">
        <legend className="dw__sr">{S.chooseMethod}</legend>
        <div className="dw__methods">
          {methods.map((m) => (
            <label key={m} className="dw__method">
              <input type="radio" name={`${id}-m`} value={m} checked={d.payment_service === m} onChange={() => form.chooseMethod(m)} />
              <MethodLogo method={m} />
              <span>{METHOD_LABELS[m]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {failed && <p className="dw__err" role="alert">{S.payFailed}</p>}
      <div className="dw__actions">
        <button type="button" className="dw__btn dw__ghost" onClick={form.back} disabled={paying}>{S.back}</button>
        <button type="submit" className="dw__btn" aria-disabled={paying || undefined} aria-busy={paying || undefined}>
          {paying ? S.paying : S.pay(rub(amount), d.payment_type === 'monthly')}
        </button>
      </div>
    </form>
  );
}

// The donor list of the widget (spec §2 "a list of donors with a count"; §7 asked 500 ms after
// the amount or type changes). A polite live region, so the new count is announced.
import { useStore } from '@nanostores/react';
import type { DonationForm } from './donation.store.ts';
import { S, rub } from '../donate.strings.ts';

export function DonorList({ form }: { form: DonationForm }) {
  const donors = useStore(form.$donors);
  const amount = useStore(form.$amount);
  const d = useStore(form.$donationDraft);
  return (
    <div aria-live="polite">
      <p className="dw__hint">
        {donors.count > 0 ? S.donorsCount(donors.count, rub(amount), d.payment_type === 'monthly') : S.donorsNone(d.payment_type === 'monthly')}
      </p>
      {donors.results.length > 0 && (
        <ul className="dw__list" aria-label={S.donorsTitle}>
          {donors.results.slice(0, 3).map((r) => (
            <li key={r.id}>
              {r.name || S.anonymous}
              <span>{r.amount === null ? S.hiddenAmount : rub(r.amount)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

// Need per blood type ("светофор"): every type shows its state in words and with an
// icon, never by colour alone. Compact chips in the list, a table on the station page.
import type { BloodNeedKey, BloodNeeds } from '@donor/shared/contract/common';
import { NEED_TEXT, s } from '../stations.strings.ts';

/** O+ … AB−, then Kell (the order donors read their type in). */
export const NEED_ORDER: readonly BloodNeedKey[] = ['o_plus', 'o_minus', 'a_plus', 'a_minus', 'b_plus', 'b_minus', 'ab_plus', 'ab_minus', 'kell'];
const SHORT: Record<BloodNeedKey, string> = {
  o_plus: 'O+', o_minus: 'O−', a_plus: 'A+', a_minus: 'A−', b_plus: 'B+', b_minus: 'B−', ab_plus: 'AB+', ab_minus: 'AB−', kell: 'Kell',
};

/** A drop (needed) or a question mark in a circle (unknown): shape differs, not just colour. */
export function NeedIcon({ need }: { need: boolean }) {
  return need ? (
    <svg className="st-need__icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M8 1.5C8 1.5 3 7.2 3 10.3A5 5 0 0 0 13 10.3C13 7.2 8 1.5 8 1.5Z" fill="currentColor" />
    </svg>
  ) : (
    <svg className="st-need__icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="6.2" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M6.4 6.3a1.7 1.7 0 1 1 2.4 1.6c-.5.3-.8.6-.8 1.2v.3" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      <circle cx="8" cy="11.6" r=".9" fill="currentColor" />
    </svg>
  );
}

export function NeedChips({ needs, label = s.needs.caption }: { needs: BloodNeeds; label?: string }) {
  return (
    <ul className="st-needs" aria-label={label}>
      {NEED_ORDER.map((k) => {
        const need = needs[k] === 'need';
        return (
          <li key={k} className={`st-need ${need ? 'st-need--need' : 'st-need--unknown'}`}>
            <NeedIcon need={need} />
            <span aria-hidden="true">{SHORT[k]}</span>
            <span className="ui-visually-hidden">{NEED_TEXT[k]}: {need ? s.needs.need : s.needs.unknown}</span>
            {need && <span className="st-need__word" aria-hidden="true">{s.needs.need.toLowerCase()}</span>}
          </li>
        );
      })}
    </ul>
  );
}

export function NeedTable({ needs }: { needs: BloodNeeds }) {
  return (
    <table className="st-need-table">
      <caption>{s.needs.caption}</caption>
      <thead>
        <tr><th scope="col">{s.needs.type}</th><th scope="col">{s.needs.state}</th></tr>
      </thead>
      <tbody>
        {NEED_ORDER.map((k) => {
          const need = needs[k] === 'need';
          return (
            <tr key={k} className={need ? 'st-need--need' : 'st-need--unknown'}>
              <th scope="row">{NEED_TEXT[k]}</th>
              <td><NeedIcon need={need} /> {need ? s.needs.need : s.needs.unknown}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

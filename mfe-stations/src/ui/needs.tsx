// Need per blood type ("светофор"): every type shows its state in words and with an
// icon, never by colour alone (the icon is the kit's, shared with the recipient pages). Compact
// chips in the list, a table on the station page.
import type { BloodNeedKey, BloodNeeds } from '@donor/shared/contract/common';
import { NeedIcon as KitNeedIcon } from '@donor/shared/ui/blood-types';
import { NEED_TEXT, s } from '../stations.strings.ts';

/** O+ … AB−, then Kell (the order donors read their type in). */
export const NEED_ORDER: readonly BloodNeedKey[] = ['o_plus', 'o_minus', 'a_plus', 'a_minus', 'b_plus', 'b_minus', 'ab_plus', 'ab_minus', 'kell'];
/** A drop (needed) or a question mark in a circle (unknown): shape differs, not just colour. */
export const NeedIcon = ({ need }: { need: boolean }) => <KitNeedIcon need={need} className="st-need__icon" />;

const SHORT: Record<BloodNeedKey, string> = {
  o_plus: 'O+', o_minus: 'O−', a_plus: 'A+', a_minus: 'A−', b_plus: 'B+', b_minus: 'B−', ab_plus: 'AB+', ab_minus: 'AB−', kell: 'Kell',
};

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

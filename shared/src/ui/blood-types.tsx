// Blood types "in words and icons, never by colour alone" (spec §3 Blood station need per type,
// Recipient need o_plus … ab_minus): the need icon — a drop when needed, a question mark when
// unknown, so the shape differs, not just the colour — and a list of the types a request asks
// for. Used by the station pages (mfe-stations) and the recipient pages (mfe-helpme).
import type { BloodNeedKey } from '../contract/common.ts';
import './blood-types.css';

/** Short, language-neutral labels: O(I) Rh+ … AB(IV) Rh−, Kell. */
export const BLOOD_TYPE_LABEL: Record<BloodNeedKey, string> = {
  o_plus: 'O(I) Rh+', o_minus: 'O(I) Rh−', a_plus: 'A(II) Rh+', a_minus: 'A(II) Rh−',
  b_plus: 'B(III) Rh+', b_minus: 'B(III) Rh−', ab_plus: 'AB(IV) Rh+', ab_minus: 'AB(IV) Rh−', kell: 'Kell',
};

export function NeedIcon({ need, className = 'ui-need-icon', size = 14 }: { need: boolean; className?: string; size?: number }) {
  return need ? (
    <svg className={className} viewBox="0 0 16 16" width={size} height={size} aria-hidden="true" focusable="false">
      <path d="M8 1.5C8 1.5 3 7.2 3 10.3A5 5 0 0 0 13 10.3C13 7.2 8 1.5 8 1.5Z" fill="currentColor" />
    </svg>
  ) : (
    <svg className={className} viewBox="0 0 16 16" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="6.2" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M6.4 6.3a1.7 1.7 0 1 1 2.4 1.6c-.5.3-.8.6-.8 1.2v.3" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      <circle cx="8" cy="11.6" r=".9" fill="currentColor" />
    </svg>
  );
}

export interface NeededTypesProps {
  /** The types asked for, in the order to show. */
  types: readonly BloodNeedKey[];
  /** The list's accessible name. */
  label: string;
  /** Words after each label («нужна», or the type in words); shown, not only read. */
  words?: (type: BloodNeedKey) => string;
}

/** The needed types as chips: a drop icon, the label and its words. */
export function NeededTypes({ types, label, words }: NeededTypesProps) {
  return (
    <ul className="ui-types" aria-label={label}>
      {types.map((type) => (
        <li key={type} className="ui-types__item">
          <NeedIcon need size={16} />
          <strong>{BLOOD_TYPE_LABEL[type]}</strong>
          {words && <span className="ui-types__words">{words(type)}</span>}
        </li>
      ))}
    </ul>
  );
}

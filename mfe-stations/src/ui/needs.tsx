// Need per blood type at a glance (spec §2 station list item, §3 Blood station need per type):
// three states — нужна / достаточно / нет данных — in words and icons, never by colour alone.
// Needed types come first (icon + word), enough ones in one calm line, the unknowns fold into
// one line («нет данных по 6 группам») instead of a «?» chip each; the date of the last update
// says how fresh it is. The donor's own group (donor-group.store.ts) is marked wherever it falls.
import type { BloodNeedKey, BloodNeeds } from '@donor/shared/contract/common';
import { NeedIcon as KitNeedIcon } from '@donor/shared/ui/blood-types';
import { interpolate, plural } from '@donor/shared/i18n';
import { NEED_TEXT as NEED_TEXT_FULL, s } from '../stations.strings.ts';
import { d } from '../station/decide.strings.ts';
import './needs.css';

/** O+ … AB−, then Kell (the order donors read their type in). */
export const NEED_ORDER: readonly BloodNeedKey[] = ['o_plus', 'o_minus', 'a_plus', 'a_minus', 'b_plus', 'b_minus', 'ab_plus', 'ab_minus', 'kell'];
/** A drop (needed) or a question mark in a circle (unknown): shape differs, not just colour. */
export const NeedIcon = ({ need }: { need: boolean }) => <KitNeedIcon need={need} className="st-need__icon" />;

/** Short labels (O+ … AB−): the chips are small; the full label is read by screen readers. */
export const SHORT: Record<BloodNeedKey, string> = {
  o_plus: 'O+', o_minus: 'O−', a_plus: 'A+', a_minus: 'A−', b_plus: 'B+', b_minus: 'B−', ab_plus: 'AB+', ab_minus: 'AB−', kell: 'Kell',
};

export interface NeedGroups {
  need: BloodNeedKey[];
  enough: BloodNeedKey[];
  unknown: BloodNeedKey[];
}

/** Splits the needs by state in NEED_ORDER, the donor's group first within its state. */
export function groupNeeds(needs: Partial<BloodNeeds>, mine: BloodNeedKey | null = null): NeedGroups {
  const out: NeedGroups = { need: [], enough: [], unknown: [] };
  const order = mine ? [mine, ...NEED_ORDER.filter((k) => k !== mine)] : NEED_ORDER;
  for (const k of order) {
    const v = needs[k];
    (v === 'need' ? out.need : v === 'enough' ? out.enough : out.unknown).push(k);
  }
  return out;
}

/** «нет данных по 6 группам» (1 группе, 21 группе, 2 группам, 5 группам). */
export const unknownFoldText = (n: number): string => interpolate(plural(n, d.needs.unknownFold), { n });

const dayMonth = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: 'Europe/Moscow' });
const dayMonthYear = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Moscow' });
const yearOf = new Intl.DateTimeFormat('en-CA', { year: 'numeric', timeZone: 'Europe/Moscow' });

/**
 * «обновлено 20 ноября»; with the year when it is not this year («обновлено 20 ноября 2025 г.»).
 * Dates are read on the Moscow calendar, as the rest of the site's dates.
 */
export function updatedText(iso: string | null | undefined, now: Date = new Date()): string {
  if (!iso) return d.needs.neverUpdated;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return d.needs.neverUpdated;
  const sameYear = yearOf.format(at) === yearOf.format(now);
  return interpolate(d.needs.updated, { date: (sameYear ? dayMonth : dayMonthYear).format(at) });
}

/** Stations whose need matches the donor's group («нужна ваша группа») first; stable otherwise. */
export function sortByMyGroup<T extends { blood_needs: Partial<BloodNeeds> }>(stations: readonly T[], mine: BloodNeedKey | null): T[] {
  if (!mine) return [...stations];
  const yes = stations.filter((st) => st.blood_needs[mine] === 'need');
  return yes.length === 0 ? [...stations] : [...yes, ...stations.filter((st) => st.blood_needs[mine] !== 'need')];
}

const STATE_WORD = { need: d.needs.need, enough: d.needs.enough, unknown: d.needs.unknown } as const;

function Chip({ k, state, mine }: { k: BloodNeedKey; state: keyof NeedGroups; mine: boolean }) {
  return (
    <li className={`st-need st-need--${state}${mine ? ' st-need--mine' : ''}`}>
      {state !== 'enough' && <NeedIcon need={state === 'need'} />}
      <span aria-hidden="true">{SHORT[k]}</span>
      <span className="ui-visually-hidden">{NEED_TEXT_FULL[k]}</span>
      <span className="st-need__word">{STATE_WORD[state]}</span>
      {mine && <span className="st-need__mine">{d.needs.yours}</span>}
    </li>
  );
}

export interface NeedSummaryProps {
  needs: Partial<BloodNeeds>;
  updatedAt?: string | null | undefined;
  /** The donor's group, highlighted wherever it falls. */
  mine?: BloodNeedKey | null;
  /** 'page': the station page (a heading level bigger, same content). */
  variant?: 'card' | 'page';
  label?: string;
}

/** The need display of the list card, the station page and (as text) the map popup. */
export function NeedSummary({ needs, updatedAt, mine = null, variant = 'card', label = s.needs.caption }: NeedSummaryProps) {
  const g = groupNeeds(needs, mine);
  const mineUnknown = mine !== null && g.unknown.includes(mine);
  const folded = mineUnknown ? g.unknown.filter((k) => k !== mine) : g.unknown;
  return (
    <div className={`st-needsum st-needsum--${variant}`}>
      {mine !== null && needs[mine] === 'need' && <p className="st-needsum__yours"><NeedIcon need /> {d.needs.yoursNeeded}</p>}
      <ul className="st-needs" aria-label={label}>
        {g.need.map((k) => <Chip key={k} k={k} state="need" mine={k === mine} />)}
        {g.enough.map((k) => <Chip key={k} k={k} state="enough" mine={k === mine} />)}
        {mineUnknown && <Chip k={mine} state="unknown" mine />}
      </ul>
      <p className="st-needsum__meta">
        {folded.length === NEED_ORDER.length ? d.needs.unknownAll : folded.length > 0 ? unknownFoldText(folded.length) : null}
        {folded.length > 0 && ' · '}
        <span className="st-needsum__updated">{updatedText(updatedAt)}</span>
      </p>
    </div>
  );
}

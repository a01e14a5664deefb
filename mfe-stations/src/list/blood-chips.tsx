// The list's blood-type filter as ONE control of 8 toggle chips, O+ … AB− (spec §2 blood stations
// screen filters); it still writes the spec's blood_group and rh fields (filters.ts toggleChip).
// Each chip is a button with aria-pressed and a 44 px tall target.
import { useId } from 'react';
import { NEED_TEXT } from '../stations.strings.ts';
import { d } from '../station/decide.strings.ts';
import { SHORT } from '../ui/needs.tsx';
import { BLOOD_CHIPS, chipPressed, toggleChip, type Filters } from './filters.ts';
import './blood-chips.css';

const keyOf = ([group, rh]: readonly [string, string]) => `${group}_${rh}` as keyof typeof SHORT;

export function BloodChips({ filters, onPick }: { filters: Filters; onPick: (change: Pick<Filters, 'group' | 'rh'>) => void }) {
  const id = useId();
  return (
    <fieldset className="st-chips" aria-describedby={`${id}-hint`}>
      <legend>{d.filter.legend}</legend>
      <p id={`${id}-hint`} className="st-chips__hint">{d.filter.hint}</p>
      <div className="st-chips__row">
        {BLOOD_CHIPS.map((chip) => {
          const k = keyOf(chip);
          return (
            <button key={k} type="button" className="st-chip" aria-pressed={chipPressed(filters, chip)} onClick={() => onPick(toggleChip(filters, chip))}>
              {SHORT[k]}<span className="ui-visually-hidden"> ({NEED_TEXT[k]})</span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

// The applied filters above the ranking, one chip per counted filter (spec §4: the age pair is
// one, the year toggle is none), each with a button that removes it — also the empty state's
// suggestion of which filter to drop. Names of places come from place-labels.resource.ts.
import { TOP_BLOOD_GROUPS, TOP_COMPONENTS, type TopFilter } from '@donor/shared/contract/top-rules';
import { interpolate } from '@donor/shared/i18n';
import { s } from '../top.strings.ts';
import { setFilters, type FilterKey } from './top-filters.store.ts';
import type { PlaceLabels } from './place-labels.resource.ts';

/** The words of one applied filter (plain text: the share text and the chips use it). */
export function filterText(key: FilterKey, f: TopFilter, labels: PlaceLabels): string {
  switch (key) {
    case 'blood_group': return TOP_BLOOD_GROUPS.filter((g) => f.blood_group.includes(g)).map((g) => s.bloodGroup[g]).join(', ');
    case 'components': return TOP_COMPONENTS.filter((c) => f.components.includes(c)).map((c) => s.component[c]).join(', ');
    case 'kell': return interpolate(s.chip.kell, { value: s.kell[f.kell] });
    case 'gender': return interpolate(s.chip.gender, { value: s.gender[f.gender].toLowerCase() });
    case 'age':
      if (f.age_start !== null && f.age_end !== null) return interpolate(s.chip.ageRange, { from: f.age_start, to: f.age_end });
      return f.age_start !== null ? interpolate(s.chip.ageFrom, { from: f.age_start }) : interpolate(s.chip.ageTo, { to: f.age_end ?? '' });
    default: return labels[key] ?? interpolate(s.chip.unknownPlace, { id: f[key] ?? '' });
  }
}

export interface FilterChipsProps {
  filter: TopFilter;
  labels: PlaceLabels;
  onRemove: (key: FilterKey) => void;
  className?: string;
}

export function FilterChips({ filter, labels, onRemove, className = 'top-chips' }: FilterChipsProps) {
  const keys = setFilters(filter);
  if (keys.length === 0) return null;
  return (
    <ul className={className}>
      {keys.map((key) => {
        const text = filterText(key, filter, labels);
        return (
          <li key={key} className="top-chip">
            <span>{text}</span>
            <button type="button" className="top-chip__remove" aria-label={interpolate(s.toolbar.remove, { label: text })} onClick={() => onRemove(key)}>
              <span aria-hidden="true">×</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

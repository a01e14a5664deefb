// The names of the places in a filter (spec §3 Option items: label = title, organizations use
// name): a shared link carries ids only (top-request.ts), so the chips above the ranking and the
// modal's pickers ask for the names of the ids they show. Countries and regions come from the
// same option lists the modal shows (the same request keys: one request for both); a city, a
// station and an organization from their own pages' answers (a city from the page's primed
// answer when it is the selected one). Nothing is asked for a field that is not set.
import { computed, type ReadableAtom } from 'nanostores';
import type { City, IdTitle, List } from '@donor/shared/contract/common';
import type { TopFilter } from '@donor/shared/contract/top-rules';
import { cityKey } from '@donor/shared/first-screen';
import { keyOf } from '@donor/shared/endpoint';
import { listRegions } from '@donor/shared/endpoints/cities';
import { getOrganization, getStation } from '@donor/shared/endpoints/stations';
import type { QueryContext } from '@donor/shared/query';
import { optionListKey, type OptionRow, type PlaceField } from './top-filters.store.ts';

export type PlaceLabels = Partial<Record<PlaceField, string>>;

/** The request that names a field's id (null: the field is not set). */
export function placeLabelKey(field: PlaceField, f: TopFilter): string | null {
  const id = f[field];
  if (id === null) return null;
  switch (field) {
    case 'country': return optionListKey('country', f);
    // Without a country in the filter, every region (the option list's size covers them all).
    case 'region': return f.country === null ? keyOf(listRegions, null, { page_size: 100 }) : optionListKey('region', f);
    case 'city': return cityKey(id);
    case 'blood_station_id': return keyOf(getStation, { id });
    case 'organization_id': return keyOf(getOrganization, { id });
  }
}

type Answer = List<OptionRow> | City | IdTitle | { id: number; name: string } | undefined;

/** The label of `id` in an answer: a row of a list, or the record itself. */
export function labelIn(answer: Answer, id: number): string | null {
  if (!answer) return null;
  if ('results' in answer) {
    const row = answer.results.find((r) => r.id === id);
    return row ? (row.title ?? row.name ?? null) : null;
  }
  if (answer.id !== id) return null;
  return 'title' in answer ? answer.title : 'name' in answer ? answer.name : null;
}

const FIELDS: readonly PlaceField[] = ['country', 'region', 'city', 'blood_station_id', 'organization_id'];

/** Names of the places of `$filter` as they arrive; a field without one yet is absent. */
export function createPlaceLabels(query: QueryContext, $filter: ReadableAtom<TopFilter>): ReadableAtom<PlaceLabels> {
  const stores = FIELDS.map((field) => query.createFetcherStore<Answer>([computed($filter, (f) => placeLabelKey(field, f))]));
  return computed([$filter, ...stores], (f, ...values) => {
    const out: PlaceLabels = {};
    FIELDS.forEach((field, i) => {
      const id = f[field];
      const label = id === null ? null : labelIn(values[i]?.data, id);
      if (label) out[field] = label;
    });
    return out;
  });
}

// The 8-chip blood-type filter writes the spec's blood_group and rh query fields (spec §7).
import { describe, expect, it } from 'vitest';
import { apiFilterQuery, BLOOD_CHIPS, chipPressed, DEFAULT_FILTERS, parseFilters, toggleChip, toSearch, withChange } from './filters.ts';

describe('blood-type chips', () => {
  it('a chip sets group and Rh, the URL and the API query carry both', () => {
    const f = withChange(DEFAULT_FILTERS, toggleChip(DEFAULT_FILTERS, ['ab', 'minus']));
    expect(toSearch(f)).toBe('?group=ab&rh=minus');
    expect(apiFilterQuery(f, 1)).toMatchObject({ blood_group: 'ab', rh: 'minus' });
    expect(BLOOD_CHIPS.filter((c) => chipPressed(f, c))).toEqual([['ab', 'minus']]);
  });

  it('tapping the pressed chip clears both; another chip replaces it', () => {
    const f = parseFilters('?group=o&rh=plus');
    expect(toggleChip(f, ['o', 'plus'])).toEqual({ group: null, rh: null });
    expect(toggleChip(f, ['b', 'minus'])).toEqual({ group: 'b', rh: 'minus' });
  });

  it('an older link with only the group presses both of its chips', () => {
    const f = parseFilters('?group=o');
    expect(BLOOD_CHIPS.filter((c) => chipPressed(f, c))).toEqual([['o', 'plus'], ['o', 'minus']]);
    expect(toggleChip(f, ['o', 'minus'])).toEqual({ group: 'o', rh: 'minus' });
    expect(BLOOD_CHIPS.some((c) => chipPressed(DEFAULT_FILTERS, c))).toBe(false);
  });
});

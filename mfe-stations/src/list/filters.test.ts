import { describe, expect, it } from 'vitest';
import { appliedCount, cleaned, DEFAULT_FILTERS, parseFilters, withChange } from './filters.ts';
import { pageWindow } from '@donor/shared/ui/pagination';

// Query string ↔ filters ↔ request: shared/src/stations-request.test.ts.
describe('filters of /bloodstations/', () => {
  it('counts applied filters; clean keeps only the phone view; a change resets the page', () => {
    expect(appliedCount(DEFAULT_FILTERS)).toBe(0);
    const f = parseFilters('?group=o&rh=minus&kell=1&types=plasma,platelets&open=1&events=1&q=x&city=1&page=4&view=map&near=1,1');
    expect(appliedCount(f)).toBe(8);
    expect(cleaned(f)).toEqual({ ...DEFAULT_FILTERS, view: 'map' });
    expect(withChange(f, { kell: false }).page).toBe(1);
  });

  it('pagination shows first, last and the neighbours of the current page', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });
});

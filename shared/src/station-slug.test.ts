import { describe, expect, it } from 'vitest';
import { rawStationSegment, selectedStationSlug } from './station-slug.ts';

describe('spec §2 slug rule', () => {
  it('cuts the last character off, exactly as written', () => {
    expect(selectedStationSlug('moscow-1/')).toBe('moscow-1');
    expect(selectedStationSlug('abc')).toBe('ab');
    expect(selectedStationSlug('')).toBe('');
  });

  it('is fed the raw segment with its trailing slash, so both URL forms select the same station', () => {
    expect(rawStationSegment('/bloodstations/moscow-1/')).toBe('moscow-1/');
    expect(rawStationSegment('/bloodstations/moscow-1')).toBe('moscow-1/');
    expect(selectedStationSlug(rawStationSegment('/bloodstations/kazan-12')!)).toBe('kazan-12');
    expect(rawStationSegment('/bloodstations/')).toBeNull();
    expect(rawStationSegment('/bloodstations/a/b')).toBeNull();
    expect(rawStationSegment('/bloodstations/%E0%A4%A')).toBeNull();
  });
});

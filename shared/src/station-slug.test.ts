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

  it('on the canonical address (links end in "/") the cut takes exactly the character the URL ends with', () => {
    // spec §2: "the last character of the slug is cut off before it is stored as the selected
    // station" — the raw segment of /bloodstations/moscow-1/ is what the URL carries, 'moscow-1/'.
    for (const slug of ['moscow-1', 'kazan-12', 'a']) {
      const url = `/bloodstations/${slug}/`;
      const raw = rawStationSegment(url)!;
      expect(raw).toBe(url.slice('/bloodstations/'.length));
      expect(selectedStationSlug(raw)).toBe(raw.slice(0, -1));
      expect(selectedStationSlug(raw)).toBe(slug);
    }
  });
});

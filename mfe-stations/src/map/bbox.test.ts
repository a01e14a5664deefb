import { describe, expect, it } from 'vitest';
import { bboxQuery, containsBounds, needsFetch, padBounds, toBBox } from './bbox.ts';

const moscow = { south: 55.6, west: 37.4, north: 55.9, east: 37.8 };

describe('bbox handling', () => {
  it('writes the corners as lat,lng with 5 decimals, clamped to the world', () => {
    expect(bboxQuery({ south: 55.123456789, west: 37.1, north: 55.9, east: 37.8 })).toEqual({ bbox1: '55.12346,37.1', bbox2: '55.9,37.8' });
    expect(bboxQuery({ south: -95, west: -200, north: 95, east: 200 })).toEqual({ bbox1: '-90,-180', bbox2: '90,180' });
    expect(toBBox(moscow)).toEqual([37.4, 55.6, 37.8, 55.9]);
  });

  it('pads the fetched area so small pans need no request', () => {
    const area = padBounds(moscow);
    expect(area.south).toBeCloseTo(55.525);
    expect(area.east).toBeCloseTo(37.9);
    expect(containsBounds(area, moscow)).toBe(true);
    const fetched = { area, key: 'closed=false' };
    expect(needsFetch(fetched, { ...moscow, west: 37.35, east: 37.75 }, 'closed=false')).toBe(false);
    expect(needsFetch(fetched, { ...moscow, west: 36, east: 36.5 }, 'closed=false')).toBe(true);
    expect(needsFetch(fetched, moscow, 'closed=false&kell=true')).toBe(true);
    expect(needsFetch(null, moscow, '')).toBe(true);
    expect(padBounds({ south: -89, west: -179, north: 89, east: 179 })).toEqual({ south: -90, west: -180, north: 90, east: 180 });
  });
});

// The seed's station time zones (seed.ts utcOffsetOf): "open now", the booking day and a
// help-me request's "today" are the station's local ones, so a wrong offset shifts them by hours.
import { describe, expect, it } from 'vitest';
import { utcOffsetOf } from './seed.ts';

describe('seed station offsets (minutes east of UTC)', () => {
  it('Moscow time for Tatarstan, Penza, Kirov and Cheboksary, though east of 45° E', () => {
    for (const [cityId, lng] of [[50, 49.1064], [49, 52.3959], [51, 52.2973], [52, 51.8245], [30, 45.0183], [33, 49.668], [34, 47.2489]] as const) {
      expect(utcOffsetOf(cityId, lng), `city ${cityId}`).toBe(180);
    }
  });

  it('Samara time, Yekaterinburg time and beyond stay as they were', () => {
    expect(utcOffsetOf(6, 50.1002)).toBe(240);
    expect(utcOffsetOf(10, 55.9721)).toBe(300);
    expect(utcOffsetOf(4, 60.6057)).toBe(300);
    expect(utcOffsetOf(3, 82.9357)).toBe(420);
    expect(utcOffsetOf(1, 37.6173)).toBe(180);
  });
});

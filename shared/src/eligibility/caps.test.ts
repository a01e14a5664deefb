// Yearly caps per sex in both window modes, their release dates, unknown sex, and the plasma
// volume cap (shared/domain/eligibility-ru.md §2, docs/eligibility.md «Годовые пределы»).
import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import { checkDonationDate, nextPossibleDates } from './engine.ts';
import type { Component, DonorFacts, Sex } from './types.ts';

const TODAY = '2026-11-24';
/** `n` donations of one component `step` days apart from `first`. */
const series = (first: string, n: number, step: number, component: Component = 'blood', volumeMl?: number) =>
  Array.from({ length: n }, (_, i) => ({ date: addDays(first, i * step), components: [component], ...(volumeMl ? { volumeMl } : {}) }));
const donor = (sex: Sex | null, donations: DonorFacts['donations']): DonorFacts => ({ sex, donations, deferrals: [] });

describe('whole-blood yearly cap (rolling 365 days by default)', () => {
  // 2026-01-05, 03-07, 05-07, 07-07, 09-06: all inside the 365 days before today, intervals passed.
  const five = series('2026-01-05', 5, 61);
  const four = five.slice(0, 4);

  it('men: 5 a year; the sixth waits until the oldest leaves the window', () => {
    const next = nextPossibleDates(donor('male', five), TODAY).blood;
    expect(next.date).toBe('2027-01-05'); // 2026-01-05 + 365
    expect(next.reasons).toEqual([{ code: 'yearly_cap', component: 'blood', count: 5, cap: 5, until: '2027-01-05', window: 'rolling365', sex: 'male', confidence: 'V' }]);
    expect(nextPossibleDates(donor('male', four), TODAY).blood.date).toBe(TODAY);
  });

  it('women: 4 a year; with 5 in the window the two oldest must leave', () => {
    expect(nextPossibleDates(donor('female', four), TODAY).blood).toMatchObject({ date: '2027-01-05', reasons: [{ code: 'yearly_cap', count: 4, cap: 4, sex: 'female' }] });
    expect(nextPossibleDates(donor('female', five), TODAY).blood.date).toBe('2027-03-07'); // the second oldest + 365
  });

  it('unknown sex: the stricter female cap, and the reason says the sex is unknown', () => {
    const next = nextPossibleDates(donor(null, four), TODAY).blood;
    expect(next.date).toBe('2027-01-05');
    expect(next.reasons[0]).toMatchObject({ code: 'yearly_cap', cap: 4, sex: 'female', sexUnknown: true });
  });

  it('the cap counts whole blood only: plasma and platelets stay free', () => {
    const next = nextPossibleDates(donor('female', four), TODAY);
    expect(next.plasma.date).toBe(TODAY);
    expect(next.platelets.date).toBe(TODAY);
  });

  it('release across a leap day: 365 days after 2028-02-29 is 2029-02-28, after 2027-03-01 is 2028-02-29', () => {
    const leap = series('2028-02-29', 4, 60);
    expect(nextPossibleDates(donor('female', leap), '2028-12-01').blood.date).toBe('2029-02-28');
    const before = series('2027-03-01', 4, 60);
    expect(nextPossibleDates(donor('female', before), '2027-12-01').blood.date).toBe('2028-02-29');
  });

  it('counts a planned donation in every year-long window around the date', () => {
    const planned = donor('female', [...series('2026-03-01', 3, 61), { date: '2027-01-15', components: ['blood'] }]);
    const check = checkDonationDate(planned, 'blood', '2026-11-01', { today: '2026-09-01' });
    expect(check.reasons).toEqual([{ code: 'yearly_cap', component: 'blood', count: 4, cap: 4, until: '2027-03-01', window: 'rolling365', sex: 'female', confidence: 'V' }]);
  });
});

describe('calendar-year window', () => {
  const opts = { capWindow: 'calendarYear' } as const;

  it('a full year releases on 1 January', () => {
    const next = nextPossibleDates(donor('male', series('2026-01-05', 5, 61)), TODAY, opts).blood;
    expect(next).toEqual({ date: '2027-01-01', reasons: [{ code: 'yearly_cap', component: 'blood', count: 5, cap: 5, until: '2027-01-01', window: 'calendarYear', sex: 'male', confidence: 'V' }] });
    expect(nextPossibleDates(donor('female', series('2026-01-05', 4, 61)), TODAY, opts).blood.date).toBe('2027-01-01');
  });

  it('last year does not count in the new year, though it does in a rolling window', () => {
    const f = donor('female', series('2025-03-01', 4, 80)); // 03-01 … 10-27 of 2025
    expect(nextPossibleDates(f, '2026-01-10', opts).blood.date).toBe('2026-01-10');
    expect(nextPossibleDates(f, '2026-01-10').blood.date).toBe('2026-03-01');
  });
});

describe('other caps', () => {
  it('platelets: 10 a year (weak source, flagged W)', () => {
    const next = nextPossibleDates(donor('male', series('2026-06-01', 10, 14, 'platelets')), TODAY).platelets;
    expect(next.date).toBe('2027-06-01');
    expect(next.reasons[0]).toMatchObject({ code: 'yearly_cap', component: 'platelets', count: 10, cap: 10, confidence: 'W' });
  });

  it('erythrocytes: unknown cap, counted with whole blood as a flagged placeholder', () => {
    const next = nextPossibleDates(donor('female', series('2026-01-05', 4, 61)), TODAY).erythrocytes;
    expect(next.date).toBe('2027-01-05');
    expect(next.reasons[0]).toMatchObject({ code: 'yearly_cap', component: 'erythrocytes', confidence: 'U' });
  });
});

describe('plasma volume: 16 L a year', () => {
  const first = addDays(TODAY, -364); // 26 plasma donations every 14 days, the last 14 days ago

  it('26 default doses (15.6 L) leave no room for another 0.6 L until the first leaves the window', () => {
    const next = nextPossibleDates(donor('male', series(first, 26, 14, 'plasma')), TODAY);
    expect(next.plasma).toEqual({
      date: '2026-11-25',
      reasons: [{ code: 'plasma_volume', usedMl: 15_600, capMl: 16_000, until: '2026-11-25', doseMl: 600, window: 'rolling365', confidence: 'S' }],
    });
    expect(next.blood.date).toBe(TODAY); // the volume cap is for plasma only
  });

  it('recorded volumes replace the default dose', () => {
    expect(nextPossibleDates(donor('male', series(first, 26, 14, 'plasma', 500)), TODAY).plasma.date).toBe(TODAY);
  });

  it('in calendar-year mode only this year’s plasma counts', () => {
    expect(nextPossibleDates(donor('male', series(first, 26, 14, 'plasma')), TODAY, { capWindow: 'calendarYear' }).plasma.date).toBe(TODAY);
  });
});

// Calendar-day arithmetic: leap years and no time-zone shifts (docs/eligibility.md «Даты»).
import { describe, expect, it } from 'vitest';
import { addDays, addYears, diffDays, isIsoDate, localToday, nextJanuary, toDay } from './dates.ts';

describe('eligibility dates', () => {
  it('accepts only real calendar days', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate(20261124)).toBe(false);
    expect(() => toDay('24.11.2026')).toThrow(RangeError);
  });

  it('adds calendar days across month ends and leap days', () => {
    expect(addDays('2026-11-24', 60)).toBe('2027-01-23');
    expect(addDays('2026-11-24', 30)).toBe('2026-12-24');
    expect(addDays('2027-12-31', 60)).toBe('2028-02-29');
    expect(addDays('2028-02-29', 60)).toBe('2028-04-29');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01'); // 2100 is not a leap year
    expect(diffDays('2028-01-01', '2029-01-01')).toBe(366);
    expect(diffDays('2027-01-01', '2028-01-01')).toBe(365);
  });

  it('years from 29 February end on 1 March in a common year (never early)', () => {
    expect(addYears('2008-02-29', 18)).toBe('2026-03-01');
    expect(addYears('2008-02-29', 20)).toBe('2028-02-29');
    expect(addYears('2008-11-24', 18)).toBe('2026-11-24');
  });

  it('next January and the device calendar day', () => {
    expect(nextJanuary('2026-11-24')).toBe('2027-01-01');
    expect(localToday(new Date(2026, 10, 24, 23, 59))).toBe('2026-11-24');
    expect(localToday(new Date(2028, 1, 29, 0, 1))).toBe('2028-02-29');
  });
});

// The hours line written from the weekly table (station-hours.ts) and the table's rules
// (contract/staff-stations-rules.ts hoursProblems): pure, no database.
import { describe, expect, it } from 'vitest';
import { hoursProblems, localInstant, type HoursRow } from '@donor/shared/contract/staff-stations';
import * as SS from '@donor/shared/staff-stations-messages';
import { HOURS } from '../stations/seed-data.ts';
import { parseHours } from '../stations/seed.ts';
import { hoursText } from './station-hours.ts';

const rows = (days: number[], opens: string, closes: string): HoursRow[] => days.map((weekday) => ({ weekday, opens, closes }));

describe('hoursText', () => {
  it('writes every seeded wording back as it was (parseHours reads it)', () => {
    for (const line of HOURS) expect(hoursText(parseHours(line)), line).toBe(line);
  });

  it('runs, pairs and single days; every day alike is «Ежедневно»; no day is empty', () => {
    expect(hoursText([...rows([1, 2, 3], '08:00', '14:00'), ...rows([5], '08:00', '14:00'), ...rows([6, 7], '09:00', '13:00')]))
      .toBe('Пн–Ср, Пт: 8:00–14:00, Сб–Вс: 9:00–13:00');
    expect(hoursText(rows([1, 2, 3, 4, 5, 6, 7], '10:30', '18:00'))).toBe('Ежедневно: 10:30–18:00');
    expect(hoursText([])).toBe('');
  });
});

describe('hoursProblems', () => {
  it('one problem per weekday row; a good table has none', () => {
    expect(hoursProblems(rows([1, 2, 3, 4, 5], '08:00', '14:00'))).toEqual({});
    expect(hoursProblems([{ weekday: 1, opens: '14:00', closes: '14:00' }, { weekday: 7, opens: '25:00', closes: '26:00' }, { weekday: 0, opens: '08:00', closes: '09:00' }]))
      .toEqual({ hours_1: [SS.hoursOrder], hours_7: [SS.time], hours: [SS.weekday] });
  });
});

describe('localInstant', () => {
  it('a local wall-clock time at +3 is three hours earlier in UTC', () => {
    expect(localInstant('2026-05-01', '09:30', 180).toISOString()).toBe('2026-05-01T06:30:00.000Z');
  });
});

// «Откроется во вторник в 08:00» and the week with closed days (spec §2 station page).
import { describe, expect, it } from 'vitest';
import { nextOpening, opensNextText, stationClock, weekRows } from './opening-hours.ts';

// Mon–Fri 08:00–14:00, Sat 09:00–13:00, Sunday closed.
const hours = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '08:00', closes: '14:00' })).concat([{ weekday: 6, opens: '09:00', closes: '13:00' }]);
// 2026-11-22 is a Sunday, 2026-11-24 a Tuesday.
const at = (iso: string) => new Date(iso);

describe('when the station opens next', () => {
  it('reads the clock on the station\'s offset (Moscow by default)', () => {
    expect(stationClock(at('2026-11-22T21:30:00Z'))).toEqual({ weekday: 1, minutes: 30 }); // 00:30 Monday in Moscow
    expect(stationClock(at('2026-11-22T21:30:00Z'), 420)).toEqual({ weekday: 1, minutes: 270 }); // 04:30 in Krasnoyarsk
  });

  it('Sunday → «Откроется завтра в 08:00»; Saturday evening → «в понедельник»', () => {
    expect(opensNextText(hours, at('2026-11-22T09:00:00Z'))).toBe('Откроется завтра в 08:00');
    expect(opensNextText(hours, at('2026-11-21T12:00:00Z'))).toBe('Откроется в понедельник в 08:00');
  });

  it('after closing on Monday → «Откроется во вторник в 08:00»; early morning → «сегодня»', () => {
    expect(opensNextText(hours, at('2026-11-23T12:00:00Z'))).toBe('Откроется завтра в 08:00');
    const onlyTue = [{ weekday: 2, opens: '08:00', closes: '12:00' }];
    expect(opensNextText(onlyTue, at('2026-11-19T12:00:00Z'))).toBe('Откроется во вторник в 08:00');
    expect(opensNextText(hours, at('2026-11-24T03:00:00Z'))).toBe('Откроется сегодня в 08:00');
  });

  it('a one-day week opens on the same weekday next week; no hours → null', () => {
    const onlyTue = [{ weekday: 2, opens: '08:00', closes: '12:00' }];
    expect(nextOpening(onlyTue, at('2026-11-24T10:00:00Z'))).toEqual({ inDays: 7, weekday: 2, opens: '08:00' });
    expect(opensNextText([], at('2026-11-24T10:00:00Z'))).toBeNull();
  });

  it('writes every day out, closed ones as «выходной»', () => {
    const rows = weekRows(hours);
    expect(rows).toHaveLength(7);
    expect(rows[0]).toEqual({ weekday: 1, text: '08:00–14:00', closed: false });
    expect(rows[6]).toEqual({ weekday: 7, text: 'выходной', closed: true });
  });
});

import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine, icsDate, icsDay } from './ics.ts';

describe('.ics (RFC 5545)', () => {
  it('escapes backslash, semicolon, comma and newlines in TEXT', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds lines at 75 octets without splitting a Cyrillic character', () => {
    const line = `SUMMARY:${'Донорская акция '.repeat(10)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(new TextEncoder().encode(p).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
  });

  it('builds one VEVENT with UTC times, CRLF line ends and an alarm', () => {
    const ics = buildIcs({
      uid: 'event-1-slot-2@donor-ryadom', title: 'День донора; ГКБ, Москва', description: 'Возьмите паспорт', location: 'ул. Поликарпова, д. 14',
      url: 'https://example.org/events/1/', start: new Date('2026-12-02T06:00:00Z'), durationMin: 60, now: new Date('2026-11-21T10:00:00Z'),
    });
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('DTSTART:20261202T060000Z\r\nDTEND:20261202T070000Z');
    expect(ics).toContain('SUMMARY:День донора\\; ГКБ\\, Москва');
    expect(ics.split('\r\n').filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
    expect(icsDate(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
  });

  it('an all-day plan: VALUE=DATE from its local day to the next, with the given reminders', () => {
    const ics = buildIcs({
      uid: 'plan-3@donor-ryadom', title: 'Донация: плазма', description: 'Напоминание', location: 'ОПК', url: 'https://example.org/profile/planning',
      start: new Date(2026, 11, 31), durationMin: 60, now: new Date('2026-11-24T10:00:00Z'), allDay: true, alarms: ['-PT15H', 'PT9H'],
    });
    expect(ics).toContain('DTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101');
    expect(ics.match(/TRIGGER:[^\r]+/g)).toEqual(['TRIGGER:-PT15H', 'TRIGGER:PT9H']);
    expect(ics.split('\r\n').filter((l) => l === 'BEGIN:VALARM')).toHaveLength(2);
    expect(icsDay(new Date(2026, 0, 5))).toBe('20260105');
  });
});

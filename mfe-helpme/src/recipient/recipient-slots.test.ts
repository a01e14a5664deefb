import { describe, expect, it } from 'vitest';
import { chosenSlotId, dayLabel, isActive, joinedSlot, preselectedSlotId, validSlots } from './recipient-slots.ts';
import { makeNeed, NOW } from './recipient-fixtures.ts';

describe('recipient slots (spec §4 Joining)', () => {
  it('valid slots: days not passed — today counts until 23:59:59 — sorted by date', () => {
    expect(validSlots(makeNeed().time_slots, NOW).map((s) => s.date)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26']);
    const lastMinute = new Date(2026, 10, 24, 23, 59, 59);
    expect(validSlots(makeNeed().time_slots, lastMinute)[0]?.date).toBe('2026-11-24');
    const nextDay = new Date(2026, 10, 25, 0, 0, 0);
    expect(validSlots(makeNeed().time_slots, nextDay)[0]?.date).toBe('2026-11-25');
  });

  it('exactly one valid slot is pre-selected; several or none are not', () => {
    const one = makeNeed({ time_slots: [{ id: 10, date: '2026-11-23' }, { id: 11, date: '2026-11-24' }] });
    expect(preselectedSlotId(one, NOW)).toBe(11);
    expect(preselectedSlotId(makeNeed(), NOW)).toBeNull();
    expect(preselectedSlotId(makeNeed({ time_slots: [{ id: 10, date: '2026-11-23' }] }), NOW)).toBeNull();
  });

  it('a joined user’s slot is pre-selected, even among several', () => {
    const need = makeNeed({ user_status: { joined: true, id: 99, timeslot: 12 } });
    expect(joinedSlot(need)?.date).toBe('2026-11-25');
    expect(preselectedSlotId(need, NOW)).toBe(12);
    expect(chosenSlotId(need, 13, NOW)).toBe(12);
  });

  it('the visitor’s own pick counts while it is valid', () => {
    expect(chosenSlotId(makeNeed(), 13, NOW)).toBe(13);
    expect(chosenSlotId(makeNeed(), 10, NOW)).toBeNull(); // a past day cannot be picked
    const one = makeNeed({ time_slots: [{ id: 11, date: '2026-11-24' }] });
    expect(chosenSlotId(one, null, NOW)).toBe(11);
  });

  it('only search_in_progress before its last day ends is active (spec §4 Recipient status)', () => {
    expect(isActive(makeNeed(), NOW)).toBe(true);
    expect(isActive(makeNeed({ last_date: '2026-11-24' }), NOW)).toBe(true);
    expect(isActive(makeNeed({ last_date: '2026-11-23' }), NOW)).toBe(false);
    for (const status of ['found', 'cancelled', 'expired'] as const) expect(isActive(makeNeed({ status }), NOW)).toBe(false);
  });
});

describe('the station\'s open days (docs/helpme.md «Дни»)', () => {
  it('a day the station does not work is not offered; each day says its weekday and hours', () => {
    const need = makeNeed({ time_slots: [
      { id: 11, date: '2026-11-24', closed: false, opens: '08:00', closes: '14:00' },
      { id: 12, date: '2026-11-25', closed: true, opens: null, closes: null, note: 'Санитарный день' },
      { id: 13, date: '2026-11-26', closed: false, opens: null, closes: null },
    ] });
    const days = validSlots(need.time_slots, NOW);
    expect(days.map((d) => d.id)).toEqual([11, 13]);
    expect(dayLabel(days[0]!)).toBe('вт, 24 ноября 2026, 8:00–14:00');
    expect(dayLabel(days[1]!)).toBe('чт, 26 ноября 2026'); // hours unknown
    expect(preselectedSlotId(makeNeed({ time_slots: need.time_slots.slice(0, 2) }), NOW)).toBe(11); // the only open day
  });
});


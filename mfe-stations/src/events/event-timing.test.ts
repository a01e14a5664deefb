import { describe, expect, it } from 'vitest';
import { availableDates, eventTiming, futureSlots, isNotSignedUp, preselectedSlot, slotChoosable, slotsOn } from './event-timing.ts';
import { makeEvent, NOW, slot } from './event-fixtures.ts';

const H = 3_600_000;
const at = (h: number) => new Date(NOW.getTime() + h * H).toISOString();

describe('spec §4 Event timing', () => {
  it('before start: upcoming; after end: ended; otherwise running', () => {
    expect(eventTiming({ start_date: at(1), end_date: at(5) }, NOW)).toBe('upcoming');
    expect(eventTiming({ start_date: at(-5), end_date: at(-1) }, NOW)).toBe('ended');
    expect(eventTiming({ start_date: at(-1), end_date: at(1) }, NOW)).toBe('running');
  });

  it('flags "not signed up" only within 3 days after the end, without a joined or future slot', () => {
    const ended = (h: number, over = {}) => makeEvent({ start_date: at(h - 5), end_date: at(h), time_slots: [slot(1, h - 5)], ...over });
    expect(isNotSignedUp(ended(-10), NOW)).toBe(true);
    expect(isNotSignedUp(ended(-71), NOW)).toBe(true);
    expect(isNotSignedUp(ended(-73), NOW)).toBe(false);
    expect(isNotSignedUp(ended(-10, { user_status: { joined: true, id: 1, timeslot_id: 1 } }), NOW)).toBe(false);
    expect(isNotSignedUp(ended(-10, { time_slots: [slot(1, 5)] }), NOW)).toBe(false);
    expect(isNotSignedUp(ended(-10, { user_status: null }), NOW)).toBe(false);
    expect(isNotSignedUp(makeEvent(), NOW)).toBe(false);
  });
});

describe('spec §4 Joining: slots', () => {
  it('offers only unique future dates, sorted by date and time', () => {
    const e = makeEvent();
    expect(futureSlots(e.time_slots, NOW).map((s) => s.id)).toEqual([2, 3, 4, 5]);
    expect(availableDates(e.time_slots, NOW)).toEqual(['2026-11-21', '2026-11-22', '2026-11-23']);
    expect(slotsOn(e.time_slots, '2026-11-22', NOW).map((s) => s.id)).toEqual([3, 4]);
    expect(slotsOn(e.time_slots, '2026-11-20', NOW)).toEqual([]);
  });

  it('a slot is valid when in the future and not full', () => {
    expect(slotChoosable(slot(1, 1), NOW)).toBe(true);
    expect(slotChoosable(slot(1, -1), NOW)).toBe(false);
    expect(slotChoosable(slot(1, 1, 0), NOW)).toBe(false);
  });

  it("pre-selects the joined user's slot, nothing otherwise", () => {
    expect(preselectedSlot(makeEvent())).toBeNull();
    expect(preselectedSlot(makeEvent({ user_status: { joined: true, id: 9, timeslot_id: 3 } }))?.id).toBe(3);
    expect(preselectedSlot(makeEvent({ user_status: null }))).toBeNull();
  });
});

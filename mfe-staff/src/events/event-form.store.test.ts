// The «new event» form's rules and body (event-form.store.ts) and how an answer lands in the
// cached list (events.resource.ts withEvent): pure, no requests.
import { describe, expect, it } from 'vitest';
import type { StaffEvent, StaffEvents } from '@donor/shared/contract/staff-stations';
import * as MSG from '@donor/shared/messages';
import * as SS from '@donor/shared/staff-stations-messages';
import { EMPTY_EVENT, eventBody, eventErrors, type EventDraft } from './event-form.store.ts';
import { withEvent } from './events.resource.ts';

const draft = (over: Partial<EventDraft> = {}): EventDraft => ({
  ...EMPTY_EVENT, title: 'День донора', slots: [{ date: '2026-05-02', start_time: '10:00', capacity: '4' }], ...over,
});

describe('eventErrors', () => {
  it('a good draft has none; a blank title, a past or doubled slot and bad places are named per row', () => {
    expect(eventErrors(draft(), '2026-05-01', false)).toEqual({});
    expect(eventErrors(draft({
      title: ' ',
      slots: [
        { date: '2026-04-30', start_time: '10:00', capacity: '4' },
        { date: '2026-05-02', start_time: '10:00', capacity: '0' },
        { date: '2026-05-03', start_time: '10:00', capacity: '4' },
        { date: '2026-05-03', start_time: '10:00', capacity: '4' },
        { date: '', start_time: '10:00', capacity: '4' },
      ],
    }), '2026-05-01', false)).toEqual({
      title: MSG.required, slots_0: SS.slotPast, slots_1: SS.capacityRange(500), slots_3: SS.slotTwice, slots_4: MSG.required,
    });
  });

  it('an organization\'s event needs an address; no slot at all is refused', () => {
    expect(eventErrors(draft({ slots: [] }), '2026-05-01', true)).toEqual({ address: SS.orgAddress, slots: SS.slotsNeeded });
  });
});

describe('eventBody', () => {
  it('names the owner, trims, sends places as numbers and blank text as null', () => {
    expect(eventBody(draft({ title: ' Акция ', description: '  ', address: '' }), { station_id: 5 })).toEqual({
      station_id: 5, category: 'donor_day', title: 'Акция', description: null, address: null,
      slots: [{ date: '2026-05-02', start_time: '10:00', capacity: 4 }],
    });
    expect(eventBody(draft(), { organization_id: 2 })).toMatchObject({ organization_id: 2 });
    expect(eventBody(draft(), { organization_id: 2 })).not.toHaveProperty('station_id');
  });
});

describe('withEvent', () => {
  const ev = (id: number, start: string): StaffEvent => ({
    id, category: 'donor_day', title: `#${id}`, description: '', address: '', start_date: start, end_date: start,
    cancelled_at: null, cancel_reason: null, blood_station: null, organization: null, slots: [],
  });
  const list: StaffEvents = { upcoming: [ev(1, '2026-05-01T07:00:00Z'), ev(3, '2026-05-03T07:00:00Z')], past: [ev(9, '2026-01-01T07:00:00Z')] };

  it('a new event goes among the upcoming ones by its start; a known one is replaced in place', () => {
    expect(withEvent(list, ev(2, '2026-05-02T07:00:00Z')).upcoming.map((e) => e.id)).toEqual([1, 2, 3]);
    const cancelled = { ...ev(3, '2026-05-03T07:00:00Z'), cancelled_at: '2026-04-20T10:00:00Z' };
    const next = withEvent(list, cancelled);
    expect(next.upcoming.map((e) => e.id)).toEqual([1, 3]);
    expect(next.upcoming[1]?.cancelled_at).toBe('2026-04-20T10:00:00Z');
    expect(next.past).toEqual(list.past);
  });
});

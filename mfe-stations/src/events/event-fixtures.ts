// Test data: an event with slots around a fixed "now" (2026-11-21 12:00 UTC).
import type { Event, TimeSlot } from '@donor/shared/contract/stations';

export const NOW = new Date('2026-11-21T12:00:00Z');
const H = 3_600_000;
export const slot = (id: number, hoursFromNow: number, free = 3): TimeSlot => {
  const at = new Date(NOW.getTime() + hoursFromNow * H);
  return { id, date: at.toISOString().slice(0, 10), start_time: at.toISOString().slice(11, 16), starts_at: at.toISOString(), capacity: 5, free };
};

export function makeEvent(over: Partial<Event> = {}): Event {
  return {
    id: 7, category: 'donor_day', title: 'День донора', description: '', start_date: new Date(NOW.getTime() - 30 * H).toISOString(),
    end_date: new Date(NOW.getTime() + 50 * H).toISOString(), author: { id: null, name: 'Координатор' }, individual_partners: [], address: '',
    city: { id: 1, title: 'Москва' }, blood_station: null, organization: null,
    // yesterday (past), today later, tomorrow ×2 (one full), the day after; unsorted on purpose
    time_slots: [slot(5, 44), slot(1, -24), slot(3, 22), slot(2, 2), slot(4, 23, 0)],
    user_status: { joined: false, id: null, timeslot_id: null },
    ...over,
  };
}

// Test data: a recipient request with days around a fixed "now" (24 Nov 2026, local noon).
import type { RecipientNeed, RecipientNeedItem } from '@donor/shared/contract/helpme';

export const NOW = new Date(2026, 10, 24, 12);

export function makeItem(over: Partial<RecipientNeedItem> = {}): RecipientNeedItem {
  return {
    id: 5, status: 'search_in_progress', title: 'Анна С.', first_name: 'Анна', middle_name: null, last_name: 'С.', image: null, age: 46,
    blood_class: 'plasma', requested_blood_type: ['a_plus'], o_plus: null, o_minus: null, a_plus: 'need', a_minus: null, b_plus: null,
    b_minus: null, ab_plus: null, ab_minus: null,
    blood_station: { id: 3, slug: 'ckb', title: 'ЦКБ', address: 'Москва, ул. Маршала Тимошенко, 15', lat: 55.75, lng: 37.4 },
    city: { id: 1, title: 'Москва' }, organization: null, last_date: '2026-11-27', required_donors_count: 10, joined_count: 2,
    created_at: '2026-11-22T10:00:00Z', ...over,
  };
}

export function makeNeed(over: Partial<RecipientNeed> = {}): RecipientNeed {
  return {
    ...makeItem(),
    search_reason: 'Операция', birth_date: null,
    // yesterday (past), today, then two days ahead; unsorted on purpose
    time_slots: [{ id: 13, date: '2026-11-26' }, { id: 10, date: '2026-11-23' }, { id: 12, date: '2026-11-25' }, { id: 11, date: '2026-11-24' }],
    user_status: { joined: false, id: null, timeslot: null }, is_author: false, can_close: false, closed_at: null, moderation: null,
    ...over,
  };
}

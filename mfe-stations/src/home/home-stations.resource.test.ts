import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks, atom, cleanStores, keepMount } from 'nanostores';
import { createTestSectionProps } from '@donor/shared/testing/section-props';
import type { BloodNeedKey, BloodNeeds } from '@donor/shared/contract/common';
import type { StationListItem } from '@donor/shared/contract/stations';
import { makeEvent } from '../events/event-fixtures.ts';
import { cityNeeds, createHomeEvents, createHomeStationNeeds, homeEventsKey, homeStationNeedsKey } from './home-stations.resource.ts';

const list = <T,>(results: T[]) => ({ count: results.length, num_pages: 1, next: null, previous: null, results });
const ALL: BloodNeedKey[] = ['o_plus', 'o_minus', 'a_plus', 'a_minus', 'b_plus', 'b_minus', 'ab_plus', 'ab_minus', 'kell'];
function station(id: number, needed: BloodNeedKey[]): StationListItem {
  const blood_needs = Object.fromEntries(ALL.map((k) => [k, needed.includes(k) ? 'need' : 'unknown'])) as BloodNeeds;
  return {
    id, slug: `s-${id}`, title: `Станция ${id}`, address: '', city: { id: 1, title: 'Москва' }, lat: 0, lng: 0, phone: null, site: null,
    working_hours: '', closed: false, blood_needs, open_now: true, has_events: false,
  } as StationListItem;
}

describe('home page stations blocks: the requests (spec §7)', () => {
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => void vi.restoreAllMocks());

  it('events: main_page, main_future, the selected city; none for All regions (spec §9)', () => {
    expect(homeEventsKey(50)).toBe('/api/events/?city_id=50&main_page=true&by_date=main_future&page_size=3');
    expect(homeEventsKey(0)).toBe('/api/events/?main_page=true&by_date=main_future&page_size=3');
  });

  it('stations: the open stations of the city, one page of the largest size', () => {
    expect(homeStationNeedsKey(1)).toBe('/api/blood_stations/?city_id=1&closed=false&page_size=100');
    expect(homeStationNeedsKey(0)).toBe('/api/blood_stations/?closed=false&page_size=100');
  });

  it('both ask again when the header city changes', async () => {
    const { props, calls } = createTestSectionProps({
      routes: {
        [homeEventsKey(1)]: list([makeEvent({ id: 1 })]), [homeEventsKey(50)]: list([makeEvent({ id: 2 })]),
        [homeStationNeedsKey(1)]: list([station(1, ['o_plus'])]), [homeStationNeedsKey(50)]: list([station(9, ['kell'])]),
      },
    });
    const $city = atom(1);
    const $events = createHomeEvents(props.query, $city);
    const $stations = createHomeStationNeeds(props.query, $city);
    keepMount($events);
    keepMount($stations);
    await allTasks();
    expect($events.get().data?.results.map((e) => e.id)).toEqual([1]);
    expect($stations.get().data?.results.map((e) => e.id)).toEqual([1]);
    $city.set(50);
    await new Promise((r) => setTimeout(r, 0));
    await allTasks();
    expect($events.get().data?.results.map((e) => e.id)).toEqual([2]);
    expect($stations.get().data?.results.map((e) => e.id)).toEqual([9]);
    expect(calls.requests.map((c) => c.url).sort()).toEqual([homeEventsKey(1), homeEventsKey(50), homeStationNeedsKey(1), homeStationNeedsKey(50)].sort());
    cleanStores($events, $stations);
  });
});

describe('cityNeeds: today’s need per blood type (spec §3 Blood station need per type)', () => {
  it('the types some station needs, in the table’s order, leaving out types nobody needs', () => {
    const n = cityNeeds([station(1, ['a_plus', 'kell']), station(2, ['o_plus']), station(3, [])]);
    expect(n.types).toEqual(['o_plus', 'a_plus', 'kell']);
    expect([n.stations.length, n.total]).toEqual([2, 3]);
  });
  it('lists only stations that need something, the neediest first, ties in the list’s order', () => {
    const n = cityNeeds([station(1, ['o_plus']), station(2, []), station(3, ['o_plus', 'kell']), station(4, ['b_minus'])]);
    expect(n.stations.map((s) => s.id)).toEqual([3, 1, 4]);
  });
  it('no need anywhere: nothing to list', () => {
    expect(cityNeeds([station(1, [])])).toEqual({ types: [], stations: [], total: 1 });
  });
});

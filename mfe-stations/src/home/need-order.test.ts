import { describe, expect, it } from 'vitest';
import type { BloodNeedKey, BloodNeeds } from '@donor/shared/contract/common';
import type { StationListItem } from '@donor/shared/contract/stations';
import { distanceKm, orderNeedStations, STALE_AFTER_DAYS } from './need-order.ts';

const ALL: BloodNeedKey[] = ['o_plus', 'o_minus', 'a_plus', 'a_minus', 'b_plus', 'b_minus', 'ab_plus', 'ab_minus', 'kell'];
const NOW = new Date('2026-11-20T12:00:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000).toISOString();
function station(id: number, needed: BloodNeedKey[], updated: string | null, lat = 55.75, lng = 37.6): StationListItem {
  const blood_needs = Object.fromEntries(ALL.map((k) => [k, needed.includes(k) ? 'need' : 'enough'])) as BloodNeeds;
  return { id, slug: `s-${id}`, title: `Станция ${id}`, lat, lng, blood_needs, needs_updated_at: updated } as StationListItem;
}
const ids = (rows: { station: StationListItem }[]) => rows.map((r) => r.station.id);

describe('orderNeedStations: the home page’s «Где нужна кровь» order', () => {
  it('the donor’s group first, then fresh before stale, then the latest update', () => {
    const list = [
      station(1, ['o_plus'], daysAgo(1)),
      station(2, ['a_plus'], daysAgo(30)),
      station(3, ['o_plus', 'b_plus'], daysAgo(3)),
      station(4, ['a_plus'], daysAgo(2)),
      station(5, ['a_plus'], null),
    ];
    expect(ids(orderNeedStations(list, { group: 'a_plus', now: NOW }))).toEqual([4, 2, 5, 1, 3]);
    // No group known: freshness and recency alone.
    expect(ids(orderNeedStations(list, { group: null, now: NOW }))).toEqual([1, 4, 3, 2, 5]);
  });

  it('labels needs older than the limit, and undated ones, as stale', () => {
    const rows = orderNeedStations([station(1, ['o_plus'], daysAgo(STALE_AFTER_DAYS - 0.5)), station(2, ['o_plus'], daysAgo(STALE_AFTER_DAYS + 0.5)), station(3, ['o_plus'], null)], { group: null, now: NOW });
    expect(rows.map((r) => [r.station.id, r.stale])).toEqual([[1, false], [2, true], [3, true]]);
    expect(rows[2]!.updatedAt).toBeNull();
  });

  it('with a position already shared, the nearest of equally fresh stations first', () => {
    const home = { lat: 55.6, lng: 37.5 };
    const list = [station(1, ['o_plus'], daysAgo(1), 55.9, 37.8), station(2, ['o_plus'], daysAgo(2), 55.61, 37.51), station(3, ['o_plus'], daysAgo(20), 55.6, 37.5)];
    const rows = orderNeedStations(list, { group: null, now: NOW, at: home });
    expect(ids(rows)).toEqual([2, 1, 3]);
    expect(rows[0]!.km).toBeLessThan(2);
    expect(distanceKm({ lat: 55.7558, lng: 37.6173 }, { lat: 59.9386, lng: 30.3141 })).toBeCloseTo(634, -1); // Moscow–St Petersburg
  });
});

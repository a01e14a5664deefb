// The home blocks' query schemas (contract/home.ts): defaults, ranges, spec §9 city 0, Russian messages.
import { test, expect } from 'vitest';
import { OceanQuery, RandomCardsQuery, BannersQuery } from './home.ts';
test('home queries: defaults, ranges and Russian messages (docs/home.md)', () => {
  expect(OceanQuery.parse({})).toEqual({ page_size: 20 });
  expect(OceanQuery.parse({ page_size: '' })).toEqual({ page_size: 20 });
  expect(OceanQuery.parse({ page_size: '5' })).toEqual({ page_size: 5 });
  expect(OceanQuery.safeParse({ page_size: '500' }).error?.issues[0]?.message).toBe('Укажите целое число от 1 до 50');
  expect(OceanQuery.safeParse({ page_size: 'x' }).error?.issues[0]?.message).toBe('Укажите целое число от 1 до 50');
  expect(RandomCardsQuery.parse({})).toEqual({ count: 3 });
  expect(BannersQuery.parse({})).toEqual({ city_id: undefined });
  // spec §9: 'All regions' (0) is no city.
  expect(BannersQuery.parse({ city_id: '0' })).toEqual({ city_id: undefined });
  expect(BannersQuery.parse({ city_id: '50' })).toEqual({ city_id: 50 });
});

// The rankings contract: the query as the API reads it (spec §3 Top-donors filter, §9 defaults)
// and topQuery, the one way a filter becomes a URL (spec §7: only non-default values).
import { describe, expect, it } from 'vitest';
import * as MSG from '../messages.ts';
import { fieldErrorsOf } from './common.ts';
import { TOP_FILTER_DEFAULTS, UsersTopQuery, topQuery } from './top.ts';

describe('UsersTopQuery', () => {
  it('empty, default and "all regions" values are the defaults', () => {
    expect(UsersTopQuery.parse({})).toEqual(TOP_FILTER_DEFAULTS);
    expect(UsersTopQuery.parse({ by_year: 'false', kell: 'any', gender: 'ANY', city: '0', region: '', blood_group: ' ', components: '' })).toEqual(TOP_FILTER_DEFAULTS);
  });

  it('reads every field; lists in table order without repeats', () => {
    expect(UsersTopQuery.parse({
      by_year: '1', country: '1', region: '41', city: '50', blood_station_id: '7', blood_group: 'b_minus, o_plus,b_minus', kell: 'Positive',
      age_start: '20', age_end: '30', gender: 'female', organization_id: '3', components: 'plasma,blood',
    })).toEqual({
      by_year: true, country: 1, region: 41, city: 50, blood_station_id: 7, blood_group: ['o_plus', 'b_minus'], kell: 'positive',
      age_start: 20, age_end: 30, gender: 'female', organization_id: 3, components: ['blood', 'plasma'],
    });
  });

  it('one Russian message per bad field', () => {
    const r = UsersTopQuery.safeParse({ by_year: 'да', city: 'Москва', blood_group: 'o', kell: '+', age_start: '17', gender: 'x', components: 'milk' });
    expect(r.success).toBe(false);
    expect(fieldErrorsOf(r.error!)).toEqual({
      by_year: [MSG.topYesNo], city: [MSG.id], blood_group: [MSG.choice], kell: [MSG.choice], age_start: [MSG.topAgeRange(18, 100)], gender: [MSG.choice], components: [MSG.choice],
    });
    expect(fieldErrorsOf(UsersTopQuery.safeParse({ age_start: '50', age_end: '40' }).error!)).toEqual({ age_end: [MSG.topAgeOrder] });
  });
});

describe('topQuery', () => {
  it('keeps only non-default values, lists comma-separated in table order', () => {
    expect(topQuery(TOP_FILTER_DEFAULTS)).toEqual({});
    expect(topQuery({ ...TOP_FILTER_DEFAULTS, by_year: true, city: 1, blood_group: ['ab_minus', 'o_plus'], kell: 'negative', age_end: 40, components: ['granulocytes', 'blood'] }))
      .toEqual({ by_year: 'true', city: '1', blood_group: 'o_plus,ab_minus', kell: 'negative', age_end: '40', components: 'blood,granulocytes' });
  });

  it('round-trips through the API reading', () => {
    const f = { ...TOP_FILTER_DEFAULTS, region: 41, gender: 'male' as const, organization_id: 2, age_start: 18 };
    expect(UsersTopQuery.parse(topQuery(f))).toEqual(f);
  });
});

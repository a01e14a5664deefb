import { describe, expect, it } from 'vitest';
import { cityOfTimeZone, isFirstVisit, proposeRegion, sameTitle } from './region-guess.ts';

const none = { cityID: 0, flag: null, name: null } as const;

describe('a first visit proposes a region', () => {
  it('is a first visit only without a city cookie and without a profile city', () => {
    expect(isFirstVisit({ cookieFlag: undefined, cookieCityId: undefined, userCityId: null })).toBe(true);
    expect(isFirstVisit({ cookieFlag: 'Other', cookieCityId: undefined, userCityId: null })).toBe(false);
    expect(isFirstVisit({ cookieFlag: undefined, cookieCityId: '0', userCityId: null })).toBe(false);
    expect(isFirstVisit({ cookieFlag: undefined, cookieCityId: undefined, userCityId: 4 })).toBe(false);
  });

  it('the subdomain comes first, then the time zone', () => {
    expect(proposeRegion({ hostCityID: 50, state: { cityID: 50, flag: 'Other', name: 'Казань' }, timeZone: 'Asia/Yekaterinburg' }))
      .toEqual({ source: 'host', cityID: 50, title: 'Казань' });
    expect(proposeRegion({ hostCityID: null, state: none, timeZone: 'Asia/Yekaterinburg' })).toEqual({ source: 'time-zone', title: 'Екатеринбург' });
    expect(proposeRegion({ hostCityID: null, state: none, timeZone: 'Europe/Moscow' })).toEqual({ source: 'time-zone', title: 'Москва' });
  });

  it('proposes nothing for a zone outside Russia and the CIS, or none', () => {
    expect(proposeRegion({ hostCityID: null, state: none, timeZone: 'America/New_York' })).toBeNull();
    expect(proposeRegion({ hostCityID: null, state: none, timeZone: undefined })).toBeNull();
    expect(cityOfTimeZone('Europe/Kaliningrad')).toBe('Калининград');
    expect(cityOfTimeZone('Asia/Almaty')).toBe('Алматы');
  });

  it('matches city titles ignoring case and ё', () => {
    expect(sameTitle('Королёв', ' королев ')).toBe(true);
    expect(sameTitle('Омск', 'Томск')).toBe(false);
  });
});

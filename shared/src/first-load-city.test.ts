import { describe, expect, it } from 'vitest';
import { firstLoadCity } from './first-load-city.ts';

// spec §3 "header city taken from the x-city request header": before cookie, user and host (§4).
describe('firstLoadCity: the x-city header a proxy sets comes first', () => {
  it('beats the cookie, the user city and the host prefix', () => {
    expect(firstLoadCity({ headerCityId: '50', cookieCityId: '7', cookieFlag: 'Other', userCityId: 1, hostname: 'moscow.donor.example' }))
      .toEqual({ cityID: 50, flag: 'Other', searchRegion: null, source: 'header' });
    expect(firstLoadCity({ headerCityId: ' 1 ', hostname: 'tatar.donor.example' }))
      .toEqual({ cityID: 1, flag: 'Moscow', searchRegion: 41, source: 'header' });
  });
  it('an absent or unreadable header falls through to the cookie', () => {
    for (const headerCityId of [null, undefined, '', 'abc', '-3', '1.5']) {
      expect(firstLoadCity({ headerCityId, cookieCityId: '7', hostname: 'donor.example' }).source, String(headerCityId)).toBe('cookie');
    }
  });
});

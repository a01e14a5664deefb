import { describe, expect, it } from 'vitest';
import { donationWidgetVisible, isNavActive, loginHref, matchRoute, pathTo, routeOwner } from './routes.ts';

describe('route table', () => {
  it.each([
    ['/', 'shell'], ['/how/', 'shell'], ['/how', 'shell'], ['/bloodstations/', 'mfe_stations'], ['/bloodstations/moscow-1', 'mfe_stations'],
    ['/donate/', 'mfe_donate'], ['/fundraising/x', 'mfe_donate'], ['/top/', 'mfe_top'], ['/recipient/5', 'mfe_helpme'],
    ['/profile/', 'mfe_profile'], ['/profile/settings/personal', 'mfe_profile'], ['/profile/donations/5/edit', 'mfe_profile'],
    ['/login', 'mfe_profile'], ['/login/', 'mfe_profile'], ['/nope', 'shell'],
  ])('%s belongs to %s', (path, app) => expect(routeOwner(path)).toBe(app));

  it('matches params and unknown paths', () => {
    expect(matchRoute('/bloodstations/%D0%BC%D1%81%D0%BA')?.params).toEqual({ slug: 'мск' });
    expect(matchRoute('/bloodstations/%E0%A4%A')).toBeNull();
    expect(matchRoute('/unknown/path')).toBeNull();
  });

  it('builds paths and the login link (spec §2)', () => {
    expect(pathTo('station', { slug: 'a b' })).toBe('/bloodstations/a%20b');
    expect(loginHref('/top/?year=1')).toBe('/login/?next=%2Ftop%2F%3Fyear%3D1');
  });

  it('marks any path containing /bloodstation as active (spec §2)', () => {
    expect(isNavActive('/bloodstations/', '/bloodstations/moscow-1')).toBe(true);
    expect(isNavActive('/', '/how/')).toBe(false);
    expect(isNavActive('/top/', '/top/')).toBe(true);
  });

  it.each([
    ['/', true], ['/how/', true], ['/bloodstations/x', true], ['/fundraising', true],
    ['/profile/', false], ['/profile/bonus', false], ['/auth/callback', false], ['/fundraising/spring', false], ['/donate/', false],
    ['/login/', false], ['/pre_sign_up', false], ['/sign_up_email', false], ['/sign_up', false],
    ['/staff/', false], ['/staff/stations/5/checkin', false],
  ])('donation widget on %s: %s (spec §2 hidden list)', (path, visible) => expect(donationWidgetVisible(path)).toBe(visible));
});

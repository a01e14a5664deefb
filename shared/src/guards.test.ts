import { describe, expect, it } from 'vitest';
import { drawingApp, evaluateGuard, safeNextPath, stripTokenMarker, TOKEN_MARKER_PARAM, type GuardResult } from './guards.ts';

type Row = [rule: string, pathname: string, search: string, loggedOut: GuardResult, loggedIn: GuardResult];

const ok = (noindex = false): GuardResult => ({ status: 200, noindex });
const to = (location: string, noindex: boolean, setNextCookie?: string): GuardResult =>
  setNextCookie === undefined ? { status: 302, location, noindex } : { status: 302, location, noindex, setNextCookie };

// spec §2 "Access and redirect rules", one row per rule: [result logged out, result logged in].
const TABLE: Row[] = [
  ['/profile needs login, next remembered', '/profile/', '', to('/login', true, '/profile/'), ok(true)],
  ['/profile without trailing slash', '/profile', '', to('/login', true, '/profile'), ok(true)],
  ['everything under /profile needs login', '/profile/planning', '', to('/login', true, '/profile/planning'), ok(true)],
  ['next keeps the query string', '/profile/bonus', '?tab=2', to('/login', true, '/profile/bonus?tab=2'), ok(true)],
  ['unknown /profile subpaths need login', '/profile/referrals/x', '', to('/login', true, '/profile/referrals/x'), ok(true)],
  ['/profile/donations/[id] is reachable', '/profile/donations/7', '', ok(true), ok(true)],
  ['/profile/donations/[id]/edit: no next', '/profile/donations/7/edit', '', to('/login', true), ok(true)],
  ['/profile/achievements without login → /achievements', '/profile/achievements', '', to('/achievements/', true), ok(true)],
  ['/achievements when logged in → /profile/achievements', '/achievements/', '', ok(), to('/profile/achievements', false)],
  ['/newprofile without login → /login', '/newprofile', '', to('/login', false), ok()],
  ['/profile/settings → /profile/settings/personal', '/profile/settings', '', to('/login', true, '/profile/settings'), to('/profile/settings/personal', true)],
  ['/profile/settings/personal needs login', '/profile/settings/personal', '', to('/login', true, '/profile/settings/personal'), ok(true)],
  ['/login when logged in → /profile', '/login', '', ok(true), to('/profile/', true)],
  ['/login/ with ?next when logged in → /profile', '/login/', '?next=%2Fbonus%2F', ok(true), to('/profile/', true)],
  ['/pre_sign_up when logged in → /profile', '/pre_sign_up', '', ok(true), to('/profile/', true)],
  ['/sign_up when logged in → /profile', '/sign_up', '', ok(true), to('/profile/', true)],
  ['/sign_up_email is public but noindex', '/sign_up_email', '', ok(true), ok(true)],
  ['/reset is public but noindex', '/reset', '', ok(true), ok(true)],
  ['public page', '/bloodstations/', '', ok(), ok()],
  ['public page with a param', '/bloodstations/moscow-11', '', ok(), ok()],
  ['home', '/', '', ok(), ok()],
  ['/bonus/ is public', '/bonus/', '', ok(), ok()],
  ['unknown path → 404', '/no-such-page', '', { status: 404, noindex: false }, { status: 404, noindex: false }],
  ['/404/ itself answers 404', '/404/', '', { status: 404, noindex: true }, { status: 404, noindex: true }],
  ['/403/ itself answers 403', '/403/', '', { status: 403, noindex: true }, { status: 403, noindex: true }],
  ['unknown nested path → 404', '/top/x/y', '', { status: 404, noindex: false }, { status: 404, noindex: false }],
];

describe('evaluateGuard — spec §2 rules', () => {
  it.each(TABLE)('%s (%s%s)', (_rule, pathname, search, loggedOut, loggedIn) => {
    expect(evaluateGuard({ pathname, search, loggedIn: false, hasToken: false })).toEqual(loggedOut);
    expect(evaluateGuard({ pathname, search, loggedIn: true, hasToken: true })).toEqual(loggedIn);
  });
});

describe('evaluateGuard — staff pages (docs/staff.md «Роли»)', () => {
  const forbidden: GuardResult = { status: 403, noindex: true };
  it.each(['/staff/', '/staff/donations/', '/staff/stations/5/checkin', '/staff/organizations/2', '/staff/anything/else'])('%s: login with next, 403 for a donor, open to staff', (pathname) => {
    expect(evaluateGuard({ pathname, search: '?a=1', loggedIn: false, hasToken: false })).toEqual(to('/login', true, `${pathname}?a=1`));
    expect(evaluateGuard({ pathname, search: '', loggedIn: true, hasToken: true })).toEqual(forbidden);
    expect(evaluateGuard({ pathname, search: '', loggedIn: true, hasToken: true, staff: false })).toEqual(forbidden);
    expect(evaluateGuard({ pathname, search: '', loggedIn: true, hasToken: true, staff: true })).toEqual(ok(true));
  });
  it('a refused staff page is drawn by the shell, so the section is never loaded', () => {
    expect(drawingApp({ pathname: '/staff/', search: '', loggedIn: true, hasToken: true, staff: false })).toBe('shell');
    expect(drawingApp({ pathname: '/staff/', search: '', loggedIn: true, hasToken: true, staff: true })).toBe('mfe_staff');
    // a redirect (not logged in) is not a refusal: the host or the client guard sends the browser away
    expect(drawingApp({ pathname: '/staff/', search: '', loggedIn: false, hasToken: false })).toBe('mfe_staff');
    expect(drawingApp({ pathname: '/top/', search: '', loggedIn: false, hasToken: false })).toBe('mfe_top');
  });
});

describe('evaluateGuard — token marker (spec §2)', () => {
  it('a token without the marker sends /login to /profile even if not confirmed logged in', () => {
    expect(evaluateGuard({ pathname: '/login', search: '', loggedIn: false, hasToken: true })).toEqual(to('/profile/', true));
  });
  it('the marker keeps /login on /login', () => {
    const r = evaluateGuard({ pathname: '/login', search: `?${TOKEN_MARKER_PARAM}=1`, loggedIn: false, hasToken: true });
    expect(r).toEqual(ok(true));
  });
  it('the token rule is /login only', () => {
    expect(evaluateGuard({ pathname: '/sign_up', search: '', loggedIn: false, hasToken: true })).toEqual(ok(true));
  });
  it('a refused token on a protected page goes to /login with the marker (no redirect loop)', () => {
    const first = evaluateGuard({ pathname: '/profile/bonus', search: '', loggedIn: false, hasToken: true });
    expect(first).toEqual(to(`/login?${TOKEN_MARKER_PARAM}=1`, true, '/profile/bonus'));
    const url = new URL(first.location!, 'https://donor.example');
    const second = evaluateGuard({ pathname: url.pathname, search: url.search, loggedIn: false, hasToken: true });
    expect(second.status).toBe(200);
  });
  it('never stores a protocol-relative next', () => {
    const r = evaluateGuard({ pathname: '//profile/x', search: '', loggedIn: false, hasToken: false });
    expect(r.setNextCookie).toBe('/profile/x');
  });
});

describe('safeNextPath', () => {
  it.each([
    '/profile/',
    '/profile/bonus?tab=2#top',
    '/bloodstations/%D0%BC%D0%BE%D1%81%D0%BA%D0%B2%D0%B0',
    '/top/?blood_group=a_plus,b_plus',
    '/',
  ])('accepts %j', (value) => {
    expect(safeNextPath(value)).toBe(value);
  });

  it.each([
    ['protocol-relative', '//evil.com'],
    ['backslash', '/\\evil.com'],
    ['absolute URL', 'https://evil.com'],
    ['javascript: scheme', 'javascript:alert(1)'],
    ['encoded slashes', '%2F%2Fevil.com'],
    ['encoded slashes after a slash', '/%2F%2Fevil.com'],
    ['encoded backslash', '/%5Cevil.com'],
    ['double-encoded slashes', '/%252F%252Fevil.com'],
    ['tab', '/\t/evil.com'],
    ['newline', '/\n/evil.com'],
    ['carriage return', '/\r/evil.com'],
    ['encoded tab', '/%09/evil.com'],
    ['malformed encoding', '/%E0%A4%A'],
    ['relative path', 'profile'],
    ['leading space', ' /profile'],
    ['empty', ''],
  ])('refuses %s', (_name, value) => {
    expect(safeNextPath(value)).toBeNull();
  });

  it('refuses null and undefined', () => {
    expect(safeNextPath(null)).toBeNull();
    expect(safeNextPath(undefined)).toBeNull();
  });
});

describe('stripTokenMarker', () => {
  it('removes the marker and keeps the rest', () => {
    const out = stripTokenMarker(new URL(`https://donor.example/login?${TOKEN_MARKER_PARAM}=1&next=%2Fprofile%2F#x`));
    expect(out?.href).toBe('https://donor.example/login?next=%2Fprofile%2F#x');
  });
  it('leaves no dangling ?', () => {
    expect(stripTokenMarker(new URL(`https://donor.example/login?${TOKEN_MARKER_PARAM}`))?.href).toBe('https://donor.example/login');
  });
  it('returns null without the marker', () => {
    expect(stripTokenMarker(new URL('https://donor.example/login?next=%2F'))).toBeNull();
  });
});

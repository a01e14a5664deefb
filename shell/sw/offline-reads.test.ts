import { describe, expect, it } from 'vitest';
import { CACHED_AT, cachedAtOf, identityOf, isOfflineRead, stampForCache } from './offline-reads.ts';

const ORIGIN = 'https://donor.test';
const read = (path: string, method = 'GET', origin = ORIGIN) => isOfflineRead(new URL(path, origin), method, ORIGIN);

describe('isOfflineRead: what a donor needs at the station, and nothing else', () => {
  it('keeps the bookings, the QR picture, the city\'s stations, favourites, cabinet dates and events', () => {
    for (const path of [
      '/api/profile/bookings/?page=1', '/api/booking-codes/AB3CD4/qr.svg',
      '/api/blood_stations/?city_id=1&page=1', '/api/blood_stations/moscow-1/', '/api/blood_stations/search/?q=x',
      '/api/favorite_blood_stations/', '/api/profile/eligibility/', '/api/donation_plan/latest/',
      '/api/donations/?status=accepted,pre_accepted&page=1&page_size=3', '/api/events/12/', '/api/cities/1/', '/api/notice/?bs_id=3',
    ]) expect(read(path), path).toBe(true);
  });

  it('never keeps sessions, staff data, writes, other origins or unlisted reads', () => {
    expect(read('/api/auth/me/')).toBe(false);
    expect(read('/api/staff/stations/1/roster/')).toBe(false);
    expect(read('/api/profile/bookings/', 'POST')).toBe(false);
    expect(read('/api/events/12/', 'DELETE')).toBe(false);
    expect(read('/api/events/12/', 'GET', 'https://evil.test')).toBe(false);
    expect(read('/api/payments/')).toBe(false);
    expect(read('/api/blood_stations/1/top/')).toBe(false);
    // a param is one path segment, never several
    expect(read('/api/events/12/extra/')).toBe(false);
  });
});

describe('stampForCache', () => {
  it('stores a success stamped with the time it was stored', async () => {
    const stamped = stampForCache(new Response('{"a":1}', { status: 200, headers: { 'content-type': 'application/json' } }), new Date('2026-03-01T11:05:00.000Z'));
    expect(stamped?.headers.get(CACHED_AT)).toBe('2026-03-01T11:05:00.000Z');
    expect(stamped?.headers.get('content-type')).toBe('application/json');
    expect(await stamped?.json()).toEqual({ a: 1 });
    expect(cachedAtOf(stamped!)).toBe(Date.parse('2026-03-01T11:05:00.000Z'));
  });

  it('stores no error, no redirect and no partial answer', () => {
    for (const status of [201, 204, 206, 302, 401, 404, 500]) expect(stampForCache(new Response(null, { status }), new Date()), String(status)).toBeNull();
    const redirected = new Response('x');
    Object.defineProperty(redirected, 'redirected', { value: true });
    expect(stampForCache(redirected, new Date())).toBeNull();
  });

  it('an answer without the stamp is of unknown age', () => {
    expect(cachedAtOf(new Response('x'))).toBe(0);
  });
});

describe('identityOf: whose answers the caches hold', () => {
  const kit = (auth?: string) => new Request(`${ORIGIN}/api/events/1/`, { headers: { accept: 'application/json', ...(auth ? { authorization: auth } : {}) } });

  it('a token is hashed (never stored as it is); the same token gives the same identity', async () => {
    const a = await identityOf(kit('Token aaa'));
    expect(a).toMatch(/^[0-9a-f]{24}$/);
    expect(a).not.toContain('aaa');
    expect(await identityOf(kit('Token aaa'))).toBe(a);
    expect(await identityOf(kit('Token bbb'))).not.toBe(a);
  });

  it('a kit request without a token is a guest; a picture says nothing about the visitor', async () => {
    expect(await identityOf(kit())).toBe('guest');
    expect(await identityOf(new Request(`${ORIGIN}/api/booking-codes/X/qr.svg`, { headers: { accept: 'image/*' } }))).toBeNull();
  });
});

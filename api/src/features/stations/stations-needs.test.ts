// Needs at a glance (spec §3 Blood station need per type, §7 "Donations, stations, notices"):
// three states per type with the date of the last update, and the donor's own group on the
// account (PATCH /api/auth/me/ {blood_group, kell}, spec §3 User).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOf, User } from '@donor/shared/contract/common';
import { StationDetail, StationListItem } from '@donor/shared/contract/stations';
import * as MSG from '@donor/shared/messages';
import { makeTestApi, type TestApi } from '../../test-support.ts';

let t: TestApi;
beforeAll(async () => {
  t = await makeTestApi();
});
afterAll(async () => {
  await t.handle.close();
});

describe('need states and the date of the last update', () => {
  it('the seeded list mixes need, enough and unknown, and dates the last update', async () => {
    const res = await t.call('GET', '/api/blood_stations/?city_id=1&page_size=100');
    expect(res.status).toBe(200);
    const list = listOf(StationListItem).parse(await res.json());
    const states = new Set(list.results.flatMap((s) => Object.values(s.blood_needs)));
    expect([...states].sort()).toEqual(['enough', 'need', 'unknown']);
    const dated = list.results.filter((s) => typeof s.needs_updated_at === 'string');
    expect(dated.length).toBeGreaterThan(list.results.length / 2);
    for (const s of dated) expect(Number.isNaN(Date.parse(s.needs_updated_at!))).toBe(false);
    expect(list.results.every((s) => s.needs_updated_at !== undefined && s.booking_url !== undefined)).toBe(true);
  });

  it('the need filter still means «нужна» only: an «enough» station is not listed as needing it', async () => {
    const all = listOf(StationListItem).parse(await (await t.call('GET', '/api/blood_stations/?city_id=1&page_size=100')).json());
    const needing = all.results.filter((s) => s.blood_needs.o_minus === 'need').map((s) => s.id).sort((a, b) => a - b);
    expect(all.results.some((s) => s.blood_needs.o_minus === 'enough')).toBe(true);
    const res = await t.call('GET', '/api/blood_stations/?city_id=1&page_size=100&blood_group=o&rh=minus');
    expect(res.status).toBe(200);
    const filtered = listOf(StationListItem).parse(await res.json());
    expect(filtered.results.map((s) => s.id).sort((a, b) => a - b)).toEqual(needing);
  });

  it('the station page carries the states, the date, the booking link and the local offset', async () => {
    const res = await t.call('GET', '/api/blood_stations/moscow-1/');
    const station = StationDetail.parse(await res.json());
    expect(station.utc_offset_min).toBe(180);
    expect(station).toHaveProperty('booking_url');
    expect(station).toHaveProperty('needs_updated_at');
  });
});

describe('PATCH /api/auth/me/ {blood_group, kell}', () => {
  it('stores the group and Kell and /me reads them back; null clears', async () => {
    const token = await t.login('new@example.com', 'new-donor-2026');
    const before = User.parse(await (await t.call('GET', '/api/auth/me/', { token })).json());
    expect(before.blood_group ?? null).toBeNull();
    const res = await t.call('PATCH', '/api/auth/me/', { token, body: { blood_group: 'a_minus', kell: 'negative' } });
    expect(res.status).toBe(200);
    expect(User.parse(await res.json())).toMatchObject({ blood_group: 'a_minus', kell: 'negative' });
    const me = User.parse(await (await t.call('GET', '/api/auth/me/', { token })).json());
    expect(me).toMatchObject({ blood_group: 'a_minus', kell: 'negative' });
    const cleared = await t.call('PATCH', '/api/auth/me/', { token, body: { kell: null } });
    expect(User.parse(await cleared.json())).toMatchObject({ blood_group: 'a_minus', kell: null });
  });

  it('a bad value is a 400 with a Russian field error, and nothing changes', async () => {
    const token = await t.login('new@example.com', 'new-donor-2026');
    const bad = await t.call('PATCH', '/api/auth/me/', { token, body: { blood_group: 'o', kell: 'maybe' } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ blood_group: [MSG.choice], kell: [MSG.choice] });
    const me = User.parse(await (await t.call('GET', '/api/auth/me/', { token })).json());
    expect(me.blood_group).toBe('a_minus');
  });

  it('asks for a login', async () => {
    expect((await t.call('PATCH', '/api/auth/me/', { body: { blood_group: 'o_plus' } })).status).toBe(401);
  });
});

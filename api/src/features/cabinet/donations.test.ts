// /api/donations/: the list with its filters, add (pre_accepted, /me counts it), the public-safe
// view for others, edit and delete by the owner only, is-exists, Russian field errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Donation, DonationList, DonationPublic } from '@donor/shared/contract/cabinet';
import * as MSG from '@donor/shared/messages';
import { makeDonorTestApi, type TestApi } from '../../test-support.ts';
import { latestRussianToday } from './checks.ts';

let t: TestApi;
let demo: string;
let fresh: string;
beforeAll(async () => {
  ({ t, demo, fresh } = await makeDonorTestApi());
});
afterAll(() => t.handle.close());

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;
const agg = async (token: string) => ((await json(await t.call('GET', '/api/auth/me/', { token }))) as { donation_agg: { count: number } }).donation_agg.count;
const add = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/donations/', { token, body });

describe('GET /api/donations/', () => {
  it('needs a login; mine only, newest first, with filters and paging', async () => {
    expect((await t.call('GET', '/api/donations/')).status).toBe(401);
    const all = DonationList.parse(await json(await t.call('GET', '/api/donations/?page_size=100', { token: demo })));
    expect(all.count).toBeGreaterThan(10);
    const dates = all.results.map((d) => d.donate_at);
    expect(dates).toEqual([...dates].sort().reverse());

    const plasma = DonationList.parse(await json(await t.call('GET', '/api/donations/?blood_class=plasma&page_size=100', { token: demo })));
    expect(plasma.count).toBeGreaterThan(0);
    expect(plasma.results.every((d) => d.blood_class === 'plasma')).toBe(true);

    const pending = DonationList.parse(await json(await t.call('GET', '/api/donations/?status=pre_accepted', { token: demo })));
    expect(pending.count).toBe(1);
    const both = DonationList.parse(await json(await t.call('GET', '/api/donations/?status=accepted,pre_accepted&page=1&page_size=1', { token: demo })));
    expect(both.count).toBe(all.count);
    expect(both.results).toHaveLength(1);
    expect(both.next).toContain('page=2');

    const from = dates[3]!;
    const since = DonationList.parse(await json(await t.call('GET', `/api/donations/?donate_at__gte=${from}`, { token: demo })));
    expect(since.count).toBe(4);
    const until = DonationList.parse(await json(await t.call('GET', `/api/donations/?donate_at__lte=${from}&page_size=100`, { token: demo })));
    expect(until.count).toBe(all.count - 3);
  });

  it('bad filters → 400 with the field', async () => {
    expect(await json(await t.call('GET', '/api/donations/?status=done', { token: demo }))).toEqual({ status: [MSG.choice] });
    expect(await json(await t.call('GET', '/api/donations/?donate_at__gte=вчера', { token: demo }))).toEqual({ donate_at__gte: [MSG.date] });
    expect(await json(await t.call('GET', '/api/donations/?blood_class=water', { token: demo }))).toEqual({ blood_class: [MSG.choice] });
  });
});

describe('POST, GET one, PATCH, DELETE', () => {
  it('adds a pre_accepted donation that /me counts; is-exists sees it; the same day twice → 400', async () => {
    const before = await agg(fresh);
    const res = await add(fresh, { donate_at: '2026-03-02', blood_class: 'blood', blood_station_id: 1, volume_ml: 450 });
    expect(res.status).toBe(201);
    const d = Donation.parse(await res.json());
    expect(d).toMatchObject({ status: 'pre_accepted', blood_class: 'blood', is_paid: false, volume_ml: 450, certificate: null, blood_station: { id: 1 } });
    expect(await agg(fresh)).toBe(before + 1);
    expect(await json(await t.call('GET', '/api/donations/is-exists/?donate_at=2026-03-02', { token: fresh }))).toEqual({ exists: true });
    expect(await json(await t.call('GET', '/api/donations/is-exists/?donate_at=2026-03-03', { token: fresh }))).toEqual({ exists: false });
    // Another donor's day is not mine.
    expect(await json(await t.call('GET', '/api/donations/is-exists/?donate_at=2026-03-02', { token: demo }))).toEqual({ exists: false });
    expect(await json(await add(fresh, { donate_at: '2026-03-02', blood_class: 'plasma', blood_station_id: 1 }))).toEqual({ donate_at: [MSG.donationExists] });
  });

  it('validation: Russian field errors, never a 500', async () => {
    const tomorrow = new Date(Date.parse(`${latestRussianToday(t.clock.now)}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(await json(await add(fresh, {}))).toEqual({
      donate_at: [MSG.required], blood_class: [MSG.required], blood_station_id: [MSG.required],
    });
    expect(await json(await add(fresh, { donate_at: tomorrow, blood_class: 'blood', blood_station_id: 1 }))).toEqual({ donate_at: [MSG.dateFuture] });
    expect(await json(await add(fresh, { donate_at: '1949-12-31', blood_class: 'blood', blood_station_id: 1 }))).toEqual({ donate_at: [MSG.dateBefore1950] });
    expect(await json(await add(fresh, { donate_at: '2026-02-30', blood_class: 'blood', blood_station_id: 1 }))).toEqual({ donate_at: [MSG.dateRange] });
    expect(await json(await add(fresh, { donate_at: '2026-01-10', blood_class: 'lymph', blood_station_id: 999999, volume_ml: 5, is_paid: 'да' }))).toEqual({
      blood_class: [MSG.choice], volume_ml: [MSG.volumeRange], is_paid: [MSG.type],
    });
    expect(await json(await add(fresh, { donate_at: '2026-01-10', blood_class: 'blood', blood_station_id: 999999 }))).toEqual({ blood_station_id: [MSG.stationNotFound] });
    expect(await json(await add(fresh, { donate_at: '2026-01-11', blood_class: 'blood', blood_station_id: 1, certificate_id: 1 }))).toEqual({ certificate_id: [MSG.pictureNotFound] });
    expect(t.logged).toEqual([]);
  });

  it('one donation: the owner sees everything; anyone else only the public-safe fields', async () => {
    const mine = DonationList.parse(await json(await t.call('GET', '/api/donations/?page_size=100', { token: demo }))).results.find((d) => d.volume_ml !== null)!;
    const own = Donation.parse(await json(await t.call('GET', `/api/donations/${mine.id}/`, { token: demo })));
    expect(own).toEqual(mine);
    for (const res of [await t.call('GET', `/api/donations/${mine.id}/`), await t.call('GET', `/api/donations/${mine.id}/`, { token: fresh })]) {
      expect(res.status).toBe(200);
      const body = await json(res);
      expect(Object.keys(body).sort()).toEqual(['blood_class', 'blood_station', 'donate_at', 'id', 'status']);
      expect(DonationPublic.parse(body)).toEqual({ id: mine.id, donate_at: mine.donate_at, blood_class: mine.blood_class, status: mine.status, blood_station: mine.blood_station });
    }
    expect((await t.call('GET', '/api/donations/999999/')).status).toBe(404);
  });

  it('PATCH and DELETE: the owner only (another donor → 404); a station-confirmed donation keeps its facts', async () => {
    const d = Donation.parse(await json(await add(fresh, { donate_at: '2026-04-01', blood_class: 'plasma', blood_station_id: 1 })));
    expect((await t.call('PATCH', `/api/donations/${d.id}/`, { token: demo, body: { volume_ml: 600 } })).status).toBe(404);
    expect((await t.call('DELETE', `/api/donations/${d.id}/`, { token: demo })).status).toBe(404);
    expect((await t.call('PATCH', `/api/donations/${d.id}/`, { body: { volume_ml: 600 } })).status).toBe(401);

    const patched = await t.call('PATCH', `/api/donations/${d.id}/`, { token: fresh, body: { volume_ml: 600, is_paid: true, blood_station_id: 2 } });
    expect(Donation.parse(await patched.json())).toMatchObject({ volume_ml: 600, is_paid: true, blood_station: { id: 2 } });
    expect(await json(await t.call('PATCH', `/api/donations/${d.id}/`, { token: fresh, body: { volume_ml: 2000 } }))).toEqual({ volume_ml: [MSG.volumeRange] });

    const accepted = DonationList.parse(await json(await t.call('GET', '/api/donations/?status=accepted', { token: demo }))).results[0]!;
    expect(await json(await t.call('PATCH', `/api/donations/${accepted.id}/`, { token: demo, body: { donate_at: '2020-01-01' } }))).toEqual({ donate_at: [MSG.donationConfirmed] });
    expect((await t.call('PATCH', `/api/donations/${accepted.id}/`, { token: demo, body: { volume_ml: 470 } })).status).toBe(200);
    expect((await t.call('DELETE', `/api/donations/${accepted.id}/`, { token: demo })).status).toBe(403);

    const before = await agg(fresh);
    expect((await t.call('DELETE', `/api/donations/${d.id}/`, { token: fresh })).status).toBe(204);
    expect((await t.call('GET', `/api/donations/${d.id}/`, { token: fresh })).status).toBe(404);
    expect(await agg(fresh)).toBe(before - 1);
  });
});

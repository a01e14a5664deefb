// The spec §7 calls that had no route: the donor card (GET/PATCH, 400 with a Russian field
// message, idempotent), the e-mail prompt's mark and the popup it ends, the cabinet's trigger,
// the donation counter of a city, honorary progress, the activity list, selected stations and
// the stations that need blood. contract/prompts.ts says what each answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as MSG from '@donor/shared/messages';
import { DONOR_CARD_MAX } from '@donor/shared/contract/prompts';
import { makeDonorTestApi, type TestApi } from '../../test-support.ts';
import { bloodStations, donations, users } from '../../schema.ts';
import { donorPlans } from './schema.ts';
import { moscowToday } from './checks.ts';
import { addDays } from '@donor/shared/eligibility/dates';

let t: TestApi;
let demo: string;
let fresh: string;
let freshUserId: number;
beforeAll(async () => {
  ({ t, demo, fresh } = await makeDonorTestApi());
  freshUserId = (await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, 'new@example.com')))[0]!.id;
});
afterAll(() => t.handle.close());

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

describe('the donor card', () => {
  it('GET counts the recorded donations beside the told count; PATCH sets it, twice the same; bad input → 400 in Russian', async () => {
    expect((await t.call('GET', '/api/auth/donor_card/')).status).toBe(401);
    const before = await json(await t.call('GET', '/api/auth/donor_card/', { token: demo }));
    expect(before.donation_count).toBe(0);
    expect(before.recorded_count).toBeGreaterThan(0);
    for (let i = 0; i < 2; i++) {
      const res = await t.call('PATCH', '/api/auth/donor_card/', { token: demo, body: { donation_count: 12 } });
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({ donation_count: 12, recorded_count: before.recorded_count, total: 12 + Number(before.recorded_count) });
    }
    expect((await json(await t.call('GET', '/api/auth/donor_card/', { token: demo }))).donation_count).toBe(12);
    for (const bad of [-1, 1.5, DONOR_CARD_MAX + 1, 'много']) {
      const res = await t.call('PATCH', '/api/auth/donor_card/', { token: demo, body: { donation_count: bad } });
      expect(res.status).toBe(400);
      const errors = (await json(res)).donation_count as string[];
      expect(errors[0]).toBe(typeof bad === 'string' ? MSG.type : MSG.donorCardRange(DONOR_CARD_MAX));
    }
  });
});

describe('the e-mail prompt', () => {
  it('a donor without an e-mail gets the popup until the link is checked; the mark keeps its first time', async () => {
    expect((await t.call('GET', '/api/profile/popup-trigger/')).status).toBe(401);
    expect(await json(await t.call('GET', '/api/profile/popup-trigger/', { token: demo }))).toEqual({ popup: null }); // has an e-mail
    await t.handle.db.update(users).set({ email: null, phone: '+79990000077' }).where(eq(users.id, freshUserId));
    expect(await json(await t.call('GET', '/api/profile/popup-trigger/', { token: fresh }))).toEqual({ popup: 'add_email' });
    const first = await json(await t.call('POST', '/api/auth/email_widget_link_checked/', { token: fresh }));
    t.clock.advance(60_000);
    const again = await json(await t.call('POST', '/api/auth/email_widget_link_checked/', { token: fresh }));
    expect(again.email_widget_link_checked_at).toBe(first.email_widget_link_checked_at);
    expect(await json(await t.call('GET', '/api/profile/popup-trigger/', { token: fresh }))).toEqual({ popup: null });
  });
});

describe('the cabinet trigger', () => {
  it('nothing ahead → plan a donation from the next possible day; a passed plan without a donation → record it', async () => {
    const id = freshUserId;
    const today = moscowToday(t.clock.now);
    expect(await json(await t.call('GET', '/api/profile/trigger/', { token: fresh }))).toEqual({ trigger: 'plan_donation', date: today });
    const [station] = await t.handle.db.select({ id: bloodStations.id }).from(bloodStations).limit(1);
    const past = addDays(today, -3);
    await t.handle.db.insert(donorPlans).values({ userId: id, bloodClass: 'blood', bloodStationId: station!.id, planDate: past, createdAt: t.clock.now });
    expect(await json(await t.call('GET', '/api/profile/trigger/', { token: fresh }))).toEqual({ trigger: 'record_donation', date: past });
    await t.handle.db.insert(donations).values({ userId: id, donateAt: past, status: 'pre_accepted', bloodClass: 'blood', bloodStationId: station!.id, createdAt: t.clock.now });
    const after = await json(await t.call('GET', '/api/profile/trigger/', { token: fresh }));
    expect(after.trigger).toBe('plan_donation');
    expect(String(after.date) > today).toBe(true); // the interval after the donation
  });
});

describe('public counters and lists', () => {
  it('donations/widget counts confirmed donations of a city this month, all regions without one; a bad city_id → 400', async () => {
    const all = await json(await t.call('GET', '/api/donations/widget/'));
    const moscow = await json(await t.call('GET', '/api/donations/widget/?city_id=1'));
    expect(all.city_id).toBeNull();
    expect(moscow.city_id).toBe(1);
    expect(Number(all.donors)).toBeGreaterThanOrEqual(Number(moscow.donors));
    expect(Number(all.month_donations)).toBeGreaterThanOrEqual(Number(moscow.month_donations));
    expect((await t.call('GET', '/api/donations/widget/?city_id=abc')).status).toBe(400);
  });

  it('needs lists open stations needing a group, in the city asked', async () => {
    const list = await json(await t.call('GET', '/api/needs/?city_id=1&page_size=100'));
    const rows = list.results as { blood_station: { id: number }; blood_needs: Record<string, string> }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(Object.entries(r.blood_needs).some(([k, v]) => k !== 'kell' && v === 'need')).toBe(true);
    const ids = rows.map((r) => r.blood_station.id);
    const inCity = await t.handle.db.select({ id: bloodStations.id, city: bloodStations.cityId }).from(bloodStations);
    for (const id of ids) expect(inCity.find((s) => s.id === id)?.city).toBe(1);
  });
});

describe('the donor’s own lists', () => {
  it('selected stations follow the favourites; honor progress and activity answer the donor only', async () => {
    const [station] = await t.handle.db.select({ id: bloodStations.id }).from(bloodStations).limit(1);
    await t.call('POST', '/api/favorite_blood_stations/', { token: demo, body: { blood_station: station!.id } });
    const selected = await json(await t.call('GET', '/api/blood_stations/selected/', { token: demo }));
    expect((selected.results as { id: number }[]).map((s) => s.id)).toContain(station!.id);
    for (const path of ['/api/blood_stations/selected/', '/api/donations/honor/', '/api/profile/honor/', '/api/profile/activity/']) {
      expect((await t.call('GET', path)).status).toBe(401);
    }
    const honor = await json(await t.call('GET', '/api/donations/honor/', { token: demo }));
    expect((honor.results as unknown[]).length).toBeGreaterThan(0);
    const profileHonor = await json(await t.call('GET', '/api/profile/honor/', { token: demo }));
    expect(profileHonor.honorary).toEqual(honor.results);
    expect(profileHonor.certificate).not.toBeNull(); // the demo donor has one (seed)
    const activity = await json(await t.call('GET', '/api/profile/activity/', { token: demo }));
    const dates = (activity.results as { date: string; kind: string }[]).map((a) => a.date);
    expect(dates.length).toBeGreaterThan(0);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((activity.results as { kind: string }[]).some((a) => a.kind === 'donation')).toBe(true);
  });
});

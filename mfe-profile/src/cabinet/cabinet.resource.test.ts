import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks, cleanStores, keepMount } from 'nanostores';
import { createTestSectionProps, fakeUser, jsonResponse } from '@donor/shared/testing/section-props';
import { ELIGIBILITY_KEY, HONOR_KEY, LATEST_DONATIONS_KEY, createCabinetResource, readEligibility, referralsKey, type CabinetResource } from './cabinet.resource.ts';

const verdict = (date: string) => ({ date, reasons: [] });
const answer = {
  sex: 'female', today: '2026-11-24',
  donations: [{ date: '2026-11-24', components: ['blood'], volumeMl: null, paid: false }],
  deferrals: [{ kind: 'tattoo', from: '2026-06-01', until: null }],
  next: { blood: verdict('2027-01-23'), plasma: verdict('2026-12-24'), platelets: { date: 'soon' } },
  honorary: [{ id: 'russia', title: 'Почётный донор России', counts: { blood: 1, plasma: 0, total: 1 }, remaining: { fewest: 39 } }, { junk: true }],
};

describe('cabinet resource', () => {
  let r: CabinetResource | null = null;
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => { if (r) cleanStores(r.$eligibility, r.$plan, r.$latest, r.$profile, r.$honor, r.$saveHonor); r = null; vi.restoreAllMocks(); });

  it('reads the eligibility answer: facts for the browser engine, well-formed dates only, the API’s today', () => {
    const e = readEligibility(answer);
    expect(e.today).toBe('2026-11-24');
    expect(e.facts).toEqual({ sex: 'female', donations: [{ date: '2026-11-24', components: ['blood'], paid: false }], deferrals: [{ kind: 'tattoo', from: '2026-06-01' }] });
    expect(Object.keys(e.next)).toEqual(['blood', 'plasma']); // a malformed component is left out, not a crash
    expect(e.honorary.map((h) => h.title)).toEqual(['Почётный донор России']);
    expect(readEligibility(null)).toMatchObject({ next: {}, honorary: [], facts: { sex: null, donations: [], deferrals: [] } });
  });

  it('the first screen asks only for what is subscribed; the latest three donations use the list filter', async () => {
    const { props, calls } = createTestSectionProps({ user: fakeUser(), routes: { [ELIGIBILITY_KEY]: answer } });
    r = createCabinetResource(props);
    keepMount(r.$eligibility);
    await allTasks();
    expect(calls.requests.map((c) => c.url)).toEqual([ELIGIBILITY_KEY]);
    expect(r.$eligibility.get().data?.next.blood?.date).toBe('2027-01-23');
    expect(LATEST_DONATIONS_KEY).toBe('/api/donations/?status=accepted%2Cpre_accepted&page=1&page_size=3');
    expect(referralsKey(7)).toBe('/api/auth/7/referrals/');
  });

  it('the honor certificate: POST the first time, PATCH after; the cached one follows', async () => {
    const saved = { id: 1, image_id: 4, image_url: '/api/picture/4/', honor_certificate_date: '2026-08-26' };
    const { props, calls } = createTestSectionProps({
      user: fakeUser(),
      routes: { [`GET ${HONOR_KEY}`]: null, [`POST ${HONOR_KEY}`]: jsonResponse(saved, 201), [`PATCH ${HONOR_KEY}`]: { ...saved, honor_certificate_date: '2026-08-27' } },
    });
    r = createCabinetResource(props);
    keepMount(r.$honor);
    keepMount(r.$saveHonor);
    await allTasks();
    expect(r.$honor.get().data).toBeNull();
    await r.$saveHonor.mutate({ exists: false, body: { image_id: 4, honor_certificate_date: '2026-08-26' } });
    expect(r.$honor.get().data).toEqual(saved);
    await r.$saveHonor.mutate({ exists: true, body: { honor_certificate_date: '2026-08-27' } });
    expect(r.$honor.get().data?.honor_certificate_date).toBe('2026-08-27');
    expect(calls.requests.map((c) => `${c.method} ${c.url}`)).toEqual([`GET ${HONOR_KEY}`, `POST ${HONOR_KEY}`, `PATCH ${HONOR_KEY}`]);
  });
});

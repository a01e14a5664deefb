// The demo donor's seeded cabinet: a history the eligibility engine itself accepts, one
// pre_accepted donation, a plan with reminders, a certificate whose picture is really stored;
// the fresh account has none of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { checkDonationDate } from '@donor/shared/eligibility/engine';
import { DonationList, DonorPlan, HonorCertificate, type Donation } from '@donor/shared/contract/cabinet';
import { makeDonorTestApi, type TestApi } from '../../test-support.ts';
import { outbox } from '../../schema.ts';
import { DEMO_HISTORY } from './seed.ts';

let t: TestApi;
let demo: string;
let fresh: string;
beforeAll(async () => {
  ({ t, demo, fresh } = await makeDonorTestApi());
});
afterAll(() => t.handle.close());

const json = async (res: Response) => (await res.json()) as unknown;

describe('seeded cabinet', () => {
  it('the demo donor: two years of whole blood and plasma, each allowed by the engine, the latest pre_accepted', async () => {
    const list = DonationList.parse(await json(await t.call('GET', '/api/donations/?page_size=100', { token: demo })));
    expect(list.count).toBe(DEMO_HISTORY.length);
    const oldestFirst: Donation[] = [...list.results].reverse();
    expect(new Set(oldestFirst.map((d) => d.blood_class))).toEqual(new Set(['blood', 'plasma']));
    expect(oldestFirst.at(-1)!.status).toBe('pre_accepted');
    expect(oldestFirst.filter((d) => d.status === 'pre_accepted')).toHaveLength(1);
    for (const [i, d] of oldestFirst.entries()) {
      const before = oldestFirst.slice(0, i).map((p) => ({ date: p.donate_at, components: [p.blood_class], volumeMl: p.volume_ml }));
      const check = checkDonationDate({ sex: 'female', donations: before, deferrals: [] }, d.blood_class, d.donate_at, { today: d.donate_at });
      expect(check.reasons, `${d.donate_at} ${d.blood_class}`).toEqual([]);
    }
    const me = (await json(await t.call('GET', '/api/auth/me/', { token: demo }))) as { donation_agg: { count: number } };
    expect(me.donation_agg.count).toBe(DEMO_HISTORY.length);
  });

  it('a future plan with its two reminders queued, and an honor certificate with a stored picture', async () => {
    const plan = DonorPlan.parse(await json(await t.call('GET', '/api/donation_plan/latest/', { token: demo })));
    expect(plan.plan_date > new Date().toISOString().slice(0, 10)).toBe(true);
    const reminders = await t.handle.db.select().from(outbox).where(and(eq(outbox.ref, `plan:${plan.id}`), eq(outbox.status, 'pending')));
    expect(reminders).toHaveLength(2);
    const cert = HonorCertificate.parse(await json(await t.call('GET', '/api/honor-certificate/', { token: demo })));
    const img = await t.call('GET', cert.image_url, { token: demo });
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/webp');
  });

  it('the new account has none', async () => {
    expect(DonationList.parse(await json(await t.call('GET', '/api/donations/', { token: fresh }))).count).toBe(0);
    expect(await json(await t.call('GET', '/api/donation_plan/latest/', { token: fresh }))).toBeNull();
    expect(await json(await t.call('GET', '/api/honor-certificate/', { token: fresh }))).toBeNull();
  });
});

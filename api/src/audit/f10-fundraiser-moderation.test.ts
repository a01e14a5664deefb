// F10 of the November audit: any registered user could publish unlimited public fundraisers
// (`POST /api/collects/` needed only a login) and they were listed first on /fundraising.
// Replayed: a plain donor is refused; an organisation manager's fundraiser waits for review
// (absent from the list and 404 to others, visible to its owner and staff), is rate-limited,
// and appears once staff approve it; edits to its text send it back for review.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../schema.ts';
import { COLLECT_LIMIT, MODERATION_MSG } from '../features/payments/collects.ts';
import { DEMO_ACCOUNTS } from '../seed.ts';
import { makeTestApi, type TestApi } from '../test-support.ts';

let t: TestApi;
let donor = '';
let manager = '';
let staff = '';
beforeAll(async () => {
  t = await makeTestApi();
  // Staff is granted by the operator in the database (README "Сборы"); no API sets it.
  await t.handle.db.update(users).set({ isStaff: true }).where(eq(users.email, DEMO_ACCOUNTS.fresh.email));
  donor = await t.login(DEMO_ACCOUNTS.donor.email, DEMO_ACCOUNTS.donor.password);
  manager = await t.login(DEMO_ACCOUNTS.manager.email, DEMO_ACCOUNTS.manager.password);
  staff = await t.login(DEMO_ACCOUNTS.fresh.email, DEMO_ACCOUNTS.fresh.password);
});
afterAll(async () => {
  await t?.handle.close();
});

const scam = (slug: string) => ({ title: 'Срочный сбор…', description: '…', goal: 5000, slug });
type Listed = { count: number; results: { slug: string }[] };
const publicSlugs = async () => ((await (await t.call('GET', '/api/collects/?page_size=100')).json()) as Listed).results.map((r) => r.slug);

describe('F10: any registered user can publish unlimited public fundraisers', () => {
  it('the audit request from a plain donor → 403 {detail} in Russian, nothing listed', async () => {
    const res = await t.call('POST', '/api/collects/', { token: donor, body: scam('scam-donor') });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: MODERATION_MSG.createForbidden });
    expect(await publicSlugs()).not.toContain('scam-donor');
    expect((await t.call('POST', '/api/collects/', { body: scam('scam-anon') })).status).toBe(401);
  });

  it('an organisation manager may create one, but it is not public until staff approve it', async () => {
    const res = await t.call('POST', '/api/collects/', { token: manager, body: scam('manager-collect') });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect(await publicSlugs()).not.toContain('manager-collect');
    expect((await t.call('GET', '/api/collects/manager-collect/')).status).toBe(404);
    expect((await t.call('GET', `/api/collects/${id}/`, { token: donor })).status).toBe(404);
    // its owner and staff see it
    expect((await t.call('GET', '/api/collects/manager-collect/', { token: manager })).status).toBe(200);
    expect((await t.call('GET', `/api/collects/${id}/`, { token: staff })).status).toBe(200);
    const mine = (await (await t.call('GET', '/api/profile/collects/', { token: manager })).json()) as Listed;
    expect(mine.results.map((r) => r.slug)).toContain('manager-collect');
    // a pending fundraiser takes no donations
    const pay = await t.call('POST', '/api/sandbox/process-payment/', {
      body: { payment_type: 'monthly', amount: 500, payment_method: 'card', email: 'a@b.ru', metadata: { collect_id: String(id), email: 'a@b.ru', firstName: 'A', payment_display_status: 'visible', donater_status: 'not_anonym' } },
    });
    expect(pay.status).toBe(400);

    // the queue: staff only
    expect((await t.call('GET', '/api/collects/?status=pending', { token: donor })).status).toBe(403);
    expect((await t.call('GET', '/api/collects/?status=pending')).status).toBe(401);
    const queue = (await (await t.call('GET', '/api/collects/?status=pending', { token: staff })).json()) as Listed;
    expect(queue.results.map((r) => r.slug)).toContain('manager-collect');

    // approving: staff only
    const notStaff = await t.call('POST', `/api/collects/${id}/approve/`, { token: manager });
    expect(notStaff.status).toBe(403);
    expect(await notStaff.json()).toEqual({ detail: MODERATION_MSG.moderateForbidden });
    expect((await t.call('POST', `/api/collects/${id}/approve/`, { token: staff })).status).toBe(200);
    expect(await publicSlugs()).toContain('manager-collect');
    expect((await t.call('GET', '/api/collects/manager-collect/')).status).toBe(200);

    // new text from the owner is reviewed again
    expect((await t.call('PATCH', `/api/collects/${id}/`, { token: manager, body: { title: 'Совсем другой сбор' } })).status).toBe(200);
    expect(await publicSlugs()).not.toContain('manager-collect');
    expect((await t.call('POST', `/api/collects/${id}/approve/`, { token: staff })).status).toBe(200);
    expect((await t.call('PATCH', `/api/collects/${id}/`, { token: manager, body: { goal: 6000 } })).status).toBe(200);
    expect(await publicSlugs()).toContain('manager-collect');

    // rejected: stays off the list
    const other = (await (await t.call('POST', '/api/collects/', { token: manager, body: scam('manager-rejected') })).json()) as { id: number };
    expect((await t.call('POST', `/api/collects/${other.id}/reject/`, { token: staff })).status).toBe(200);
    expect(await publicSlugs()).not.toContain('manager-rejected');
    expect((await t.call('GET', '/api/collects/manager-rejected/')).status).toBe(404);
  });

  it(`creating is rate-limited: ${COLLECT_LIMIT.max} a day per account, then 429 until the window passes`, async () => {
    // the manager already created two above
    for (let i = 2; i < COLLECT_LIMIT.max; i++) {
      expect((await t.call('POST', '/api/collects/', { token: manager, body: scam(`burst-${i}`) })).status).toBe(201);
    }
    const res = await t.call('POST', '/api/collects/', { token: manager, body: scam('burst-over') });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    t.clock.advance(COLLECT_LIMIT.windowMs + 60_000);
    // (a fresh session: an idle day may have expired the old token)
    manager = await t.login(DEMO_ACCOUNTS.manager.email, DEMO_ACCOUNTS.manager.password);
    staff = await t.login(DEMO_ACCOUNTS.fresh.email, DEMO_ACCOUNTS.fresh.password);
    expect((await t.call('POST', '/api/collects/', { token: manager, body: scam('burst-later') })).status).toBe(201);
  });

  it("staff's own fundraiser is public at once; the seeded ones stay public", async () => {
    expect((await t.call('POST', '/api/collects/', { token: staff, body: scam('staff-collect') })).status).toBe(201);
    const slugs = await publicSlugs();
    expect(slugs).toContain('staff-collect');
    expect(slugs).toEqual(expect.arrayContaining(['servery-2026', 'mobilnoe-prilozhenie', 'den-donora-2026', 'karta-stanciy-2025']));
  });
});

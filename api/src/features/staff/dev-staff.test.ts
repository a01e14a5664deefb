// Browser tests' own staff (dev-staff.ts): POST /api/dev/staff/ makes a registered account a
// moderator, a station's staff or an organization's manager, effective on its very next request;
// unknown people, stations and organizations are refused at the field; production has no such route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../schema.ts';
import { issueToken } from '../../lib/tokens.ts';
import { makeTestApi, type TestApi } from '../../test-support.ts';

let t: TestApi;
beforeAll(async () => {
  t = await makeTestApi();
});
afterAll(async () => {
  await t?.handle.close();
});

async function person(n: string): Promise<{ id: number; token: string }> {
  const [u] = await t.handle.db.insert(users).values({
    email: `dev-staff-${n}@example.com`, passwordHash: '!', firstName: 'Сотрудник', cityId: 1, referralCode: `DEVSTAFF${n}`, isActive: true, dateJoined: t.clock.now,
  }).returning({ id: users.id });
  return { id: u!.id, token: await issueToken(t.handle.db, t.clock.now, u!.id) };
}

describe('POST /api/dev/staff/', () => {
  it('gives the roles asked for; the same token opens the staff side at once', async () => {
    const p = await person('1');
    expect((await t.call('GET', '/api/staff/audit/', { token: p.token })).status).toBe(403);
    const res = await t.call('POST', '/api/dev/staff/', { body: { user_id: p.id, moderator: true, station_slugs: ['moscow-1', 'moscow-2'] } });
    expect(res.status, await res.clone().text()).toBe(200);
    const roles = (await res.json()) as { moderator: boolean; station_ids: number[]; organization_ids: number[] };
    expect(roles).toMatchObject({ user_id: p.id, moderator: true, organization_ids: [] });
    expect(roles.station_ids).toHaveLength(2);
    expect((await t.call('GET', '/api/staff/audit/', { token: p.token })).status).toBe(200);
    // Asked again: nothing doubles.
    const again = (await (await t.call('POST', '/api/dev/staff/', { body: { user_id: p.id, station_slugs: ['moscow-1'] } })).json()) as { station_ids: number[] };
    expect(again.station_ids).toHaveLength(2);
  });

  it('a station nurse is no moderator', async () => {
    const p = await person('2');
    const roles = (await (await t.call('POST', '/api/dev/staff/', { body: { user_id: p.id, station_slugs: ['moscow-1'] } })).json()) as { moderator: boolean };
    expect(roles.moderator).toBe(false);
    expect((await t.call('GET', '/api/staff/audit/', { token: p.token })).status).toBe(403);
  });

  it('refuses unknown people, stations and organizations at the field', async () => {
    const p = await person('3');
    expect(Object.keys((await (await t.call('POST', '/api/dev/staff/', { body: { user_id: 99_999_999, moderator: true } })).json()) as object)).toEqual(['user_id']);
    const st = await t.call('POST', '/api/dev/staff/', { body: { user_id: p.id, station_slugs: ['no-such-station'] } });
    expect(st.status).toBe(400);
    expect(Object.keys((await st.json()) as object)).toEqual(['station_slugs']);
    const org = await t.call('POST', '/api/dev/staff/', { body: { user_id: p.id, organization_ids: [99_999_999] } });
    expect(org.status).toBe(400);
  });

  it('does not exist in production', async () => {
    const prod = await makeTestApi('production');
    try {
      expect((await prod.call('POST', '/api/dev/staff/', { body: { user_id: 1, moderator: true } })).status).toBe(404);
    } finally {
      await prod.handle.close();
    }
  });
});

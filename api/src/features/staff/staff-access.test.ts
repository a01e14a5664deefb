// The staff side's common rules (docs/staff.md «Роли», «Журнал»; docs/SECURITY.md «Сотрудники»):
// roles read on every request (a grant or a revocation counts on the very next one), the
// moderator's password again for grants, the shift-long staff session, and the audit log —
// written with every action, readable and filterable by moderators, refused any change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { AuditList, StationStaffGrant } from '@donor/shared/contract/staff';
import { DEMO_ACCOUNTS } from '../../seed.ts';
import { makeTestApi, type TestApi } from '../../test-support.ts';
import { bloodStations, staffAudit } from '../../schema.ts';
import { STAFF_ACCOUNTS } from './seed.ts';
import { STAFF_SESSION_MS } from './roles.ts';

let t: TestApi;
let moderator = '';
let nurse = '';
let donor = '';
let stationA = 0;
let stationB = 0;
beforeAll(async () => {
  t = await makeTestApi();
  moderator = await t.login(STAFF_ACCOUNTS.moderator.email, STAFF_ACCOUNTS.moderator.password);
  nurse = await t.login(STAFF_ACCOUNTS.nurse.email, STAFF_ACCOUNTS.nurse.password);
  donor = await t.login(DEMO_ACCOUNTS.donor.email, DEMO_ACCOUNTS.donor.password);
  const rows = await t.handle.db.select({ id: bloodStations.id, slug: bloodStations.slug }).from(bloodStations).where(eq(bloodStations.cityId, 1));
  stationA = rows.find((r) => r.slug === 'moscow-1')!.id;
  stationB = rows.find((r) => r.slug === 'moscow-5')!.id;
});
afterAll(async () => {
  await t?.handle.close();
});

/** The database's own words when it refuses a statement (drizzle wraps them as the cause). */
async function refusal(query: PromiseLike<unknown>): Promise<string> {
  try {
    await query;
    return 'accepted';
  } catch (error) {
    const e = error as { message?: string; cause?: { message?: string } };
    return `${e.message ?? ''} ${e.cause?.message ?? ''}`;
  }
}

const me = async (token: string) => (await (await t.call('GET', '/api/auth/me/', { token })).json()) as { staff?: { moderator: boolean; stations: { id: number }[] } };
const audit = (query: string, token = moderator) => t.call('GET', `/api/staff/audit/${query}`, { token });

describe('roles in /api/auth/me/', () => {
  it('a moderator, a nurse of two stations and a donor without a role', async () => {
    expect((await me(moderator)).staff).toEqual({ moderator: true, stations: [] });
    expect((await me(nurse)).staff?.stations.map((s) => s.id)).toContain(stationA);
    expect((await me(nurse)).staff?.stations).toHaveLength(2);
    expect((await me(donor)).staff).toEqual({ moderator: false, stations: [] });
  });
});

describe('station-staff grants (moderators, password again)', () => {
  it('anonymous 401, a donor and a nurse 403', async () => {
    expect((await t.call('GET', '/api/staff/station-staff/')).status).toBe(401);
    expect((await t.call('GET', '/api/staff/station-staff/', { token: donor })).status).toBe(403);
    expect((await t.call('GET', '/api/staff/station-staff/', { token: nurse })).status).toBe(403);
  });

  it('a grant needs the moderator’s password and an existing person', async () => {
    const body = { login: DEMO_ACCOUNTS.donor.email, station_id: stationB };
    expect(await (await t.call('POST', '/api/staff/station-staff/', { token: moderator, body })).json()).toEqual({ password: ['Поле не может быть пустым'] });
    expect(await (await t.call('POST', '/api/staff/station-staff/', { token: moderator, body: { ...body, password: 'wrong-password' } })).json()).toEqual({ password: ['Неверный пароль'] });
    const nobody = await t.call('POST', '/api/staff/station-staff/', { token: moderator, body: { ...body, login: 'nobody@example.com', password: STAFF_ACCOUNTS.moderator.password } });
    expect(await nobody.json()).toEqual({ login: ['Пользователь с таким e-mail или телефоном не найден'] });
  });

  it('a grant counts on the next request, a repeat changes nothing, a revocation counts at once', async () => {
    const body = { login: DEMO_ACCOUNTS.donor.email, station_id: stationB, password: STAFF_ACCOUNTS.moderator.password };
    const first = await t.call('POST', '/api/staff/station-staff/', { token: moderator, body });
    expect(first.status).toBe(201);
    expect(StationStaffGrant.parse(await first.json()).station.id).toBe(stationB);
    expect((await me(donor)).staff?.stations.map((s) => s.id)).toEqual([stationB]);
    expect((await t.call('POST', '/api/staff/station-staff/', { token: moderator, body })).status).toBe(200);

    const revoke = { user_id: (await (await t.call('GET', '/api/auth/me/', { token: donor })).json() as { id: number }).id, station_id: stationB, password: STAFF_ACCOUNTS.moderator.password };
    expect((await t.call('POST', '/api/staff/station-staff/revoke/', { token: moderator, body: revoke })).status).toBe(204);
    expect((await me(donor)).staff?.stations).toEqual([]);
    expect((await t.call('POST', '/api/staff/station-staff/revoke/', { token: moderator, body: revoke })).status).toBe(204);

    // Each real change is one audit row; the repeats wrote none.
    const log = AuditList.parse(await (await audit(`?object_type=user&object_id=${revoke.user_id}`)).json());
    expect(log.results.map((r) => r.action)).toEqual(['role.revoke_station_staff', 'role.grant_station_staff']);
    expect(log.results[1]).toMatchObject({ actor_role: 'moderator', after: { station_id: stationB } });
  });
});

describe('the audit log', () => {
  it('filters by person and refuses any change, even from the API’s own database role', async () => {
    const modId = (await (await t.call('GET', '/api/auth/me/', { token: moderator })).json() as { id: number }).id;
    const byModerator = AuditList.parse(await (await audit(`?actor=${modId}`)).json());
    expect(byModerator.count).toBeGreaterThan(0);
    expect(byModerator.results.every((r) => r.actor.id === modId)).toBe(true);
    expect(AuditList.parse(await (await audit('?actor=999999')).json()).count).toBe(0);
    await expect(refusal(t.handle.db.update(staffAudit).set({ action: 'x' }))).resolves.toMatch(/append-only/);
    await expect(refusal(t.handle.db.delete(staffAudit))).resolves.toMatch(/append-only/);
    await expect(refusal(t.handle.db.execute(sql`TRUNCATE staff_audit`))).resolves.toMatch(/append-only/);
  });

  it('is for moderators only', async () => {
    expect((await audit('', nurse)).status).toBe(403);
    expect((await audit('', donor)).status).toBe(403);
  });
});

describe('the staff session is one shift', () => {
  it('after 12 hours staff endpoints ask to log in again; the donor side of the same token still works', async () => {
    t.clock.advance(STAFF_SESSION_MS + 60_000);
    try {
      const res = await audit('');
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ detail: 'Смена закончилась: войдите снова, чтобы продолжить работу' });
      expect((await t.call('GET', '/api/auth/me/', { token: moderator })).status).toBe(200);
      const fresh = await t.login(STAFF_ACCOUNTS.moderator.email, STAFF_ACCOUNTS.moderator.password);
      expect((await audit('', fresh)).status).toBe(200);
    } finally {
      t.clock.advance(-(STAFF_SESSION_MS + 60_000));
    }
  });
});

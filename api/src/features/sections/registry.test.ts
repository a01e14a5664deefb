// The section registry (docs/staff.md «Реестр разделов»; docs/ARCHITECTURE.md §2.5, §2.6): who may
// move a section's pointers, what every action does to the public registry, the history a
// rollback walks, repeats that change nothing, and the audit record of every write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { SECTION_APPS } from '@donor/shared/routes';
import { SECTION_MSG, type SectionRegistry, type SectionState } from '@donor/shared/contract/sections';
import * as SM from '@donor/shared/staff-messages';
import { DEMO_ACCOUNTS } from '../../seed.ts';
import { makeTestApi, type TestApi } from '../../test-support.ts';
import { sectionRegistryLog, sectionTeam, staffAudit, users } from '../../schema.ts';
import { STAFF_ACCOUNTS } from '../staff/seed.ts';
import { STAFF_SESSION_MS } from '../staff/roles.ts';

let t: TestApi;
const tokens = { donor: '', team: '', donateTeam: '', moderator: '' };
const entry = (v: string) => `https://cdn.example.com/sections/mfe_top/${v}/mf-manifest.json`;

beforeAll(async () => {
  t = await makeTestApi();
  const { db } = t.handle;
  // The manager joins mfe_donate's team only: a team member of ANOTHER section.
  const [manager] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.manager.email));
  await db.insert(sectionTeam).values({ userId: manager!.id, app: 'mfe_donate', grantedAt: t.clock.now });
  tokens.donor = await t.login(DEMO_ACCOUNTS.donor.email, DEMO_ACCOUNTS.donor.password);
  tokens.team = await t.login(STAFF_ACCOUNTS.sections.email, STAFF_ACCOUNTS.sections.password);
  tokens.donateTeam = await t.login(DEMO_ACCOUNTS.manager.email, DEMO_ACCOUNTS.manager.password);
  tokens.moderator = await t.login(STAFF_ACCOUNTS.moderator.email, STAFF_ACCOUNTS.moderator.password);
}, 60_000);
afterAll(async () => {
  await t?.handle.close();
});

const post = (path: string, body: unknown, token = tokens.team, headers?: Record<string, string>) =>
  t.call('POST', `/api/staff/sections/${path}`, { body, token, headers });
const registry = async () => ((await (await t.call('GET', '/api/sections/registry/')).json()) as SectionRegistry).sections;
const historyCount = async (app: string) =>
  (await t.handle.db.select({ n: sql<number>`count(*)::int` }).from(sectionRegistryLog).where(eq(sectionRegistryLog.app, app)))[0]!.n;

describe('who may deploy', () => {
  it('the public registry: no-cache, empty before any deploy', async () => {
    const res = await t.call('GET', '/api/sections/registry/');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({ sections: {} });
  });

  it('anonymous 401, a donor 403, another section’s team 403; an unknown app 404', async () => {
    expect((await post('mfe_top/releases/', { version: 'v1', entry: entry('v1') }, '')).status).toBe(401);
    const donor = await post('mfe_top/releases/', { version: 'v1', entry: entry('v1') }, tokens.donor);
    expect(donor.status).toBe(403);
    expect(await donor.json()).toEqual({ detail: SECTION_MSG.otherSection });
    expect((await post('mfe_top/releases/', { version: 'v1', entry: entry('v1') }, tokens.donateTeam)).status).toBe(403);
    expect((await t.call('GET', '/api/staff/sections/mfe_top/', { token: tokens.donateTeam })).status).toBe(403);
    expect((await t.call('GET', '/api/staff/sections/mfe_donate/', { token: tokens.donateTeam })).status).toBe(200);
    expect((await post('mfe_nope/releases/', { version: 'v1', entry: entry('v1') })).status).toBe(404);
    expect((await t.call('GET', '/api/staff/sections/shell/', { token: tokens.moderator })).status).toBe(404);
    expect(await historyCount('mfe_top')).toBe(0);
  });

  it('a section team is no other staff role: the audit log and the queues stay closed', async () => {
    const res = await t.call('GET', '/api/staff/audit/', { token: tokens.team });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: SM.noAccess });
  });

  it('/me names the sections of the team; other accounts’ /me is as before (no key)', async () => {
    const team = (await (await t.call('GET', '/api/auth/me/', { token: tokens.team })).json()) as { staff: { sections: string[] } };
    expect([...team.staff.sections].sort()).toEqual([...SECTION_APPS].sort());
    const donor = (await (await t.call('GET', '/api/auth/me/', { token: tokens.donor })).json()) as { staff: object };
    expect(donor.staff).not.toHaveProperty('sections');
  });
});

describe('deploy, canary, promote, abort, rollback', () => {
  it('deploy: 201, stable := the release; the same again is 200 and no second history row', async () => {
    const res = await post('mfe_top/releases/', { version: 'v1', entry: entry('v1'), note: 'первая' });
    expect(res.status).toBe(201);
    const state = (await res.json()) as SectionState;
    expect(state).toMatchObject({ app: 'mfe_top', stable: { version: 'v1', entry: entry('v1') }, canary: null });
    expect(state.releases).toEqual([
      { version: 'v1', entry: entry('v1'), note: 'первая', created_by: { id: expect.any(Number), name: 'Денис Орлов' }, created_at: expect.any(String) },
    ]);
    expect(await registry()).toEqual({ mfe_top: { stable: { version: 'v1', entry: entry('v1') }, canary: null } });
    const again = await post('mfe_top/releases/', { version: 'v1', entry: entry('v1') });
    expect(again.status).toBe(200);
    expect(await historyCount('mfe_top')).toBe(1);
  });

  it('the same version with another entry, a bad entry, a bad percent: 400 field errors', async () => {
    const taken = await post('mfe_top/releases/', { version: 'v1', entry: entry('other') });
    expect(taken.status).toBe(400);
    expect(await taken.json()).toEqual({ version: [SECTION_MSG.versionTaken] });
    for (const bad of ['ftp://x/mf-manifest.json', 'https://x/remoteEntry.js', '/mfe/mfe_donate/v/mf-manifest.json', 'mf-manifest.json', 'https://u:p@x/mf-manifest.json']) {
      const res = await post('mfe_top/releases/', { version: 'v9', entry: bad });
      expect(await res.json(), bad).toEqual({ entry: [SECTION_MSG.entry] });
    }
    expect((await post('mfe_top/releases/', { version: 'v9', entry: entry('v9'), canary_percent: 100 })).status).toBe(400);
    expect((await post('mfe_top/releases/', { version: '../x', entry: entry('v9') })).status).toBe(400);
    expect(await historyCount('mfe_top')).toBe(1);
  });

  it('deploy with canary_percent: the canary at that share, stable kept; promote makes it stable', async () => {
    const res = await post('mfe_top/releases/', { version: 'v2', entry: entry('v2'), canary_percent: 50 });
    expect(res.status).toBe(201);
    expect((await registry()).mfe_top).toEqual({ stable: { version: 'v1', entry: entry('v1') }, canary: { version: 'v2', entry: entry('v2'), percent: 50 } });
    const promoted = await post('mfe_top/promote/', {});
    expect(promoted.status).toBe(200);
    expect((await registry()).mfe_top).toEqual({ stable: { version: 'v2', entry: entry('v2') }, canary: null });
    const none = await post('mfe_top/promote/', {});
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual({ detail: SECTION_MSG.noCanary });
  });

  it('canary of a registered release, then abort; an unknown version or the stable one is refused', async () => {
    expect(await (await post('mfe_top/canary/', { version: 'v7', percent: 10 })).json()).toEqual({ version: [SECTION_MSG.unknownVersion] });
    expect(await (await post('mfe_top/canary/', { version: 'v2', percent: 10 })).json()).toEqual({ version: [SECTION_MSG.alreadyStable] });
    const res = await post('mfe_top/canary/', { version: 'v1', percent: 10, note: 'старая на 10%' });
    expect(res.status).toBe(200);
    expect((await registry()).mfe_top?.canary).toEqual({ version: 'v1', entry: entry('v1'), percent: 10 });
    const rows = await historyCount('mfe_top');
    expect((await post('mfe_top/canary/', { version: 'v1', percent: 10 })).status).toBe(200); // already so: no row
    expect(await historyCount('mfe_top')).toBe(rows);
    expect((await post('mfe_top/abort/', undefined)).status).toBe(200);
    expect((await registry()).mfe_top).toEqual({ stable: { version: 'v2', entry: entry('v2') }, canary: null });
    expect(await (await post('mfe_top/abort/', {})).json()).toEqual({ detail: SECTION_MSG.noCanary });
  });

  it('rollback walks back through the stables, then to the host’s build, then refuses', async () => {
    expect((await post('mfe_top/releases/', { version: 'v3', entry: '/mfe/mfe_top/v3/mf-manifest.json', canary_percent: 20 })).status).toBe(201);
    expect((await post('mfe_top/promote/', {})).status).toBe(200);
    expect((await post('mfe_top/canary/', { version: 'v1', percent: 5 })).status).toBe(200);
    const back = (await (await post('mfe_top/rollback/', { note: 'ошибка в v3' })).json()) as SectionState;
    expect(back.stable?.version).toBe('v2');
    expect(back.canary).toBeNull(); // a rollback clears the canary too
    expect(((await (await post('mfe_top/rollback/', {})).json()) as SectionState).stable?.version).toBe('v1');
    const host = (await (await post('mfe_top/rollback/', {})).json()) as SectionState;
    expect(host.stable).toBeNull();
    expect((await registry()).mfe_top).toEqual({ stable: null, canary: null });
    const nothing = await post('mfe_top/rollback/', {});
    expect(nothing.status).toBe(400);
    expect(await nothing.json()).toEqual({ detail: 'Откатывать некуда: раздел уже на сборке хоста.' });
    // Deploying again after rolling back, then rolling back: the host's build, not a stale release.
    expect((await post('mfe_top/releases/', { version: 'v4', entry: entry('v4') })).status).toBe(201);
    expect(((await (await post('mfe_top/rollback/', {})).json()) as SectionState).stable).toBeNull();
  });

  it('the history is newest first, with the actor, and the log refuses changes', async () => {
    const state = (await (await t.call('GET', '/api/staff/sections/mfe_top/', { token: tokens.moderator })).json()) as SectionState;
    expect(state.history.map((h) => h.action)).toEqual([
      'rollback', 'deploy', 'rollback', 'rollback', 'rollback', 'canary', 'promote', 'deploy', 'abort', 'canary', 'promote', 'deploy', 'deploy',
    ]);
    expect(state.history[4]).toMatchObject({ action: 'rollback', version: 'v2', percent: null, note: 'ошибка в v3', actor: { name: 'Денис Орлов' } });
    expect(state.history.at(-2)).toMatchObject({ action: 'deploy', version: 'v2', percent: 50 });
    expect(state.releases.map((r) => r.version)).toEqual(['v4', 'v3', 'v2', 'v1']);
    await expect(t.handle.db.execute(sql`UPDATE section_registry_log SET note = 'x'`)).rejects.toThrow();
    await expect(t.handle.db.execute(sql`DELETE FROM section_registry_log`)).rejects.toThrow();
  });
});

describe('repeats, audit, the shift', () => {
  it('Idempotency-Key: a retried deploy replays the first answer and writes once', async () => {
    const headers = { 'Idempotency-Key': 'deploy-mfe_profile-1' };
    const body = { version: 'p1', entry: 'https://cdn.example.com/p1/mf-manifest.json' };
    const first = await post('mfe_profile/releases/', body, tokens.moderator, headers);
    expect(first.status).toBe(201);
    const second = await post('mfe_profile/releases/', body, tokens.moderator, headers);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replay')).toBe('true');
    expect(await historyCount('mfe_profile')).toBe(1);
  });

  it('every write is in staff_audit, in the role it was made in', async () => {
    const rows = await t.handle.db.select().from(staffAudit).where(and(eq(staffAudit.objectType, 'section'), eq(staffAudit.objectId, 'mfe_profile')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorRole: 'moderator', action: 'section.deploy', before: { stable: null, canary: null }, after: { stable: 'p1', canary: null } });
    const top = await t.handle.db.select().from(staffAudit).where(and(eq(staffAudit.objectType, 'section'), eq(staffAudit.objectId, 'mfe_top'))).orderBy(staffAudit.id);
    expect(top).toHaveLength(await historyCount('mfe_top'));
    expect(new Set(top.map((r) => r.actorRole))).toEqual(new Set(['section_team']));
    expect(top.find((r) => r.action === 'section.canary')).toMatchObject({ after: { stable: 'v2', canary: { version: 'v1', percent: 10 } } });
  });

  it('after the shift (STAFF_SESSION_MS) a write is 401 until the password is typed again', async () => {
    t.clock.advance(STAFF_SESSION_MS + 1000);
    const res = await post('mfe_top/releases/', { version: 'v5', entry: entry('v5') });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: SM.shiftEnded });
    const fresh = await t.login(STAFF_ACCOUNTS.sections.email, STAFF_ACCOUNTS.sections.password);
    expect((await post('mfe_top/releases/', { version: 'v5', entry: entry('v5') }, fresh)).status).toBe(201);
  });
});

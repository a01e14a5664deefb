// Fundraiser moderation as a staff action (collects.ts; docs/SECURITY.md «Сборы»; docs/staff.md
// «Журнал»): only a moderator approves or rejects — station staff and managers get 403 — and
// each verdict is one row of the staff audit log, written with the change; a repeat changes
// nothing and logs nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditList } from '@donor/shared/contract/staff';
import { DEMO_ACCOUNTS } from '../../seed.ts';
import { makeTestApi, type TestApi } from '../../test-support.ts';
import { STAFF_ACCOUNTS } from '../staff/seed.ts';
import { MODERATION_MSG } from './collects.ts';

let t: TestApi;
let moderator = '';
let nurse = '';
let manager = '';
let moderatorId = 0;
beforeAll(async () => {
  t = await makeTestApi();
  moderator = await t.login(STAFF_ACCOUNTS.moderator.email, STAFF_ACCOUNTS.moderator.password);
  nurse = await t.login(STAFF_ACCOUNTS.nurse.email, STAFF_ACCOUNTS.nurse.password);
  manager = await t.login(DEMO_ACCOUNTS.manager.email, DEMO_ACCOUNTS.manager.password);
  moderatorId = ((await (await t.call('GET', '/api/auth/me/', { token: moderator })).json()) as { id: number }).id;
});
afterAll(async () => t?.handle.close());

const create = async (slug: string) => {
  const res = await t.call('POST', '/api/collects/', { token: manager, body: { title: 'Сбор на проверке', description: '…', goal: 5000, slug } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
};
const log = async (id: number) => {
  const res = await t.call('GET', `/api/staff/audit/?object_type=collect&object_id=${id}`, { token: moderator });
  expect(res.status).toBe(200);
  return AuditList.parse(await res.json()).results;
};

describe('fundraiser moderation', () => {
  it('station staff and a manager are refused with the Russian reason; nothing is logged', async () => {
    const id = await create('audit-refused');
    for (const token of [nurse, manager]) {
      const res = await t.call('POST', `/api/collects/${id}/approve/`, { token });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ detail: MODERATION_MSG.moderateForbidden });
    }
    expect((await t.call('GET', '/api/collects/?status=pending', { token: nurse })).status).toBe(403);
    expect(await log(id)).toEqual([]);
  });

  it('approve, a repeat, then reject: two audit rows with the status before and after', async () => {
    const id = await create('audit-verdicts');
    const queue = (await (await t.call('GET', '/api/collects/?status=pending&page_size=100', { token: moderator })).json()) as { results: { id: number }[] };
    expect(queue.results.map((r) => r.id)).toContain(id);
    expect((await t.call('POST', `/api/collects/${id}/approve/`, { token: moderator })).status).toBe(200);
    expect((await t.call('POST', `/api/collects/${id}/approve/`, { token: moderator })).status).toBe(200);
    expect((await t.call('POST', `/api/collects/${id}/reject/`, { token: moderator })).status).toBe(200);
    expect((await log(id)).map((e) => [e.action, e.actor.id, e.actor_role, e.object_type, e.object_id, e.before, e.after])).toEqual([
      ['collect.reject', moderatorId, 'moderator', 'collect', String(id), { status: 'approved' }, { status: 'rejected' }],
      ['collect.approve', moderatorId, 'moderator', 'collect', String(id), { status: 'pending' }, { status: 'approved' }],
    ]);
  });
});

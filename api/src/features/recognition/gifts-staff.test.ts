// The team's side of souvenir gifts (docs/recognition.md «Подарки»; gifts-staff.ts): only
// moderators list and move requests, only along the machine (requested → sent → received), each
// move is in the staff audit log, and a donor sees the move in their own gifts status.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, ne } from 'drizzle-orm';
import { GiftsStatus } from '@donor/shared/contract/recognition';
import { StaffGiftList, StaffGiftRequest } from '@donor/shared/contract/gifts-staff';
import { AuditList } from '@donor/shared/contract/staff';
import { STAFF_ACCOUNTS } from '../staff/seed.ts';
import { DEMO_ACCOUNTS } from '../../seed.ts';
import { makeTestApi, type TestApi } from '../../test-support.ts';
import { giftRequests, souvenirs, users } from '../../schema.ts';

let t: TestApi;
let donor = '';
let manager = '';
let staff = '';
let requestId = 0;
let souvenirId = 0;
beforeAll(async () => {
  t = await makeTestApi();
  await t.handle.db.update(users).set({ isStaff: true }).where(eq(users.email, DEMO_ACCOUNTS.fresh.email));
  donor = await t.login(DEMO_ACCOUNTS.donor.email, DEMO_ACCOUNTS.donor.password);
  manager = await t.login(DEMO_ACCOUNTS.manager.email, DEMO_ACCOUNTS.manager.password);
  staff = await t.login(DEMO_ACCOUNTS.fresh.email, DEMO_ACCOUNTS.fresh.password);
  // The demo donor asks for a souvenir they have reached.
  const status = GiftsStatus.parse(await (await t.call('GET', '/api/profile/gifts-status/', { token: donor })).json());
  const stage = status.stages.find((s) => s.state === 'available' && s.souvenir.in_stock);
  expect(stage).toBeDefined();
  souvenirId = stage!.souvenir.id;
  const res = await t.call('POST', '/api/profile/request-gifts/', { token: donor, body: { souvenir_id: souvenirId, delivery: 'station', blood_station_id: 1 } });
  expect(res.status).toBe(200);
});
afterAll(async () => {
  await t?.handle.close();
});

const list = (query: string, token?: string) => t.call('GET', `/api/staff/gift-requests/${query}`, token ? { token } : {});
const move = (id: number, state: unknown, token?: string) => t.call('PATCH', `/api/staff/gift-requests/${id}/`, { token, body: { state } });

describe('staff gift requests', () => {
  it('visitors get 401; a donor and an organisation manager (not staff) get 403', async () => {
    expect((await list('')).status).toBe(401);
    for (const token of [donor, manager]) {
      const res = await list('', token);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ detail: 'Заявки на подарки ведёт команда проекта' });
      expect((await move(1, 'sent', token)).status).toBe(403);
    }
  });

  it('staff list the requests, by state, with the donor\'s contacts and delivery', async () => {
    const res = await list('?state=requested', staff);
    expect(res.status).toBe(200);
    const body = StaffGiftList.parse(await res.json());
    const mine = body.results.find((r) => r.souvenir.id === souvenirId && r.donor.email === DEMO_ACCOUNTS.donor.email);
    expect(mine).toBeDefined();
    // Where to send it, as the donor asked (docs/recognition.md «Доставка»).
    expect(mine!.delivery).toMatchObject({ method: 'station', station: { id: 1 }, postcode: null, address: null });
    expect(body.results.every((r) => r.state === 'requested')).toBe(true);
    requestId = mine!.id;
    const sent = StaffGiftList.parse(await (await list('?state=sent', staff)).json());
    expect(sent.results.some((r) => r.id === requestId)).toBe(false);
  });

  it('a bad state filter or body is a 400 with a Russian message', async () => {
    const bad = await list('?state=lost', staff);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ state: ['Выберите значение из списка'] });
    for (const state of ['cancelled', 'requested', '', 7, null]) {
      const res = await move(requestId, state, staff);
      expect(res.status, String(state)).toBe(400);
      expect(await res.json()).toEqual({ state: ['Выберите значение из списка'] });
    }
    expect((await move(999999, 'sent', staff)).status).toBe(404);
  });

  it('requested → received skips a step: 400; requested → sent → received follows the machine', async () => {
    const skip = await move(requestId, 'received', staff);
    expect(skip.status).toBe(400);
    expect(await skip.json()).toEqual({ state: ['Нельзя перевести заявку из статуса «запрошен» в «получен»'] });
    const sent = StaffGiftRequest.parse(await (await move(requestId, 'sent', staff)).json());
    expect(sent.state).toBe('sent');
    // The donor can no longer cancel, and sees «sent».
    const cancel = await t.call('POST', '/api/profile/cancel-gift-request/', { token: donor, body: { souvenir_id: souvenirId, delivery: 'station', blood_station_id: 1 } });
    expect(cancel.status).toBe(400);
    const again = await move(requestId, 'sent', staff); // a repeat changes nothing
    expect(again.status).toBe(200);
    const received = StaffGiftRequest.parse(await (await move(requestId, 'received', staff)).json());
    expect(received.state).toBe('received');
    const back = await move(requestId, 'sent', staff);
    expect(back.status).toBe(400);
    expect(await back.json()).toEqual({ state: ['Нельзя перевести заявку из статуса «получен» в «отправлен»'] });
    const status = GiftsStatus.parse(await (await t.call('GET', '/api/profile/gifts-status/', { token: donor })).json());
    expect(status.stages.find((s) => s.souvenir.id === souvenirId)?.state).toBe('received');
  });

  it('a cancelled request cannot be sent', async () => {
    // Made in the database: the seed gives the demo donor only one reachable souvenir.
    const [s] = await t.handle.db.select().from(souvenirs).where(ne(souvenirs.id, souvenirId)).limit(1);
    const [u] = await t.handle.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.donor.email)).limit(1);
    const at = t.clock.now;
    const [row] = await t.handle.db.insert(giftRequests).values({ userId: u!.id, souvenirId: s!.id, state: 'cancelled', createdAt: at, updatedAt: at }).returning();
    const listed = StaffGiftList.parse(await (await list('?state=cancelled', staff)).json());
    expect(listed.results.map((r) => r.id)).toContain(row!.id);
    const res = await move(row!.id, 'sent', staff);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ state: ['Нельзя перевести заявку из статуса «отменён» в «отправлен»'] });
  });

  it('every move is in the audit log, by whom and from what to what; a repeat adds nothing', async () => {
    const res = await t.call('GET', `/api/staff/audit/?object_type=gift_request&object_id=${requestId}`, { token: staff });
    expect(res.status).toBe(200);
    const log = AuditList.parse(await res.json());
    const [u] = await t.handle.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.fresh.email)).limit(1);
    expect(log.results.map((e) => [e.action, e.actor.id, e.actor_role, e.before, e.after])).toEqual([
      ['gift_request.received', u!.id, 'moderator', { state: 'sent' }, { state: 'received' }],
      ['gift_request.sent', u!.id, 'moderator', { state: 'requested' }, { state: 'sent' }],
    ]);
  });

  it('station staff (a staff role, not a moderator) get the same 403', async () => {
    const nurse = await t.login(STAFF_ACCOUNTS.nurse.email, STAFF_ACCOUNTS.nurse.password);
    const res = await list('', nurse);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: 'Заявки на подарки ведёт команда проекта' });
    expect((await move(requestId, 'sent', nurse)).status).toBe(403);
  });
});

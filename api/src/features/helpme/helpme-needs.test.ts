// Recipient needs after creation (spec §4 Recipient status, Joining; §7): who may close one, what
// of the patient the public sees, joining a day / changing it / leaving, past days refused, and
// lists that show only active needs.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NeedJoinedUser, RecipientNeed, RecipientNeedList } from '@donor/shared/contract/helpme';
import * as MSG from '@donor/shared/messages';
import { rateEvents } from '../../schema.ts';
import { needs } from './schema.ts';
import { approveNeed, helpmeForm, makeHelpmeTest, type HelpmeTest } from './helpme-fixtures.ts';

let t: HelpmeTest;
let author: { id: number; token: string };
let donor: { id: number; token: string };
beforeAll(async () => {
  t = await makeHelpmeTest();
  author = await t.account();
  donor = await t.account();
});
afterAll(async () => {
  await t?.handle.close();
});

/**
 * One author makes many needs here: the creation limits have their own tests (helpme-create).
 * Each is published by a moderator, as every public request is (docs/helpme.md «Модерация»).
 */
async function create(over: Record<string, string | null> = {}): Promise<RecipientNeed> {
  await t.handle.db.delete(rateEvents);
  const res = await t.postForm(helpmeForm(t, over), author.token);
  expect(res.status).toBe(201);
  const need = RecipientNeed.parse(await res.json());
  await approveNeed(t, need.id);
  return need;
}
const get = async (id: number, token?: string) => {
  const res = await t.call('GET', `/api/address_needs/${id}/`, { token });
  return { status: res.status, body: (await res.json()) as unknown };
};
const list = async (query: string) => {
  const res = await t.call('GET', `/api/address_needs/?${query}`);
  expect(res.status).toBe(200);
  return RecipientNeedList.parse(await res.json());
};
const join = (body: unknown, token = donor.token) => t.call('POST', '/api/address_needs_joined_users/', { body, token });

describe('reading a need', () => {
  it('unknown or malformed ids are 404', async () => {
    expect((await get(99_999_999)).status).toBe(404);
    expect((await t.call('GET', '/api/address_needs/abc/')).status).toBe(404);
  });

  it('the public sees the last name as an initial and the age, never the birth date', async () => {
    const need = await create();
    const anon = RecipientNeed.parse((await get(need.id)).body);
    expect(anon).toMatchObject({ last_name: 'С.', birth_date: null, is_author: false, can_close: false, user_status: null });
    expect(anon.age).toBeGreaterThanOrEqual(42);
    const other = RecipientNeed.parse((await get(need.id, donor.token)).body);
    expect(other).toMatchObject({ last_name: 'С.', birth_date: null, user_status: { joined: false, id: null, timeslot: null } });
    const own = RecipientNeed.parse((await get(need.id, author.token)).body);
    expect(own).toMatchObject({ last_name: 'Смирнова', birth_date: '1984-03-09', is_author: true, can_close: true });
  });
});

describe('closing a need', () => {
  it('another user gets 403, an anonymous one 401, a bad status 400; the author closes it', async () => {
    const need = await create();
    expect((await t.call('PATCH', `/api/address_needs/${need.id}/`, { body: { status: 'found' }, token: donor.token })).status).toBe(403);
    expect((await t.call('PATCH', `/api/address_needs/${need.id}/`, { body: { status: 'found' } })).status).toBe(401);
    const bad = await t.call('PATCH', `/api/address_needs/${need.id}/`, { body: { status: 'search_in_progress' }, token: author.token });
    expect(await bad.json()).toEqual({ status: [MSG.helpmeStatus] });
    expect(RecipientNeed.parse((await get(need.id)).body).status).toBe('search_in_progress');
    const res = await t.call('PATCH', `/api/address_needs/${need.id}/`, { body: { status: 'found' }, token: author.token });
    expect(res.status).toBe(200);
    expect(RecipientNeed.parse(await res.json())).toMatchObject({ status: 'found', can_close: false });
    const [row] = await t.handle.db.select().from(needs).where(eq(needs.id, need.id));
    expect(row).toMatchObject({ closedBy: author.id, status: 'found' });
  });

  it('staff may close anyone\'s need', async () => {
    const need = await create();
    const staff = await t.account({ staff: true });
    const res = await t.call('PATCH', `/api/address_needs/${need.id}/`, { body: { status: 'cancelled' }, token: staff.token });
    expect(res.status).toBe(200);
    expect(RecipientNeed.parse(await res.json()).status).toBe('cancelled');
  });
});

describe('joining a day', () => {
  it('join, change (leave + join another day), leave', async () => {
    const need = await create();
    const [first, second] = need.time_slots;
    const res = await join({ address_need_id: need.id, timeslot_id: first!.id });
    expect(res.status).toBe(201);
    const joined = NeedJoinedUser.parse(await res.json());
    let seen = RecipientNeed.parse((await get(need.id, donor.token)).body);
    expect(seen).toMatchObject({ joined_count: 1, user_status: { joined: true, id: joined.id, timeslot: first!.id } });

    const twice = await join({ address_need_id: need.id, timeslot_id: second!.id });
    expect(await twice.json()).toEqual({ address_need_id: [MSG.helpmeJoinTwice] });

    expect((await t.call('DELETE', `/api/address_needs_joined_users/${joined.id}/`, { token: author.token })).status).toBe(404); // not theirs
    expect((await t.call('DELETE', `/api/address_needs_joined_users/${joined.id}/`, { token: donor.token })).status).toBe(204);
    const again = NeedJoinedUser.parse(await (await join({ address_need_id: need.id, timeslot_id: second!.id })).json());
    seen = RecipientNeed.parse((await get(need.id, donor.token)).body);
    expect(seen).toMatchObject({ joined_count: 1, user_status: { joined: true, id: again.id, timeslot: second!.id } });

    expect((await t.call('DELETE', `/api/address_needs_joined_users/${again.id}/`, { token: donor.token })).status).toBe(204);
    seen = RecipientNeed.parse((await get(need.id, donor.token)).body);
    expect(seen).toMatchObject({ joined_count: 0, user_status: { joined: false, id: null, timeslot: null } });
  });

  it('refuses a slot of another need, an unknown need, and anonymous callers', async () => {
    const a = await create();
    const b = await create();
    expect(await (await join({ address_need_id: a.id, timeslot_id: b.time_slots[0]!.id })).json()).toEqual({ timeslot_id: [MSG.helpmeSlotNotInNeed] });
    expect(await (await join({ address_need_id: 99_999_999, timeslot_id: 1 })).json()).toEqual({ address_need_id: [MSG.helpmeNeedMissing] });
    expect((await t.call('POST', '/api/address_needs_joined_users/', { body: { address_need_id: a.id, timeslot_id: a.time_slots[0]!.id } })).status).toBe(401);
  });

  it('a past day is refused, leaving a past day too; a need past its last day is expired and closed to joins', async () => {
    const need = await create();
    const early = NeedJoinedUser.parse(await (await join({ address_need_id: need.id, timeslot_id: need.time_slots[0]!.id })).json());
    const start = t.clock.now;
    try {
      t.clock.advance(2 * 86_400_000);
      const past = await join({ address_need_id: need.id, timeslot_id: need.time_slots[0]!.id }, author.token);
      expect(await past.json()).toEqual({ timeslot_id: [MSG.helpmeSlotPast] });
      const leave = await t.call('DELETE', `/api/address_needs_joined_users/${early.id}/`, { token: donor.token });
      expect(await leave.json()).toEqual({ non_field_errors: [MSG.helpmeLeavePast] });

      t.clock.advance(10 * 86_400_000);
      expect(RecipientNeed.parse((await get(need.id)).body).status).toBe('expired');
      const late = await join({ address_need_id: need.id, timeslot_id: need.time_slots.at(-1)!.id }, author.token);
      expect(await late.json()).toEqual({ address_need_id: [MSG.helpmeNeedClosed] });
      expect((await list('page_size=100')).results.map((n) => n.id)).not.toContain(need.id);
    } finally {
      t.clock.now = start;
    }
  });
});

describe('lists', () => {
  it('home (main_page + city), station and all-regions lists show active needs only', async () => {
    const open = await create();
    const kazan = await create({ city_id: '50', blood_station_id: String(t.kazanStation) });
    const closed = await create();
    await t.call('PATCH', `/api/address_needs/${closed.id}/`, { body: { status: 'cancelled' }, token: author.token });

    const home = await list('main_page=true&city_id=1&page_size=100');
    const homeIds = home.results.map((n) => n.id);
    expect(homeIds).toContain(open.id);
    expect(homeIds).not.toContain(kazan.id);
    expect(homeIds).not.toContain(closed.id);
    expect(home.results.every((n) => n.status === 'search_in_progress' && n.city?.id === 1)).toBe(true);

    const kazanHome = (await list('main_page=true&city_id=50&page_size=100')).results.map((n) => n.id);
    expect(kazanHome).toContain(kazan.id);
    const station = (await list(`blood_station=${t.moscowStation}&page_size=100`)).results;
    expect(station.map((n) => n.id)).toContain(open.id);
    expect(station.every((n) => n.blood_station?.id === t.moscowStation)).toBe(true);
    // The list is public: initials only, and no birth date or reason in it.
    const item = station.find((n) => n.id === open.id)!;
    expect(item).toMatchObject({ last_name: 'С.', title: 'Анна С.' });
    expect(item).not.toHaveProperty('birth_date');
    expect(item).not.toHaveProperty('search_reason');
    const all = (await list('city_id=0&page_size=100')).results.map((n) => n.id);
    expect(all).toEqual(expect.arrayContaining([open.id, kazan.id]));
  });

  it('bad filters are 400, never 500', async () => {
    expect((await t.call('GET', '/api/address_needs/?city_id=abc')).status).toBe(400);
    expect((await t.call('GET', '/api/address_needs/?main_page=maybe')).status).toBe(400);
    expect((await t.call('GET', '/api/address_needs/?page=999')).status).toBe(404);
  });
});

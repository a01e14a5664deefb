// The home page blocks API on PGlite (docs/home.md): stories paging and reactions (one per donor,
// a view once), banners by city and period, interesting and random cards, waiting_donor over the
// help-me needs, the donor ocean (opaque ids, hidden names), and 400s with Russian field errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { BannerList, InterestingList, Ocean, OceanDonor, RandomCards, Story, StoryList, WaitingDonor } from '@donor/shared/contract/home';
import { DEMO_ACCOUNTS } from '../../seed.ts';
import { makeDonorTestApi, type TestApi } from '../../test-support.ts';
import { users } from '../../schema.ts';
import { stories } from './schema.ts';
import { rowsOf } from '../../lib/raw-rows.ts';

let t: TestApi;
let donor = '';
let fresh = '';
beforeAll(async () => {
  ({ t, demo: donor, fresh } = await makeDonorTestApi());
});
afterAll(async () => {
  await t?.handle.close();
});

async function get<T>(path: string, schema: { parse(v: unknown): T }, token?: string): Promise<T> {
  const res = await t.call('GET', path, token ? { token } : {});
  expect(res.status, path).toBe(200);
  return schema.parse(await res.json());
}
const post = (path: string, token?: string) => t.call('POST', path, token ? { token } : {});

describe('stories (spec §3 Stories, §9 page size 10)', () => {
  it('pages of 10, newest first; following next reaches the rest', async () => {
    const first = await get('/api/stories/?page=1&page_size=10', StoryList);
    expect(first.count).toBe(12);
    expect(first.results).toHaveLength(10);
    const dates = first.results.map((s) => s.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.next).toMatch(/page=2/);
    const second = await get(new URL(first.next!).pathname + new URL(first.next!).search, StoryList);
    expect(second.results).toHaveLength(2);
    expect(second.next).toBeNull();
    expect(new Set([...first.results, ...second.results].map((s) => s.id)).size).toBe(12);
    // A visitor has no reaction and has seen nothing.
    expect(first.results.every((s) => s.my_reaction === null && !s.viewed)).toBe(true);
  });

  it('a scheduled story is not listed until its time', async () => {
    const [row] = await t.handle.db.insert(stories).values({ title: 'Завтра', text: 'Позже', publishedAt: new Date(t.clock.now.getTime() + 86_400_000) }).returning();
    const list = await get('/api/stories/?page_size=50', StoryList, donor);
    expect(list.results.some((s) => s.id === row!.id)).toBe(false);
    expect((await post(`/api/stories/${row!.id}/like/`, donor)).status).toBe(404);
    await t.handle.db.delete(stories).where(eq(stories.id, row!.id));
  });

  it('like and dislike need a login (401); an unknown story is 404', async () => {
    const { results } = await get('/api/stories/', StoryList);
    const id = results[0]!.id;
    for (const action of ['like', 'dislike', 'view']) expect((await post(`/api/stories/${id}/${action}/`)).status).toBe(401);
    expect((await post('/api/stories/999999/like/', donor)).status).toBe(404);
    expect((await post('/api/stories/abc/like/', donor)).status).toBe(404);
  });

  it('one reaction per donor: like twice is one like, dislike after like switches', async () => {
    const { results } = await get('/api/stories/', StoryList);
    const id = results[1]!.id;
    const before = results[1]!;
    let res = await post(`/api/stories/${id}/like/`, fresh);
    expect(res.status).toBe(200);
    res = await post(`/api/stories/${id}/like/`, fresh);
    let s = Story.parse(await res.json());
    expect([s.likes, s.dislikes, s.my_reaction]).toEqual([before.likes + 1, before.dislikes, 'like']);
    s = Story.parse(await (await post(`/api/stories/${id}/dislike/`, fresh)).json());
    expect([s.likes, s.dislikes, s.my_reaction]).toEqual([before.likes, before.dislikes + 1, 'dislike']);
    // Another donor's like is counted apart; the list shows each donor their own.
    s = Story.parse(await (await post(`/api/stories/${id}/like/`, donor)).json());
    expect([s.likes, s.dislikes, s.my_reaction]).toEqual([before.likes + 1, before.dislikes + 1, 'like']);
    const mine = (await get('/api/stories/', StoryList, fresh)).results.find((x) => x.id === id)!;
    expect(mine.my_reaction).toBe('dislike');
    const visitor = (await get('/api/stories/', StoryList)).results.find((x) => x.id === id)!;
    expect([visitor.likes, visitor.dislikes, visitor.my_reaction]).toEqual([before.likes + 1, before.dislikes + 1, null]);
  });

  it('a view is counted once per donor', async () => {
    const { results } = await get('/api/stories/', StoryList, fresh);
    const target = results[0]!;
    expect(target.viewed).toBe(false);
    await post(`/api/stories/${target.id}/view/`, fresh);
    const again = Story.parse(await (await post(`/api/stories/${target.id}/view/`, fresh)).json());
    expect([again.views, again.viewed]).toEqual([target.views + 1, true]);
    const other = Story.parse(await (await post(`/api/stories/${target.id}/view/`, donor)).json());
    expect(other.views).toBe(target.views + 2);
  });

  it('the seeded demo donor has read some stories and liked one', async () => {
    const list = await get('/api/stories/', StoryList, donor);
    expect(list.results.filter((s) => s.viewed).length).toBeGreaterThanOrEqual(3);
  });
});

describe('banners, interesting, random cards', () => {
  it('banners of every city, and the city\'s own for that city; the period is kept', async () => {
    const all = await get('/api/banners/', BannerList);
    const kazan = await get('/api/banners/?city_id=50', BannerList);
    expect(all.results).toHaveLength(2);
    expect(kazan.results).toHaveLength(3);
    expect((await get('/api/banners/?city_id=0', BannerList)).results).toEqual(all.results); // spec §9: 0 = all regions
    expect(kazan.results.some((b) => b.title.includes('Казани'))).toBe(true);
    t.clock.advance(10 * 86_400_000); // the Kazan week is over
    expect((await get('/api/banners/?city_id=50', BannerList)).results).toHaveLength(2);
    t.clock.advance(-10 * 86_400_000);
  });

  it('interesting cards in order; random cards are a few of them', async () => {
    const all = await get('/api/interesting/', InterestingList);
    expect(all.results).toHaveLength(6);
    const pick = await get('/api/random_cards/?count=4', RandomCards);
    expect(pick.results).toHaveLength(4);
    const ids = new Set(all.results.map((c) => c.id));
    expect(pick.results.every((c) => ids.has(c.id))).toBe(true);
    expect((await get('/api/random_cards/', RandomCards)).results).toHaveLength(3);
  });
});

describe('waiting_donor (help-me needs)', () => {
  it('counts the active needs and lists the most urgent first', async () => {
    const all = await get('/api/waiting_donor/', WaitingDonor);
    expect(all.count).toBeGreaterThan(0);
    expect(all.results.length).toBeLessThanOrEqual(3);
    const days = all.results.map((n) => n.last_date);
    expect([...days].sort()).toEqual(days);
    expect(all.results.every((n) => n.status === 'search_in_progress')).toBe(true);
    const lacking = all.results.reduce((s, n) => s + Math.max(n.required_donors_count - n.joined_count, 0), 0);
    expect(all.donors_needed).toBeGreaterThanOrEqual(lacking);
    const moscow = await get('/api/waiting_donor/?city_id=1', WaitingDonor);
    expect(moscow.city?.id).toBe(1);
    expect(moscow.count).toBeLessThanOrEqual(all.count);
    expect(moscow.results.every((n) => n.city?.id === 1)).toBe(true);
  });
});

describe('the donor ocean', () => {
  it('random donors with opaque ids; the count is the ranked donors', async () => {
    const ocean = await get('/api/ocean/?page_size=50', Ocean);
    const count = (await (await t.call('GET', '/api/users_count/')).json()) as { count: number };
    expect(ocean.count).toBe(count.count);
    expect(ocean.results).toHaveLength(Math.min(50, count.count));
    expect(new Set(ocean.results.map((d) => d.id)).size).toBe(ocean.results.length);
    for (const d of ocean.results) expect(d.id).toMatch(/^[0-9a-f-]{36}$/);
    const one = await get(`/api/ocean/${ocean.results[0]!.id}/`, OceanDonor);
    expect(one).toEqual(ocean.results[0]);
  });

  it('a donor who hid their name is «Донор» with no photo or city, on the list and the card', async () => {
    const [hidden] = await t.handle.db.select().from(users).where(eq(users.hideName, true)).limit(1);
    expect(hidden).toBeDefined();
    await t.handle.db.update(users).set({ photoSmall: '/media/hidden.jpg' }).where(eq(users.id, hidden!.id));
    // rowsOf: PGlite answers {rows}, the PostgreSQL driver an array (CI runs both).
    const rows = rowsOf<{ id: string }>(await t.handle.db.execute(sql`SELECT public_id::text AS id FROM ocean_ids WHERE user_id = ${hidden!.id}`));
    const card = await get(`/api/ocean/${rows[0]!.id}/`, OceanDonor);
    expect([card.name, card.photo, card.city]).toEqual(['Донор', null, null]);
    expect(JSON.stringify(card)).not.toContain(hidden!.lastName);
    // Every ocean page: no user id, no hidden name.
    const ocean = await get('/api/ocean/?page_size=50', Ocean);
    expect(JSON.stringify(ocean)).not.toContain(hidden!.lastName);
    for (const d of ocean.results) expect(Object.keys(d).sort()).toEqual(['city', 'donations_count', 'id', 'name', 'photo']);
  });

  it('an unknown, malformed or not-a-donor id is 404; a new account gets an id at once', async () => {
    expect((await t.call('GET', '/api/ocean/00000000-0000-4000-8000-000000000000/')).status).toBe(404);
    expect((await t.call('GET', '/api/ocean/1/')).status).toBe(404);
    const [freshUser] = await t.handle.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.fresh.email)).limit(1);
    const rows = rowsOf<{ id: string }>(await t.handle.db.execute(sql`SELECT public_id::text AS id FROM ocean_ids WHERE user_id = ${freshUser!.id}`));
    expect(rows).toHaveLength(1); // created by the trigger with the account (no donations: not in the ocean)
    expect((await t.call('GET', `/api/ocean/${rows[0]!.id}/`)).status).toBe(404);
  });
});

describe('bad query parameters → 400 with Russian field errors', () => {
  it.each([
    ['/api/ocean/?page_size=0', 'page_size', 'Укажите целое число от 1 до 50'],
    ['/api/ocean/?page_size=500', 'page_size', 'Укажите целое число от 1 до 50'],
    ['/api/ocean/?page_size=abc', 'page_size', 'Укажите целое число от 1 до 50'],
    ['/api/random_cards/?count=7', 'count', 'Укажите целое число от 1 до 6'],
    ['/api/banners/?city_id=x', 'city_id', 'Введите корректный идентификатор'],
    ['/api/waiting_donor/?city_id=-1', 'city_id', 'Введите корректный идентификатор'],
  ])('%s', async (path, field, message) => {
    const res = await t.call('GET', path);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ [field]: [message] });
  });
});

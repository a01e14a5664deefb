// spec §7 "Rankings and option lists": GET /api/users_top/ (every filter of spec §3 Top-donors
// filter; items + user_info), and the home page's users_top_main_page and users_count. What is
// counted and why: api/src/features/top/README.md. Public rows carry a position, never a user id
// (docs/SECURITY.md "Публичные списки доноров"); a donor who hid their name is «Донор» without
// a photo, a deleted account is never a ranked person.
import type { Hono } from 'hono';
import {
  TOP_MAIN_PAGE_SIZE, UsersTopQuery, topQuery,
  type TopItem, type TopUserInfo, type UsersCount, type UsersTop, type UsersTopMainPage,
} from '@donor/shared/contract/top';
import { getUsersCount, getUsersTopMainPage, listUsersTop } from '@donor/shared/endpoints/top';
import type { ApiEnv, Ctx } from '../../lib/context.ts';
import { listBody, parseValue, readPage } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../lib/tokens.ts';
import { moscowToday } from '../cabinet/checks.ts';
import { publicName } from '../stations/stations-people.ts';
import { TopCache } from './top-cache.ts';
import { rankOf } from './top-own-place.ts';
import { rankCount, rankList, rankPage, type NamedRow } from './top-query.ts';
import { monthSource, sourceOf, type Source } from './top-source.ts';

const item = (r: NamedRow, position: number): TopItem => ({
  position,
  name: publicName(r.firstName, r.lastName, r.hidden),
  photo: r.hidden ? null : r.photo,
  city: r.city,
  counts: r.counts,
  reached_at: r.reachedAt,
});

/** The unfiltered all-time ranking (users_count is its size). */
const ALL_TIME: Source = { kind: 'stats', period: 0, components: [], donor: [] };

export function registerUsersTopRoutes(app: Hono<ApiEnv>): void {
  // One per app: the version numbers of two databases (two test apps) must never meet in one cache.
  const cache = new TopCache();

  route(app, listUsersTop, async (c: Ctx, io) => {
    const deps = c.get('deps');
    const filter = parseValue(UsersTopQuery, c.req.query());
    const page = readPage(c);
    // Moscow's calendar: the current year of by_year and the ages are the same for every visitor.
    const today = moscowToday(deps.now());
    const src = sourceOf(filter, today);
    const key = `${await cache.version(deps.db)}|${today}|${new URLSearchParams(topQuery(filter)).toString()}`;
    const authed = await currentUser(c, deps);
    // The count and the page are one statement, the donor's own place another: on PostgreSQL they
    // run side by side on two connections.
    const [{ count, rows }, own] = await Promise.all([
      cache.get(`list|${key}|${page.size}|${page.page}`, () => rankList(deps.db, src, page.size, page.offset)),
      authed ? cache.get(`user|${key}|${authed.user.id}`, () => rankOf(deps.db, src, authed.user.id)) : null,
    ]);
    // listBody answers 404 for a page past the end (DRF).
    const envelope = listBody(c, page, count, []);
    const userInfo: TopUserInfo | null = own ? { ...item(own, own.position), page: Math.ceil(own.position / page.size) } : null;
    const body: UsersTop = { items: { ...envelope, results: rows.map((r, i) => item(r, page.offset + i + 1)) }, user_info: userInfo };
    return io.ok(body);
  });

  // The home page block: the donors of the current calendar month (Moscow), at most ten.
  route(app, getUsersTopMainPage, async (c: Ctx, io) => {
    const deps = c.get('deps');
    const today = moscowToday(deps.now());
    const month = today.slice(0, 7);
    const rows = await cache.get(`month|${await cache.version(deps.db)}|${month}`, () => rankPage(deps.db, monthSource(today), TOP_MAIN_PAGE_SIZE, 0));
    const body: UsersTopMainPage = { month, results: rows.map((r, i) => item(r, i + 1)) };
    return io.ok(body);
  });

  // The home page's number of donors: those with a confirmed donation, deleted accounts aside.
  route(app, getUsersCount, async (c: Ctx, io) => {
    const deps = c.get('deps');
    const count = await cache.get(`all|${await cache.version(deps.db)}`, () => rankCount(deps.db, ALL_TIME));
    const body: UsersCount = { count };
    return io.ok(body);
  });
}

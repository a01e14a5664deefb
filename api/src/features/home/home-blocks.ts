// The home page's small editorial and help-me blocks (spec §7 "Other store base paths": banners,
// interesting, waiting_donor; "Rankings and option lists": random cards). What each block shows
// and why: docs/home.md. All four are public and the same for every visitor of a city, so the
// read cache keeps them (app.ts CACHED_READS) — except random_cards, a fresh pick each time.
import { and, asc, count, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import {
  BannersQuery, RandomCardsQuery, WAITING_DONOR_URGENT, WaitingDonorQuery,
  type BannerList, type Interesting, type InterestingList, type RandomCards, type WaitingDonor,
} from '@donor/shared/contract/home';
import { getWaitingDonor, listBanners, listInteresting, listRandomCards } from '@donor/shared/endpoints/home';
import type { ApiEnv } from '../../lib/context.ts';
import { parseValue } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { moscowToday } from '../cabinet/checks.ts';
import { bloodStationInfo, cities } from '../../schema.ts';
import { needJoinedUsers, needs } from '../helpme/schema.ts';
import { activeCondition, serializeNeedItems } from '../helpme/needs-data.ts';
import { banners, interesting } from './schema.ts';

const card = (r: typeof interesting.$inferSelect): Interesting => ({ id: r.id, title: r.title, text: r.text, link: r.link });

export function registerHomeBlockRoutes(app: Hono<ApiEnv>): void {
  // Banners in their active period (Moscow days, inclusive), of the city or of every city.
  route(app, listBanners, async (c, io) => {
    const { db, now } = c.get('deps');
    const q = parseValue(BannersQuery, c.req.query());
    const today = moscowToday(now());
    const rows = await db
      .select()
      .from(banners)
      .where(and(
        lte(banners.startsAt, today),
        or(isNull(banners.endsAt), gte(banners.endsAt, today)),
        q.city_id === undefined ? isNull(banners.cityId) : or(isNull(banners.cityId), eq(banners.cityId, q.city_id)),
      ))
      .orderBy(asc(banners.sort), asc(banners.id));
    const body: BannerList = {
      results: rows.map((r) => ({ id: r.id, title: r.title, text: r.text, image: r.image, link: r.link, link_label: r.linkLabel })),
    };
    return io.ok(body);
  });

  route(app, listInteresting, async (c, io) => {
    const { db } = c.get('deps');
    const rows = await db.select().from(interesting).where(eq(interesting.published, true)).orderBy(asc(interesting.sort), asc(interesting.id));
    const body: InterestingList = { results: rows.map(card) };
    return io.ok(body);
  });

  // A few of the same cards in random order: the table is small (editorial), so random() is cheap.
  route(app, listRandomCards, async (c, io) => {
    const { db } = c.get('deps');
    const q = parseValue(RandomCardsQuery, c.req.query());
    const rows = await db.select().from(interesting).where(eq(interesting.published, true)).orderBy(sql`random()`).limit(q.count);
    c.header('Cache-Control', 'no-store');
    const body: RandomCards = { results: rows.map(card) };
    return io.ok(body);
  });

  // Recipients still waiting for donors: the active help-me needs (the same rule as
  // /api/address_needs/), how many donors they lack together, and the most urgent few.
  route(app, getWaitingDonor, async (c, io) => {
    const { db, now } = c.get('deps');
    const q = parseValue(WaitingDonorQuery, c.req.query());
    const at = now();
    let city: WaitingDonor['city'] = null;
    if (q.city_id !== undefined) {
      const [row] = await db.select({ id: cities.id, title: cities.title }).from(cities).where(eq(cities.id, q.city_id)).limit(1);
      city = row ?? null;
    }
    const cond = and(activeCondition(at), q.city_id === undefined ? undefined : eq(needs.cityId, q.city_id));
    const joined = db
      .select({ needId: needJoinedUsers.addressNeedId, n: count().as('n') })
      .from(needJoinedUsers)
      .groupBy(needJoinedUsers.addressNeedId)
      .as('joined');
    const [agg] = await db
      .select({
        n: count(),
        lacking: sql<number>`coalesce(sum(greatest(${needs.requiredDonorsCount} - coalesce(${joined.n}, 0), 0)), 0)::int`,
      })
      .from(needs)
      .leftJoin(bloodStationInfo, eq(bloodStationInfo.bloodStationId, needs.bloodStationId))
      .leftJoin(joined, eq(joined.needId, needs.id))
      .where(cond);
    const rows = await db
      .select({ n: needs })
      .from(needs)
      .leftJoin(bloodStationInfo, eq(bloodStationInfo.bloodStationId, needs.bloodStationId))
      .where(cond)
      .orderBy(asc(needs.lastDate), asc(needs.id))
      .limit(WAITING_DONOR_URGENT);
    const body: WaitingDonor = {
      city,
      count: agg?.n ?? 0,
      donors_needed: agg?.lacking ?? 0,
      results: await serializeNeedItems(db, rows.map((r) => r.n), at),
    };
    return io.ok(body);
  });
}

// Partner bonuses (spec §3 Bonus; §7 "Stories, bonuses, info, advice"): the public catalogue
// GET /api/bonuses/ (?city_id= narrows to that city and city-less offers), GET /api/bonuses/{id}/,
// the donor's taken bonuses GET /api/profile/bonuses/, taking one POST /api/bonuses/get_bonus/,
// POST /api/bonuses/link_checked/; feedback: bonus-feedback.ts. Rules and the race for
// the last code: docs/recognition.md «Бонусы».
import { and, asc, count, desc, eq, gte, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import { BonusIdBody, type Bonus, type GetBonusResult, type LinkChecked } from '@donor/shared/contract/recognition';
import * as RMSG from '@donor/shared/recognition-messages';
import { getBonus, listBonuses, listMyBonuses, markBonusLinkChecked, takeBonus } from '@donor/shared/endpoints/recognition';
import type { Tx } from '../../db.ts';
import { bonusCodes, bonusLinkChecks, bonuses, cities } from '../../schema.ts';
import type { ApiEnv, Ctx } from '../../lib/context.ts';
import { fieldError, nonFieldError, notFound } from '../../lib/errors.ts';
import { listBody, pathId, queryId, readPage } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { currentUser, requireUser } from '../../lib/tokens.ts';
import { moscowToday } from '../cabinet/checks.ts';
import { donorFacts, type DonorFacts } from './donor-facts.ts';
import { storedDonorFacts } from '../achievements/achievements-store.ts';
import { conditionOf, conditionText, takeAnswer } from './bonus-rules.ts';

/** Free codes of a bonus (a correlated count: the catalogue is a dozen rows a page). */
const codesLeft = sql<number>`(SELECT count(*)::int FROM bonus_codes f WHERE f.bonus_id = ${bonuses.id} AND f.taken_by IS NULL)`;

async function bonusRows(db: Tx, userId: number | null, where: SQL | undefined, page?: { size: number; offset: number }) {
  const mine = userId === null ? sql`false` : and(eq(bonusCodes.bonusId, bonuses.id), eq(bonusCodes.takenBy, userId));
  const q = db
    .select({ b: bonuses, cityTitle: cities.title, codesLeft, code: bonusCodes.code, takenAt: bonusCodes.takenAt })
    .from(bonuses)
    .leftJoin(cities, eq(cities.id, bonuses.cityId))
    .leftJoin(bonusCodes, mine)
    .where(where)
    .orderBy(asc(bonuses.sort), asc(bonuses.id));
  return page ? q.limit(page.size).offset(page.offset) : q;
}
type BonusRow = Awaited<ReturnType<typeof bonusRows>>[number];

function serialize(r: BonusRow, facts: DonorFacts | null, today: string): Bonus {
  const condition = conditionOf(r.b.conditionKind, r.b.conditionValue);
  const taken = r.code !== null && r.takenAt !== null ? { code: r.code, taken_at: r.takenAt.toISOString() } : null;
  const { reason, pending } = takeAnswer({ condition, validUntil: r.b.validUntil, codesLeft: r.codesLeft, taken: taken !== null }, facts, today);
  return {
    id: r.b.id, partner: r.b.partner, title: r.b.title, description: r.b.description, image: r.b.image, link: r.b.link,
    condition, condition_text: conditionText(condition), codes_left: r.codesLeft,
    city: r.b.cityId !== null && r.cityTitle !== null ? { id: r.b.cityId, title: r.cityTitle } : null,
    valid_until: r.b.validUntil, taken, can_take: reason === null, cannot_take_reason: reason, pending,
  };
}

async function callerFacts(c: Ctx) {
  const deps = c.get('deps');
  const authed = await currentUser(c, deps);
  // The caller's tally stored on write (docs/recognition.md «Достижения и бонусы: посчитано при записи»).
  const facts = authed ? await storedDonorFacts(deps.db, authed.user.id, deps.now()) : null;
  return { userId: authed?.user.id ?? null, facts, today: moscowToday(deps.now()) };
}

/** A bonus named in a body: missing → 400 at bonus_id (the field the donor sent). */
async function bonusOrError(db: Tx, id: number) {
  const [b] = await db.select().from(bonuses).where(eq(bonuses.id, id)).limit(1);
  if (!b) throw fieldError('bonus_id', RMSG.bonusNotFound);
  return b;
}

export function registerBonusRoutes(app: Hono<ApiEnv>): void {
  route(app, listBonuses, async (c, io) => {
    const deps = c.get('deps');
    const cityId = queryId(c, 'city_id');
    const p = readPage(c);
    const { userId, facts, today } = await callerFacts(c);
    // The catalogue shows offers still valid; a taken one stays on /profile/bonus.
    const where = and(gte(bonuses.validUntil, today), cityId === undefined ? undefined : or(isNull(bonuses.cityId), eq(bonuses.cityId, cityId)));
    const [total] = await deps.db.select({ n: count() }).from(bonuses).where(where);
    const rows = await bonusRows(deps.db, userId, where, p);
    if (userId !== null) c.header('Cache-Control', 'no-store');
    return io.ok(listBody(c, p, total?.n ?? 0, rows.map((r) => serialize(r, facts, today))));
  });

  route(app, getBonus, async (c, io) => {
    const deps = c.get('deps');
    const id = pathId(c);
    const { userId, facts, today } = await callerFacts(c);
    const [row] = await bonusRows(deps.db, userId, eq(bonuses.id, id));
    if (!row) throw notFound();
    if (userId !== null) c.header('Cache-Control', 'no-store');
    return io.ok(serialize(row, facts, today));
  });

  route(app, listMyBonuses, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const p = readPage(c);
    const facts = await storedDonorFacts(deps.db, user.id, deps.now());
    const today = moscowToday(deps.now());
    const where = and(eq(bonusCodes.takenBy, user.id), isNotNull(bonusCodes.takenAt));
    const [total] = await deps.db.select({ n: count() }).from(bonusCodes).where(where);
    const rows = await deps.db
      .select({ b: bonuses, cityTitle: cities.title, codesLeft, code: bonusCodes.code, takenAt: bonusCodes.takenAt })
      .from(bonusCodes)
      .innerJoin(bonuses, eq(bonuses.id, bonusCodes.bonusId))
      .leftJoin(cities, eq(cities.id, bonuses.cityId))
      .where(where)
      .orderBy(desc(bonusCodes.takenAt), desc(bonusCodes.id))
      .limit(p.size)
      .offset(p.offset);
    c.header('Cache-Control', 'no-store');
    return io.ok(listBody(c, p, total?.n ?? 0, rows.map((r) => serialize(r, facts, today))));
  });

  route(app, takeBonus, BonusIdBody, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const body = await io.body();
    const now = deps.now();
    const out = await deps.db.transaction(async (tx) => {
      // One take at a time per donor: a double click cannot take two codes of one bonus.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(7240120, ${user.id})`);
      const b = await bonusOrError(tx, body.bonus_id);
      const [mine] = await tx.select({ id: bonusCodes.id }).from(bonusCodes).where(and(eq(bonusCodes.bonusId, b.id), eq(bonusCodes.takenBy, user.id))).limit(1);
      // Taking a code reads the donations themselves, under the donor's lock (the stored tally is for answers).
      const facts = await donorFacts(tx, user.id, now);
      // codesLeft 1: whether a code is really left is decided by the claim below, under its lock.
      const { reason } = takeAnswer({ condition: conditionOf(b.conditionKind, b.conditionValue), validUntil: b.validUntil, codesLeft: 1, taken: !!mine }, facts, moscowToday(now));
      if (reason !== null) throw nonFieldError(reason);
      // Claim one free code: SKIP LOCKED lets a racing donor pass over a code being claimed, so
      // each free code goes to exactly one donor and the last one to only one of them.
      const [claimed] = await tx
        .update(bonusCodes)
        .set({ takenBy: user.id, takenAt: now })
        .where(eq(bonusCodes.id, sql`(SELECT id FROM bonus_codes WHERE bonus_id = ${b.id} AND taken_by IS NULL ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)`))
        .returning({ code: bonusCodes.code, takenAt: bonusCodes.takenAt });
      if (!claimed) throw nonFieldError(RMSG.bonusNoCodes);
      const result: GetBonusResult = { bonus_id: b.id, code: claimed.code, taken_at: claimed.takenAt!.toISOString() };
      return result;
    });
    return io.ok(out);
  });

  route(app, markBonusLinkChecked, BonusIdBody, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const body = await io.body();
    const b = await bonusOrError(deps.db, body.bonus_id);
    const now = deps.now();
    await deps.db
      .insert(bonusLinkChecks)
      .values({ bonusId: b.id, userId: user.id, checkedAt: now })
      .onConflictDoUpdate({ target: [bonusLinkChecks.bonusId, bonusLinkChecks.userId], set: { checkedAt: now } });
    const out: LinkChecked = { bonus_id: b.id, link_checked_at: now.toISOString() };
    return io.ok(out);
  });
}

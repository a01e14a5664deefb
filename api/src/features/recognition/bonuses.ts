// Partner bonuses (spec §3 Bonus; §7 "Stories, bonuses, info, advice"): the public catalogue
// GET /api/bonuses/ (?city_id= narrows to that city and city-less offers), GET /api/bonuses/{id}/,
// the donor's taken bonuses GET /api/profile/bonuses/, taking one POST /api/bonuses/get_bonus/,
// POST /api/bonuses/link_checked/; feedback: bonus-feedback.ts. Rules and the race for
// the last code: docs/recognition.md «Бонусы».
import { and, asc, count, desc, eq, gte, isNotNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import { BonusIdBody, type Bonus, type GetBonusResult, type LinkChecked } from '@donor/shared/contract/recognition';
import * as RMSG from '@donor/shared/recognition-messages';
import { getBonus, listBonuses, listMyBonuses, markBonusLinkChecked, takeBonus } from '@donor/shared/endpoints/recognition';
import { isPglite, type Db, type Tx } from '../../db.ts';
import { bonusCodes, bonusLinkChecks, bonuses, cities } from '../../schema.ts';
import type { ApiEnv, Ctx } from '../../lib/context.ts';
import { fieldError, nonFieldError, notFound } from '../../lib/errors.ts';
import { listBody, pathId, queryId, readPage } from '../../lib/http.ts';
import { jsonFields } from '../../lib/json-fields.ts';
import { perDatabase } from '../../lib/prepared.ts';
import { route } from '../../lib/route.ts';
import { currentUser, requireUser } from '../../lib/tokens.ts';
import { moscowToday } from '../cabinet/checks.ts';
import { donorFacts, type DonorFacts } from './donor-facts.ts';
import { storedDonorFacts, storedFactColumns, storedFactsOf } from '../achievements/achievements-store.ts';
import { achievementStates } from '../achievements/state-schema.ts';
import { conditionOf, conditionText, takeAnswer } from './bonus-rules.ts';

// One query per answer (docs/recognition.md «Достижения и бонусы: посчитано при записи»): the
// free codes are the bonus row's own (codes_left, kept by a trigger: 0037_bonus_codes_left.sql),
// the page's total is a window count, and the caller's stored tally is joined in.
const total = sql<number>`count(*) over ()`.mapWith(Number);
const BONUS_COLUMNS = { b: bonuses, cityTitle: cities.title, code: bonusCodes.code, takenAt: bonusCodes.takenAt, state: storedFactColumns, total };
/** A bonus with its city, the caller's code and stored tally (null where the joins found none), and the page's total. */
type BonusRow = {
  b: typeof bonuses.$inferSelect;
  cityTitle: string | null;
  code: string | null;
  takenAt: Date | null;
  state: Parameters<typeof storedFactsOf>[0];
  total: number;
};
// On PGlite each row is one json value (lib/json-fields.ts): a page is 12 rows × 22 columns, and
// PGlite reads a result field by field, whose garbage set the host's minor collections going. On
// PostgreSQL the columns, which postgres.js reads cheaply and the json would only cost
// (docs/recognition.md «Достижения и бонусы: посчитано при записи»).
const BONUS_JSON = { row: jsonFields<BonusRow>(BONUS_COLUMNS) };
const bonusFields = (db: Db) => (isPglite(db) ? BONUS_JSON : BONUS_COLUMNS);
const bonusRowsOf = (selected: readonly (BonusRow | { row: BonusRow })[]): BonusRow[] => selected.map((s) => ('row' in s ? s.row : s));
type Caller = number | null | Placeholder;

/**
 * Bonuses with the caller's code and tally joined in; a visitor (null) has neither. The catalogue
 * runs it prepared, with the caller a placeholder (lib/prepared.ts); the bonus page with values.
 */
function bonusRows(db: Db, caller: Caller, where: SQL | undefined) {
  const mine = caller === null ? sql`false` : and(eq(bonusCodes.bonusId, bonuses.id), eq(bonusCodes.takenBy, caller));
  return db
    .select(bonusFields(db))
    .from(bonuses)
    .leftJoin(cities, eq(cities.id, bonuses.cityId))
    .leftJoin(bonusCodes, mine)
    .leftJoin(achievementStates, caller === null ? sql`false` : eq(achievementStates.userId, caller))
    .where(where)
    .orderBy(asc(bonuses.sort), asc(bonuses.id));
}

/** The catalogue's offers: still valid on `today`; with a city, that city's and the city-less ones. */
const offered = (today: string | Placeholder, city: number | null | Placeholder) =>
  and(gte(bonuses.validUntil, today), sql`(${city}::int IS NULL OR ${bonuses.cityId} IS NULL OR ${bonuses.cityId} = ${city})`);

// The catalogue's page, prepared once per database (lib/prepared.ts). A visitor's null caller
// matches no code and no tally (`= NULL` is never true), as `false` does for a value.
const catalogue = perDatabase((db: Db) => bonusRows(db, sql.placeholder('caller'), offered(sql.placeholder('today'), sql.placeholder('city')))
  .limit(sql.placeholder('size'))
  .offset(sql.placeholder('offset'))
  .prepare('bonus_catalogue'));

/** The bonuses the donor has taken. */
const takenBy = (caller: number | Placeholder) => and(eq(bonusCodes.takenBy, caller), isNotNull(bonusCodes.takenAt));

// The donor's taken bonuses, newest first: prepared once per database as the catalogue is.
const takenPage = perDatabase((db: Db) => {
  const caller = sql.placeholder('caller');
  return db
    .select(bonusFields(db))
    .from(bonusCodes)
    .innerJoin(bonuses, eq(bonuses.id, bonusCodes.bonusId))
    .leftJoin(cities, eq(cities.id, bonuses.cityId))
    .leftJoin(achievementStates, eq(achievementStates.userId, caller))
    .where(takenBy(caller))
    .orderBy(desc(bonusCodes.takenAt), desc(bonusCodes.id))
    .limit(sql.placeholder('size'))
    .offset(sql.placeholder('offset'))
    .prepare('bonuses_taken');
});

/** The caller's tally from the row joined in; missing or stale → recomputed and stored (achievements-store.ts). */
async function factsOf(db: Tx, userId: number | null, rows: BonusRow[], now: Date): Promise<DonorFacts | null> {
  if (userId === null || rows.length === 0) return null;
  return storedFactsOf(rows[0]!.state, now) ?? storedDonorFacts(db, userId, now);
}

/** The window count of the first row; a page past the end has none, so it is counted. */
async function totalOf(rows: BonusRow[], offset: number, count: () => Promise<number>): Promise<number> {
  return rows[0]?.total ?? (offset > 0 ? count() : 0);
}

function serialize(r: BonusRow, facts: DonorFacts | null, today: string): Bonus {
  const condition = conditionOf(r.b.conditionKind, r.b.conditionValue);
  const taken = r.code !== null && r.takenAt !== null ? { code: r.code, taken_at: r.takenAt.toISOString() } : null;
  const { reason, pending } = takeAnswer({ condition, validUntil: r.b.validUntil, codesLeft: r.b.codesLeft, taken: taken !== null }, facts, today);
  return {
    id: r.b.id, partner: r.b.partner, title: r.b.title, description: r.b.description, image: r.b.image, link: r.b.link,
    condition, condition_text: conditionText(condition), codes_left: r.b.codesLeft,
    city: r.b.cityId !== null && r.cityTitle !== null ? { id: r.b.cityId, title: r.cityTitle } : null,
    valid_until: r.b.validUntil, taken, can_take: reason === null, cannot_take_reason: reason, pending,
  };
}

async function callerId(c: Ctx): Promise<number | null> {
  return (await currentUser(c, c.get('deps')))?.user.id ?? null;
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
    const userId = await callerId(c);
    const now = deps.now();
    const today = moscowToday(now);
    // The catalogue shows offers still valid; a taken one stays on /profile/bonus.
    const rows = bonusRowsOf(await catalogue(deps.db).execute({ caller: userId, today, city: cityId ?? null, size: p.size, offset: p.offset }));
    const n = await totalOf(rows, p.offset, async () => (await deps.db.select({ n: count() }).from(bonuses).where(offered(today, cityId ?? null)))[0]?.n ?? 0);
    const facts = await factsOf(deps.db, userId, rows, now);
    if (userId !== null) c.header('Cache-Control', 'no-store');
    return io.ok(listBody(c, p, n, rows.map((r) => serialize(r, facts, today))));
  });

  route(app, getBonus, async (c, io) => {
    const deps = c.get('deps');
    const id = pathId(c);
    const userId = await callerId(c);
    const now = deps.now();
    const rows = bonusRowsOf(await bonusRows(deps.db, userId, eq(bonuses.id, id)));
    const [row] = rows;
    if (!row) throw notFound();
    if (userId !== null) c.header('Cache-Control', 'no-store');
    return io.ok(serialize(row, await factsOf(deps.db, userId, rows, now), moscowToday(now)));
  });

  route(app, listMyBonuses, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const p = readPage(c);
    const now = deps.now();
    const today = moscowToday(now);
    const rows = bonusRowsOf(await takenPage(deps.db).execute({ caller: user.id, size: p.size, offset: p.offset }));
    const n = await totalOf(rows, p.offset, async () => (await deps.db.select({ n: count() }).from(bonusCodes).where(takenBy(user.id)))[0]?.n ?? 0);
    const facts = await factsOf(deps.db, user.id, rows, now);
    c.header('Cache-Control', 'no-store');
    return io.ok(listBody(c, p, n, rows.map((r) => serialize(r, facts, today))));
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

// spec §7 "Collective donations, gifts, achievements" and GET/PATCH /api/auth/{id}/achievements/:
// the public catalogue with holders, the public feed (spec §9: 20 a page), one donor's latest
// achievements as a guest sees them, mine with progress (owner only: another id answers 404),
// and pinning (≤ MAX_PINNED, only reached ones, our decision). Stages and the rest of a donor's
// answer are computed on write (achievements-store.ts); these reads take the stored rows (one
// missing or stale is computed and stored on that read). Public answers carry no user id
// (docs/SECURITY.md F21): a hidden name is «Донор» and shows no photo.
import { and, asc, count, desc, eq, isNull, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import {
  getAchievementCatalog, getMyAchievements, getPinnedAchievements, listFeedAchievements, listGuestAchievements, pinAchievement, updatePinnedAchievements,
} from '@donor/shared/endpoints/achievements';
import {
  ACHIEVEMENTS, ACHIEVEMENT_MSG, FEED_PAGE_SIZE, MAX_PINNED, PinBody, PinnedBody, TYPE_FEED_VALUES, achievementDef,
  type AchievementCatalog, type AchievementType, type FeedItem, type MyAchievement, type PinnedAchievements, type TypeFeed,
} from '@donor/shared/contract/achievements';
import * as MSG from '@donor/shared/messages';
import { users } from '../../schema.ts';
import { userAchievements } from './schema.ts';
import type { Db, Tx } from '../../db.ts';
import type { ApiEnv, Ctx } from '../../lib/context.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { listBody, pathId, queryBool, queryText, readPage } from '../../lib/http.ts';
import { perDatabase } from '../../lib/prepared.ts';
import { route } from '../../lib/route.ts';
import { requireUser } from '../../lib/tokens.ts';
import { publicName } from '../stations/stations-people.ts';
import { readAchievementState, storedState } from './achievements-store.ts';
import { achievementStates } from './state-schema.ts';

function typeFeed(c: Ctx): AchievementType | null {
  const v = (queryText(c, 'type_feed', 40) ?? '').toLowerCase() || 'all';
  if (!(TYPE_FEED_VALUES as readonly string[]).includes(v)) throw fieldError('type_feed', MSG.choice);
  return v === 'all' ? null : (v as Exclude<TypeFeed, 'all'>);
}

const stageTitle = (type: string, stage: number) => achievementDef(type)?.stages.find((s) => s.stage === stage)?.title ?? '';

/** A feed page of the rows matching `where`, newest first, with the donors' public names. */
async function feedPage(c: Ctx, db: Tx, where: SQL | undefined) {
  const p = readPage(c, FEED_PAGE_SIZE);
  const visible = and(where, isNull(users.deletedAt));
  const [total] = await db.select({ n: count() }).from(userAchievements).innerJoin(users, eq(users.id, userAchievements.userId)).where(visible);
  const rows = await db
    .select({ a: userAchievements, first: users.firstName, last: users.lastName, hidden: users.hideName, photo: users.photoSmall })
    .from(userAchievements)
    .innerJoin(users, eq(users.id, userAchievements.userId))
    .where(visible)
    .orderBy(desc(userAchievements.reachedAt), desc(userAchievements.id))
    .limit(p.size)
    .offset(p.offset);
  const results: FeedItem[] = rows.map((r) => ({
    id: r.a.id,
    type: r.a.type as AchievementType,
    stage: r.a.stage,
    title: stageTitle(r.a.type, r.a.stage),
    reached_at: r.a.reachedAt.toISOString(),
    donor_name: publicName(r.first, r.last, r.hidden),
    photo: r.hidden ? null : r.photo,
  }));
  return listBody(c, p, total?.n ?? 0, results);
}

type StoredStage = { type: string; stage: number; reachedAt: Date; pinned: number | null };
type StageJson = { type: string; stage: number; reached_at: string; pinned: number | null };

/**
 * The donor's stored stages and answer row in one query (docs/recognition.md «Достижения и
 * бонусы: посчитано при записи»): the account's key, the state row joined, the stages as one
 * JSON array. A missing or stale state row is recomputed (achievements-store.ts).
 */
async function storedOf(db: Db, userId: number, now: Date) {
  const [row] = await storedRow(db).execute({ user: userId });
  // Drivers differ on json: parsed (PGlite, postgres.js) or text.
  const raw = row ? (typeof row.stages === 'string' ? (JSON.parse(row.stages) as StageJson[]) : row.stages) : [];
  const stored: StoredStage[] = raw.map((s) => ({ type: s.type, stage: s.stage, reachedAt: new Date(s.reached_at), pinned: s.pinned }));
  const state = storedState(row?.state, now) ?? (await readAchievementState(db, userId, now));
  return { stored, state };
}

// Prepared once per database (lib/prepared.ts): read on every visit of a donor's achievements.
const storedRow = perDatabase((db: Db) => db
  .select({
    state: achievementStates,
    stages: sql<StageJson[] | string>`coalesce((SELECT json_agg(json_build_object('type', ua.type, 'stage', ua.stage, 'reached_at', ua.reached_at, 'pinned', ua.pinned)) FROM ${userAchievements} ua WHERE ua.user_id = ${users.id}), '[]'::json)`,
  })
  .from(users)
  .leftJoin(achievementStates, eq(achievementStates.userId, users.id))
  .where(eq(users.id, sql.placeholder('user')))
  .prepare('achievements_stored'));

/**
 * Every type for the donor: stored stage and pin, stored progress, and whether donations waiting
 * for confirmation would raise it (docs/recognition.md «Что засчитывается»); pinned first when asked.
 */
async function mine(db: Db, userId: number, now: Date, pinnedFirst: boolean): Promise<MyAchievement[]> {
  const { stored, state } = await storedOf(db, userId, now);
  const list = ACHIEVEMENTS.map((def): MyAchievement => {
    const row = stored.find((s) => s.type === def.type);
    const stage = row?.stage ?? 0;
    const next = def.stages.find((s) => s.stage === stage + 1);
    const c = { progress: state.progress[def.type] ?? null };
    // The stored stage wins (it never goes down); the progress is toward the stage after it.
    // Honorary titles: the engine's counts and fewest remaining (stage thresholds there are just «reached»).
    const honorary = def.type === 'honorary_moscow' || def.type === 'honorary_russia';
    const progress = !next || !c?.progress ? null : honorary ? c.progress : { current: Math.min(c.progress.current, next.threshold), next_threshold: next.threshold };
    return {
      type: def.type,
      title: def.title,
      description: def.description,
      stage_reached: stage,
      stage_title: stage > 0 ? stageTitle(def.type, stage) : null,
      reached_at: row ? row.reachedAt.toISOString() : null,
      progress,
      pinned: row?.pinned != null,
      pending: (state.pending[def.type] ?? 0) > stage,
    };
  });
  if (!pinnedFirst) return list;
  const order = (a: MyAchievement) => stored.find((s) => s.type === a.type)?.pinned ?? MAX_PINNED + 1;
  return [...list].sort((a, b) => order(a) - order(b));
}

async function pinnedTypes(db: Tx, userId: number): Promise<AchievementType[]> {
  const rows = await db
    .select({ type: userAchievements.type })
    .from(userAchievements)
    .where(and(eq(userAchievements.userId, userId), isNotNull(userAchievements.pinned)))
    .orderBy(asc(userAchievements.pinned));
  return rows.map((r) => r.type as AchievementType);
}

/** Replaces the donor's pinned list (positions 1..n in this order); every type must be reached. */
async function setPinned(tx: Tx, userId: number, types: AchievementType[], field: string): Promise<void> {
  const reached = new Set((await tx.select({ type: userAchievements.type }).from(userAchievements).where(eq(userAchievements.userId, userId))).map((r) => r.type));
  if (types.some((t) => !reached.has(t))) throw fieldError(field, ACHIEVEMENT_MSG.notReached);
  await tx.update(userAchievements).set({ pinned: null }).where(and(eq(userAchievements.userId, userId), isNotNull(userAchievements.pinned)));
  for (const [i, type] of types.entries()) {
    await tx.update(userAchievements).set({ pinned: i + 1 }).where(and(eq(userAchievements.userId, userId), eq(userAchievements.type, type)));
  }
}

export function registerAchievementRoutes(app: Hono<ApiEnv>): void {
  route(app, getAchievementCatalog, async (c, io) => {
    const { db } = c.get('deps');
    const owner = queryText(c, 'owner_type', 20);
    if (owner && owner !== 'user') throw fieldError('owner_type', ACHIEVEMENT_MSG.ownerType);
    // first_stage_achievements=1: holders_count counts from the first stage (the only reading we give).
    queryBool(c, 'first_stage_achievements');
    const rows = await db
      .select({ type: userAchievements.type, stage: userAchievements.stage, n: count() })
      .from(userAchievements)
      .innerJoin(users, eq(users.id, userAchievements.userId))
      .where(isNull(users.deletedAt))
      .groupBy(userAchievements.type, userAchievements.stage);
    const atLeast = (type: string, stage: number) => rows.filter((r) => r.type === type && r.stage >= stage).reduce((s, r) => s + r.n, 0);
    const body: AchievementCatalog = {
      results: ACHIEVEMENTS.map((def) => ({
        type: def.type,
        title: def.title,
        description: def.description,
        stages: def.stages.map((s) => ({ ...s, holders_count: atLeast(def.type, s.stage) })),
        holders_count: atLeast(def.type, 1),
      })),
    };
    c.header('Cache-Control', 'no-store');
    return io.ok(body);
  });

  route(app, listFeedAchievements, async (c, io) => {
    const { db } = c.get('deps');
    const type = typeFeed(c);
    c.header('Cache-Control', 'no-store');
    return io.ok(await feedPage(c, db, type ? eq(userAchievements.type, type) : undefined));
  });

  route(app, listGuestAchievements, async (c, io) => {
    const { db } = c.get('deps');
    const id = pathId(c);
    const type = typeFeed(c);
    const [u] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, id), eq(users.isActive, true), isNull(users.deletedAt)));
    if (!u) throw notFound();
    c.header('Cache-Control', 'no-store');
    return io.ok(await feedPage(c, db, and(eq(userAchievements.userId, u.id), type ? eq(userAchievements.type, type) : undefined)));
  });

  route(app, getMyAchievements, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    if (pathId(c) !== user.id) throw notFound();
    const pinnedFirst = queryBool(c, 'pinned_first') ?? false;
    c.header('Cache-Control', 'no-store');
    return io.ok({ results: await mine(deps.db, user.id, deps.now(), pinnedFirst) });
  });

  route(app, pinAchievement, PinBody, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    if (pathId(c) !== user.id) throw notFound();
    const body = await io.body();
    await deps.db.transaction(async (tx) => {
      // Serialises pinning per donor, so two requests cannot both take the last place.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('pin'), ${user.id})`);
      const current = await pinnedTypes(tx, user.id);
      const without = current.filter((t) => t !== body.achievement_type);
      const next = body.pinned ? [...without, body.achievement_type] : without;
      if (next.length > MAX_PINNED) throw fieldError('achievement_type', ACHIEVEMENT_MSG.tooManyPinned);
      await setPinned(tx, user.id, next, 'achievement_type');
    });
    return io.ok({ results: await mine(deps.db, user.id, deps.now(), true) });
  });

  route(app, getPinnedAchievements, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const body: PinnedAchievements = { achievement_types: await pinnedTypes(deps.db, user.id) };
    c.header('Cache-Control', 'no-store');
    return io.ok(body);
  });

  route(app, updatePinnedAchievements, PinnedBody, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const body = await io.body();
    await deps.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('pin'), ${user.id})`);
      await setPinned(tx, user.id, body.achievement_types, 'achievement_types');
    });
    const answer: PinnedAchievements = { achievement_types: await pinnedTypes(deps.db, user.id) };
    return io.ok(answer);
  });
}

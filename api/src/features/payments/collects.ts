// spec §7: POST /api/collects/; GET /api/collects/ (only_is_active, progress_percentage);
// GET and PATCH /api/collects/{id}/; GET /api/profile/collects/. "Collect fields: not shown" —
// ours: id, slug, title, description, goal and collected (₽), is_active, ends_at, owner — the
// shapes and bodies are in shared/contract/catalog.ts.
// Moderation (docs/SECURITY.md "Сборы"): only staff and organisation managers create
// fundraisers, at most COLLECT_LIMIT a day each; a new one becomes public once a moderator
// approves it (POST /api/collects/{id}/approve/ or /reject/; requireModerator of
// features/staff/roles.ts, each verdict written to the staff audit log in its transaction,
// docs/staff.md «Журнал»). Until then only its owner and staff see it.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { List } from '@donor/shared/contract/common';
import { COLLECT_MSG, CollectCreateBody, CollectUpdateBody, type Collect, type CollectWithProgress } from '@donor/shared/contract/catalog';
import { approveCollect, createCollect, getCollect, listCollects, listProfileCollects, rejectCollect, updateCollect } from '@donor/shared/endpoints/donate';
import type { ApiDeps, ApiEnv, Ctx } from '../../lib/context.ts';
import { ApiError, DETAIL, fieldError, notFound } from '../../lib/errors.ts';
import { listBody, queryBool, queryText, readPage } from '../../lib/http.ts';
import { route, type Answered, type RouteIo } from '../../lib/route.ts';
import { consume, type Limit } from '../../lib/rate-limit.ts';
import { currentUser, requireUser } from '../../lib/tokens.ts';
import { organizationManagers } from '../../schema.ts';
import { writeAudit } from '../staff/audit-log.ts';
import { requireModerator, type Acting } from '../staff/roles.ts';
import { collects, type CollectStatus } from './schema.ts';

export const MODERATION_MSG = {
  createForbidden: 'Создавать сборы могут только сотрудники платформы и представители организаций.',
  moderateForbidden: 'Проверять сборы могут только сотрудники платформы.',
  status: 'Выберите pending, approved или rejected.',
} as const;

/** New fundraisers per account per day: enough for an organisation, too few for a spam run. */
export const COLLECT_LIMIT: Limit = { scope: 'collect:user', max: 5, windowMs: 24 * 60 * 60_000 };

type Row = typeof collects.$inferSelect;
type Viewer = { id: number; isStaff: boolean };
// Raw names: drizzle leaves columns unqualified in single-table selects, which would bind to
// the subquery's own table.
const collected = sql<number>`coalesce((select sum(p.amount) from payments p where p.collect_id = "collects"."id"), 0)::int`;

/** The answer shape (shared/contract/catalog.ts); progress_percentage only when asked for. */
export function serializeCollect(r: SerializedRow, withProgress: true): CollectWithProgress;
export function serializeCollect(r: SerializedRow, withProgress: boolean): Collect;
export function serializeCollect(r: SerializedRow, withProgress: boolean): Collect {
  return {
    id: r.id, slug: r.slug, title: r.title, description: r.description, goal: r.goal, collected: r.collected,
    is_active: r.isActive, ends_at: r.endsAt, owner_id: r.ownerId, created_at: r.createdAt.toISOString(),
    ...(withProgress ? { progress_percentage: Math.min(100, Math.floor((r.collected / r.goal) * 100)) } : {}),
  };
}
type SerializedRow = Pick<Row, 'id' | 'slug' | 'title' | 'description' | 'goal' | 'isActive' | 'endsAt' | 'ownerId' | 'createdAt'> & { collected: number };

async function list(c: Ctx, where: SQL | undefined): Promise<List<Collect>> {
  const { db } = c.get('deps');
  const page = readPage(c);
  const [total] = await db.select({ n: count() }).from(collects).where(where);
  const rows = await db.select({ ...getColumns(), collected }).from(collects).where(where).orderBy(desc(collects.isActive), desc(collects.createdAt), desc(collects.id)).limit(page.size).offset(page.offset);
  return listBody(c, page, total?.n ?? 0, rows.map((r) => serializeCollect(r, queryBool(c, 'progress_percentage') ?? false)));
}
const getColumns = () => ({
  id: collects.id, slug: collects.slug, title: collects.title, description: collects.description, goal: collects.goal,
  isActive: collects.isActive, ownerId: collects.ownerId, endsAt: collects.endsAt, createdAt: collects.createdAt, status: collects.status,
});

async function byIdOrSlug(c: Ctx) {
  const key = c.req.param('id') ?? '';
  const where = /^\d{1,9}$/.test(key) ? eq(collects.id, Number(key)) : /^[a-z0-9-]{1,60}$/.test(key) ? eq(collects.slug, key) : undefined;
  if (!where) throw notFound();
  const [row] = await c.get('deps').db.select({ ...getColumns(), collected }).from(collects).where(where);
  if (!row) throw notFound();
  return row;
}

/** Staff, or a manager of at least one organisation (organization_managers). */
async function mayCreate(deps: ApiDeps, user: Viewer): Promise<boolean> {
  if (user.isStaff) return true;
  const [row] = await deps.db.select({ one: sql`1` }).from(organizationManagers).where(eq(organizationManagers.userId, user.id)).limit(1);
  return !!row;
}

const forbidden = (detail: string) => new ApiError(403, { detail });

/** A moderator; anyone else signed in is told who checks fundraisers (403). */
async function requireCollectModerator(c: Ctx): Promise<Acting> {
  try {
    return await requireModerator(c);
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) throw forbidden(MODERATION_MSG.moderateForbidden);
    throw error;
  }
}

export function registerCollectRoutes(app: Hono<ApiEnv>): void {
  // Public: approved fundraisers only. Staff may list the queue with ?status=pending.
  route(app, listCollects, async (c, io) => {
    const status = queryText(c, 'status', 20) || 'approved';
    if (status !== 'approved' && status !== 'pending' && status !== 'rejected') throw fieldError('status', MODERATION_MSG.status);
    const conditions: SQL[] = [eq(collects.status, status)];
    if (status !== 'approved') {
      await requireCollectModerator(c);
      c.header('Cache-Control', 'no-store');
    }
    if (queryBool(c, 'only_is_active')) conditions.push(eq(collects.isActive, true));
    return io.ok(await list(c, and(...conditions)));
  });

  // The owner's own fundraisers, whatever their status (so a pending one can be found again).
  route(app, listProfileCollects, async (c, io) => {
    const { user } = await requireUser(c, c.get('deps'));
    c.header('Cache-Control', 'no-store');
    return io.ok(await list(c, eq(collects.ownerId, user.id)));
  });

  // {id} may also be the slug: /fundraising/{slug} (spec §2) loads by it. A fundraiser that is
  // not public is 404 for everyone but its owner and staff (its existence is not revealed).
  route(app, getCollect, async (c, io) => {
    const row = await byIdOrSlug(c);
    if (row.status !== 'approved') {
      const viewer = (await currentUser(c, c.get('deps')))?.user;
      if (!viewer || !(viewer.isStaff || viewer.id === row.ownerId)) throw notFound();
      c.header('Cache-Control', 'no-store');
    }
    return io.ok(serializeCollect(row, true));
  });

  route(app, createCollect, CollectCreateBody, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    if (!(await mayCreate(deps, user))) throw forbidden(MODERATION_MSG.createForbidden);
    const body = await io.body();
    await consume(deps, COLLECT_LIMIT, String(user.id));
    const now = deps.now();
    const finalSlug = body.slug ?? `collect-${now.getTime().toString(36)}-${user.id}`;
    const [taken] = await deps.db.select({ id: collects.id }).from(collects).where(eq(collects.slug, finalSlug));
    if (taken) throw fieldError('slug', COLLECT_MSG.slugTaken);
    // Staff are the moderators: theirs is public at once; everyone else's waits for review.
    const status: CollectStatus = user.isStaff ? 'approved' : 'pending';
    const [row] = await deps.db.insert(collects).values({
      slug: finalSlug, title: body.title, description: body.description ?? '', goal: body.goal, ownerId: user.id, createdAt: now,
      status, moderatedAt: user.isStaff ? now : null, moderatedBy: user.isStaff ? user.id : null,
    }).returning();
    return io.ok(serializeCollect({ ...row!, collected: 0 }, true), 201);
  });

  route(app, updateCollect, CollectUpdateBody, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const row = await byIdOrSlug(c);
    // Server-side permissions are "not shown" (spec §6): only the collect's owner edits it.
    if (row.ownerId !== user.id) {
      if (row.status !== 'approved' && !user.isStaff) throw notFound();
      throw forbidden(DETAIL.forbidden);
    }
    const body = await io.body();
    const patch: Partial<typeof collects.$inferInsert> = {};
    if (body.title !== undefined) patch.title = body.title;
    if (body.description !== undefined) patch.description = body.description ?? '';
    if (body.goal !== undefined) patch.goal = body.goal;
    if (body.is_active !== undefined) patch.isActive = body.is_active;
    // New text is reviewed again: approval covers the words staff read, not later ones.
    const textChanged = (patch.title !== undefined && patch.title !== row.title) || (patch.description !== undefined && patch.description !== row.description);
    if (textChanged && !user.isStaff && row.status !== 'pending') Object.assign(patch, { status: 'pending', moderatedAt: null, moderatedBy: null });
    if (Object.keys(patch).length > 0) await deps.db.update(collects).set(patch).where(eq(collects.id, row.id));
    return io.ok(serializeCollect({ ...row, ...patch }, true));
  });

  const moderate = (status: 'approved' | 'rejected') => async (c: Ctx, io: RouteIo<CollectWithProgress, never>): Promise<Answered<CollectWithProgress>> => {
    const deps = c.get('deps');
    const acting = await requireCollectModerator(c);
    const row = await byIdOrSlug(c);
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      // Locked: two moderators' verdicts are applied one after the other, each logged once.
      const [current] = await tx.select({ status: collects.status }).from(collects).where(eq(collects.id, row.id)).for('update');
      if (!current || current.status === status) return; // a repeat changes nothing and logs nothing
      await tx.update(collects).set({ status, moderatedAt: now, moderatedBy: acting.actor.userId }).where(eq(collects.id, row.id));
      await writeAudit(tx, acting, now, { action: status === 'approved' ? 'collect.approve' : 'collect.reject', object: { type: 'collect', id: row.id }, before: { status: current.status }, after: { status } });
    });
    c.header('Cache-Control', 'no-store');
    return io.ok(serializeCollect(row, true));
  };
  route(app, approveCollect, moderate('approved'));
  route(app, rejectCollect, moderate('rejected'));
}

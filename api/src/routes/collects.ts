// spec §7: POST /api/collects/; GET /api/collects/ (only_is_active, progress_percentage);
// GET and PATCH /api/collects/{id}/; GET /api/profile/collects/. "Collect fields: not shown" —
// ours: id, slug, title, description, goal and collected (₽), is_active, ends_at, owner — the
// shapes and bodies are in shared/contract/catalog.ts.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { List } from '@donor/shared/contract/common';
import { COLLECT_MSG, CollectCreateBody, CollectUpdateBody, type Collect, type CollectWithProgress } from '@donor/shared/contract/catalog';
import type { ApiEnv, Ctx } from '../lib/context.ts';
import { ApiError, DETAIL, fieldError, notFound } from '../lib/errors.ts';
import { listBody, parseBody, queryBool, readPage } from '../lib/http.ts';
import { requireUser } from '../lib/tokens.ts';
import { collects } from '../payments/schema.ts';

type Row = typeof collects.$inferSelect;
// Raw names: drizzle leaves columns unqualified in single-table selects, which would bind to
// the subquery's own table.
const collected = sql<number>`coalesce((select sum(p.amount) from payments p where p.collect_id = "collects"."id"), 0)::int`;

/** The answer shape (shared/contract/catalog.ts); progress_percentage only when asked for. */
export function serializeCollect(r: Row & { collected: number }, withProgress: true): CollectWithProgress;
export function serializeCollect(r: Row & { collected: number }, withProgress: boolean): Collect;
export function serializeCollect(r: Row & { collected: number }, withProgress: boolean): Collect {
  return {
    id: r.id, slug: r.slug, title: r.title, description: r.description, goal: r.goal, collected: r.collected,
    is_active: r.isActive, ends_at: r.endsAt, owner_id: r.ownerId, created_at: r.createdAt.toISOString(),
    ...(withProgress ? { progress_percentage: Math.min(100, Math.floor((r.collected / r.goal) * 100)) } : {}),
  };
}

async function list(c: Ctx, where: ReturnType<typeof and>): Promise<List<Collect>> {
  const { db } = c.get('deps');
  const page = readPage(c);
  const [total] = await db.select({ n: count() }).from(collects).where(where);
  const rows = await db.select({ ...getColumns(), collected }).from(collects).where(where).orderBy(desc(collects.isActive), desc(collects.createdAt), desc(collects.id)).limit(page.size).offset(page.offset);
  return listBody(c, page, total?.n ?? 0, rows.map((r) => serializeCollect(r, queryBool(c, 'progress_percentage') ?? false)));
}
const getColumns = () => ({
  id: collects.id, slug: collects.slug, title: collects.title, description: collects.description, goal: collects.goal,
  isActive: collects.isActive, ownerId: collects.ownerId, endsAt: collects.endsAt, createdAt: collects.createdAt,
});

async function byIdOrSlug(c: Ctx) {
  const key = c.req.param('id') ?? '';
  const where = /^\d{1,9}$/.test(key) ? eq(collects.id, Number(key)) : /^[a-z0-9-]{1,60}$/.test(key) ? eq(collects.slug, key) : undefined;
  if (!where) throw notFound();
  const [row] = await c.get('deps').db.select({ ...getColumns(), collected }).from(collects).where(where);
  if (!row) throw notFound();
  return row;
}

export function registerCollectRoutes(app: Hono<ApiEnv>): void {
  app.get('/api/collects', async (c) => c.json(await list(c, queryBool(c, 'only_is_active') ? and(eq(collects.isActive, true)) : undefined)));

  app.get('/api/profile/collects', async (c) => {
    const { user } = await requireUser(c, c.get('deps'));
    c.header('Cache-Control', 'no-store');
    return c.json(await list(c, and(eq(collects.ownerId, user.id))));
  });

  // {id} may also be the slug: /fundraising/{slug} (spec §2) loads by it.
  app.get('/api/collects/:id', async (c) => c.json(serializeCollect(await byIdOrSlug(c), true)));

  app.post('/api/collects', async (c) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const body = await parseBody(c, CollectCreateBody);
    const now = deps.now();
    const finalSlug = body.slug ?? `collect-${now.getTime().toString(36)}-${user.id}`;
    const [taken] = await deps.db.select({ id: collects.id }).from(collects).where(eq(collects.slug, finalSlug));
    if (taken) throw fieldError('slug', COLLECT_MSG.slugTaken);
    const [row] = await deps.db.insert(collects).values({ slug: finalSlug, title: body.title, description: body.description ?? '', goal: body.goal, ownerId: user.id, createdAt: now }).returning();
    return c.json(serializeCollect({ ...row!, collected: 0 }, true), 201);
  });

  app.patch('/api/collects/:id', async (c) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const row = await byIdOrSlug(c);
    // Server-side permissions are "not shown" (spec §6): only the collect's owner edits it.
    if (row.ownerId !== user.id) throw new ApiError(403, { detail: DETAIL.forbidden });
    const body = await parseBody(c, CollectUpdateBody);
    const patch: Partial<typeof collects.$inferInsert> = {};
    if (body.title !== undefined) patch.title = body.title;
    if (body.description !== undefined) patch.description = body.description ?? '';
    if (body.goal !== undefined) patch.goal = body.goal;
    if (body.is_active !== undefined) patch.isActive = body.is_active;
    if (Object.keys(patch).length > 0) await deps.db.update(collects).set(patch).where(eq(collects.id, row.id));
    return c.json(serializeCollect({ ...row, ...patch }, true));
  });
}

// Deferrals the donor records (a tattoo, an illness, a vaccine…): the eligibility engine moves the
// next possible donation past them (GET /api/profile/eligibility/). Mine only; another donor's → 404.
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { createDeferral, deleteDeferral, listDeferrals } from '@donor/shared/endpoints/cabinet';
import { DeferralBody, type DeferralItem } from '@donor/shared/contract/cabinet';
import * as MSG from '@donor/shared/messages';
import { deferrals } from '../../schema.ts';
import type { ApiEnv } from '../../lib/context.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { listBody, pathId, readPage } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { requireUser } from '../../lib/tokens.ts';
import { assertNotFuture } from './checks.ts';
import { refreshNextDates } from '../comeback/next-dates.ts';

type Row = typeof deferrals.$inferSelect;

export const serializeDeferral = (r: Row): DeferralItem => ({
  id: r.id,
  kind: r.kind as DeferralItem['kind'],
  from: r.fromDate,
  until: r.untilDate,
  note: r.note,
  created_at: r.createdAt.toISOString(),
});

export function registerDeferralRoutes(app: Hono<ApiEnv>): void {
  route(app, listDeferrals, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const p = readPage(c);
    const mine = eq(deferrals.userId, user.id);
    const [total] = await deps.db.select({ n: count() }).from(deferrals).where(mine);
    const rows = await deps.db.select().from(deferrals).where(mine).orderBy(desc(deferrals.fromDate), asc(deferrals.id)).limit(p.size).offset(p.offset);
    c.header('Cache-Control', 'no-store');
    return io.ok(listBody(c, p, total?.n ?? 0, rows.map(serializeDeferral)));
  });

  route(app, createDeferral, DeferralBody, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const body = await io.body();
    // `from` is the event (the tattoo, the day of recovery…): it has happened already.
    assertNotFuture(body.from, deps.now(), 'from');
    if (body.until !== null && body.until < body.from) throw fieldError('until', MSG.dateOrder);
    const row = await deps.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(deferrals)
        .values({ userId: user.id, kind: body.kind, fromDate: body.from, untilDate: body.until, note: body.note, createdAt: deps.now() })
        .returning();
      await refreshNextDates(tx, user.id, deps.now()); // the precomputed next dates (features/comeback/next-dates.ts)
      return inserted!;
    });
    return io.ok(serializeDeferral(row), 201);
  });

  route(app, deleteDeferral, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const gone = await deps.db.transaction(async (tx) => {
      const rows = await tx.delete(deferrals).where(and(eq(deferrals.id, pathId(c)), eq(deferrals.userId, user.id))).returning({ id: deferrals.id });
      if (rows.length > 0) await refreshNextDates(tx, user.id, deps.now());
      return rows;
    });
    if (gone.length === 0) throw notFound();
    return io.empty();
  });
}

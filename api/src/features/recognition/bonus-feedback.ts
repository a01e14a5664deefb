// A donor's feedback on a partner bonus they took (spec §3 Bonus "has feedback"; §7 POST, PATCH,
// GET /api/bonuses/{id}/feedback/): one per donor and bonus — POST once, PATCH afterwards; GET
// answers the caller's feedback or null. A bonus that does not exist → 404.
import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { BonusFeedbackBody, BonusFeedbackPatch, type BonusFeedback } from '@donor/shared/contract/recognition';
import * as RMSG from '@donor/shared/recognition-messages';
import { createBonusFeedback, getBonusFeedback, updateBonusFeedback } from '@donor/shared/endpoints/recognition';
import type { Tx } from '../../db.ts';
import { bonusCodes, bonusFeedback, bonuses } from '../../schema.ts';
import type { ApiEnv } from '../../lib/context.ts';
import { nonFieldError, notFound } from '../../lib/errors.ts';
import { pathId } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { requireUser } from '../../lib/tokens.ts';

const serialize = (r: typeof bonusFeedback.$inferSelect): BonusFeedback => ({
  id: r.id, bonus_id: r.bonusId, rating: r.rating, text: r.text, created_at: r.createdAt.toISOString(), updated_at: r.updatedAt.toISOString(),
});

async function bonusOr404(db: Tx, id: number): Promise<number> {
  const [b] = await db.select({ id: bonuses.id }).from(bonuses).where(eq(bonuses.id, id)).limit(1);
  if (!b) throw notFound();
  return b.id;
}

export function registerBonusFeedbackRoutes(app: Hono<ApiEnv>): void {
  route(app, getBonusFeedback, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const bonusId = await bonusOr404(deps.db, pathId(c));
    const [row] = await deps.db.select().from(bonusFeedback).where(and(eq(bonusFeedback.bonusId, bonusId), eq(bonusFeedback.userId, user.id))).limit(1);
    c.header('Cache-Control', 'no-store');
    return io.ok(row ? serialize(row) : null);
  });

  route(app, createBonusFeedback, BonusFeedbackBody, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const bonusId = await bonusOr404(deps.db, pathId(c));
    const body = await io.body();
    // Feedback is about using the offer: only a donor holding one of its codes.
    const [taken] = await deps.db.select({ id: bonusCodes.id }).from(bonusCodes).where(and(eq(bonusCodes.bonusId, bonusId), eq(bonusCodes.takenBy, user.id))).limit(1);
    if (!taken) throw nonFieldError(RMSG.bonusNotTaken);
    const now = deps.now();
    const [row] = await deps.db
      .insert(bonusFeedback)
      .values({ bonusId, userId: user.id, rating: body.rating, text: body.text, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: [bonusFeedback.bonusId, bonusFeedback.userId] })
      .returning();
    if (!row) throw nonFieldError(RMSG.bonusFeedbackExists);
    return io.ok(serialize(row), 201);
  });

  route(app, updateBonusFeedback, BonusFeedbackPatch, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const bonusId = await bonusOr404(deps.db, pathId(c));
    const mine = and(eq(bonusFeedback.bonusId, bonusId), eq(bonusFeedback.userId, user.id));
    const [current] = await deps.db.select().from(bonusFeedback).where(mine).limit(1);
    if (!current) throw notFound();
    const body = await io.body();
    const [row] = await deps.db
      .update(bonusFeedback)
      .set({ rating: body.rating ?? current.rating, text: body.text === undefined ? current.text : (body.text ?? ''), updatedAt: deps.now() })
      .where(mine)
      .returning();
    return io.ok(serialize(row!));
  });
}

// PATCH /api/profile/subscriptions/{id}/ {amount}: the donor changes the monthly amount (spec §5:
// 50..1 000 000 ₽). Owner only (the same "mine" as the list: my user id or my e-mail); another
// donor's subscription → 404.
//
// Only the sandbox applies it now: it charges from our table (service.ts
// chargeDueSandbox reads subscriptions.amount), so the next charge uses the new amount. A real
// provider keeps its own schedule and amount, and a charge notice whose amount differs from ours
// is rejected (applyNotice). CloudPayments would need its subscriptions/update call (Id, Amount)
// made first, then our row changed — like cancelSubscription does for cancelling; until a provider
// implements that, its subscriptions answer 400 and the donor cancels and subscribes again.
import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { SubscriptionAmountBody } from '@donor/shared/contract/cabinet';
import { updateSubscriptionAmount } from '@donor/shared/endpoints/donate';
import * as MSG from '@donor/shared/messages';
import { subscriptions } from './schema.ts';
import type { ApiEnv } from '../../lib/context.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { pathId } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { requireUser } from '../../lib/tokens.ts';
import { mineSubs, publicSubscription } from './payments.ts';

/** Providers whose amount lives in our table only. */
const AMOUNT_IN_OUR_TABLE = new Set(['sandbox']);

export function registerSubscriptionAmountRoutes(app: Hono<ApiEnv>): void {
  route(app, updateSubscriptionAmount, SubscriptionAmountBody, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const [sub] = await deps.db.select().from(subscriptions).where(and(eq(subscriptions.id, pathId(c)), mineSubs(user)));
    if (!sub) throw notFound();
    const body = await io.body();
    if (sub.status !== 'active') throw fieldError('amount', MSG.subscriptionCancelled);
    if (!AMOUNT_IN_OUR_TABLE.has(sub.provider)) throw fieldError('amount', MSG.subscriptionAmountProvider);
    const [row] = await deps.db.update(subscriptions).set({ amount: body.amount }).where(eq(subscriptions.id, sub.id)).returning();
    return io.ok(publicSubscription(row!));
  });
}

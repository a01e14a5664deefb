// spec §7 "PATCH and GET donation count on the donor card path" (/api/auth/donor_card/) and
// "POST /api/auth/email_widget_link_checked/": the count of the donor's paper card from before
// the platform, kept beside the donations recorded here (never mixed into them: a told count is
// not a record, docs/recognition.md «Карточка донора»), and the mark that ends the cabinet's
// e-mail prompt (prompts.ts). Both are the signed-in donor's own; both writes are idempotent.
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Hono } from 'hono';
import { RECORD_STATUSES } from '@donor/shared/contract/donation-trust';
import { DonorCardBody, type DonorCard } from '@donor/shared/contract/prompts';
import { getDonorCard, markEmailWidgetLinkChecked, updateDonorCard } from '@donor/shared/endpoints/prompts';
import { donations, users } from '../../schema.ts';
import type { Tx } from '../../db.ts';
import type { ApiEnv } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { requireUser } from '../../lib/tokens.ts';

/** The card as it is now (read from the table, not the cached session: a PATCH shows at once). */
export async function donorCardOf(db: Tx, userId: number): Promise<DonorCard> {
  const [row] = await db.select({ n: users.donorCardCount }).from(users).where(eq(users.id, userId));
  const [recorded] = await db.select({ n: count() }).from(donations)
    .where(and(eq(donations.userId, userId), inArray(donations.status, [...RECORD_STATUSES])));
  const told = row?.n ?? 0;
  const here = recorded?.n ?? 0;
  return { donation_count: told, recorded_count: here, total: told + here };
}

export function registerDonorCardRoutes(app: Hono<ApiEnv>): void {
  route(app, getDonorCard, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    c.header('Cache-Control', 'no-store');
    return io.ok(await donorCardOf(deps.db, user.id));
  });

  route(app, updateDonorCard, DonorCardBody, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const body = await io.body();
    await deps.db.update(users).set({ donorCardCount: body.donation_count }).where(eq(users.id, user.id));
    return io.ok(await donorCardOf(deps.db, user.id));
  });

  route(app, markEmailWidgetLinkChecked, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    // The first time is kept: a repeat (a second tab, a double tap) changes nothing.
    const [row] = await deps.db.select({ at: users.emailWidgetCheckedAt }).from(users).where(eq(users.id, user.id));
    let at = row?.at ?? null;
    if (!at) {
      at = deps.now();
      await deps.db.update(users).set({ emailWidgetCheckedAt: at }).where(eq(users.id, user.id));
    }
    return io.ok({ email_widget_link_checked_at: at.toISOString() });
  });
}

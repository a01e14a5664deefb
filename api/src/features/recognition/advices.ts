// Donor advice (spec §3 Donator advice; §4 Advice form; §7 "Advice: GET {url} returns results,
// can_add, can_submit_form; POST {url} (text)"): GET /api/advices/ — the list envelope, newest
// first, authors as «Имя Ф.» («Донор» when hidden or erased), plus the caller's flags; POST
// /api/advices/ {text} — plain text, 1..1000 characters, once per donor, only after a donation.
// docs/recognition.md «Советы».
import { count, desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { AdviceBody, type Advice, type AdviceList } from '@donor/shared/contract/recognition';
import * as RMSG from '@donor/shared/recognition-messages';
import { createAdvice, listAdvices } from '@donor/shared/endpoints/recognition';
import type { Tx } from '../../db.ts';
import { advices, users } from '../../schema.ts';
import type { ApiEnv } from '../../lib/context.ts';
import { nonFieldError } from '../../lib/errors.ts';
import { listBody, readPage } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { currentUser, requireUser } from '../../lib/tokens.ts';
import { donorFacts } from './donor-facts.ts';
import { HIDDEN_NAME, publicName } from '../stations/stations-people.ts';

interface Flags {
  can_add: boolean;
  can_submit_form: boolean;
}

/**
 * can_add: signed in and no advice sent yet; can_submit_form: that and a donation (spec §4) in
 * the donor's own record, a pending one included: advice is the donor's words, not a reward
 * (docs/recognition.md «Что засчитывается»).
 */
async function flagsOf(db: Tx, userId: number | null, now: Date): Promise<Flags> {
  if (userId === null) return { can_add: false, can_submit_form: false };
  const [sent] = await db.select({ id: advices.id }).from(advices).where(eq(advices.userId, userId)).limit(1);
  if (sent) return { can_add: false, can_submit_form: false };
  const facts = await donorFacts(db, userId, now);
  return { can_add: true, can_submit_form: facts.withPending.count > 0 };
}

const serialize = (r: { a: typeof advices.$inferSelect; first: string; last: string; hidden: boolean; deleted: Date | null }): Advice => ({
  id: r.a.id, text: r.a.text, created_at: r.a.createdAt.toISOString(),
  author_name: r.deleted ? HIDDEN_NAME : publicName(r.first, r.last, r.hidden),
});

export function registerAdviceRoutes(app: Hono<ApiEnv>): void {
  route(app, listAdvices, async (c, io) => {
    const deps = c.get('deps');
    const authed = await currentUser(c, deps);
    const p = readPage(c);
    const [total] = await deps.db.select({ n: count() }).from(advices);
    const rows = await deps.db
      .select({ a: advices, first: users.firstName, last: users.lastName, hidden: users.hideName, deleted: users.deletedAt })
      .from(advices)
      .innerJoin(users, eq(users.id, advices.userId))
      .orderBy(desc(advices.createdAt), desc(advices.id))
      .limit(p.size)
      .offset(p.offset);
    const flags = await flagsOf(deps.db, authed?.user.id ?? null, deps.now());
    if (authed) c.header('Cache-Control', 'no-store');
    const out: AdviceList = { ...listBody(c, p, total?.n ?? 0, rows.map(serialize)), ...flags };
    return io.ok(out);
  });

  route(app, createAdvice, AdviceBody, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const body = await io.body();
    const now = deps.now();
    if ((await donorFacts(deps.db, user.id, now)).withPending.count === 0) throw nonFieldError(RMSG.adviceNeedsDonation);
    const [row] = await deps.db.insert(advices).values({ userId: user.id, text: body.text, createdAt: now }).onConflictDoNothing({ target: advices.userId }).returning();
    if (!row) throw nonFieldError(RMSG.adviceSent);
    return io.ok(serialize({ a: row, first: user.firstName, last: user.lastName, hidden: user.hideName, deleted: null }), 201);
  });
}

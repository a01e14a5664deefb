// spec §7: GET /api/auth/{id}/referrals/ — who registered with my referral code (spec §4
// ReferralCode cookie → ?referral_code on registration). Owner only: another id answers 404.
// Only what the referrer needs to see: first name, the initial of the surname, the date joined
// and whether they have donated (a confirmed donation: what «Привёл донора» counts, REWARD_STATUSES
// of shared/src/contract/donation-trust.ts — a friend's word alone rewards nobody);
// no id, no contact. A donor who hid their name (hide_name) is «Донор»; deleted accounts and
// unconfirmed ones are left out.
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Referral } from '@donor/shared/contract/account';
import { REWARD_STATUSES } from '@donor/shared/contract/donation-trust';
import { listReferrals } from '@donor/shared/endpoints/account';
import { donations, users } from '../../schema.ts';
import type { ApiEnv } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { listBody, pathId, readPage } from '../../lib/http.ts';
import { requireUser } from '../../lib/tokens.ts';
import { route } from '../../lib/route.ts';
import { HIDDEN_NAME } from '../stations/stations-people.ts';

export function registerReferralRoutes(app: Hono<ApiEnv>): void {
  route(app, listReferrals, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    if (pathId(c) !== user.id) throw notFound();
    c.header('Cache-Control', 'no-store');
    const page = readPage(c);
    const mine = and(eq(users.referredBy, user.id), eq(users.isActive, true), isNull(users.deletedAt));
    const [total] = await deps.db.select({ n: count() }).from(users).where(mine);
    const donated = and(eq(donations.userId, users.id), inArray(donations.status, [...REWARD_STATUSES]));
    const rows = await deps.db
      .select({
        first: users.firstName,
        last: users.lastName,
        hidden: users.hideName,
        joined: users.dateJoined,
        donated: sql<boolean>`exists (select 1 from ${donations} where ${donated})`,
      })
      .from(users)
      .where(mine)
      .orderBy(desc(users.dateJoined), desc(users.id))
      .limit(page.size)
      .offset(page.offset);
    const results: Referral[] = rows.map((r) => ({
      first_name: r.hidden ? HIDDEN_NAME : r.first,
      last_initial: r.hidden || !r.last ? '' : `${Array.from(r.last)[0]}.`,
      date_joined: r.joined.toISOString(),
      has_donated: r.donated === true || String(r.donated) === 'true',
    }));
    return io.ok(listBody(c, page, total?.n ?? 0, results));
  });
}

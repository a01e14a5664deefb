// spec §7 Info: POST /api/info-after-donation/{donation id}/view/ — the donor opened «what happens
// to the blood next» (GET of the same path: after-donation.ts). The first view is kept and
// answered on repeats; another donor's or a missing donation → 404.
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { viewInfoAfterDonation } from '@donor/shared/endpoints/cabinet';
import type { InfoView } from '@donor/shared/contract/recognition';
import { infoAfterDonationViews as views } from '../../schema.ts';
import type { ApiEnv } from '../../lib/context.ts';
import { pathId } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { requireUser } from '../../lib/tokens.ts';
import { ownDonationOr404 } from './checks.ts';

export function registerInfoViewRoutes(app: Hono<ApiEnv>): void {
  route(app, viewInfoAfterDonation, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const donation = await ownDonationOr404(deps.db, user.id, pathId(c));
    await deps.db.insert(views).values({ donationId: donation.id, userId: user.id, viewedAt: deps.now() }).onConflictDoNothing();
    const [row] = await deps.db.select().from(views).where(eq(views.donationId, donation.id)).limit(1);
    const out: InfoView = { donation_id: donation.id, viewed_at: row!.viewedAt.toISOString() };
    return io.ok(out);
  });
}

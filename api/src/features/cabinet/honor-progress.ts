// spec §7 "Other store base paths": donations/honor and profile/honor.
// - GET /api/donations/honor/ — how far the donor is from each honorary title, from the same
//   facts and engine as the cabinet's eligibility (eligibility.ts);
// - GET /api/profile/honor/ — the honor certificate (honor-certificate.ts) beside that progress:
//   what the cabinet's honor block shows in one answer.
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { honoraryProgress } from '@donor/shared/eligibility/honorary';
import { getDonationsHonor, getProfileHonor } from '@donor/shared/endpoints/prompts';
import { honorCertificates } from './schema.ts';
import type { ApiEnv } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { requireUser } from '../../lib/tokens.ts';
import { pictureUrl } from '../uploads/pictures.ts';
import { moscowToday } from './checks.ts';
import { donorFacts } from './facts.ts';

export function registerHonorProgressRoutes(app: Hono<ApiEnv>): void {
  route(app, getDonationsHonor, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const today = moscowToday(deps.now());
    c.header('Cache-Control', 'no-store');
    return io.ok({ results: honoraryProgress(await donorFacts(deps.db, user), today) });
  });

  route(app, getProfileHonor, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const today = moscowToday(deps.now());
    const [row] = await deps.db.select().from(honorCertificates).where(eq(honorCertificates.userId, user.id)).limit(1);
    const certificate = row ? { id: row.id, image_id: row.pictureId, image_url: pictureUrl(row.pictureId), honor_certificate_date: row.honorCertificateDate } : null;
    c.header('Cache-Control', 'no-store');
    return io.ok({ certificate, honorary: honoraryProgress(await donorFacts(deps.db, user), today) });
  });
}

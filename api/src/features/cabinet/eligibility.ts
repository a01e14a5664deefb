// GET /api/profile/eligibility/ (spec §1 "donation reminders", §7 "Donor plan"): when the donor
// may give each component next and how far the honorary titles are, computed by the shared
// engine (shared/src/eligibility/) from the same facts the plan check uses (facts.ts).
import type { Hono } from 'hono';
import { getEligibility } from '@donor/shared/endpoints/cabinet';
import type { EligibilityResponse } from '@donor/shared/contract/cabinet';
import { nextPossibleDates } from '@donor/shared/eligibility/engine';
import { honoraryProgress } from '@donor/shared/eligibility/honorary';
import type { ApiEnv } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { requireUser } from '../../lib/tokens.ts';
import { moscowToday } from './checks.ts';
import { donorFacts } from './facts.ts';

export function registerEligibilityRoutes(app: Hono<ApiEnv>): void {
  route(app, getEligibility, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const today = moscowToday(deps.now());
    const facts = await donorFacts(deps.db, user);
    const body: EligibilityResponse = {
      sex: facts.sex,
      today,
      donations: facts.donations.map((d) => ({ date: d.date, components: d.components, volumeMl: d.volumeMl ?? null, paid: d.paid ?? null })),
      deferrals: facts.deferrals,
      next: nextPossibleDates(facts, today),
      honorary: honoraryProgress(facts, today),
    };
    c.header('Cache-Control', 'no-store');
    return io.ok(body);
  });
}

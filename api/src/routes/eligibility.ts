// GET /api/profile/eligibility/ (spec §1 "donation reminders", §7 "Donor plan"): when the donor
// may give each component next and how far the honorary titles are, computed by the shared
// engine (shared/src/eligibility/) from the same facts the plan check uses (cabinet/facts.ts).
import type { Hono } from 'hono';
import type { EligibilityResponse } from '@donor/shared/contract/cabinet';
import { nextPossibleDates } from '@donor/shared/eligibility/engine';
import { honoraryProgress } from '@donor/shared/eligibility/honorary';
import type { ApiEnv } from '../lib/context.ts';
import { requireUser } from '../lib/tokens.ts';
import { moscowToday } from '../cabinet/checks.ts';
import { donorFacts } from '../cabinet/facts.ts';

export function registerEligibilityRoutes(app: Hono<ApiEnv>): void {
  app.get('/api/profile/eligibility', async (c) => {
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
    return c.json(body);
  });
}

// After a donation (spec §7 "Donations, stations, notices", "Info"): the wellbeing survey
// (POST /api/survey_after_donation/, GET /api/donations/{id}/surveys/), the feedback on the
// donation (POST /api/donation_feedback/, PATCH /api/donation_feedback/{id}/) and what happens to
// the blood next (GET /api/info-after-donation/{donation id}). All on the donor's own donations:
// another donor's donation, survey list or feedback → 404 (or 400 at donation_id in a body).
import { and, asc, count, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { createFeedback, createSurvey, getInfoAfterDonation, listSurveys, updateFeedback } from '@donor/shared/endpoints/cabinet';
import { FeedbackBody, FeedbackUpdateBody, SurveyBody, type BloodClass, type Feedback, type InfoAfterDonation, type Survey } from '@donor/shared/contract/cabinet';
import * as MSG from '@donor/shared/messages';
import { donationFeedback, donationSurveys } from '../../schema.ts';
import type { ApiEnv } from '../../lib/context.ts';
import { nonFieldError, notFound } from '../../lib/errors.ts';
import { listBody, pathId, readPage } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { requireUser } from '../../lib/tokens.ts';
import { ownDonationOr404, ownDonationOrError } from './checks.ts';
import { INFO_AFTER_DONATION } from './info-after-donation-data.ts';

const serializeSurvey = (r: typeof donationSurveys.$inferSelect): Survey => ({
  id: r.id,
  donation_id: r.donationId,
  wellbeing: r.wellbeing,
  had_reaction: r.hadReaction,
  would_return: r.wouldReturn,
  comment: r.comment,
  created_at: r.createdAt.toISOString(),
});

const serializeFeedback = (r: typeof donationFeedback.$inferSelect): Feedback => ({
  id: r.id,
  donation_id: r.donationId,
  rating: r.rating,
  text: r.text,
  created_at: r.createdAt.toISOString(),
});

export function registerAfterDonationRoutes(app: Hono<ApiEnv>): void {
  route(app, createSurvey, SurveyBody, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const body = await io.body();
    const donation = await ownDonationOrError(deps.db, user.id, body.donation_id);
    const [row] = await deps.db
      .insert(donationSurveys)
      .values({
        donationId: donation.id, userId: user.id, wellbeing: body.wellbeing, hadReaction: body.had_reaction,
        wouldReturn: body.would_return, comment: body.comment, createdAt: deps.now(),
      })
      .returning();
    return io.ok(serializeSurvey(row!), 201);
  });

  route(app, listSurveys, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const donation = await ownDonationOr404(deps.db, user.id, pathId(c));
    const p = readPage(c);
    const where = and(eq(donationSurveys.donationId, donation.id), eq(donationSurveys.userId, user.id));
    const [total] = await deps.db.select({ n: count() }).from(donationSurveys).where(where);
    const rows = await deps.db.select().from(donationSurveys).where(where).orderBy(asc(donationSurveys.createdAt), asc(donationSurveys.id)).limit(p.size).offset(p.offset);
    c.header('Cache-Control', 'no-store');
    return io.ok(listBody(c, p, total?.n ?? 0, rows.map(serializeSurvey)));
  });

  route(app, createFeedback, FeedbackBody, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const body = await io.body();
    const donation = await ownDonationOrError(deps.db, user.id, body.donation_id);
    const now = deps.now();
    const [row] = await deps.db
      .insert(donationFeedback)
      .values({ donationId: donation.id, userId: user.id, rating: body.rating, text: body.text, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: [donationFeedback.userId, donationFeedback.donationId] })
      .returning();
    // One feedback per donation: the form PATCHes it afterwards (spec §7 "with /{id}/ when it has an id").
    if (!row) throw nonFieldError(MSG.feedbackExists);
    return io.ok(serializeFeedback(row), 201);
  });

  route(app, updateFeedback, FeedbackUpdateBody, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const mine = and(eq(donationFeedback.id, pathId(c)), eq(donationFeedback.userId, user.id));
    const [current] = await deps.db.select().from(donationFeedback).where(mine).limit(1);
    if (!current) throw notFound();
    const body = await io.body();
    const [row] = await deps.db
      .update(donationFeedback)
      .set({ rating: body.rating ?? current.rating, text: body.text === undefined ? current.text : body.text, updatedAt: deps.now() })
      .where(mine)
      .returning();
    return io.ok(serializeFeedback(row!));
  });

  route(app, getInfoAfterDonation, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const donation = await ownDonationOr404(deps.db, user.id, pathId(c));
    const bloodClass = donation.bloodClass as BloodClass;
    const info = INFO_AFTER_DONATION[bloodClass] ?? INFO_AFTER_DONATION.blood;
    const out: InfoAfterDonation = { donation_id: donation.id, blood_class: bloodClass in INFO_AFTER_DONATION ? bloodClass : 'blood', title: info.title, steps: info.steps };
    c.header('Cache-Control', 'no-store');
    return io.ok(out);
  });
}

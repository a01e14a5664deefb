// spec §7 "GET widget and trigger endpoints (one takes ?city_id=); GET api/profile/popup-trigger/":
// - GET /api/donations/widget/?city_id= — the donation counter (public): confirmed donations at
//   the city's stations this month and the donors who gave there; all regions without a city;
// - GET /api/profile/trigger/ — the cabinet's one next step: record a donation after a planned
//   day passed, or plan one when whole blood is possible and nothing is ahead;
// - GET /api/profile/popup-trigger/ — the one-time popup: add an e-mail, until the donor followed
//   it (POST /api/auth/email_widget_link_checked/, donor-card.ts).
// docs/recognition.md «Подсказки и карточка донора» says why these rules.
import { and, countDistinct, count, desc, eq, gte, inArray, lt, lte } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { ProfileTrigger } from '@donor/shared/contract/prompts';
import { RECORD_STATUSES } from '@donor/shared/contract/donation-trust';
import { nextPossibleDates } from '@donor/shared/eligibility/engine';
import { getDonationsWidget, getPopupTrigger, getProfileTrigger } from '@donor/shared/endpoints/prompts';
import { bloodStations, donations, users } from '../../schema.ts';
import { donorPlans } from './schema.ts';
import { eventTimeSlots, joinedUsers } from '../booking/schema.ts';
import type { Tx } from '../../db.ts';
import type { ApiEnv } from '../../lib/context.ts';
import { queryId } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { requireUser } from '../../lib/tokens.ts';
import { moscowToday } from './checks.ts';
import { donorFacts } from './facts.ts';

/** The trigger from the donor's plans, bookings and eligibility on `today` (Moscow day). */
export async function profileTrigger(db: Tx, user: { id: number; gender: 'male' | 'female' | null; birthDate: string | null }, today: string): Promise<ProfileTrigger> {
  // A planned day that has passed with no donation recorded from it on: «Вы сдали кровь?».
  const [lastPast] = await db.select({ date: donorPlans.planDate }).from(donorPlans)
    .where(and(eq(donorPlans.userId, user.id), lt(donorPlans.planDate, today)))
    .orderBy(desc(donorPlans.planDate)).limit(1);
  if (lastPast) {
    const [recorded] = await db.select({ n: count() }).from(donations)
      .where(and(eq(donations.userId, user.id), inArray(donations.status, [...RECORD_STATUSES]), gte(donations.donateAt, lastPast.date)));
    if ((recorded?.n ?? 0) === 0) return { trigger: 'record_donation', date: lastPast.date };
  }
  const [planned] = await db.select({ n: count() }).from(donorPlans).where(and(eq(donorPlans.userId, user.id), gte(donorPlans.planDate, today)));
  const [booked] = await db.select({ n: count() }).from(joinedUsers)
    .innerJoin(eventTimeSlots, eq(eventTimeSlots.id, joinedUsers.timeslotId))
    .where(and(eq(joinedUsers.userId, user.id), gte(eventTimeSlots.date, today)));
  if ((planned?.n ?? 0) > 0 || (booked?.n ?? 0) > 0) return { trigger: null, date: null };
  const next = nextPossibleDates(await donorFacts(db, user), today).blood;
  return { trigger: 'plan_donation', date: next.date };
}

export function registerPromptRoutes(app: Hono<ApiEnv>): void {
  route(app, getDonationsWidget, async (c, io) => {
    const { db, now } = c.get('deps');
    const cityId = queryId(c, 'city_id') ?? null;
    const monthStart = `${moscowToday(now()).slice(0, 8)}01`;
    const inCity = cityId === null ? undefined : eq(bloodStations.cityId, cityId);
    const confirmed = eq(donations.status, 'accepted');
    const [month] = await db.select({ n: count() }).from(donations)
      .innerJoin(bloodStations, eq(bloodStations.id, donations.bloodStationId))
      .where(and(confirmed, inCity, gte(donations.donateAt, monthStart), lte(donations.donateAt, moscowToday(now()))));
    const [donors] = await db.select({ n: countDistinct(donations.userId) }).from(donations)
      .innerJoin(bloodStations, eq(bloodStations.id, donations.bloodStationId))
      .where(and(confirmed, inCity));
    return io.ok({ city_id: cityId, month_donations: month?.n ?? 0, donors: donors?.n ?? 0 });
  });

  route(app, getProfileTrigger, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    c.header('Cache-Control', 'no-store');
    return io.ok(await profileTrigger(deps.db, user, moscowToday(deps.now())));
  });

  route(app, getPopupTrigger, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    // Read from the table, not the cached session: the popup ends as soon as the link is checked.
    const [row] = await deps.db.select({ email: users.email, checked: users.emailWidgetCheckedAt }).from(users).where(eq(users.id, user.id));
    c.header('Cache-Control', 'no-store');
    return io.ok({ popup: row && !row.email && !row.checked ? 'add_email' : null });
  });
}

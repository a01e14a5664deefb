// spec §7 "Other store base paths": profile/activity — GET /api/profile/activity/, the donor's own
// record in one list, newest first: donations (accepted or awaiting confirmation), event bookings
// (by the slot's day) and planned donations. Paged like every list (spec §7 "Generic lists").
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { ActivityItem } from '@donor/shared/contract/prompts';
import { RECORD_STATUSES } from '@donor/shared/contract/donation-trust';
import { COMPONENT_LABEL } from '@donor/shared/eligibility/reasons';
import { listProfileActivity } from '@donor/shared/endpoints/prompts';
import { donations } from '../../schema.ts';
import { donorPlans } from './schema.ts';
import { eventTimeSlots, events, joinedUsers } from '../booking/schema.ts';
import type { ApiEnv } from '../../lib/context.ts';
import { listBody, readPage } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { requireUser } from '../../lib/tokens.ts';

/** At most this many rows of each kind are read: the list is a recent record, not an archive. */
const PER_KIND = 200;

const labelOf = (component: string): string => COMPONENT_LABEL[component as keyof typeof COMPONENT_LABEL] ?? component;

export function registerActivityRoutes(app: Hono<ApiEnv>): void {
  route(app, listProfileActivity, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const page = readPage(c);
    const [given, booked, planned] = await Promise.all([
      deps.db.select({ date: donations.donateAt, component: donations.bloodClass }).from(donations)
        .where(and(eq(donations.userId, user.id), inArray(donations.status, [...RECORD_STATUSES])))
        .orderBy(desc(donations.donateAt)).limit(PER_KIND),
      deps.db.select({ date: eventTimeSlots.date, title: events.title }).from(joinedUsers)
        .innerJoin(eventTimeSlots, eq(eventTimeSlots.id, joinedUsers.timeslotId))
        .innerJoin(events, eq(events.id, joinedUsers.eventId))
        .where(eq(joinedUsers.userId, user.id))
        .orderBy(desc(eventTimeSlots.date)).limit(PER_KIND),
      deps.db.select({ date: donorPlans.planDate, component: donorPlans.bloodClass }).from(donorPlans)
        .where(eq(donorPlans.userId, user.id))
        .orderBy(desc(donorPlans.planDate)).limit(PER_KIND),
    ]);
    const all: ActivityItem[] = [
      ...given.map((r): ActivityItem => ({ kind: 'donation', date: r.date, title: `Донация: ${labelOf(r.component).toLowerCase()}` })),
      ...booked.map((r): ActivityItem => ({ kind: 'booking', date: r.date, title: `Запись: ${r.title}` })),
      ...planned.map((r): ActivityItem => ({ kind: 'plan', date: r.date, title: `План: ${labelOf(r.component).toLowerCase()}` })),
    ].sort((a, b) => b.date.localeCompare(a.date));
    c.header('Cache-Control', 'no-store');
    return io.ok(listBody(c, page, all.length, all.slice(page.offset, page.offset + page.size)));
  });
}

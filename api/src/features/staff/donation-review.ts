// Donation review (docs/staff.md «Проверка донаций»; spec §3 Donation status): moderators confirm
// or refuse the donations donors write themselves. The queue is the pending donations of living
// accounts, the longest waiting first; one donation comes with its certificate, the donor's
// history and the likely duplicates (donation-review-rules.ts). A verdict is one transaction
// under a row lock: the first one wins, any later one is 409 «Уже рассмотрено» (the same
// moderator's exact repeat gets the same answer and changes nothing). It writes the reviewer and
// the reason, the audit record, recomputes the donor's achievements and queues the donor's
// message (donation-review-notify.ts). An accepted donation counts in the rankings at once: the
// donations triggers of 0010_top.sql refresh top_stats on the UPDATE itself.
import { and, asc, count, desc, eq, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import {
  HISTORY_LIMIT, DUPLICATE_WINDOW_DAYS, StaffDonationQuery, VerdictBody,
  type StaffDonationDetail, type StaffDonationDuplicate, type StaffDonationFacets, type StaffDonationHistoryItem, type StaffDonationItem,
} from '@donor/shared/contract/staff-donations';
import type { BloodClass } from '@donor/shared/contract/cabinet';
import { getStaffDonation, getStaffDonationFacets, listStaffDonations, postDonationVerdict } from '@donor/shared/endpoints/staff-donations';
import * as SM from '@donor/shared/staff-messages';
import * as SDM from '@donor/shared/staff-donations-messages';
import type { RejectReason } from '@donor/shared/staff-donations-messages';
import type { Tx } from '../../db.ts';
import type { ApiEnv } from '../../lib/context.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { listBody, parseValue, pathId, readPage } from '../../lib/http.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import { route } from '../../lib/route.ts';
import { bloodStations, cities, donations, pictures, users } from '../../schema.ts';
import { recomputeAfterDonation } from '../achievements/achievements-store.ts';
import { refreshNextDates } from '../comeback/next-dates.ts';
import { pictureUrl } from '../uploads/pictures.ts';
import { writeAudit } from './audit-log.ts';
import { notifyVerdict } from './donation-review-notify.ts';
import { byStrength, duplicateMatch, isRepeatOf } from './donation-review-rules.ts';
import { requireModerator } from './roles.ts';

type DonationRow = typeof donations.$inferSelect;

const nameOf = (u: { firstName: string; lastName: string }): string => `${u.firstName} ${u.lastName}`.trim();
const idTitle = (id: number | null, title: string | null) => (id !== null && title !== null ? { id, title } : null);

/** Pending, of an account that still exists: what the queue holds. */
const inQueue = and(eq(donations.status, 'pre_accepted'), isNull(users.deletedAt));
/** The queue's order: when the donor sent it (rows older than 0017 fall back to when it was written). */
const waitingSince = sql`coalesce(${donations.submittedAt}, ${donations.createdAt})`;

/** Other donations of the same donor within the duplicate window (the queue's flag). */
const duplicateCount = sql<number>`(select count(*)::int from ${donations} o
  where o.user_id = ${donations.userId} and o.id <> ${donations.id}
    and abs(o.donate_at - ${donations.donateAt}) <= ${DUPLICATE_WINDOW_DAYS})`;

async function queuePage(db: Tx, where: SQL | undefined, limit: number, offset: number): Promise<StaffDonationItem[]> {
  const rows = await db
    .select({
      d: donations, first: users.firstName, last: users.lastName,
      stationTitle: bloodStations.title, cityId: cities.id, cityTitle: cities.title, duplicates: duplicateCount,
    })
    .from(donations)
    .innerJoin(users, eq(users.id, donations.userId))
    .leftJoin(bloodStations, eq(bloodStations.id, donations.bloodStationId))
    .leftJoin(cities, eq(cities.id, bloodStations.cityId))
    .where(where)
    .orderBy(asc(waitingSince), asc(donations.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ d, first, last, stationTitle, cityId, cityTitle, duplicates }) => ({
    id: d.id,
    donate_at: d.donateAt,
    blood_class: d.bloodClass as BloodClass,
    blood_station: idTitle(d.bloodStationId, stationTitle),
    city: idTitle(cityId, cityTitle),
    donor: { id: d.userId, name: nameOf({ firstName: first, lastName: last }) },
    has_certificate: d.certificatePictureId !== null,
    submitted_at: (d.submittedAt ?? d.createdAt).toISOString(),
    // A refusal's reason stays on the row when the donor sends it again (cleared by acceptance).
    resubmitted: d.rejectReason !== null,
    possible_duplicates: Number(duplicates),
  }));
}

const historyItem = (d: DonationRow, stationTitle: string | null): StaffDonationHistoryItem => ({
  id: d.id,
  donate_at: d.donateAt,
  blood_class: d.bloodClass as BloodClass,
  blood_station: idTitle(d.bloodStationId, stationTitle),
  status: d.status,
  source: d.source,
  has_certificate: d.certificatePictureId !== null,
});

/** Everything a moderator judges one donation by; null when there is no such donation. */
export async function loadReview(db: Tx, id: number): Promise<StaffDonationDetail | null> {
  const [row] = await db
    .select({
      d: donations, donor: users, stationTitle: bloodStations.title, cityId: cities.id, cityTitle: cities.title,
      picture: { id: pictures.id, width: pictures.width, height: pictures.height },
      donorCity: sql<string | null>`(select title from ${cities} c where c.id = ${users.cityId})`,
      reviewer: sql<string | null>`(select trim(first_name || ' ' || last_name) from ${users} r where r.id = ${donations.reviewedBy})`,
    })
    .from(donations)
    .innerJoin(users, eq(users.id, donations.userId))
    .leftJoin(bloodStations, eq(bloodStations.id, donations.bloodStationId))
    .leftJoin(cities, eq(cities.id, bloodStations.cityId))
    .leftJoin(pictures, eq(pictures.id, donations.certificatePictureId))
    .where(eq(donations.id, id))
    .limit(1);
  if (!row) return null;
  const { d, donor } = row;
  const others = and(eq(donations.userId, d.userId), ne(donations.id, d.id));
  const [total] = await db.select({ n: count() }).from(donations).where(others);
  const history = await db
    .select({ d: donations, stationTitle: bloodStations.title })
    .from(donations)
    .leftJoin(bloodStations, eq(bloodStations.id, donations.bloodStationId))
    .where(others)
    .orderBy(desc(donations.donateAt), desc(donations.id))
    .limit(HISTORY_LIMIT);
  // The window is read on its own: a duplicate may be older than the history's first page.
  const near = await db
    .select({ d: donations, stationTitle: bloodStations.title })
    .from(donations)
    .leftJoin(bloodStations, eq(bloodStations.id, donations.bloodStationId))
    .where(and(others, sql`abs(${donations.donateAt} - ${d.donateAt}::date) <= ${DUPLICATE_WINDOW_DAYS}`));
  const duplicates = near
    .map(({ d: o, stationTitle }) => ({ ...historyItem(o, stationTitle), donateAt: o.donateAt, bloodStationId: o.bloodStationId, match: duplicateMatch(d, o) }))
    .filter((o): o is typeof o & { match: NonNullable<typeof o.match> } => o.match !== null)
    .sort(byStrength(d))
    .map(({ donateAt: _a, bloodStationId: _b, ...o }): StaffDonationDuplicate => o);
  return {
    id: d.id,
    donate_at: d.donateAt,
    blood_class: d.bloodClass as BloodClass,
    blood_station: idTitle(d.bloodStationId, row.stationTitle),
    city: idTitle(row.cityId, row.cityTitle),
    status: d.status,
    source: d.source,
    is_paid: d.isPaid,
    volume_ml: d.volumeMl,
    certificate: row.picture ? { id: row.picture.id, url: pictureUrl(row.picture.id), width: row.picture.width, height: row.picture.height } : null,
    submitted_at: (d.submittedAt ?? d.createdAt).toISOString(),
    created_at: d.createdAt.toISOString(),
    review: d.reviewedAt
      ? {
        by: d.reviewedBy !== null ? { id: d.reviewedBy, name: row.reviewer ?? '' } : null,
        at: d.reviewedAt.toISOString(),
        reason: d.rejectReason as RejectReason | null,
        comment: d.rejectComment,
      }
      : null,
    donor: {
      id: donor.id,
      name: nameOf(donor),
      city: idTitle(donor.cityId, row.donorCity),
      email: donor.email,
      phone: donor.phone,
      joined_at: donor.dateJoined.toISOString(),
    },
    history: history.map(({ d: o, stationTitle }) => historyItem(o, stationTitle)),
    history_count: total?.n ?? 0,
    duplicates,
  };
}

/** What the audit log keeps of a donation before and after a verdict. */
const auditState = (d: DonationRow) => ({
  status: d.status,
  donate_at: d.donateAt,
  blood_class: d.bloodClass,
  blood_station_id: d.bloodStationId,
  certificate_id: d.certificatePictureId,
  submitted_at: d.submittedAt?.toISOString() ?? null,
  reject_reason: d.rejectReason,
  reject_comment: d.rejectComment,
});

export function registerDonationReviewRoutes(app: Hono<ApiEnv>): void {
  route(app, listStaffDonations, async (c, io) => {
    await requireModerator(c);
    const { db } = c.get('deps');
    const q = parseValue(StaffDonationQuery, c.req.query());
    const where = and(
      inQueue,
      q.city_id !== undefined ? eq(bloodStations.cityId, q.city_id) : undefined,
      q.blood_station_id !== undefined ? eq(donations.bloodStationId, q.blood_station_id) : undefined,
      q.certificate === 'yes' ? isNotNull(donations.certificatePictureId) : q.certificate === 'no' ? isNull(donations.certificatePictureId) : undefined,
    );
    const page = readPage(c);
    const [total] = await db
      .select({ n: count() })
      .from(donations)
      .innerJoin(users, eq(users.id, donations.userId))
      .leftJoin(bloodStations, eq(bloodStations.id, donations.bloodStationId))
      .where(where);
    return io.ok(listBody(c, page, total?.n ?? 0, await queuePage(db, where, page.size, page.offset)));
  });

  // Before `{id}`: "facets" is not an id.
  route(app, getStaffDonationFacets, async (c, io) => {
    await requireModerator(c);
    const { db } = c.get('deps');
    const rows = await db
      .select({
        stationId: bloodStations.id, stationTitle: bloodStations.title, cityId: cities.id, cityTitle: cities.title,
        n: count(), withCertificate: sql<number>`count(${donations.certificatePictureId})::int`,
      })
      .from(donations)
      .innerJoin(users, eq(users.id, donations.userId))
      .leftJoin(bloodStations, eq(bloodStations.id, donations.bloodStationId))
      .leftJoin(cities, eq(cities.id, bloodStations.cityId))
      .where(inQueue)
      .groupBy(bloodStations.id, bloodStations.title, cities.id, cities.title);
    const cityCounts = new Map<number, { id: number; title: string; count: number }>();
    for (const r of rows) {
      if (r.cityId === null || r.cityTitle === null) continue;
      const city = cityCounts.get(r.cityId) ?? { id: r.cityId, title: r.cityTitle, count: 0 };
      city.count += r.n;
      cityCounts.set(r.cityId, city);
    }
    const byTitle = (a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title, 'ru');
    const facets: StaffDonationFacets = {
      total: rows.reduce((sum, r) => sum + r.n, 0),
      cities: [...cityCounts.values()].sort(byTitle),
      stations: rows
        .filter((r) => r.stationId !== null && r.stationTitle !== null)
        .map((r) => ({ id: r.stationId!, title: r.stationTitle!, city_id: r.cityId, count: r.n }))
        .sort(byTitle),
      with_certificate: rows.reduce((sum, r) => sum + Number(r.withCertificate), 0),
    };
    return io.ok(facets);
  });

  route(app, getStaffDonation, async (c, io) => {
    await requireModerator(c);
    const review = await loadReview(c.get('deps').db, pathId(c));
    if (!review) throw notFound();
    return io.ok(review);
  });

  route(app, postDonationVerdict, VerdictBody, async (c, io) => {
    const acting = await requireModerator(c);
    const deps = c.get('deps');
    const id = pathId(c);
    const body = await io.body();
    const now = deps.now();
    const origin = publicOrigin(c);
    await deps.db.transaction(async (tx) => {
      // The row lock: a second verdict waits here and then finds the item decided.
      const [row] = await tx.select().from(donations).where(eq(donations.id, id)).for('update');
      if (!row) throw notFound();
      if (row.userId === acting.actor.userId) throw new ApiError(403, { detail: SDM.ownDonation });
      if (row.status !== 'pre_accepted') {
        if (isRepeatOf(row, acting.actor.userId, body)) return;
        throw new ApiError(409, { detail: SM.alreadyReviewed });
      }
      if (body.expected_status !== undefined && body.expected_status !== row.status) throw new ApiError(409, { detail: SM.alreadyReviewed });
      if (body.submitted_at !== undefined && body.submitted_at !== (row.submittedAt ?? row.createdAt).toISOString()) {
        throw new ApiError(409, { detail: SDM.changedByDonor });
      }
      const accept = body.verdict === 'accept';
      const [after] = await tx
        .update(donations)
        .set({
          status: accept ? 'accepted' : 'rejected',
          reviewedBy: acting.actor.userId,
          reviewedAt: now,
          // Acceptance clears an earlier refusal; a refusal keeps the donor's data as it was.
          rejectReason: accept ? null : body.reason!,
          rejectComment: accept ? null : body.comment,
        })
        .where(eq(donations.id, id))
        .returning();
      await writeAudit(tx, acting, now, {
        action: accept ? 'donation.accept' : 'donation.reject',
        object: { type: 'donation', id },
        before: auditState(row),
        after: auditState(after!),
      });
      await recomputeAfterDonation(tx, row.userId, now); // achievements follow accepted donations (docs/recognition.md)
      await refreshNextDates(tx, row.userId, now); // a rejected donation no longer sets the donor's intervals
      const [donor] = await tx.select({ id: users.id, email: users.email, phone: users.phone, firstName: users.firstName }).from(users).where(eq(users.id, row.userId));
      const [station] = row.bloodStationId !== null
        ? await tx.select({ title: bloodStations.title }).from(bloodStations).where(eq(bloodStations.id, row.bloodStationId))
        : [];
      if (donor) {
        await notifyVerdict(tx, now, donor, {
          donationId: id, donateAt: row.donateAt, bloodClass: row.bloodClass, stationTitle: station?.title ?? null, firstName: donor.firstName,
          verdict: body.verdict, reason: accept ? null : body.reason!, comment: accept ? null : body.comment, origin,
        });
      }
    });
    const review = await loadReview(deps.db, id);
    return io.ok(review!);
  });
}

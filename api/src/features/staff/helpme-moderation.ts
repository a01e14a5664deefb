// Help-me moderation and reports (docs/helpme.md «Модерация»): the moderators' queue by state,
// their verdicts, and «Пожаловаться» — a report any visitor sends on a published request.
// - A verdict locks the request's row, checks the state the moderator saw (`expected`; another
//   one means someone decided meanwhile → 409 «Уже рассмотрено») and that the verdict applies to
//   it, moves it (the photo follows), dismisses its open reports on approval, writes the audit
//   record and queues the author's message — one transaction, nothing half-applied.
// - A report locks the same row, so a report and a verdict on one request run one after the
//   other, never interleaved: whichever comes second sees what the first did.
// What a state change does to the photo and the author's message: features/helpme/need-moderation.ts.
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { ageOn } from '@donor/shared/contract/helpme';
import { HelpmeQueueQuery, HelpmeVerdictBody, NeedReportBody, type HelpmeQueueItem, type HelpmeReport } from '@donor/shared/contract/staff-helpme';
import { helpmeVerdict, listHelpmeQueue, reportNeed } from '@donor/shared/endpoints/staff-helpme';
import * as HM from '@donor/shared/staff-helpme-messages';
import * as SM from '@donor/shared/staff-messages';
import type { Tx } from '../../db.ts';
import type { ApiEnv } from '../../lib/context.ts';
import { clientIp } from '../../lib/client-ip.ts';
import { sha256 } from '../../lib/crypto.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { listBody, parseValue, pathId, readPage } from '../../lib/http.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import { consume, type Limit } from '../../lib/rate-limit.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../lib/tokens.ts';
import { bloodStations, cities, recipientReports, users } from '../../schema.ts';
import { needs } from '../helpme/schema.ts';
import { DEFAULT_UTC_OFFSET_MIN, localDay, reasonText, statusOf, type NeedRow } from '../helpme/needs-data.ts';
import { applyModeration, notifyAuthor, type AuthorNews } from '../helpme/need-moderation.ts';
import { pictureUrl } from '../uploads/pictures.ts';
import { writeAudit } from './audit-log.ts';
import { requireModerator } from './roles.ts';

/**
 * Distinct reporters whose open reports take a published request out of public view until a
 * moderator looks. One is anybody's opinion (or a grudge); three separate people — signed-in
 * accounts or addresses — are a signal worth hiding a patient's page for an hour or two. A
 * moderator's approval dismisses them, and those reporters cannot report it again.
 */
export const REPORTS_TO_HIDE = 3;

/**
 * Reports per reporter (account, else address) per hour: a reader flags a request or two;
 * dozens an hour is someone trying to hide other people's requests.
 */
export const REPORT_RATE: Limit = { scope: 'helpme:report', max: 10, windowMs: 60 * 60_000 };

const NEWS: Record<HM.ModerationState, AuthorNews | null> = { published: 'published', needs_fix: 'needs_fix', rejected: 'rejected', hidden: 'hidden', pending: null };

const openReports = sql<number>`(SELECT count(*)::int FROM recipient_reports r WHERE r.address_need_id = ${needs.id} AND r.resolved_at IS NULL)`;
const firstOpenReport = sql`(SELECT min(r.created_at) FROM recipient_reports r WHERE r.address_need_id = ${needs.id} AND r.resolved_at IS NULL)`;

const nameOf = (u: { firstName: string; lastName: string }): string => `${u.firstName} ${u.lastName}`.trim();

/** Queue rows with their author, place, moderator and reports, in a fixed number of queries. */
async function queueItems(db: Tx, rows: NeedRow[], now: Date): Promise<HelpmeQueueItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const people = [...new Set(rows.flatMap((r) => [r.authorUserId, r.moderatedBy]).filter((v): v is number => v !== null))];
  const stationIds = [...new Set(rows.map((r) => r.bloodStationId).filter((v): v is number => v !== null))];
  const cityIds = [...new Set(rows.map((r) => r.cityId).filter((v): v is number => v !== null))];
  const userRows = people.length === 0 ? [] : await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone })
    .from(users).where(inArray(users.id, people));
  const stationRows = stationIds.length === 0 ? [] : await db.select({ id: bloodStations.id, title: bloodStations.title }).from(bloodStations).where(inArray(bloodStations.id, stationIds));
  const cityRows = cityIds.length === 0 ? [] : await db.select({ id: cities.id, title: cities.title }).from(cities).where(inArray(cities.id, cityIds));
  const reportRows = await db.select().from(recipientReports).where(inArray(recipientReports.addressNeedId, ids)).orderBy(desc(recipientReports.createdAt), desc(recipientReports.id));
  const person = new Map(userRows.map((u) => [u.id, u]));
  const station = new Map(stationRows.map((s) => [s.id, s]));
  const city = new Map(cityRows.map((x) => [x.id, x]));
  // Ages in Moscow's day: a moderator reads "10 лет", a day either way does not matter here.
  const today = localDay(now, DEFAULT_UTC_OFFSET_MIN);
  return rows.map((r) => {
    const author = r.authorUserId !== null ? person.get(r.authorUserId) : undefined;
    const moderator = r.moderatedBy !== null ? person.get(r.moderatedBy) : undefined;
    const reports: HelpmeReport[] = reportRows.filter((x) => x.addressNeedId === r.id).map((x) => ({
      id: x.id,
      reason: x.reason as HM.ReportReason,
      reason_text: (HM.REPORT_REASON_TEXT as Record<string, string>)[x.reason] ?? x.reason,
      comment: x.comment,
      created_at: x.createdAt.toISOString(),
      by_user: x.reporterUserId !== null,
      resolved_at: x.resolvedAt?.toISOString() ?? null,
    }));
    return {
      id: r.id,
      moderation: r.moderation,
      reason: r.moderationReason,
      reason_text: reasonText(r.moderationReason),
      comment: r.moderationComment,
      submitted_at: r.submittedAt?.toISOString() ?? null,
      moderated_at: r.moderatedAt?.toISOString() ?? null,
      moderated_by: moderator ? { id: moderator.id, name: nameOf(moderator) } : null,
      status: statusOf(r, today),
      title: r.title,
      first_name: r.firstName,
      middle_name: r.middleName,
      last_name: r.lastName,
      birth_date: r.birthDate,
      age: r.birthDate !== null ? ageOn(r.birthDate, today) : null,
      blood_class: r.bloodClass,
      requested_blood_type: r.requestedBloodTypes as HelpmeQueueItem['requested_blood_type'],
      required_donors_count: r.requiredDonorsCount,
      last_date: r.lastDate,
      search_reason: r.searchReason,
      city: r.cityId !== null && city.has(r.cityId) ? city.get(r.cityId)! : null,
      blood_station: r.bloodStationId !== null && station.has(r.bloodStationId) ? station.get(r.bloodStationId)! : null,
      image: r.pictureId !== null ? pictureUrl(r.pictureId) : null,
      author: author ? { id: author.id, name: nameOf(author), login: author.email ?? author.phone ?? '' } : null,
      reports,
      open_reports: reports.filter((x) => x.resolved_at === null).length,
    };
  });
}

/** The reporter's key: the account, else a hash of the address (never stored in the clear). */
function reporterKey(userId: number | null, needId: number, address: string): string {
  return userId !== null ? `user:${userId}` : `addr:${sha256(`helpme-report|${needId}|${address}`)}`;
}

export function registerHelpmeModerationRoutes(app: Hono<ApiEnv>): void {
  route(app, listHelpmeQueue, async (c, io) => {
    await requireModerator(c);
    const { db, now } = c.get('deps');
    const { state } = parseValue(HelpmeQueueQuery, c.req.query());
    const where = state === 'reported' ? sql`${openReports} > 0` : eq(needs.moderation, state);
    // Oldest first: the longest wait is the next to look at.
    const order = state === 'pending' ? [asc(needs.submittedAt), asc(needs.id)]
      : state === 'reported' ? [asc(firstOpenReport), asc(needs.id)]
      : [asc(needs.moderatedAt), asc(needs.id)];
    const page = readPage(c);
    const [total] = await db.select({ n: count() }).from(needs).where(where);
    const rows = await db.select().from(needs).where(where).orderBy(...order).limit(page.size).offset(page.offset);
    return io.ok(listBody(c, page, total?.n ?? 0, await queueItems(db, rows, now())));
  });

  route(app, helpmeVerdict, HelpmeVerdictBody, async (c, io) => {
    const acting = await requireModerator(c);
    const deps = c.get('deps');
    const id = pathId(c);
    const body = await io.body();
    const now = deps.now();
    const origin = publicOrigin(c);
    const updated = await deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(needs).where(eq(needs.id, id)).for('update');
      if (!row) throw notFound();
      // Someone decided since this moderator loaded the item: theirs stands.
      if (row.moderation !== body.expected) throw new ApiError(409, { detail: SM.alreadyReviewed });
      if (!HM.VERDICT_FROM[body.verdict].includes(row.moderation)) throw new ApiError(409, { detail: HM.verdictNotAllowed });
      const [open] = await tx.select({ n: count() }).from(recipientReports).where(and(eq(recipientReports.addressNeedId, id), isNull(recipientReports.resolvedAt)));
      const dismissing = body.verdict === 'approve' && row.moderation === 'published';
      // Approving what is published with nothing reported is no decision at all.
      if (dismissing && (open?.n ?? 0) === 0) throw new ApiError(409, { detail: SM.alreadyReviewed });
      const next = HM.VERDICT_STATE[body.verdict];
      const approve = body.verdict === 'approve';
      const moved = await applyModeration(tx, row, {
        moderation: next, reason: approve ? null : (body.reason ?? null), comment: approve ? null : body.comment, by: acting.actor.userId,
      }, now);
      // Approval answers the reports too: they are dismissed, and their senders cannot report again.
      const resolved = approve
        ? await tx.update(recipientReports).set({ resolvedAt: now })
          .where(and(eq(recipientReports.addressNeedId, id), isNull(recipientReports.resolvedAt))).returning({ id: recipientReports.id })
        : [];
      await writeAudit(tx, acting, now, {
        action: `helpme.${body.verdict}`,
        object: { type: 'address_need', id },
        before: { moderation: row.moderation, reason: row.moderationReason, comment: row.moderationComment, open_reports: open?.n ?? 0 },
        after: { moderation: next, reason: body.reason ?? null, comment: body.comment, resolved_reports: resolved.map((r) => r.id) },
      });
      // Dismissed reports are no news to the author (they were not told of them unless hidden).
      const news = NEWS[next];
      if (news && !dismissing) await notifyAuthor(tx, now, moved, news, origin);
      return moved;
    });
    const [item] = await queueItems(deps.db, [updated], now);
    return io.ok(item!);
  });

  route(app, reportNeed, NeedReportBody, async (c, io) => {
    const deps = c.get('deps');
    const id = pathId(c);
    const body = await io.body();
    const authed = await currentUser(c, deps);
    const address = clientIp(c);
    await consume(deps, REPORT_RATE, authed ? `user:${authed.user.id}` : `ip:${address}`);
    const key = reporterKey(authed?.user.id ?? null, id, address);
    const now = deps.now();
    const origin = publicOrigin(c);
    const created = await deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(needs).where(eq(needs.id, id)).for('update');
      if (!row) throw notFound();
      // A repeat is the same report: the same answer, nothing stored (also once it is hidden).
      const [already] = await tx.select({ id: recipientReports.id }).from(recipientReports)
        .where(and(eq(recipientReports.addressNeedId, id), eq(recipientReports.reporterKey, key))).limit(1);
      if (already) return false;
      // Only what is public can be reported; anything else does not exist for a visitor.
      if (row.moderation !== 'published') throw notFound();
      await tx.insert(recipientReports).values({
        addressNeedId: id, reporterKey: key, reporterUserId: authed?.user.id ?? null, reason: body.reason, comment: body.comment ?? '', createdAt: now,
      });
      const [open] = await tx.select({ n: count() }).from(recipientReports).where(and(eq(recipientReports.addressNeedId, id), isNull(recipientReports.resolvedAt)));
      if ((open?.n ?? 0) >= REPORTS_TO_HIDE) {
        const hidden = await applyModeration(tx, row, { moderation: 'hidden', reason: HM.HIDDEN_BY_REPORTS, comment: null, by: null }, now);
        await notifyAuthor(tx, now, hidden, 'hidden_by_reports', origin);
      }
      return true;
    });
    return io.ok({ detail: HM.reportThanks }, created ? 201 : 200);
  });
}

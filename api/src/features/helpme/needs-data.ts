// Recipient needs as the API answers them (spec §3 Recipient need; shared/src/contract/helpme.ts),
// built for a page of rows in a fixed number of queries. What of the patient is public and what
// only the author and staff see: docs/helpme.md «Что видно всем».
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  BLOOD_TYPES, ageOn, type BloodType, type NeedModeration, type NeedStatus, type NeedStation, type RecipientNeed, type RecipientNeedItem,
} from '@donor/shared/contract/helpme';
import { HIDDEN_BY_REPORTS, VERDICT_REASON_TEXT, hiddenByReportsText, type ModerationState } from '@donor/shared/staff-helpme-messages';
import type { Tx } from '../../db.ts';
import { bloodStationInfo, bloodStations, cities, organizationManagers, organizations } from '../../schema.ts';
import { needJoinedUsers, needTimeSlots, needs } from './schema.ts';
import { pictureUrl } from '../uploads/pictures.ts';
import { stationDays } from './need-days.ts';

export type NeedRow = typeof needs.$inferSelect;
/** Who is looking: null for an anonymous visitor. */
export type Viewer = { id: number; isStaff: boolean } | null;

/** Moscow time, for a need without a station (spec §1: most needs are Moscow's). */
export const DEFAULT_UTC_OFFSET_MIN = 180;

/** The calendar day at `now` for a place `offsetMin` minutes ahead of UTC. */
export const localDay = (now: Date, offsetMin: number): string => new Date(now.getTime() + offsetMin * 60_000).toISOString().slice(0, 10);

/**
 * SQL: the need is public and still searched for — published by a moderator (docs/helpme.md
 * «Модерация»: every public list goes through here), stored as search_in_progress and its last
 * day (station time) has not passed. Needs the query to left-join blood_station_info on the
 * need's station.
 */
export function activeCondition(now: Date): SQL {
  const nowIso = now.toISOString();
  return and(
    eq(needs.moderation, 'published'),
    eq(needs.status, 'search_in_progress'),
    sql`${needs.lastDate} >= ((${nowIso}::timestamptz AT TIME ZONE 'UTC') + make_interval(mins => COALESCE(${bloodStationInfo.utcOffsetMin}, ${DEFAULT_UTC_OFFSET_MIN})))::date`,
  )!;
}

/**
 * spec §4 Recipient status: stored found/cancelled as they are; search_in_progress past its last
 * day is 'expired'; anything else (the 0002 organization seed's 'closed') ended with no outcome
 * told, which is 'expired' too.
 */
export function statusOf(row: Pick<NeedRow, 'status' | 'lastDate'>, today: string): NeedStatus {
  if (row.status === 'found' || row.status === 'cancelled') return row.status;
  if (row.status === 'search_in_progress' && row.lastDate >= today) return 'search_in_progress';
  return 'expired';
}

/** «Анна С.»: the headline of a patient's request (the last name as an initial, docs/helpme.md). */
export const publicTitle = (firstName: string, lastName: string): string => `${firstName} ${initial(lastName)}`;
/** '' for an erased last name (delete-account.ts), not a lone dot. */
const initial = (lastName: string): string => {
  const first = [...lastName.trim()][0];
  return first ? `${first.toUpperCase()}.` : '';
};

/**
 * Who sees a request at all (docs/helpme.md «Модерация»): everyone once it is published; until
 * then (and when returned, rejected or hidden) only its author and moderators — to anyone else it
 * does not exist (404), its photo included.
 */
export const mayView = (row: Pick<NeedRow, 'moderation' | 'authorUserId'>, viewer: Viewer): boolean =>
  row.moderation === 'published' || (viewer !== null && (viewer.isStaff || row.authorUserId === viewer.id));

/** The review as its author and moderators see it; null for everyone else. */
export function moderationOf(row: NeedRow, viewer: Viewer): NeedModeration | null {
  if (viewer === null) return null;
  const isAuthor = row.authorUserId === viewer.id;
  if (!isAuthor && !viewer.isStaff) return null;
  return {
    state: row.moderation,
    reason: row.moderationReason,
    reason_text: reasonText(row.moderationReason),
    comment: row.moderationComment,
    submitted_at: row.submittedAt?.toISOString() ?? null,
    moderated_at: row.moderatedAt?.toISOString() ?? null,
    can_edit: isAuthor && EDITABLE.includes(row.moderation),
  };
}

/** The author may change and resend a request a moderator returned or rejected. */
export const EDITABLE: readonly ModerationState[] = ['needs_fix', 'rejected'];

/** The words of a verdict's reason code (or of the reports that hid the request). */
export function reasonText(code: string | null): string | null {
  if (code === null) return null;
  if (code === HIDDEN_BY_REPORTS) return hiddenByReportsText;
  return (VERDICT_REASON_TEXT as Record<string, string>)[code] ?? null;
}

export const mayClose = (row: NeedRow, viewer: Viewer, managerOf: ReadonlySet<number>): boolean =>
  viewer !== null && (viewer.isStaff || row.authorUserId === viewer.id || (row.organizationId !== null && managerOf.has(row.organizationId)));

interface Related {
  stations: Map<number, NeedStation & { offset: number }>;
  cities: Map<number, string>;
  orgs: Map<number, string>;
  joined: Map<number, number>;
}

async function loadRelated(db: Tx, rows: NeedRow[]): Promise<Related> {
  const ids = rows.map((r) => r.id);
  const stationIds = [...new Set(rows.map((r) => r.bloodStationId).filter((v): v is number => v !== null))];
  const cityIds = [...new Set(rows.map((r) => r.cityId).filter((v): v is number => v !== null))];
  const orgIds = [...new Set(rows.map((r) => r.organizationId).filter((v): v is number => v !== null))];
  const stationRows = stationIds.length === 0 ? [] : await db
    .select({ id: bloodStations.id, slug: bloodStations.slug, title: bloodStations.title, address: bloodStations.address, lat: bloodStations.lat, lng: bloodStations.lng, offset: bloodStationInfo.utcOffsetMin })
    .from(bloodStations).leftJoin(bloodStationInfo, eq(bloodStationInfo.bloodStationId, bloodStations.id)).where(inArray(bloodStations.id, stationIds));
  const cityRows = cityIds.length === 0 ? [] : await db.select({ id: cities.id, title: cities.title }).from(cities).where(inArray(cities.id, cityIds));
  const orgRows = orgIds.length === 0 ? [] : await db.select({ id: organizations.id, name: organizations.name }).from(organizations).where(inArray(organizations.id, orgIds));
  const joinedRows = await db.select({ need: needJoinedUsers.addressNeedId, n: count() }).from(needJoinedUsers).where(inArray(needJoinedUsers.addressNeedId, ids)).groupBy(needJoinedUsers.addressNeedId);
  return {
    stations: new Map(stationRows.map((s) => [s.id, { id: s.id, slug: s.slug, title: s.title, address: s.address, lat: s.lat, lng: s.lng, offset: s.offset ?? DEFAULT_UTC_OFFSET_MIN }])),
    cities: new Map(cityRows.map((c) => [c.id, c.title])),
    orgs: new Map(orgRows.map((o) => [o.id, o.name])),
    joined: new Map(joinedRows.map((j) => [j.need, j.n])),
  };
}

/** The need's own calendar day (its station's time zone). */
export function todayOf(row: NeedRow, rel: Pick<Related, 'stations'>, now: Date): string {
  const offset = row.bloodStationId !== null ? (rel.stations.get(row.bloodStationId)?.offset ?? DEFAULT_UTC_OFFSET_MIN) : DEFAULT_UTC_OFFSET_MIN;
  return localDay(now, offset);
}

function item(row: NeedRow, rel: Related, now: Date, privileged: boolean): RecipientNeedItem {
  const today = todayOf(row, rel, now);
  const types = BLOOD_TYPES.filter((t) => row.requestedBloodTypes.includes(t));
  const station = row.bloodStationId !== null ? rel.stations.get(row.bloodStationId) : undefined;
  const perType = Object.fromEntries(BLOOD_TYPES.map((t) => [t, types.includes(t) ? 'need' : null])) as Record<BloodType, 'need' | null>;
  return {
    id: row.id,
    status: statusOf(row, today),
    title: row.title,
    first_name: row.firstName,
    middle_name: row.middleName,
    last_name: row.lastName === null ? null : privileged ? row.lastName : initial(row.lastName),
    image: row.pictureId !== null ? pictureUrl(row.pictureId) : null,
    age: row.birthDate !== null ? ageOn(row.birthDate, today) : null,
    blood_class: row.bloodClass,
    requested_blood_type: types,
    ...perType,
    blood_station: station ? { id: station.id, slug: station.slug, title: station.title, address: station.address, lat: station.lat, lng: station.lng } : null,
    city: row.cityId !== null && rel.cities.has(row.cityId) ? { id: row.cityId, title: rel.cities.get(row.cityId)! } : null,
    organization: row.organizationId !== null && rel.orgs.has(row.organizationId) ? { id: row.organizationId, name: rel.orgs.get(row.organizationId)! } : null,
    last_date: row.lastDate,
    required_donors_count: row.requiredDonorsCount,
    joined_count: rel.joined.get(row.id) ?? 0,
    created_at: row.createdAt.toISOString(),
  };
}

/** A page of list rows (public view: the list is the same for everyone). */
export async function serializeNeedItems(db: Tx, rows: NeedRow[], now: Date): Promise<RecipientNeedItem[]> {
  if (rows.length === 0) return [];
  const rel = await loadRelated(db, rows);
  return rows.map((r) => item(r, rel, now, false));
}

/** Organizations the viewer manages (their organization's needs may be closed by them). */
export async function managedBy(db: Tx, viewer: Viewer): Promise<Set<number>> {
  if (!viewer) return new Set();
  const rows = await db.select({ id: organizationManagers.organizationId }).from(organizationManagers).where(eq(organizationManagers.userId, viewer.id));
  return new Set(rows.map((r) => r.id));
}

/** One need as its page shows it, for this viewer. */
export async function serializeNeed(db: Tx, row: NeedRow, viewer: Viewer, now: Date): Promise<RecipientNeed> {
  const rel = await loadRelated(db, [row]);
  const isAuthor = viewer !== null && row.authorUserId === viewer.id;
  const privileged = isAuthor || (viewer?.isStaff ?? false);
  const base = item(row, rel, now, privileged);
  const slots = await db.select({ id: needTimeSlots.id, date: needTimeSlots.date }).from(needTimeSlots)
    .where(eq(needTimeSlots.addressNeedId, row.id)).orderBy(asc(needTimeSlots.date), asc(needTimeSlots.id));
  const [mine] = viewer === null ? [] : await db.select({ id: needJoinedUsers.id, timeslot: needJoinedUsers.timeslotId }).from(needJoinedUsers)
    .where(and(eq(needJoinedUsers.addressNeedId, row.id), eq(needJoinedUsers.userId, viewer.id)));
  const managers = await managedBy(db, viewer);
  const days = await stationDays(db, row.bloodStationId, slots.map((slot) => slot.date));
  return {
    ...base,
    search_reason: row.searchReason,
    birth_date: privileged ? row.birthDate : null,
    time_slots: slots.map((slot) => ({ ...slot, ...days.get(slot.date)! })),
    user_status: viewer === null ? null : { joined: Boolean(mine), id: mine?.id ?? null, timeslot: mine?.timeslot ?? null },
    is_author: isAuthor,
    can_close: base.status === 'search_in_progress' && mayClose(row, viewer, managers),
    closed_at: row.closedAt?.toISOString() ?? null,
    moderation: moderationOf(row, viewer),
  };
}

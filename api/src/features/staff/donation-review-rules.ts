// The pure rules of donation review (docs/staff.md «Проверка донаций»), apart from the routes so
// they are tested without a database: which of a donor's other donations are likely the same
// donation, and when a verdict on an already decided donation is just its own repeat.
import { DUPLICATE_MATCHES, DUPLICATE_WINDOW_DAYS, type DuplicateMatch, type Verdict } from '@donor/shared/contract/staff-donations';
import type { RejectReason } from '@donor/shared/staff-donations-messages';

const DAY_MS = 86_400_000;

/** Whole days between two calendar days 'YYYY-MM-DD' (absolute). */
export function daysApart(a: string, b: string): number {
  return Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / DAY_MS;
}

interface Dated {
  donateAt: string;
  bloodStationId: number | null;
}

/**
 * How `other` looks like a copy of `target` (same donor): the same day at the same station, the
 * same day elsewhere (a station name picked wrong), or a few days apart (a date typed wrong) —
 * no component may be given again that soon. null: not a likely duplicate.
 */
export function duplicateMatch(target: Dated, other: Dated): DuplicateMatch | null {
  const days = daysApart(target.donateAt, other.donateAt);
  if (days === 0) {
    return target.bloodStationId !== null && target.bloodStationId === other.bloodStationId ? 'same_day_same_station' : 'same_day';
  }
  return days <= DUPLICATE_WINDOW_DAYS ? 'near_day' : null;
}

/** Strongest match first, then the nearest day, then the older record. */
export function byStrength<T extends Dated & { id: number; match: DuplicateMatch }>(target: Dated): (a: T, b: T) => number {
  return (a, b) =>
    DUPLICATE_MATCHES.indexOf(a.match) - DUPLICATE_MATCHES.indexOf(b.match) ||
    daysApart(target.donateAt, a.donateAt) - daysApart(target.donateAt, b.donateAt) ||
    a.id - b.id;
}

interface Decided {
  status: 'accepted' | 'pre_accepted' | 'rejected';
  reviewedBy: number | null;
  rejectReason: string | null;
  rejectComment: string | null;
}

/**
 * A verdict on a donation that is no longer pending is the same moderator's repeat (a retried
 * request, a double tap) when it asks for exactly what was decided: it gets the same answer and
 * changes nothing. Anything else — another moderator, another verdict or reason — is 409.
 */
export function isRepeatOf(row: Decided, actorId: number, v: { verdict: Verdict; reason?: RejectReason | undefined; comment: string | null }): boolean {
  if (row.reviewedBy !== actorId) return false;
  if (v.verdict === 'accept') return row.status === 'accepted';
  return row.status === 'rejected' && row.rejectReason === (v.reason ?? null) && (row.rejectComment ?? null) === v.comment;
}

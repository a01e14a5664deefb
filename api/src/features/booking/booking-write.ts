// What the two booking writes share — an event's slot (events.ts, bookings.ts) and a help-me
// request's day (address-needs-join.ts), docs/booking.md «Ответ записи»:
// - a repeated join never books twice: the rule is checked in the transaction, and the
//   UNIQUE (user_id, event_id | address_need_id) index catches two joins racing past it;
// - a cancellation answers 204 with no body, as spec §7 says, for every caller that does not
//   ask for more; the site's pages ask for the booking's new state (RFC 7240
//   `Prefer: return=representation`, shared/src/endpoints/booking.ts RETURN_STATE) and put it
//   into their cache instead of asking for the event or request again.
import type { Ctx } from '../../lib/context.ts';
import { ApiError, fieldError } from '../../lib/errors.ts';
import type { Answered, RouteIo } from '../../lib/route.ts';

/** PostgreSQL 23505 anywhere in the error's cause chain (drizzle wraps driver errors). */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, i = 0; e && typeof e === 'object' && i < 4; e = (e as { cause?: unknown }).cause, i++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** A join's failure as the donor reads it: a second join caught by the index says «already joined». */
export function joinFailure(err: unknown, field: string, twice: string): unknown {
  return !(err instanceof ApiError) && isUniqueViolation(err) ? fieldError(field, twice) : err;
}

/** The caller asked for the new state (`return=representation` among its preferences). */
export const wantsState = (c: Ctx): boolean => /(^|[,\s])return\s*=\s*"?representation"?\s*(;|,|$)/i.test(c.req.header('prefer') ?? '');

/** The state (200) for a caller that asked for it, else 204 (spec §7). */
export function stateOrEmpty<S>(io: RouteIo<S | void, never>, state: S | null): Answered<S | void> {
  if (state !== null) return io.ok(state, 200, { 'Preference-Applied': 'return=representation', Vary: 'Prefer' });
  return io.empty({ Vary: 'Prefer' });
}

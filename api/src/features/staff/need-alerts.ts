// «Нужна ваша группа рядом» (docs/notifications.md): when station staff turn a group's need of
// whole blood to «нужна», the donors it concerns get one push alert, queued in the console's own
// transaction (ARCHITECTURE §3: no alert for a change that rolled back). One statement does it all
// — find the donors, stamp the weekly limit, queue the rows — so 100 000 donors of a city cost one
// round trip (bench/README.md «Оповещения о нужде»).
//
// A donor is alerted when all hold:
// - their blood group (users.blood_group) is the group; Kell is not a group (station-picks.ts);
// - they live in the station's city, the account is active and not deleted;
// - they opted in: a row in alert_prefs with `need` on (no row = never asked = nothing sent);
// - they may give whole blood by date: donor_next_dates.blood is today or earlier in the
//   station's calendar, or no row (nothing known: a donor with no donations may give today);
// - they had no need alert in the last 7 days (need_alert_log, api/migrations/0030_need_alerts.sql).
// Quiet hours: the donor's quiet hours, read on the station's wall clock (spec: «never in their
// quiet hours (the station's time zone)»); an alert falling inside them is queued for their end.
// Component needs send nothing: donor_next_dates and the alert speak of whole blood.
import { sql } from 'drizzle-orm';
import { localDay } from '@donor/shared/contract/staff-stations';
import type { BloodNeedKey } from '@donor/shared/contract/common';
import type { Tx } from '../../db.ts';
import { storeSharedNotice } from '../../lib/donor-notice.ts';
import { rowsOf } from '../../lib/raw-rows.ts';
import { needAlertPayload, needAlertRef, type NeedAlertStation } from './need-alert-texts.ts';

export const NEED_ALERT_WEEK_MS = 7 * 86_400_000;
/** The advisory lock's first key (the second is the city): any constant no other lock uses. */
const NEED_ALERT_LOCK = 30_030;

export interface NeedAlertTarget extends NeedAlertStation { cityId: number }

/**
 * Queues the alerts of one group's need turned on at `station`; answers how many were queued.
 * Must run inside the transaction that changed the need.
 */
export async function queueNeedAlerts(tx: Tx, now: Date, station: NeedAlertTarget, group: BloodNeedKey): Promise<number> {
  if (group === 'kell') return 0;
  const today = localDay(now, station.utcOffsetMin);
  // Timestamps go in as ISO text with a cast: the PostgreSQL driver (postgres.js) takes no Date
  // in a raw statement's parameters, PGlite does — the suite runs on both (ARCHITECTURE §5).
  const since = new Date(now.getTime() - NEED_ALERT_WEEK_MS).toISOString();
  const at = now.toISOString();
  // The text is the same for every donor: stored once, each row points at it (lib/donor-notice.ts).
  const body = await storeSharedNotice(tx, now, needAlertPayload(station, group), needAlertRef(station.id, group));
  const offset = station.utcOffsetMin;
  // One console write at a time per city (a donor lives in one city): the second waits here and
  // its statement then sees the first's log rows, so the weekly limit holds under concurrency.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${NEED_ALERT_LOCK}, ${station.cityId})`);
  // `local`: the station's wall clock now, `minute` its minute of the day (alert_prefs keeps quiet
  // hours as minutes of the day, api/migrations/0028_push.sql). The log gets a row for a donor's
  // first alert and has the stamp moved on later ones.
  const res = await tx.execute(sql`
    WITH cand AS (
      SELECT u.id AS user_id, p.quiet_from AS q_from, p.quiet_to AS q_to, l.user_id IS NOT NULL AS seen
      FROM users u
      JOIN alert_prefs p ON p.user_id = u.id AND p.need
      LEFT JOIN donor_next_dates d ON d.user_id = u.id
      LEFT JOIN need_alert_log l ON l.user_id = u.id
      WHERE u.city_id = ${station.cityId} AND u.blood_group = ${group} AND u.is_active AND u.deleted_at IS NULL
        AND (d.blood IS NULL OR d.blood <= ${today}::date)
        AND (l.last_at IS NULL OR l.last_at <= ${since}::timestamptz)
    ),
    first AS (
      INSERT INTO need_alert_log (user_id, last_at) SELECT user_id, ${at}::timestamptz FROM cand WHERE NOT seen
    ),
    again AS (
      UPDATE need_alert_log l SET last_at = ${at}::timestamptz FROM cand c WHERE c.seen AND l.user_id = c.user_id
    ),
    clock AS (
      SELECT local, (extract(hour FROM local) * 60 + extract(minute FROM local))::int AS minute
      FROM (SELECT (${at}::timestamptz AT TIME ZONE 'UTC') + make_interval(mins => ${offset}) AS local) x
    ),
    queued AS (
      INSERT INTO outbox (channel, target, subject, body, created_at, next_attempt_at, ref)
      SELECT 'push', c.user_id::text, '', ${body}, w.at, w.at, NULL
      FROM cand c CROSS JOIN clock k
      CROSS JOIN LATERAL (SELECT CASE
        WHEN (c.q_from < c.q_to AND k.minute >= c.q_from AND k.minute < c.q_to)
          OR (c.q_from > c.q_to AND (k.minute >= c.q_from OR k.minute < c.q_to))
          THEN (k.local::date + make_interval(mins => c.q_to + CASE WHEN c.q_to <= k.minute THEN 1440 ELSE 0 END - ${offset})) AT TIME ZONE 'UTC'
        ELSE ${at}::timestamptz
      END AS at) w
      RETURNING 1
    )
    SELECT count(*)::int AS n FROM queued`);
  return Number(rowsOf<{ n: number }>(res)[0]?.n ?? 0);
}

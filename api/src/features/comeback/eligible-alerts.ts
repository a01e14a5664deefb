// «Можно снова сдавать» (docs/notifications.md): once a day, every donor whose next possible date
// (donor_next_dates, next-dates.ts) for a component they give comes today gets one push alert
// naming the component(s) and up to 3 stations of their city that need their group.
//
// A donor is alerted when all hold:
// - today (the Moscow day, as the dates are computed) is the date of a component they have given
//   (a donation that counts in their record, RECORD_STATUSES) — gave whole blood → blood's date;
// - that date was set by a rule: the row was computed on an earlier day. A date equal to the day
//   of computing only says «nothing stops you», maybe for months already, not «from today»;
// - they opted in: a row in alert_prefs with `eligible` on; the account is active, not deleted;
// - no alert of this ref yet (eligible:<user>:<day>), whatever made it.
// Stations: open ones of the donor's city needing their group for a component that came today
// (whole blood: the station's need columns; others: blood_station_component_needs). The donor's
// address is unknown, so «nearest» is the city's, most recently updated need first.
// It goes at 10:00 on the donor's clock (the offset of their city's stations, Moscow without one),
// like booking reminders, and the push adapter keeps it out of their quiet hours on that clock.
import { sql } from 'drizzle-orm';
import { RECORD_STATUSES } from '@donor/shared/contract/donation-trust';
import type { Component } from '@donor/shared/eligibility/types';
import type { Tx } from '../../db.ts';
import { DEFAULT_UTC_OFFSET_MIN, queueDonorNotice } from '../../lib/donor-notice.ts';
import { moscowToday } from '../cabinet/checks.ts';
import { rowsOf } from '../../lib/raw-rows.ts';
import { dailyJobRuns } from './schema.ts';
import { computedDaySql } from './next-dates.ts';
import { eligiblePayload, eligibleRef, type DonorGroup } from './eligible-texts.ts';

export const ELIGIBLE_JOB = 'eligible';
/** The hour of the donor's day the alert goes at. */
const SEND_HOUR = 10;

interface Due {
  id: number;
  components: Component[];
  group: DonorGroup | null;
  city_id: number | null;
  offset: number | null;
  stations: { slug: string; title: string }[] | null;
}

const GROUP_COLUMN = sql.raw(`CASE u.blood_group ${['o_plus', 'o_minus', 'a_plus', 'a_minus', 'b_plus', 'b_minus', 'ab_plus', 'ab_minus'].map((g) => `WHEN '${g}' THEN s.${g}`).join(' ')} END`);

/** Who gets the day's alert, with what it names; one statement. */
async function dueDonors(tx: Tx, today: string): Promise<Due[]> {
  const statuses = sql.join(RECORD_STATUSES.map((s) => sql`${s}`), sql`, `);
  const res = await tx.execute(sql`
    WITH due AS (
      SELECT u.id, u.city_id, u.blood_group, array_remove(ARRAY[
        CASE WHEN d.blood = ${today}::date AND g.blood THEN 'blood' END,
        CASE WHEN d.plasma = ${today}::date AND g.plasma THEN 'plasma' END,
        CASE WHEN d.platelets = ${today}::date AND g.platelets THEN 'platelets' END,
        CASE WHEN d.erythrocytes = ${today}::date AND g.erythrocytes THEN 'erythrocytes' END,
        CASE WHEN d.granulocytes = ${today}::date AND g.granulocytes THEN 'granulocytes' END
      ], NULL) AS components
      FROM donor_next_dates d
      JOIN users u ON u.id = d.user_id AND u.is_active AND u.deleted_at IS NULL
      JOIN alert_prefs p ON p.user_id = u.id AND p.eligible
      CROSS JOIN LATERAL (
        SELECT bool_or(x.blood_class = 'blood') AS blood, bool_or(x.blood_class = 'plasma') AS plasma,
          bool_or(x.blood_class = 'platelets') AS platelets, bool_or(x.blood_class = 'erythrocytes') AS erythrocytes,
          bool_or(x.blood_class = 'granulocytes') AS granulocytes
        FROM donations x WHERE x.user_id = u.id AND x.status IN (${statuses})
      ) g
      WHERE ${today}::date IN (d.blood, d.plasma, d.platelets, d.erythrocytes, d.granulocytes)
        AND ${computedDaySql('d.computed_at')} < ${today}::date
        AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.ref = 'eligible:' || u.id || ':' || ${today})
    )
    SELECT u.id, u.components, u.blood_group AS "group", u.city_id,
      (SELECT i.utc_offset_min FROM blood_stations s JOIN blood_station_info i ON i.blood_station_id = s.id
        WHERE s.city_id = u.city_id ORDER BY s.id LIMIT 1) AS "offset",
      (SELECT json_agg(json_build_object('slug', t.slug, 'title', t.title) ORDER BY t.n) FROM (
        SELECT s.slug, s.title, row_number() OVER (ORDER BY s.needs_updated_at DESC NULLS LAST, s.id) AS n
        FROM blood_stations s
        WHERE s.city_id = u.city_id AND NOT s.closed AND u.blood_group IS NOT NULL AND (
          ('blood' = ANY(u.components) AND ${GROUP_COLUMN} = 'need')
          OR EXISTS (SELECT 1 FROM blood_station_component_needs n WHERE n.blood_station_id = s.id
            AND n.need_key = u.blood_group AND n.state = 'need' AND n.component = ANY(u.components)))
        ORDER BY n LIMIT 3) t) AS stations
    FROM due u
    WHERE cardinality(u.components) > 0
    ORDER BY u.id`);
  return rowsOf<Due>(res);
}

/** SEND_HOUR on `day` on a clock `offset` minutes east of UTC. */
const sendAt = (day: string, offset: number) => new Date(Date.parse(`${day}T00:00:00Z`) + (SEND_HOUR * 60 - offset) * 60_000);

/** Queues the day's alerts in `tx`; answers how many. */
export async function queueEligibleAlerts(tx: Tx, now: Date, today: string): Promise<number> {
  const due = await dueDonors(tx, today);
  for (const d of due) {
    const offset = d.offset ?? DEFAULT_UTC_OFFSET_MIN;
    const payload = eligiblePayload({ components: d.components, group: d.group, cityId: d.city_id, stations: d.stations ?? [] });
    await queueDonorNotice(tx, now, Number(d.id), payload, { ref: eligibleRef(Number(d.id), today), notBefore: sendAt(today, offset), utcOffsetMin: offset });
  }
  return due.length;
}

/** Has the day's run been done (by any API process)? One primary-key lookup. */
export async function eligibleDayDone(db: Tx, now: Date): Promise<boolean> {
  const res = await db.execute(sql`SELECT 1 FROM daily_job_runs WHERE job = ${ELIGIBLE_JOB} AND day = ${moscowToday(now)}::date`);
  return rowsOf(res).length > 0;
}

/**
 * The day's run, at most once a day across processes: the claim row and the alerts commit
 * together; a second process waits on the claim's key, then finds it and queues nothing.
 * Answers the number queued, or null when the day was already done.
 */
export async function runEligibleDay(db: Tx, now: Date): Promise<number | null> {
  const today = moscowToday(now);
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(dailyJobRuns).values({ job: ELIGIBLE_JOB, day: today, doneAt: now }).onConflictDoNothing().returning({ day: dailyJobRuns.day });
    if (claimed.length === 0) return null;
    return queueEligibleAlerts(tx, now, today);
  });
}

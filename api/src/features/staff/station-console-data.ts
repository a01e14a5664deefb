// What the station console shows (docs/booking.md «Пульт станции»), read in one place: every
// console write answers it, read in the write's own transaction, so a tap is one request.
import { and, asc, desc, eq, gt, gte, isNull, or } from 'drizzle-orm';
import { BLOOD_NEED_KEYS, type BloodNeeds } from '@donor/shared/contract/common';
import { componentNeedsOf } from '../stations/component-needs.ts';
import type { DonationType } from '@donor/shared/contract/stations';
import { localDay, type StationConsole } from '@donor/shared/contract/staff-stations';
import type { Tx } from '../../db.ts';
import { notFound } from '../../lib/errors.ts';
import { bloodStationClosedDays, bloodStationHours, bloodStationInfo, bloodStations, cities, notices } from '../../schema.ts';

export const MOSCOW_OFFSET_MIN = 180;
/** Closed days listed ahead (a year of holidays is far fewer). */
const CLOSED_DAYS_LIMIT = 100;

/** A station's local offset and accepted types (Moscow time and none when it has no details row). */
export async function stationInfo(db: Tx, stationId: number): Promise<{ offset: number; types: string[] }> {
  const [info] = await db.select().from(bloodStationInfo).where(eq(bloodStationInfo.bloodStationId, stationId));
  return { offset: info?.utcOffsetMin ?? MOSCOW_OFFSET_MIN, types: info?.donationTypes ?? [] };
}

export async function loadConsole(db: Tx, id: number, now: Date): Promise<StationConsole> {
  const [row] = await db.select({ s: bloodStations, cityTitle: cities.title }).from(bloodStations)
    .innerJoin(cities, eq(cities.id, bloodStations.cityId)).where(eq(bloodStations.id, id));
  if (!row) throw notFound();
  const { s } = row;
  const info = await stationInfo(db, id);
  const today = localDay(now, info.offset);
  const hours = await db.select().from(bloodStationHours).where(eq(bloodStationHours.bloodStationId, id)).orderBy(asc(bloodStationHours.weekday));
  const closed = await db.select().from(bloodStationClosedDays)
    .where(and(eq(bloodStationClosedDays.bloodStationId, id), gte(bloodStationClosedDays.day, today)))
    .orderBy(asc(bloodStationClosedDays.day)).limit(CLOSED_DAYS_LIMIT);
  const current = await db.select().from(notices)
    .where(and(eq(notices.bloodStationId, id), or(isNull(notices.expiresAt), gt(notices.expiresAt, now))))
    .orderBy(desc(notices.createdAt), desc(notices.id));
  return {
    station: {
      id: s.id, slug: s.slug, title: s.title, address: s.address, city: { id: s.cityId, title: row.cityTitle },
      utc_offset_min: info.offset, donation_types: info.types as DonationType[],
    },
    needs: Object.fromEntries(BLOOD_NEED_KEYS.map((k) => [k, s[k]])) as BloodNeeds,
    component_needs: await componentNeedsOf(db, id, info.types),
    needs_updated_at: s.needsUpdatedAt ? s.needsUpdatedAt.toISOString() : null,
    hours: hours.map((h) => ({ weekday: h.weekday, opens: h.opens.slice(0, 5), closes: h.closes.slice(0, 5) })),
    closed_days: closed.map((d) => ({ date: d.day, note: d.note })),
    notices: current.map((n) => ({ id: n.id, title: n.title, text: n.text, created_at: n.createdAt.toISOString(), expires_at: n.expiresAt ? n.expiresAt.toISOString() : null })),
    today,
  };
}

/** The station's row, locked: the console's writes on one station are served one after another. */
export async function lockStation(tx: Tx, id: number): Promise<typeof bloodStations.$inferSelect> {
  const [row] = await tx.select().from(bloodStations).where(eq(bloodStations.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

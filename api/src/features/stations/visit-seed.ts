// Demo visits (docs/booking.md «Визит в любой день работы»): the nurse's two Moscow stations take
// three visits an hour, and the first Moscow stations with no upcoming event take two — so
// `npm start` shows a station whose «Записаться» offers only a visit.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db.ts';
import { bloodStationHours, bloodStationVisits, bloodStations } from '../../schema.ts';
import { NURSE_STATION_SLUGS } from '../staff/seed.ts';

const WITHOUT_EVENTS = 3;

export async function seedVisits(tx: Tx, now: Date): Promise<void> {
  const nurse = await tx.select({ id: bloodStations.id }).from(bloodStations)
    .where(and(eq(bloodStations.cityId, 1), inArray(bloodStations.slug, [...NURSE_STATION_SLUGS])));
  const quiet = await tx.selectDistinct({ id: bloodStations.id }).from(bloodStations)
    .innerJoin(bloodStationHours, eq(bloodStationHours.bloodStationId, bloodStations.id))
    .where(and(eq(bloodStations.cityId, 1), eq(bloodStations.closed, false), sql`NOT EXISTS (SELECT 1 FROM events e WHERE e.blood_station_id = ${bloodStations.id} AND e.end_date > ${now.toISOString()}::timestamptz)`))
    .orderBy(asc(bloodStations.id)).limit(WITHOUT_EVENTS);
  const rows = [...nurse.map((s) => ({ bloodStationId: s.id, capacityPerHour: 3, updatedAt: now })), ...quiet.map((s) => ({ bloodStationId: s.id, capacityPerHour: 2, updatedAt: now }))];
  if (rows.length > 0) await tx.insert(bloodStationVisits).values(rows).onConflictDoNothing();
}

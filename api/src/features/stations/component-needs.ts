// A station's needs per component besides whole blood (0020_station.sql; docs/booking.md «Пульт
// станции»): one row of nine states per component the station accepts, read by the station page
// and the staff console alike. No stored row = 'unknown'.
import { eq } from 'drizzle-orm';
import { BLOOD_NEED_KEYS, type BloodNeeds } from '@donor/shared/contract/common';
import { NEED_COMPONENTS, type NeedComponent } from '@donor/shared/contract/staff-stations-rules';
import type { Tx } from '../../db.ts';
import { bloodStationComponentNeeds } from './schema.ts';

export const allUnknown = (): BloodNeeds => Object.fromEntries(BLOOD_NEED_KEYS.map((k) => [k, 'unknown'])) as BloodNeeds;

/** The components of a station's accepted donation types that keep needs of their own. */
export const componentsOf = (types: readonly string[]): NeedComponent[] => NEED_COMPONENTS.filter((c) => types.includes(c));

/** Each accepted component with its nine states. */
export async function componentNeedsOf(db: Tx, stationId: number, types: readonly string[]): Promise<{ component: NeedComponent; needs: BloodNeeds }[]> {
  const components = componentsOf(types);
  if (components.length === 0) return [];
  const rows = await db.select().from(bloodStationComponentNeeds).where(eq(bloodStationComponentNeeds.bloodStationId, stationId));
  return components.map((component) => {
    const needs = allUnknown();
    for (const r of rows) if (r.component === component) needs[r.needKey] = r.state;
    return { component, needs };
  });
}

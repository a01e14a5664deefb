// Visits per opening hour, set by a station's staff or a moderator (docs/booking.md «Визит в
// любой день работы»): the value, the visit slots ahead that follow it (visit-days.ts) and the
// audit record `station.visits` in one transaction under the station row's lock, as every
// console write; the same value again changes nothing and writes no record.
import type { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { VisitCapacityBody } from '@donor/shared/contract/station-visits';
import { getVisitCapacity, setVisitCapacity } from '@donor/shared/endpoints/station-visits';
import type { ApiEnv } from '../../lib/context.ts';
import { pathId } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import type { Tx } from '../../db.ts';
import { bloodStationVisits, bloodStations } from '../../schema.ts';
import { notFound } from '../../lib/errors.ts';
import { writeAudit } from './audit-log.ts';
import { requireStation } from './roles.ts';
import { lockStation } from './station-console-data.ts';
import { applyVisitCapacity } from '../stations/visit-days.ts';

async function capacityOf(db: Tx, id: number): Promise<number> {
  const [row] = await db.select().from(bloodStationVisits).where(eq(bloodStationVisits.bloodStationId, id));
  return row?.capacityPerHour ?? 0;
}

export function registerStationVisitStaffRoutes(app: Hono<ApiEnv>): void {
  route(app, getVisitCapacity, async (c, io) => {
    const id = pathId(c);
    await requireStation(c, id);
    const { db } = c.get('deps');
    const [station] = await db.select({ id: bloodStations.id }).from(bloodStations).where(eq(bloodStations.id, id));
    if (!station) throw notFound();
    return io.ok({ capacity_per_hour: await capacityOf(db, id) });
  });

  route(app, setVisitCapacity, VisitCapacityBody, async (c, io) => {
    const id = pathId(c);
    const acting = await requireStation(c, id);
    const body = await io.body();
    const { db, now: clock } = c.get('deps');
    const now = clock();
    return io.ok(await db.transaction(async (tx) => {
      await lockStation(tx, id);
      const before = await capacityOf(tx, id);
      if (before !== body.capacity_per_hour) {
        await tx.insert(bloodStationVisits).values({ bloodStationId: id, capacityPerHour: body.capacity_per_hour, updatedAt: now })
          .onConflictDoUpdate({ target: bloodStationVisits.bloodStationId, set: { capacityPerHour: body.capacity_per_hour, updatedAt: now } });
        await applyVisitCapacity(tx, id, body.capacity_per_hour, now);
        await writeAudit(tx, acting, now, { action: 'station.visits', object: { type: 'station', id }, before: { capacity_per_hour: before }, after: { capacity_per_hour: body.capacity_per_hour } });
      }
      return { capacity_per_hour: body.capacity_per_hour };
    }));
  });
}

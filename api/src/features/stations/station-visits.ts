// A visit to a station on any open day (docs/booking.md «Визит в любой день работы»): the donor
// side — the open days ahead with free places per hour, and a day made bookable (visit-days.ts).
// Booking itself is POST /api/joined_users/ on the day's event and slot, like any event.
import type { Hono } from 'hono';
import { VisitDayBody } from '@donor/shared/contract/station-visits';
import { isCalendarDay } from '@donor/shared/contract/staff-stations';
import * as MSG from '@donor/shared/messages';
import { listStationVisits, openVisitDay } from '@donor/shared/endpoints/station-visits';
import type { ApiEnv } from '../../lib/context.ts';
import { fieldError } from '../../lib/errors.ts';
import { pathId, queryText } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { listVisits, openVisitDay as openDay } from './visit-days.ts';

export function registerStationVisitRoutes(app: Hono<ApiEnv>): void {
  // No writes: free places change with every booking, so the answer is never cached (app.ts
  // CACHED_READS does not name it) and carries no-store.
  route(app, listStationVisits, async (c, io) => {
    const { db, now } = c.get('deps');
    const from = queryText(c, 'from', 10);
    if (from !== undefined && from !== '' && !isCalendarDay(from)) throw fieldError('from', MSG.date);
    return io.ok(await listVisits(db, pathId(c), now(), from || undefined), 200, { 'Cache-Control': 'no-store' });
  });

  // Idempotent: the same day again answers the same event and slots (200); no login is needed to
  // see the hours on the event page, booking there asks for it as always.
  route(app, openVisitDay, VisitDayBody, async (c, io) => {
    const { db, now } = c.get('deps');
    const id = pathId(c);
    const body = await io.body();
    const { day, created } = await db.transaction((tx) => openDay(tx, id, body.date, now()));
    return io.ok(day, created ? 201 : 200);
  });
}

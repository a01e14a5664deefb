// The team's side of souvenir gifts (spec §7 "Collective donations, gifts, achievements";
// docs/recognition.md «Подарки»): GET /api/staff/gift-requests/?state= lists the requests, PATCH
// /api/staff/gift-requests/{id}/ {state: sent|received} moves one along the machine of
// gift-states.ts (only the moves TRANSITIONS gives to the team). Moderators only
// (requireModerator, features/staff/roles.ts): gifts are the project's, not an organisation's or
// a station's, so managers and station staff have no say; the rows hold the donor's contacts.
// Every move is written to the staff audit log in its own transaction (docs/staff.md «Журнал»).
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import { StaffGiftBody, StaffGiftQuery, type StaffGiftList, type StaffGiftRequest } from '@donor/shared/contract/gifts-staff';
import * as HM from '@donor/shared/home-messages';
import { listStaffGiftRequests, updateStaffGiftRequest } from '@donor/shared/endpoints/recognition';
import type { Tx } from '../../db.ts';
import type { ApiEnv, Ctx } from '../../lib/context.ts';
import { ApiError, fieldError, notFound } from '../../lib/errors.ts';
import { listBody, parseValue, pathId, readPage } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { writeAudit } from '../staff/audit-log.ts';
import { requireModerator, type Acting } from '../staff/roles.ts';
import { TRANSITIONS } from './gift-states.ts';
import { bloodStations, cities, giftRequests, souvenirs, users } from '../../schema.ts';
import { deliveryOf } from './gifts.ts';

/** A moderator; anyone else signed in is told who keeps gift requests (403). */
async function requireGiftTeam(c: Ctx): Promise<Acting> {
  try {
    return await requireModerator(c);
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) throw new ApiError(403, { detail: HM.giftStaffOnly });
    throw error;
  }
}

async function rowsOf(db: Tx, where: SQL | undefined, limit: number, offset: number): Promise<StaffGiftRequest[]> {
  const rows = await db
    .select({ r: giftRequests, s: { id: souvenirs.id, title: souvenirs.title }, u: users, city: { id: cities.id, title: cities.title }, station: { id: bloodStations.id, title: bloodStations.title } })
    .from(giftRequests)
    .innerJoin(souvenirs, eq(souvenirs.id, giftRequests.souvenirId))
    .innerJoin(users, eq(users.id, giftRequests.userId))
    .leftJoin(cities, eq(cities.id, users.cityId))
    .leftJoin(bloodStations, eq(bloodStations.id, giftRequests.bloodStationId))
    .where(where)
    .orderBy(asc(giftRequests.updatedAt), asc(giftRequests.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ r, s, u, city, station }) => ({
    id: r.id,
    state: r.state,
    souvenir: s,
    donor: { first_name: u.firstName, last_name: u.lastName, email: u.email, phone: u.phone, city: city?.id ? { id: city.id, title: city.title } : null },
    // Where and how to send it, as the donor asked (docs/recognition.md «Доставка»).
    delivery: deliveryOf(r, station?.id ? station : null),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}

export function registerGiftStaffRoutes(app: Hono<ApiEnv>): void {
  route(app, listStaffGiftRequests, async (c, io) => {
    await requireGiftTeam(c);
    const { db } = c.get('deps');
    const q = parseValue(StaffGiftQuery, c.req.query());
    const where = q.state ? eq(giftRequests.state, q.state) : undefined;
    const page = readPage(c);
    const [total] = await db.select({ n: count() }).from(giftRequests).where(where);
    const envelope = listBody(c, page, total?.n ?? 0, []);
    const body: StaffGiftList = { ...envelope, results: await rowsOf(db, where, page.size, page.offset) };
    return io.ok(body);
  });

  route(app, updateStaffGiftRequest, StaffGiftBody, async (c, io) => {
    const acting = await requireGiftTeam(c);
    const deps = c.get('deps');
    const id = pathId(c);
    const body = await io.body();
    const now = deps.now();
    const out = await deps.db.transaction(async (tx) => {
      // Locked, so a donor's cancel and the team's «sent» cannot both win.
      const [req] = await tx.select().from(giftRequests).where(eq(giftRequests.id, id)).for('update').limit(1);
      if (!req) throw notFound();
      if (req.state === body.state) return rowsOf(tx, eq(giftRequests.id, id), 1, 0); // a repeat changes nothing
      if (TRANSITIONS[req.state][body.state] !== 'team') {
        throw fieldError('state', HM.giftBadTransition(HM.giftStateLabels[req.state] ?? req.state, HM.giftStateLabels[body.state] ?? body.state));
      }
      await tx.update(giftRequests).set({ state: body.state, updatedAt: now }).where(and(eq(giftRequests.id, id), eq(giftRequests.state, req.state)));
      await writeAudit(tx, acting, now, { action: `gift_request.${body.state}`, object: { type: 'gift_request', id }, before: { state: req.state }, after: { state: body.state } });
      return rowsOf(tx, eq(giftRequests.id, id), 1, 0);
    });
    // The row was found under the lock above, so the list holds it.
    return io.ok(out[0]!);
  });
}

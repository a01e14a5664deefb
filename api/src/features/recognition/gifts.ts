// Souvenir gifts for donations (spec §7 "Collective donations, gifts, achievements"): GET
// /api/profile/gifts-status/ — every souvenir with the donor's state; POST
// /api/profile/request-gifts/ and /api/profile/cancel-gift-request/ {souvenir_id} answer the
// same status. A souvenir is reached when the donor has its donations_needed confirmed
// donations (donor-facts.ts; docs/recognition.md «Что засчитывается»); one the donations waiting
// for confirmation would reach is `pending`. State machine: gift-states.ts, docs/recognition.md «Подарки».
// A request says how the donor gets the souvenir — a blood station or a postcode and address —
// and the size where it has sizes (docs/recognition.md «Доставка»); each stage shows it back.
import { and, asc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { GiftBody, GiftRequestBody, type GiftDelivery, type GiftsStatus } from '@donor/shared/contract/recognition';
import * as RMSG from '@donor/shared/recognition-messages';
import { cancelGiftRequest, getGiftsStatus, requestGift } from '@donor/shared/endpoints/recognition';
import type { Tx } from '../../db.ts';
import { bloodStations, giftRequests, souvenirs } from '../../schema.ts';
import type { ApiEnv } from '../../lib/context.ts';
import { fieldError, nonFieldError } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { requireUser } from '../../lib/tokens.ts';
import { donorFacts } from './donor-facts.ts';
import { cancelRefusal, giftState, reachedOnConfirmation, requestRefusal } from './gift-states.ts';

async function status(db: Tx, userId: number, now: Date): Promise<GiftsStatus> {
  const facts = await donorFacts(db, userId, now);
  const rows = await db
    .select({ s: souvenirs, state: giftRequests.state, at: giftRequests.updatedAt, req: giftRequests, station: { id: bloodStations.id, title: bloodStations.title } })
    .from(souvenirs)
    .leftJoin(giftRequests, and(eq(giftRequests.souvenirId, souvenirs.id), eq(giftRequests.userId, userId)))
    .leftJoin(bloodStations, eq(bloodStations.id, giftRequests.bloodStationId))
    .orderBy(asc(souvenirs.donationsNeeded), asc(souvenirs.sort), asc(souvenirs.id));
  return {
    donations_count: facts.count,
    pending_count: facts.withPending.count - facts.count,
    stages: rows.map((r) => {
      const state = giftState(facts.count >= r.s.donationsNeeded, r.state);
      return {
        souvenir: { id: r.s.id, title: r.s.title, description: r.s.description, in_stock: r.s.inStock, sizes: r.s.sizes },
        donations_needed: r.s.donationsNeeded,
        state,
        state_at: r.at?.toISOString() ?? null,
        pending: state === 'locked' && reachedOnConfirmation(facts, r.s.donationsNeeded),
        delivery: deliveryOf(r.req, r.station),
      };
    }),
  };
}

type RequestRow = typeof giftRequests.$inferSelect;

/** What the donor chose for a request, as the contract's GiftDelivery (null before delivery was asked). */
export function deliveryOf(req: Pick<RequestRow, 'delivery' | 'postcode' | 'address' | 'size'> | null, station: { id: number; title: string } | null): GiftDelivery | null {
  if (!req?.delivery) return null;
  return {
    method: req.delivery,
    station: req.delivery === 'station' ? station : null,
    postcode: req.delivery === 'post' ? req.postcode : null,
    address: req.delivery === 'post' ? req.address : null,
    size: req.size,
  };
}

/**
 * The delivery columns of a request, checked against the souvenir (its sizes) and the stations;
 * the contract has already checked the fields each method needs.
 */
async function deliveryColumns(tx: Tx, body: ReturnType<typeof GiftRequestBody.parse>, sizes: string[]) {
  let size: string | null = null;
  if (sizes.length > 0) {
    if (!body.size || !sizes.includes(body.size)) throw fieldError('size', RMSG.giftSizeRequired);
    size = body.size;
  }
  if (body.delivery === 'station') {
    const [st] = await tx.select({ id: bloodStations.id }).from(bloodStations).where(eq(bloodStations.id, body.blood_station_id!)).limit(1);
    if (!st) throw fieldError('blood_station_id', RMSG.giftStationNotFound);
    return { delivery: 'station' as const, bloodStationId: st.id, postcode: null, address: null, size };
  }
  return { delivery: 'post' as const, bloodStationId: null, postcode: body.postcode, address: body.address, size };
}

/** The souvenir and the donor's request of it, locked for the change. */
async function lockedPair(tx: Tx, userId: number, souvenirId: number) {
  const [s] = await tx.select().from(souvenirs).where(eq(souvenirs.id, souvenirId)).limit(1);
  if (!s) throw fieldError('souvenir_id', RMSG.giftNotFound);
  const [req] = await tx.select().from(giftRequests).where(and(eq(giftRequests.userId, userId), eq(giftRequests.souvenirId, s.id))).for('update').limit(1);
  return { s, req: req ?? null };
}

export function registerGiftRoutes(app: Hono<ApiEnv>): void {
  route(app, getGiftsStatus, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    c.header('Cache-Control', 'no-store');
    return io.ok(await status(deps.db, user.id, deps.now()));
  });

  route(app, requestGift, GiftRequestBody, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const body = await io.body();
    const now = deps.now();
    const out = await deps.db.transaction(async (tx) => {
      const { s, req } = await lockedPair(tx, user.id, body.souvenir_id);
      const facts = await donorFacts(tx, user.id, now);
      const refusal = requestRefusal(giftState(facts.count >= s.donationsNeeded, req?.state ?? null), s.donationsNeeded, s.inStock, reachedOnConfirmation(facts, s.donationsNeeded));
      if (refusal) throw nonFieldError(refusal);
      const delivery = await deliveryColumns(tx, body, s.sizes);
      if (req) {
        await tx.update(giftRequests).set({ state: 'requested', updatedAt: now, ...delivery }).where(eq(giftRequests.id, req.id));
      } else {
        const added = await tx
          .insert(giftRequests)
          .values({ userId: user.id, souvenirId: s.id, state: 'requested', createdAt: now, updatedAt: now, ...delivery })
          .onConflictDoNothing({ target: [giftRequests.userId, giftRequests.souvenirId] })
          .returning();
        if (added.length === 0) throw nonFieldError(RMSG.giftRequested); // a parallel request won
      }
      return status(tx, user.id, now);
    });
    return io.ok(out);
  });

  route(app, cancelGiftRequest, GiftBody, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const body = await io.body();
    const now = deps.now();
    const out = await deps.db.transaction(async (tx) => {
      const { req } = await lockedPair(tx, user.id, body.souvenir_id);
      const refusal = cancelRefusal(req?.state ?? 'available');
      if (refusal || !req) throw nonFieldError(refusal ?? RMSG.giftNotRequested);
      await tx.update(giftRequests).set({ state: 'cancelled', updatedAt: now }).where(eq(giftRequests.id, req.id));
      return status(tx, user.id, now);
    });
    return io.ok(out);
  });
}

// Collective donations (spec §7 "Collective donations, gifts, achievements"): a company or a group
// of friends going to donate together at a station on a date. POST /api/collective_donations/
// (the organiser is its first participant), GET /api/collective_donations/{id}/ (public: the
// invitation link), PATCH/DELETE (the organiser only; anyone else → 404), POST {id}/join/ and
// {id}/leave/, GET /api/profile/collective_donations/ (owned and joined), GET
// /api/profile/planned-donation/ (the next one, or null). docs/recognition.md «Коллективные донации».
import { and, asc, count, desc, eq, exists, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import { CollectiveDonationBody, CollectiveDonationPatch, type CollectiveDonation } from '@donor/shared/contract/recognition';
import * as RMSG from '@donor/shared/recognition-messages';
import {
  createCollectiveDonation, deleteCollectiveDonation, getCollectiveDonation, getPlannedDonation, joinCollectiveDonation, leaveCollectiveDonation,
  listMyCollectiveDonations, updateCollectiveDonation,
} from '@donor/shared/endpoints/recognition';
import type { Tx } from '../../db.ts';
import { bloodStations, collectiveDonationMembers as members, collectiveDonations as cds, users } from '../../schema.ts';
import type { ApiEnv, Ctx } from '../../lib/context.ts';
import { fieldError, nonFieldError, notFound } from '../../lib/errors.ts';
import { listBody, pathId, readPage } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { currentUser, requireUser } from '../../lib/tokens.ts';
import { moscowToday, stationOrError } from '../cabinet/checks.ts';
import { addDays } from './donor-facts.ts';
import { publicName } from '../stations/stations-people.ts';

const participants = sql<number>`(SELECT count(*)::int FROM collective_donation_members m WHERE m.collective_donation_id = ${cds.id})`;

async function rows(db: Tx, userId: number | null, where: SQL | undefined, order: SQL[], page?: { size: number; offset: number }) {
  const joined = userId === null
    ? sql<boolean>`false`
    : sql<boolean>`EXISTS (SELECT 1 FROM collective_donation_members j WHERE j.collective_donation_id = ${cds.id} AND j.user_id = ${userId})`;
  const q = db
    .select({
      cd: cds, participants, joined,
      station: { id: bloodStations.id, title: bloodStations.title, address: bloodStations.address },
      owner: { first: users.firstName, last: users.lastName, hidden: users.hideName },
    })
    .from(cds)
    .innerJoin(bloodStations, eq(bloodStations.id, cds.bloodStationId))
    .innerJoin(users, eq(users.id, cds.ownerId))
    .where(where)
    .orderBy(...order);
  return page ? q.limit(page.size).offset(page.offset) : q;
}
type Row = Awaited<ReturnType<typeof rows>>[number];

const serialize = (r: Row, userId: number | null): CollectiveDonation => ({
  id: r.cd.id, title: r.cd.title, description: r.cd.description, blood_station: r.station, date: r.cd.date,
  owner_name: publicName(r.owner.first, r.owner.last, r.owner.hidden), is_owner: r.cd.ownerId === userId,
  joined: Boolean(r.joined), participants_count: r.participants, max_participants: r.cd.maxParticipants,
});

async function one(db: Tx, id: number, userId: number | null): Promise<CollectiveDonation> {
  const [r] = await rows(db, userId, eq(cds.id, id), []);
  if (!r) throw notFound();
  return serialize(r, userId);
}

/** A date the group can still go on: today (Moscow) … a year ahead. */
function assertDate(day: string, now: Date): void {
  const today = moscowToday(now);
  if (day < today) throw fieldError('date', RMSG.collectiveDatePast);
  if (day > addDays(today, 366)) throw fieldError('date', RMSG.collectiveDateFar);
}

/** The caller's own collective donation, locked for the change; anyone else's → 404. */
async function ownedOr404(db: Tx, c: Ctx, userId: number) {
  const [row] = await db.select().from(cds).where(and(eq(cds.id, pathId(c)), eq(cds.ownerId, userId))).for('update').limit(1);
  if (!row) throw notFound();
  return row;
}

export function registerCollectiveDonationRoutes(app: Hono<ApiEnv>): void {
  route(app, createCollectiveDonation, CollectiveDonationBody, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const body = await io.body();
    const now = deps.now();
    assertDate(body.date, now);
    const station = await stationOrError(deps.db, body.blood_station_id);
    const out = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(cds)
        .values({ ownerId: user.id, title: body.title, description: body.description, bloodStationId: station.id, date: body.date, maxParticipants: body.max_participants, createdAt: now })
        .returning({ id: cds.id });
      await tx.insert(members).values({ collectiveDonationId: row!.id, userId: user.id, joinedAt: now });
      return one(tx, row!.id, user.id);
    });
    return io.ok(out, 201);
  });

  route(app, getCollectiveDonation, async (c, io) => {
    const deps = c.get('deps');
    const id = pathId(c);
    const authed = await currentUser(c, deps);
    if (authed) c.header('Cache-Control', 'no-store');
    return io.ok(await one(deps.db, id, authed?.user.id ?? null));
  });

  route(app, updateCollectiveDonation, CollectiveDonationPatch, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const out = await deps.db.transaction(async (tx) => {
      const current = await ownedOr404(tx, c, user.id);
      const body = await io.body();
      if (body.date !== undefined) assertDate(body.date, deps.now());
      const station = body.blood_station_id === undefined ? null : await stationOrError(tx, body.blood_station_id);
      if (body.max_participants != null) {
        const [n] = await tx.select({ n: count() }).from(members).where(eq(members.collectiveDonationId, current.id));
        if ((n?.n ?? 0) > body.max_participants) throw fieldError('max_participants', RMSG.collectiveParticipantsBelow);
      }
      await tx
        .update(cds)
        .set({
          title: body.title ?? current.title,
          description: body.description === undefined ? current.description : (body.description ?? ''),
          bloodStationId: station?.id ?? current.bloodStationId,
          date: body.date ?? current.date,
          maxParticipants: body.max_participants === undefined ? current.maxParticipants : body.max_participants,
        })
        .where(eq(cds.id, current.id));
      return one(tx, current.id, user.id);
    });
    return io.ok(out);
  });

  route(app, deleteCollectiveDonation, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    await deps.db.transaction(async (tx) => {
      const current = await ownedOr404(tx, c, user.id);
      await tx.delete(cds).where(eq(cds.id, current.id));
    });
    return io.empty();
  });

  route(app, joinCollectiveDonation, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const id = pathId(c);
    const now = deps.now();
    const out = await deps.db.transaction(async (tx) => {
      // The row lock orders concurrent joins: the last free place goes to one donor.
      const [cd] = await tx.select().from(cds).where(eq(cds.id, id)).for('update').limit(1);
      if (!cd) throw notFound();
      if (cd.date < moscowToday(now)) throw nonFieldError(RMSG.collectivePast);
      const [n] = await tx.select({ n: count() }).from(members).where(eq(members.collectiveDonationId, id));
      const added = await tx.insert(members).values({ collectiveDonationId: id, userId: user.id, joinedAt: now }).onConflictDoNothing().returning();
      if (added.length === 0) throw nonFieldError(RMSG.collectiveJoined);
      if (cd.maxParticipants !== null && (n?.n ?? 0) >= cd.maxParticipants) throw nonFieldError(RMSG.collectiveFull);
      return one(tx, id, user.id);
    });
    return io.ok(out);
  });

  route(app, leaveCollectiveDonation, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const id = pathId(c);
    const out = await deps.db.transaction(async (tx) => {
      const [cd] = await tx.select().from(cds).where(eq(cds.id, id)).limit(1);
      if (!cd) throw notFound();
      if (cd.ownerId === user.id) throw nonFieldError(RMSG.collectiveOwnerLeave);
      if (cd.date < moscowToday(deps.now())) throw nonFieldError(RMSG.collectivePast);
      const gone = await tx.delete(members).where(and(eq(members.collectiveDonationId, id), eq(members.userId, user.id))).returning();
      if (gone.length === 0) throw nonFieldError(RMSG.collectiveNotJoined);
      return one(tx, id, user.id);
    });
    return io.ok(out);
  });

  route(app, listMyCollectiveDonations, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const p = readPage(c);
    const mine = exists(deps.db.select({ x: sql`1` }).from(members).where(and(eq(members.collectiveDonationId, cds.id), eq(members.userId, user.id))));
    const [total] = await deps.db.select({ n: count() }).from(cds).where(mine);
    const list = await rows(deps.db, user.id, mine, [desc(cds.date), desc(cds.id)], p);
    c.header('Cache-Control', 'no-store');
    return io.ok(listBody(c, p, total?.n ?? 0, list.map((r) => serialize(r, user.id))));
  });

  route(app, getPlannedDonation, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const mineIds = deps.db.select({ id: members.collectiveDonationId }).from(members).where(eq(members.userId, user.id));
    const [next] = await rows(deps.db, user.id, and(inArray(cds.id, mineIds), gte(cds.date, moscowToday(deps.now()))), [asc(cds.date), asc(cds.id)], { size: 1, offset: 0 });
    c.header('Cache-Control', 'no-store');
    return io.ok(next ? serialize(next, user.id) : null);
  });
}

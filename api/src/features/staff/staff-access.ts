// The staff side's common routes (docs/staff.md «Роли», «Журнал»): the audit log moderators
// read, filtered by person and object, and the station-staff grants a moderator makes. Granting
// and revoking are sensitive: the moderator types their password again in the same request
// (docs/SECURITY.md «Сотрудники»), limited like a password change.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import { AuditQuery, GrantStationStaffBody, RevokeStationStaffBody, type AuditEntry, type StationStaffGrant } from '@donor/shared/contract/staff';
import { grantStationStaff, listAudit, listStationStaff, revokeStationStaff } from '@donor/shared/endpoints/staff';
import * as SM from '@donor/shared/staff-messages';
import * as MSG from '@donor/shared/messages';
import type { Tx } from '../../db.ts';
import type { ApiEnv, Ctx } from '../../lib/context.ts';
import { verifyPassword } from '../../lib/crypto.ts';
import { fieldError } from '../../lib/errors.ts';
import { listBody, parseValue, readPage } from '../../lib/http.ts';
import { consume, LIMITS, release } from '../../lib/rate-limit.ts';
import { route } from '../../lib/route.ts';
import { findUserByLogin } from '../../lib/users.ts';
import { bloodStations, staffAudit, stationStaff, users } from '../../schema.ts';
import { writeAudit } from './audit-log.ts';
import { requireModerator, type Acting } from './roles.ts';

const nameOf = (u: { firstName: string; lastName: string }): string => `${u.firstName} ${u.lastName}`.trim();

/** The moderator's password, typed again; wrong ones count against the password-change limit. */
async function confirmPassword(c: Ctx, acting: Acting, password: string): Promise<void> {
  const deps = c.get('deps');
  const attempt = await consume(deps, LIMITS.oldPasswordFailPerUser, `user:${acting.actor.userId}`);
  if (!(await verifyPassword(password, acting.actor.authed.user.passwordHash))) throw fieldError('password', SM.passwordWrong);
  await release(deps, [attempt]);
}

async function grantRows(db: Tx, where: SQL | undefined, limit: number, offset: number): Promise<StationStaffGrant[]> {
  const rows = await db
    .select({ g: stationStaff, u: users, s: { id: bloodStations.id, title: bloodStations.title },
      by: sql<string | null>`(select trim(first_name || ' ' || last_name) from users b where b.id = ${stationStaff.grantedBy})` })
    .from(stationStaff)
    .innerJoin(users, eq(users.id, stationStaff.userId))
    .innerJoin(bloodStations, eq(bloodStations.id, stationStaff.bloodStationId))
    .where(where)
    .orderBy(desc(stationStaff.grantedAt))
    .limit(limit)
    .offset(offset);
  return rows.map(({ g, u, s, by }) => ({
    user: { id: u.id, name: nameOf(u), login: u.email ?? u.phone ?? '' },
    station: s,
    granted_at: g.grantedAt.toISOString(),
    granted_by: g.grantedBy !== null ? { id: g.grantedBy, name: by ?? '' } : null,
  }));
}

export function registerStaffAccessRoutes(app: Hono<ApiEnv>): void {
  route(app, listAudit, async (c, io) => {
    await requireModerator(c);
    const { db } = c.get('deps');
    const q = parseValue(AuditQuery, c.req.query());
    const where = and(
      q.actor !== undefined ? eq(staffAudit.actorId, q.actor) : undefined,
      q.object_type !== undefined ? eq(staffAudit.objectType, q.object_type) : undefined,
      q.object_id !== undefined ? eq(staffAudit.objectId, q.object_id) : undefined,
    );
    const page = readPage(c);
    const [total] = await db.select({ n: count() }).from(staffAudit).where(where);
    const rows = await db
      .select({ a: staffAudit, first: users.firstName, last: users.lastName })
      .from(staffAudit)
      .leftJoin(users, eq(users.id, staffAudit.actorId))
      .where(where)
      .orderBy(desc(staffAudit.id))
      .limit(page.size)
      .offset(page.offset);
    const results: AuditEntry[] = rows.map(({ a, first, last }) => ({
      id: a.id,
      at: a.at.toISOString(),
      actor: { id: a.actorId, name: `${first ?? ''} ${last ?? ''}`.trim() },
      actor_role: a.actorRole,
      action: a.action,
      object_type: a.objectType,
      object_id: a.objectId,
      before: a.before ?? null,
      after: a.after ?? null,
    }));
    return io.ok(listBody(c, page, total?.n ?? 0, results));
  });

  route(app, listStationStaff, async (c, io) => {
    await requireModerator(c);
    const { db } = c.get('deps');
    const raw = c.req.query('station_id');
    const stationId = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : undefined;
    const where = stationId !== undefined ? eq(stationStaff.bloodStationId, stationId) : undefined;
    const page = readPage(c);
    const [total] = await db.select({ n: count() }).from(stationStaff).where(where);
    return io.ok(listBody(c, page, total?.n ?? 0, await grantRows(db, where, page.size, page.offset)));
  });

  route(app, grantStationStaff, GrantStationStaffBody, async (c, io) => {
    const acting = await requireModerator(c);
    const deps = c.get('deps');
    const body = await io.body();
    await confirmPassword(c, acting, body.password);
    const person = await findUserByLogin(deps.db, body.login);
    if (!person || person.deletedAt) throw fieldError('login', SM.userNotFound);
    const [station] = await deps.db.select({ id: bloodStations.id }).from(bloodStations).where(eq(bloodStations.id, body.station_id)).limit(1);
    if (!station) throw fieldError('station_id', MSG.stationNotFound);
    const now = deps.now();
    const created = await deps.db.transaction(async (tx) => {
      const inserted = await tx.insert(stationStaff)
        .values({ userId: person.id, bloodStationId: body.station_id, grantedBy: acting.actor.userId, grantedAt: now })
        .onConflictDoNothing()
        .returning({ u: stationStaff.userId });
      // A repeated grant changes nothing and writes no second record.
      if (inserted.length > 0) {
        await writeAudit(tx, acting, now, { action: 'role.grant_station_staff', object: { type: 'user', id: person.id }, after: { station_id: body.station_id } });
      }
      return inserted.length > 0;
    });
    const where = and(eq(stationStaff.userId, person.id), eq(stationStaff.bloodStationId, body.station_id));
    const [grant] = await grantRows(deps.db, where, 1, 0);
    return io.ok(grant!, created ? 201 : 200);
  });

  route(app, revokeStationStaff, RevokeStationStaffBody, async (c, io) => {
    const acting = await requireModerator(c);
    const deps = c.get('deps');
    const body = await io.body();
    await confirmPassword(c, acting, body.password);
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      const gone = await tx.delete(stationStaff)
        .where(and(eq(stationStaff.userId, body.user_id), eq(stationStaff.bloodStationId, body.station_id)))
        .returning({ u: stationStaff.userId });
      if (gone.length > 0) {
        await writeAudit(tx, acting, now, { action: 'role.revoke_station_staff', object: { type: 'user', id: body.user_id }, before: { station_id: body.station_id } });
      }
    });
    return io.empty();
  });
}

// Who may do what behind the counter (docs/staff.md «Роли»; docs/SECURITY.md «Сотрудники»).
// Every staff endpoint starts with one of the require… functions below. Roles are read from the
// database on every staff request (never from the session cache), so a grant or a revocation
// takes effect on the very next request.
// - moderator: users.is_staff — the whole platform;
// - station staff: station_staff rows — only their own stations (another station's → 403);
// - organization manager: organization_managers rows — only their own organizations;
// - section team: section_team rows — only their own sections' registry (requireSectionTeam).
// A moderator may act wherever station staff or a manager may, and is logged as moderator.
import { and, eq, sql } from 'drizzle-orm';
import type { StaffRoleName } from '@donor/shared/contract/staff';
import * as SM from '@donor/shared/staff-messages';
import { SECTION_MSG } from '@donor/shared/contract/sections';
import type { Tx } from '../../db.ts';
import type { Ctx } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { requireUser, type Authed } from '../../lib/tokens.ts';
import { authTokens, organizationManagers, sectionTeam, stationStaff, users } from '../../schema.ts';

/**
 * A staff session is one shift: staff endpoints accept a token at most this long after the
 * password was typed, although the same token keeps working for the donor's own pages for the
 * usual 30 days (docs/SECURITY.md «Сотрудники» says why).
 */
export const STAFF_SESSION_MS = 12 * 60 * 60 * 1000;

export interface StaffActor {
  authed: Authed;
  userId: number;
  moderator: boolean;
  stationIds: readonly number[];
  organizationIds: readonly number[];
}

/** The acting person and the role they act in, as the audit log records them. */
export interface Acting {
  actor: StaffActor;
  role: StaffRoleName;
}

/** The roles of a user, straight from the database (one round trip). */
export async function rolesOf(db: Tx, userId: number): Promise<Omit<StaffActor, 'authed' | 'userId'>> {
  const [row] = await db
    .select({
      moderator: users.isStaff,
      stations: sql<string>`(select coalesce(json_agg(${stationStaff.bloodStationId}), '[]')::text from ${stationStaff} where ${stationStaff.userId} = ${userId})`,
      organizations: sql<string>`(select coalesce(json_agg(${organizationManagers.organizationId}), '[]')::text from ${organizationManagers} where ${organizationManagers.userId} = ${userId})`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return {
    moderator: row?.moderator ?? false,
    stationIds: JSON.parse(row?.stations ?? '[]') as number[],
    organizationIds: JSON.parse(row?.organizations ?? '[]') as number[],
  };
}

export const hasAnyRole = (a: Pick<StaffActor, 'moderator' | 'stationIds' | 'organizationIds'>): boolean =>
  a.moderator || a.stationIds.length > 0 || a.organizationIds.length > 0;

/**
 * The signed-in user with at least one staff role, in a shift that has not ended: 401 without a
 * token (or after the shift), 403 for a donor without a role. Staff answers are never cached.
 */
export async function requireStaff(c: Ctx): Promise<StaffActor> {
  const deps = c.get('deps');
  const authed = await requireUser(c, deps);
  c.header('Cache-Control', 'private, no-store');
  const [token] = await deps.db.select({ createdAt: authTokens.createdAt }).from(authTokens).where(eq(authTokens.id, authed.tokenId)).limit(1);
  const roles = await rolesOf(deps.db, authed.user.id);
  if (!hasAnyRole(roles)) throw new ApiError(403, { detail: SM.noAccess });
  requireShift(c, token?.createdAt);
  return { authed, userId: authed.user.id, ...roles };
}

/** 401 once the shift is over (STAFF_SESSION_MS after the password was typed). */
function requireShift(c: Ctx, tokenCreatedAt: Date | undefined): void {
  if (!tokenCreatedAt || c.get('deps').now().getTime() - tokenCreatedAt.getTime() > STAFF_SESSION_MS) {
    throw new ApiError(401, { detail: SM.shiftEnded }, { 'WWW-Authenticate': 'Token' });
  }
}

/**
 * A member of this section's team (section_team), or a moderator (docs/staff.md «Реестр
 * разделов»): the only people who may move the section's registry pointers. Station staff and
 * organizers hold no section role, so this guard does not start from requireStaff's «any role».
 * A moderator who is also in the team acts as section_team.
 */
export async function requireSectionTeam(c: Ctx, app: string): Promise<Acting> {
  const deps = c.get('deps');
  const authed = await requireUser(c, deps);
  c.header('Cache-Control', 'private, no-store');
  const [token] = await deps.db.select({ createdAt: authTokens.createdAt }).from(authTokens).where(eq(authTokens.id, authed.tokenId)).limit(1);
  const [member] = await deps.db.select({ u: sectionTeam.userId }).from(sectionTeam)
    .where(and(eq(sectionTeam.userId, authed.user.id), eq(sectionTeam.app, app))).limit(1);
  const roles = await rolesOf(deps.db, authed.user.id);
  const team = member !== undefined;
  if (!team && !roles.moderator) throw forbidden(SECTION_MSG.otherSection);
  requireShift(c, token?.createdAt);
  return { actor: { authed, userId: authed.user.id, ...roles }, role: team ? 'section_team' : 'moderator' };
}

const forbidden = (detail: string = SM.noAccess) => new ApiError(403, { detail });

/** Platform moderators only. */
export async function requireModerator(c: Ctx): Promise<Acting> {
  const actor = await requireStaff(c);
  if (!actor.moderator) throw forbidden();
  return { actor, role: 'moderator' };
}

/** Staff of this station (or a moderator). Staff of another station get 403. */
export async function requireStation(c: Ctx, stationId: number): Promise<Acting> {
  const actor = await requireStaff(c);
  return actingForStation(actor, stationId);
}

export function actingForStation(actor: StaffActor, stationId: number | null): Acting {
  if (stationId !== null && actor.stationIds.includes(stationId)) return { actor, role: 'station_staff' };
  if (actor.moderator) return { actor, role: 'moderator' };
  throw forbidden(SM.otherStation);
}

/** A manager of this organization (or a moderator). */
export async function requireOrganization(c: Ctx, organizationId: number): Promise<Acting> {
  const actor = await requireStaff(c);
  return actingForOrganization(actor, organizationId);
}

export function actingForOrganization(actor: StaffActor, organizationId: number | null): Acting {
  if (organizationId !== null && actor.organizationIds.includes(organizationId)) return { actor, role: 'org_manager' };
  if (actor.moderator) return { actor, role: 'moderator' };
  throw forbidden(SM.otherOrganization);
}

/** An event belongs to a station or an organization; whoever runs that owner may run the event. */
export function actingForEvent(actor: StaffActor, event: { bloodStationId: number | null; organizationId: number | null }): Acting {
  if (event.bloodStationId !== null && actor.stationIds.includes(event.bloodStationId)) return { actor, role: 'station_staff' };
  if (event.organizationId !== null && actor.organizationIds.includes(event.organizationId)) return { actor, role: 'org_manager' };
  if (actor.moderator) return { actor, role: 'moderator' };
  throw forbidden(SM.otherStation);
}

/** Is this user staff of this station? (for reads that filter rather than refuse) */
export async function isStationStaff(db: Tx, userId: number, stationId: number): Promise<boolean> {
  const [row] = await db.select({ u: stationStaff.userId }).from(stationStaff)
    .where(and(eq(stationStaff.userId, userId), eq(stationStaff.bloodStationId, stationId))).limit(1);
  return Boolean(row);
}

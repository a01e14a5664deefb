// Contract of the staff side's common part (docs/staff.md): who holds which role, the audit log
// moderators read, and the station-staff grants a moderator makes. The queues and the station
// console have their own files (staff-donations.ts, staff-helpme.ts, staff-stations.ts).
import { z } from 'zod';
import * as MSG from '../messages.ts';
import { blank, IdTitle, idField, listOf, reqText, type List } from './common.ts';

/**
 * The roles of the signed-in user, in GET /api/auth/me/ (`User.staff`). Organization managers
 * are the spec's `managed_organizations`, kept where the spec puts them.
 */
export const StaffRoles = z.object({
  /** Platform moderator: verifies donations, moderates help-me, fundraisers, gifts; grants roles. */
  moderator: z.boolean(),
  /** Stations this user works at (station staff). */
  stations: z.array(IdTitle),
});
export type StaffRoles = z.infer<typeof StaffRoles>;

export const STAFF_ROLE_NAMES = ['moderator', 'station_staff', 'org_manager', 'section_team'] as const;
export type StaffRoleName = (typeof STAFF_ROLE_NAMES)[number];

/** One row of the append-only audit log. */
export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ id: z.number().int(), name: z.string() }),
  actor_role: z.enum(STAFF_ROLE_NAMES),
  action: z.string(),
  object_type: z.string(),
  object_id: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditList = listOf(AuditEntry);
export type AuditList = List<AuditEntry>;


/** GET /api/staff/audit/?actor=&object_type=&object_id= (moderators; newest first). */
export const AuditQuery = z.object({
  actor: z.preprocess(blank, idField.optional()),
  object_type: z.preprocess(blank, z.string().trim().max(40, MSG.tooLong(40)).optional()),
  object_id: z.preprocess(blank, z.string().trim().max(40, MSG.tooLong(40)).optional()),
});
export type AuditQueryParams = { actor?: number; object_type?: string; object_id?: string };

/** A station-staff grant as moderators see it. */
export const StationStaffGrant = z.object({
  user: z.object({ id: z.number().int(), name: z.string(), login: z.string() }),
  station: IdTitle,
  granted_at: z.string(),
  granted_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type StationStaffGrant = z.infer<typeof StationStaffGrant>;
export const StationStaffList = listOf(StationStaffGrant);
export type StationStaffList = List<StationStaffGrant>;

/**
 * POST /api/staff/station-staff/ (grant) and /api/staff/station-staff/revoke/: sensitive, so the
 * moderator types their password again in the same request (docs/SECURITY.md «Сотрудники»).
 * `login`: the person's e-mail or phone, as they sign in.
 */
export const GrantStationStaffBody = z.object({
  login: reqText(254),
  station_id: idField,
  password: z.string({ error: MSG.required }).min(1, MSG.required).max(128, MSG.passwordLong),
});
export type GrantStationStaffBody = z.input<typeof GrantStationStaffBody>;
export const RevokeStationStaffBody = z.object({
  user_id: idField,
  station_id: idField,
  password: z.string({ error: MSG.required }).min(1, MSG.required).max(128, MSG.passwordLong),
});
export type RevokeStationStaffBody = z.input<typeof RevokeStationStaffBody>;

// Endpoint descriptors of the staff side's common part (docs/staff.md; shared/src/endpoint.ts):
// the audit log and station-staff grants. Types from the contract with `import type` only.
import { endpoint, type PageQuery } from '../endpoint.ts';
import type { AuditList, AuditQueryParams, GrantStationStaffBody, RevokeStationStaffBody, StationStaffGrant, StationStaffList } from '../contract/staff.ts';

/** GET /api/staff/audit/: newest first, filtered by person and object (moderators). */
export const listAudit = /* @__PURE__ */ endpoint<AuditList, never, PageQuery & AuditQueryParams>()('GET', '/api/staff/audit/');
/** GET /api/staff/station-staff/?station_id= (moderators). */
export const listStationStaff = /* @__PURE__ */ endpoint<StationStaffList, never, PageQuery & { station_id?: number }>()('GET', '/api/staff/station-staff/');
/** POST /api/staff/station-staff/: grants; 201, or 200 when the grant already existed. */
export const grantStationStaff = /* @__PURE__ */ endpoint<StationStaffGrant, GrantStationStaffBody>()('POST', '/api/staff/station-staff/');
/** POST /api/staff/station-staff/revoke/: 204; revoking what is not granted is a no-op. */
export const revokeStationStaff = /* @__PURE__ */ endpoint<void, RevokeStationStaffBody>()('POST', '/api/staff/station-staff/revoke/');

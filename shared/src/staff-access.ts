// Does this user hold a staff role (docs/staff.md «Роли»)? Read by the guards (host and shell),
// the menu and mfe-staff. The API checks roles itself on every staff request; this only decides
// what to show.
import type { User } from './contract/common.ts';

type RoleFields = Pick<User, 'managed_organizations' | 'staff'>;

export function hasStaffAccess(user: RoleFields | null | undefined): boolean {
  if (!user) return false;
  return Boolean(user.staff?.moderator || (user.staff?.stations.length ?? 0) > 0 || user.managed_organizations.length > 0);
}

/**
 * May this user load a section from their own dev server on a production host (docs/SECURITY.md
 * «Переопределение раздела»)? Staff, or a member of a section's team (`staff.sections`, the
 * accounts that deploy sections). The host re-checks it on every request (dev-override.ts).
 */
export function mayOverrideSections(user: Pick<User, 'managed_organizations' | 'staff'> | null | undefined): boolean {
  return hasStaffAccess(user) || (user?.staff?.sections?.length ?? 0) > 0;
}

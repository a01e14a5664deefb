// Staff of a test's own: a newly registered person (cabinet.ts registerDonor) given staff roles
// through the development-only POST /api/dev/staff/ (api/src/features/staff/dev-staff.ts). A spec
// that writes as staff (a verdict, a grant, a station's needs, a check-in) takes one of these
// instead of the seeded moderator or nurse, so a slow or failed spec leaves nothing another reads;
// read-only specs keep the seeded accounts (fixtures/index.ts USERS).
import { expect, type APIRequestContext } from '@playwright/test';
import { registerDonor, type Donor } from './cabinet.ts';

export interface StaffRoles {
  moderator?: boolean;
  /** Station slugs, as the seed names them (moscow-1, …). */
  stations?: readonly string[];
  organizations?: readonly number[];
}

/** A new person with `roles`, logged in (their token opens the staff side at once). */
export async function makeStaff(request: APIRequestContext, roles: StaffRoles, name = 'Сотрудник'): Promise<Donor> {
  const person = await registerDonor(request, name);
  const res = await request.post('/api/dev/staff/', {
    data: { user_id: person.id, moderator: roles.moderator ?? false, station_slugs: roles.stations ?? [], organization_ids: roles.organizations ?? [] },
  });
  expect(res.status(), await res.text()).toBe(200);
  return person;
}

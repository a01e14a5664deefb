// The organization manager's page request (docs/booking.md «Акции сотрудников»; descriptor in
// shared/src/endpoints/staff-stations.ts): members, events and help-me requests in one answer.
// The events themselves are run through the events panel's own list (../events/events.resource.ts).
import type { StaffOrganization } from '@donor/shared/contract/staff-stations';
import { keyOf } from '@donor/shared/endpoint';
import { getStaffOrganization } from '@donor/shared/endpoints/staff-stations';
import type { QueryContext } from '@donor/shared/query';

export const staffOrganizationKey = (id: number): string => keyOf(getStaffOrganization, { id });

export function createOrganizationResource({ query }: { query: QueryContext }, id: number) {
  return { $organization: query.createFetcherStore<StaffOrganization>([staffOrganizationKey(id)]) };
}

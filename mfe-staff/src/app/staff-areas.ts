// The areas of the staff side a person may open, from their roles (docs/staff.md «Роли»): the
// navigation and the start page list the same entries. The API checks every request itself;
// this only decides what to show.
import type { User } from '@donor/shared/contract/common';
import { pathTo } from '@donor/shared/routes';
import { st } from '../staff.strings.ts';

export interface StaffArea {
  id: string;
  label: string;
  href: string;
  /** A line under the label on the start page. */
  hint: string;
}

type Roles = Pick<User, 'managed_organizations' | 'staff'>;

export function staffAreas(user: Roles | null | undefined): StaffArea[] {
  if (!user) return [];
  const areas: StaffArea[] = [];
  for (const station of user.staff?.stations ?? []) {
    areas.push({ id: `checkin-${station.id}`, label: st.areas.checkin(station.title), href: pathTo('staff-checkin', { id: station.id }), hint: st.areas.checkinHint });
    areas.push({ id: `station-${station.id}`, label: st.areas.station(station.title), href: pathTo('staff-station', { id: station.id }), hint: st.areas.stationHint });
    areas.push({ id: `shipments-${station.id}`, label: st.areas.shipments(station.title), href: pathTo('staff-station-donations', { id: station.id }), hint: st.areas.shipmentsHint });
  }
  for (const org of user.managed_organizations) {
    areas.push({ id: `org-${org.id}`, label: org.name, href: pathTo('staff-organization', { id: org.id }), hint: st.areas.organizationHint });
  }
  if (user.staff?.moderator) {
    areas.push(
      { id: 'donations', label: st.areas.donations, href: pathTo('staff-donations'), hint: st.areas.donationsHint },
      { id: 'helpme', label: st.areas.helpme, href: pathTo('staff-helpme'), hint: st.areas.helpmeHint },
      { id: 'fundraisers', label: st.areas.fundraisers, href: pathTo('staff-fundraisers'), hint: st.areas.fundraisersHint },
      { id: 'gifts', label: st.areas.gifts, href: pathTo('staff-gifts'), hint: st.areas.giftsHint },
      { id: 'people', label: st.areas.people, href: pathTo('staff-people'), hint: st.areas.peopleHint },
      { id: 'audit', label: st.areas.audit, href: pathTo('staff-audit'), hint: st.areas.auditHint },
    );
  }
  return areas;
}

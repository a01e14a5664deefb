// The avatar menu's link lists (spec §2 Shared layout): used only by the menus, which load on
// first use, so they stay out of every page's first load (README «Бюджеты байтов»).
import { pathTo } from '@donor/shared/routes';
import { ms } from './menus.strings.ts';
import type { NavItem } from './nav-links.ts';

/**
 * The avatar dropdown's donor items (spec §2); 'Выйти' is a button, not a link. A person with a
 * staff role also gets «Рабочее место» (docs/staff.md), first: it is what they came for.
 */
export function donorMenu(staff = false): NavItem[] {
  return [
    ...(staff ? [{ id: 'staff', label: ms.menu.staff, href: pathTo('staff') }] : []),
    { id: 'profile', label: ms.menu.cabinet, href: pathTo('profile') },
    { id: 'planning', label: ms.menu.planning, href: pathTo('profile-planning') },
    { id: 'add-donation', label: ms.menu.addDonation, href: pathTo('profile-add-donation') },
    { id: 'profile-bonus', label: ms.menu.bonus, href: pathTo('profile-bonus') },
    // straight to /personal: /profile/settings only redirects there (spec §2)
    { id: 'settings', label: ms.menu.settings, href: pathTo('profile-settings-personal') },
  ];
}

/**
 * spec §2: organization entries link to the external site at profile_of_organization/{id} when
 * the operator has one (ORG_PROFILE_BASE); otherwise to the organization's page on the staff
 * side, where its manager runs it (docs/staff.md).
 */
export function orgHref(base: string, id: number): string {
  if (!base) return pathTo('staff-organization', { id });
  return `${base.endsWith('/') ? base : `${base}/`}profile_of_organization/${id}`;
}

/** spec §9: 2 organizations are shown first; 'Показать ещё' reveals the rest. */
export const ORGS_SHOWN = 2;
export function visibleOrgs<T>(orgs: readonly T[], expanded: boolean): { shown: readonly T[]; canToggle: boolean } {
  return { shown: expanded ? orgs : orgs.slice(0, ORGS_SHOWN), canToggle: orgs.length > ORGS_SHOWN };
}

// Links of the section. Station links end with "/" — the canonical form whose raw segment the
// slug rule of spec §2 reads (@donor/shared/station-slug).
import { loginHref, pathTo } from '@donor/shared/routes';
import { navigate } from '@donor/shared/ui/link';

export const stationHref = (slug: string): string => `${pathTo('station', { slug })}/`;
export const eventHref = (id: number): string => `${pathTo('event', { id })}/`;
export const organizationHref = (id: number): string => `${pathTo('organization', { id })}/`;
/** A request for donors (mfe-helpme's page). */
export const recipientHref = (id: number): string => pathTo('recipient', { id });
export const STATIONS_PATH = pathTo('stations');

/** An anonymous visitor's join: /login/?next=<the current page> (spec §2). */
export const goLogin = (): void => navigate(loginHref(window.location.pathname + window.location.search));

/** A route's numeric id parameter (events, organizations), or null when it is not one. */
export const numericId = (v: string | undefined): number | null => (v && /^\d{1,10}$/.test(v) ? Number(v) : null);

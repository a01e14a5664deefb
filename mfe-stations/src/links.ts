// Links of the section. Station links end with "/" — the canonical form whose raw segment the
// slug rule of spec §2 reads (@donor/shared/station-slug).
import { pathTo } from '@donor/shared/routes';

export const stationHref = (slug: string): string => `${pathTo('station', { slug })}/`;
export const eventHref = (id: number): string => `${pathTo('event', { id })}/`;
export const organizationHref = (id: number): string => `${pathTo('organization', { id })}/`;
export const STATIONS_PATH = pathTo('stations');

/** A route's numeric id parameter (events, organizations), or null when it is not one. */
export const numericId = (v: string | undefined): number | null => (v && /^\d{1,10}$/.test(v) ? Number(v) : null);

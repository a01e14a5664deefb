// Links of the section. Station links end with "/" — the canonical form whose raw segment the
// slug rule of spec §2 reads (station/slug.ts).
import { pathTo } from '@donor/shared/routes';

export const stationHref = (slug: string): string => `${pathTo('station', { slug })}/`;
export const eventHref = (id: number): string => `${pathTo('event', { id })}/`;
export const organizationHref = (id: number): string => `${pathTo('organization', { id })}/`;
export const STATIONS_PATH = pathTo('stations');

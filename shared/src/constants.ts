// spec §9 business constants used by the API, the shell and the sections. Kept apart from the
// zod contract so code that needs only a number does not download zod (shell byte budget).
export const MOSCOW_CITY_ID = 1;
export const TATAR_CITY_ID = 50;
export const TATARSTAN_REGION_ID = 41;
/** The 'All regions' choice of the city picker. */
export const ALL_REGIONS_VALUE = 0;
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

// A booking's check-in code as people handle it (docs/booking.md «Отметка в станции»): the one
// rule the API, the desk page and the QR picture share. Plain functions, no zod: the desk page
// imports it without the contract.

/**
 * The code as the desk reads it: case and spaces (and the dashes a donor may add when dictating)
 * do not matter. New codes are 6 characters without 0/O and 1/I (0021_checkin.sql); codes of
 * bookings made before check-in existed are a little longer and may hold any letter or digit.
 */
export const normalizeCode = (raw: string): string => raw.toUpperCase().replace(/[\s\u2010-\u2015-]+/g, '');

/** Longer than any code we hand out: certainly no booking. */
export const CODE_MAX = 16;

/** What a normalized code can look like: the QR picture draws nothing else, the scanner accepts nothing else. */
export const CODE_SHAPE = /^[A-Z0-9]{4,16}$/;

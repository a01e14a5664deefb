// Endpoint descriptors of check-in at the station (docs/booking.md «Отметка в станции»;
// shared/src/endpoint.ts): the day's roster, finding a booking by its code, «Пришёл(а)»,
// «Сдал(а)», taking an arrival back, and the QR picture of a code that «Мои записи» and the
// confirmation e-mail show. Types from the contract with `import type` only.
import { endpoint, type RawAnswer } from '../endpoint.ts';
import type { CheckinBody, CheckinBooking, DonatedBody, Roster, RosterQuery } from '../contract/staff-checkin.ts';

/** GET /api/staff/stations/{id}/roster/?date=YYYY-MM-DD (default: today at the station). */
export const getRoster = /* @__PURE__ */ endpoint<Roster, never, RosterQuery>()('GET', '/api/staff/stations/:id/roster/');
/**
 * GET /api/staff/stations/{id}/bookings/find/?code=: the booking of a code, nothing marked.
 * 404 `{code: ['Запись не найдена']}`; another station's booking → 409 `{code: ['Это запись в другую станцию']}`.
 */
export const findBooking = /* @__PURE__ */ endpoint<CheckinBooking, never, { code: string }>()('GET', '/api/staff/stations/:id/bookings/find/');
/** POST /api/staff/stations/{id}/checkin/ {code}: «Пришёл(а)» (a repeat answers the same); the same refusals as findBooking. */
export const checkIn = /* @__PURE__ */ endpoint<CheckinBooking, CheckinBody>()('POST', '/api/staff/stations/:id/checkin/');
/** POST …/bookings/{bookingId}/donated/ {blood_class}: «Сдал(а)» — one accepted donation per booking, however often sent. */
export const markDonated = /* @__PURE__ */ endpoint<CheckinBooking, DonatedBody>()('POST', '/api/staff/stations/:id/bookings/:bookingId/donated/');
/** POST …/bookings/{bookingId}/undo-arrival/: a mistaken «Пришёл(а)» taken back (not after «Сдал(а)»: 409). */
export const undoArrival = /* @__PURE__ */ endpoint<CheckinBooking>()('POST', '/api/staff/stations/:id/bookings/:bookingId/undo-arrival/');
/**
 * GET /api/booking-codes/{code}/qr.svg: the QR code of a booking code, an SVG picture. Public and
 * stateless: it draws the code it is given and reads nothing, so it tells nobody whether a code
 * exists, and an <img> or a mail client can load it without a session.
 */
export const bookingCodeQr = /* @__PURE__ */ endpoint<RawAnswer>()('GET', '/api/booking-codes/:code/qr.svg');

// What check-in at the station answers with (docs/booking.md «Отметка в станции»), once: the API
// sends these and mfe-staff shows the same words next to the code field. Plain data, no zod (the
// same reasons as messages.ts). Access refusals are staff-messages.ts's.

/** No booking has this code (typed wrong, or the booking was cancelled). */
export const codeUnknown = 'Запись не найдена';
/** The code is a booking to an event of another station. */
export const codeOtherStation = 'Это запись в другую станцию';
/** The booking's event was cancelled by its station or organization. */
export const eventCancelled = 'Эта акция отменена — запись недействительна';
/** The donor already has a donation that day written by another booking. */
export const donationOtherBooking = 'У донора уже есть донация в этот день по другой записи';
/** «Пришёл(а)» taken back after «Сдал(а)»: the donation stands. */
export const undoAfterDonation = 'Донация уже записана — отметку прихода не снять';
/** The roster's ?date= is not a calendar day. */
export const rosterDate = 'Укажите дату в формате ГГГГ-ММ-ДД';

// What a refused booking write says under the button (spec §8; docs/booking.md «Отказы»): the
// API's Russian message of the slot or the item it names, else its form-level message, else the
// page's own fallback («Не удалось записаться…»). One mapping for events and help-me requests,
// through the kit's fieldMessages.
import { isApiError } from '../api-error.ts';
import { fieldMessages } from '../form/field-messages.ts';

/** The fields a booking refusal names: the slot and the item booked on. */
export const BOOKING_FIELDS = ['timeslot_id', 'event_id', 'address_need_id'] as const;

/**
 * A 400 (and a 403: a request closed meanwhile) says the API's message; anything else — no
 * answer, a 5xx, a 404 of a booking gone — says `fallback`. `fields`: more API fields that are
 * the button's own (the help-me close dialog's `status`).
 */
export function bookingErrorText(error: unknown, fallback: string, fields: readonly string[] = BOOKING_FIELDS): string {
  if (!isApiError(error) || (error.status !== 400 && error.status !== 403)) return fallback;
  const own = Object.fromEntries(fields.map((name) => [name, 'own' as const]));
  const { errors, formError } = fieldMessages(error, own, fallback);
  return errors.own ?? formError ?? fallback;
}

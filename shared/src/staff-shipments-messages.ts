// «Ваша кровь помогла» (docs/staff.md): the words of a shipment of donations to a hospital, once —
// the API answers with them, mfe-staff checks its form with the same rules before sending. Plain
// data and pure functions, no zod (the same reasons as messages.ts).

export const HOSPITAL_MIN = 2;
export const HOSPITAL_MAX = 200;
/** A batch is one box of bags, not the station's whole year. */
export const SHIPMENT_MAX_DONATIONS = 200;

export const hospitalLength = `Название больницы — от ${HOSPITAL_MIN} до ${HOSPITAL_MAX} символов`;
export const sentOnFuture = 'Дата отправки не может быть в будущем';
export const sentOnBeforeDonation = (date: string): string => `Дата отправки не может быть раньше даты донации (${date})`;
export const pickDonations = 'Отметьте хотя бы одну донацию';
export const tooManyDonations = `Не больше ${SHIPMENT_MAX_DONATIONS} донаций за одну отправку`;
export const donationsMissing = (ids: string): string => `Донации не найдены: № ${ids}`;
export const donationsOtherStations = 'В одной отправке — донации только одной станции';
export const donationsNotAccepted = (ids: string): string => `Эти донации ещё не подтверждены, их нельзя отправить: № ${ids}`;
export const donationsAlreadySent = (ids: string): string => `Эти донации уже отмечены отправленными: № ${ids}`;
export const donationsNoStation = 'У донации не указана станция';

/** The hospital's name as it is kept: trimmed, inner runs of spaces as one. */
export const normalizeHospital = (v: string): string => v.trim().replace(/\s+/g, ' ');

/** The form's rules for the hospital's name; null = fine. */
export function hospitalError(v: string): string | null {
  const n = normalizeHospital(v).length;
  return n < HOSPITAL_MIN || n > HOSPITAL_MAX ? hospitalLength : null;
}

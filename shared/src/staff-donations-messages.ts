// Donation review's words (docs/staff.md «Проверка донаций»), once: the API answers with them and
// writes them into the donor's message, mfe-staff shows them to the moderator and mfe-profile to
// the donor. Plain data, no zod (the same reasons as messages.ts).

/** Why a moderator rejects a donation: the fixed list the verdict takes (contract/staff-donations.ts). */
export const REJECT_REASONS = [
  'unreadable',
  'no_certificate',
  'date_mismatch',
  'station_mismatch',
  'type_mismatch',
  'duplicate',
  'other',
] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

/** The reason as the moderator picks it and the donor reads it. */
export const REJECT_REASON_LABEL: Readonly<Record<RejectReason, string>> = {
  unreadable: 'Справку не удаётся прочитать',
  no_certificate: 'Нет справки о донации',
  date_mismatch: 'Дата не совпадает со справкой',
  station_mismatch: 'Станция не совпадает со справкой',
  type_mismatch: 'Вид донации не совпадает со справкой',
  duplicate: 'Эта донация уже есть в истории',
  other: 'Другая причина',
};

/** What the donor can do about each reason (the cabinet and the message say it). */
export const REJECT_REASON_FIX: Readonly<Record<RejectReason, string>> = {
  unreadable: 'Сфотографируйте справку целиком, при хорошем свете, и отправьте снова.',
  no_certificate: 'Приложите фото справки о донации (форма 402/у) и отправьте снова.',
  date_mismatch: 'Исправьте дату по справке и отправьте снова.',
  station_mismatch: 'Выберите станцию, указанную в справке, и отправьте снова.',
  type_mismatch: 'Выберите вид донации, указанный в справке, и отправьте снова.',
  duplicate: 'Если это другая донация, исправьте дату или приложите её справку и отправьте снова.',
  other: 'Исправьте донацию по комментарию модератора и отправьте снова.',
};

// ---------------------------------------------------------------- field errors of a verdict
export const verdictChoice = 'Выберите: подтвердить или отклонить';
export const reasonRequired = 'Выберите причину отказа';
export const commentRequired = 'Опишите причину: донор прочитает этот текст';
export const certificateFilter = 'Выберите «со справкой» или «без справки»';
/** 403: a moderator who gives blood too has their donations confirmed by someone else. */
export const ownDonation = 'Свою донацию подтверждает другой модератор';
/** 409 to the donor: a moderator decided while they were editing. */
export const reviewedMeanwhile = 'Модератор только что проверил эту донацию: обновите страницу и посмотрите решение';
/** 409: the donor changed the donation after the moderator opened it (sent it again). */
export const changedByDonor = 'Донор изменил донацию, пока вы её смотрели: проверьте её снова';

// What a donor receives about a booking (spec §4 Joining, §7 joined_users): the confirmation of a
// booking, a changed slot and a cancellation, and the reminder the day before — pure functions of
// the booking, so their wording is tested without a database.
// Time zone: a slot's date and start_time are already the event's local wall clock
// (events.utc_offset_min, +3 = Moscow by default); texts print them as they are, and instants
// (the reminder's hour, the .ics) are computed from that offset. No IANA zone is stored.
import { buildIcs, icsSequence, type IcsMethod, type IcsPerson } from '@donor/shared/ics';
import { formatDate } from '@donor/shared/i18n';
import { pathTo } from '@donor/shared/routes';

export type BookingKind = 'booked' | 'changed' | 'cancelled';

export interface BookingFacts {
  joinedId: number;
  eventId: number;
  eventTitle: string;
  stationTitle: string | null;
  /** The event's address, else the station's. */
  address: string;
  /** Local calendar day and 'HH:MM' of the slot; its instant. */
  date: string;
  startTime: string;
  startsAt: Date;
  utcOffsetMin: number;
  firstName: string;
  /** Absolute link to the event page. */
  url: string;
  /** The check-in code the donor shows at the desk, and the absolute link to its QR picture. */
  code?: string;
  qrUrl?: string;
  /** The calendar UID when the visit is not an event booking (a help-me day: need-booking-texts.ts). */
  icsUid?: string;
  /** How long the visit is in the calendar; an hour unless said (a help-me day: the station's hours). */
  durationMin?: number;
}

/** spec §1 donor advice, the short form a confirmation carries. */
export const WHAT_TO_BRING =
  'Что взять с собой: паспорт (или другой документ с фотографией) и СНИЛС, если он есть. Накануне — без жирной еды и алкоголя, выспитесь; утром — лёгкий завтрак и сладкий чай.';

const weekday = new Intl.DateTimeFormat('ru-RU', { weekday: 'long', timeZone: 'UTC' });

/** «вторник, 25 ноября 2026» (Intl ru; a local calendar day). */
export const dayWhen = (date: string): string => `${weekday.format(new Date(`${date}T12:00:00Z`))}, ${formatDate(date)}`;

/** «вторник, 25 ноября 2026, 09:00» (Intl ru; the day is the slot's local calendar day). */
export const slotWhen = (date: string, startTime: string): string => `${dayWhen(date)}, ${startTime.slice(0, 5)}`;

/**
 * «Перед визитом проверьте себя: https://…/self-check/» — the self-check (docs/eligibility.md
 * «Самопроверка») on the same site as the visit's own link, so no origin needs passing.
 */
export function selfCheckLine(url: string): string {
  let origin = '';
  try { origin = new URL(url).origin; } catch { /* a relative link: the path alone */ }
  return `Перед визитом проверьте себя: ${origin}${pathTo('self-check')}`;
}

/** «Здравствуйте, Анна!» — every message to a donor opens so. */
export const greeting = (firstName: string): string => (firstName ? `Здравствуйте, ${firstName}!` : 'Здравствуйте!');

/** «25 ноября 2026, 09:00» — the short form of the «запись сохранена» message. */
export const slotShort = (date: string, startTime: string): string => `${formatDate(date)}, ${startTime.slice(0, 5)}`;

/** 10:00 local time the day before the slot (UTC instant from the event's offset). */
export function reminderAt(f: Pick<BookingFacts, 'date' | 'utcOffsetMin'>): Date {
  const [y, m, d] = f.date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1, 10, 0) - f.utcOffsetMin * 60_000);
}

export const bookingRef = (joinedId: number): string => `booking:${joinedId}`;

const HEAD: Record<BookingKind, { subject: string; line: string }> = {
  booked: { subject: 'Вы записаны на донацию', line: 'Вы записаны на донацию.' },
  changed: { subject: 'Время записи изменено', line: 'Время вашей записи изменено. Новое время:' },
  cancelled: { subject: 'Запись отменена', line: 'Ваша запись отменена. Ждём вас в другой день!' },
};

/** «Станция, адрес» — where the visit is. */
export const place = (f: Pick<BookingFacts, 'stationTitle' | 'address'>): string => [f.stationTitle, f.address].filter(Boolean).join(', ');

/** What the desk needs (docs/booking.md «Отметка в станции»): the code, and where its QR code is. */
function codeLines(f: BookingFacts): string[] {
  if (!f.code) return [];
  const lines = [`Код записи: ${f.code} — назовите его или покажите QR-код на стойке регистрации.`];
  if (f.qrUrl) lines.push(`QR-код: ${f.qrUrl}`);
  return lines;
}

export function confirmationEmail(kind: BookingKind, f: BookingFacts): { subject: string; body: string } {
  const when = slotWhen(f.date, f.startTime);
  const hello = greeting(f.firstName);
  const lines = [hello, '', HEAD[kind].line, '', `Акция: ${f.eventTitle}`, `Когда: ${when} (местное время)`, `Где: ${place(f)}`];
  if (kind !== 'cancelled') lines.push(...codeLines(f), '', WHAT_TO_BRING, selfCheckLine(f.url), '', 'Файл календаря (.ics) приложен к письму.', `Изменить или отменить запись: ${f.url}`);
  else lines.push('', `Записаться снова: ${f.url}`);
  lines.push('', 'Донор Рядом');
  return { subject: `${HEAD[kind].subject}: ${slotShort(f.date, f.startTime)}`, body: lines.join('\n') };
}

/** SMS: one short line (a donor with only a phone). */
export function confirmationSms(kind: BookingKind, f: BookingFacts): string {
  const when = slotShort(f.date, f.startTime);
  const what = kind === 'booked' ? 'вы записаны на донацию' : kind === 'changed' ? 'запись перенесена на' : 'запись отменена:';
  const tail = kind === 'cancelled' ? '' : ` Возьмите паспорт.${f.code ? ` Код записи: ${f.code}.` : ''}`;
  return `Донор Рядом: ${what} ${when}, ${place(f)}.${tail}`;
}

export function reminderEmail(f: BookingFacts): { subject: string; body: string } {
  const hello = greeting(f.firstName);
  return {
    subject: `Завтра донация: ${slotShort(f.date, f.startTime)}`,
    body: [hello, '', `Напоминаем: завтра, ${slotWhen(f.date, f.startTime)} (местное время), вы записаны на донацию.`, `Акция: ${f.eventTitle}`, `Где: ${place(f)}`, ...codeLines(f), '', WHAT_TO_BRING, selfCheckLine(f.url), '', `Изменить или отменить запись: ${f.url}`, '', 'Донор Рядом'].join('\n'),
  };
}

export const reminderSms = (f: BookingFacts): string =>
  `Донор Рядом: завтра в ${f.startTime.slice(0, 5)} вы записаны на донацию, ${place(f)}. Возьмите паспорт.${f.code ? ` Код записи: ${f.code}.` : ''}`;

/**
 * The visit as an iTIP message (RFC 5546; shared/src/ics.ts, docs/booking.md «Подтверждения и
 * напоминания»). With `attendee` (the donor's address the letter goes to) a booking or change is
 * METHOD:REQUEST naming the donor — what Gmail and Outlook file as an invitation and later let a
 * CANCEL remove; without it, PUBLISH. A cancellation is METHOD:CANCEL with STATUS:CANCELLED on the
 * same UID. SEQUENCE comes from the moment of the change (icsSequence), so each change outranks
 * the one before without a stored counter.
 */
export function bookingIcs(
  kind: BookingKind,
  f: BookingFacts,
  now: Date,
  opts: { attendee?: IcsPerson } = {},
): { filename: string; content_type: string; content: string } {
  const method: IcsMethod = kind === 'cancelled' ? 'CANCEL' : opts.attendee ? 'REQUEST' : 'PUBLISH';
  const content = buildIcs({
    uid: f.icsUid ?? `booking-${f.joinedId}@donor-ryadom`,
    title: kind === 'cancelled' ? `Отменено: ${f.eventTitle}` : f.eventTitle,
    description: kind === 'cancelled' ? 'Запись отменена.' : WHAT_TO_BRING,
    location: place(f),
    url: f.url,
    start: f.startsAt,
    durationMin: f.durationMin ?? 60,
    now,
    method,
    sequence: icsSequence(now),
    ...(opts.attendee ? { attendee: opts.attendee } : {}),
  });
  return { filename: `donor-booking-${f.joinedId}.ics`, content_type: `text/calendar; charset=utf-8; method=${method}`, content };
}

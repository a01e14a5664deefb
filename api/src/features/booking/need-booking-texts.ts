// What a donor who signs up to help a patient receives (docs/helpme.md «Письма о записи»), and what
// the request's author hears: pure functions of the sign-up, tested without a database. The
// pieces an event booking's messages have too — greeting, day, place, «Что взять с собой», the
// reminder's hour and the .ics — are booking-texts.ts's, not copies.
// A help-me sign-up is for a day, not an hour (spec §3: a slot has only `date`): the texts name
// the station's hours that day (need-days.ts), and the calendar entry spans them.
import { formatDate } from '@donor/shared/i18n';
import { WHAT_TO_BRING, bookingIcs, dayWhen, greeting, place, selfCheckLine, type BookingFacts } from './booking-texts.ts';

export type NeedBookingKind = 'booked' | 'cancelled';

export interface NeedVisitFacts {
  joinedId: number;
  needId: number;
  /** The request's public headline, «Анна С.» (docs/helpme.md «Что видно всем»). */
  title: string;
  stationTitle: string | null;
  address: string;
  /** The local calendar day, and the station's hours that day ('HH:MM', null when unknown). */
  date: string;
  opens: string | null;
  closes: string | null;
  utcOffsetMin: number;
  firstName: string;
  /** Absolute link to the request's page. */
  url: string;
}

/** How many signed up of how many are needed, after the change. */
export interface NeedCounts {
  joined: number;
  required: number;
}

export const needBookingRef = (joinedId: number): string => `need-booking:${joinedId}`;

const clock = (t: string): string => t.replace(/^0(\d)/, '$1');

/** «станция работает 8:00–14:00» or, unknown, «в часы работы станции». */
export const hoursWords = (f: Pick<NeedVisitFacts, 'opens' | 'closes'>): string =>
  f.opens && f.closes ? `станция работает ${clock(f.opens)}–${clock(f.closes)}` : 'в часы работы станции';

const what = (f: NeedVisitFacts): string => `Запрос: ${f.title} — нужны доноры крови`;

export function needConfirmationEmail(kind: NeedBookingKind, f: NeedVisitFacts): { subject: string; body: string } {
  const lines = [greeting(f.firstName), ''];
  if (kind === 'booked') {
    lines.push(
      `Вы записались сдать кровь для пациента ${f.title}. Спасибо!`, '', what(f),
      `Когда: ${dayWhen(f.date)}, ${hoursWords(f)} (местное время)`, `Где: ${place(f)}`, '',
      'В регистратуре скажите, что пришли по запросу для этого пациента.', '',
      WHAT_TO_BRING, selfCheckLine(f.url), '', 'Файл календаря (.ics) приложен к письму.', `Сменить день или отменить запись: ${f.url}`,
    );
  } else {
    lines.push('Ваша запись отменена.', '', what(f), `День: ${dayWhen(f.date)}`, `Где: ${place(f)}`, '',
      'Приложенный файл календаря (.ics) убирает этот визит из вашего календаря.', `Записаться снова: ${f.url}`);
  }
  lines.push('', 'Донор Рядом');
  const subject = kind === 'booked' ? `Вы записались на донацию для пациента: ${formatDate(f.date)}` : `Запись отменена: ${formatDate(f.date)}`;
  return { subject, body: lines.join('\n') };
}

/** SMS: one short line (a donor with only a phone). */
export function needConfirmationSms(kind: NeedBookingKind, f: NeedVisitFacts): string {
  if (kind === 'cancelled') return `Донор Рядом: запись на ${formatDate(f.date)} для пациента ${f.title} отменена.`;
  return `Донор Рядом: вы записались сдать кровь для пациента ${f.title} ${formatDate(f.date)}, ${place(f)}, ${hoursWords(f)}. Возьмите паспорт.`;
}

export function needReminderEmail(f: NeedVisitFacts): { subject: string; body: string } {
  return {
    subject: `Завтра донация для пациента: ${formatDate(f.date)}`,
    body: [
      greeting(f.firstName), '', `Напоминаем: завтра, ${dayWhen(f.date)}, вы записаны сдать кровь для пациента ${f.title}.`,
      `Когда: ${hoursWords(f)} (местное время)`, `Где: ${place(f)}`, '', WHAT_TO_BRING, selfCheckLine(f.url), '',
      `Сменить день или отменить запись: ${f.url}`, '', 'Донор Рядом',
    ].join('\n'),
  };
}

export const needReminderSms = (f: NeedVisitFacts): string =>
  `Донор Рядом: завтра вы записаны сдать кровь для пациента ${f.title}, ${place(f)}, ${hoursWords(f)}. Возьмите паспорт.`;

/**
 * The day in a calendar (booking-texts.ts bookingIcs: same builder, same METHOD:CANCEL on leaving),
 * with its own UID — a sign-up id is not an event booking's id. It spans the station's hours;
 * unknown hours — the whole local day.
 */
export function needIcs(kind: NeedBookingKind, f: NeedVisitFacts, now: Date): ReturnType<typeof bookingIcs> {
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const startMin = f.opens && f.closes ? minutes(f.opens) : 0;
  const endMin = f.opens && f.closes ? minutes(f.closes) : 24 * 60;
  const [y, m, d] = f.date.split('-').map(Number) as [number, number, number];
  const startsAt = new Date(Date.UTC(y, m - 1, d, 0, startMin) - f.utcOffsetMin * 60_000);
  const facts: BookingFacts = {
    joinedId: f.joinedId,
    eventId: f.needId,
    eventTitle: `Донация для пациента ${f.title}`,
    stationTitle: f.stationTitle,
    address: f.address,
    date: f.date,
    startTime: f.opens ?? '00:00',
    startsAt,
    utcOffsetMin: f.utcOffsetMin,
    firstName: f.firstName,
    url: f.url,
    icsUid: `need-booking-${f.joinedId}@donor-ryadom`,
    durationMin: endMin - startMin,
  };
  return { ...bookingIcs(kind, facts, now), filename: `donor-request-${f.needId}-${f.joinedId}.ics` };
}

/**
 * The request's author hears of each sign-up and each withdrawal, with the count. The donor is
 * not named: the author needs the count and the day, and a donor's name is theirs to give.
 */
export function requesterEmail(kind: NeedBookingKind, f: NeedVisitFacts, counts: NeedCounts): { subject: string; body: string } {
  const line = kind === 'booked' ? `На ваш запрос «${f.title}» записался донор — на ${dayWhen(f.date)}.` : `Донор отменил запись на ${dayWhen(f.date)} по вашему запросу «${f.title}».`;
  return {
    subject: kind === 'booked' ? `Записался донор: ${formatDate(f.date)}` : `Донор отменил запись: ${formatDate(f.date)}`,
    body: ['Здравствуйте!', '', line, `Записались ${counts.joined} из ${counts.required}.`, '', `Запрос: ${f.url}`, '', 'Донор Рядом'].join('\n'),
  };
}

export const requesterSms = (kind: NeedBookingKind, f: NeedVisitFacts, counts: NeedCounts): string =>
  `Донор Рядом: ${kind === 'booked' ? 'записался донор' : 'донор отменил запись'} на ${formatDate(f.date)} по запросу «${f.title}». Записались ${counts.joined} из ${counts.required}.`;

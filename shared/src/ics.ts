// "Add to calendar": an RFC 5545 VCALENDAR generated in the browser and downloaded as a Blob —
// no endpoint. Used for a joined event slot (mfe-stations) and for the donor's plan, an all-day
// event with the same reminders the API sends (mfe-profile /profile/planning). The API's letters
// use it too, as iTIP (RFC 5546) messages: METHOD:REQUEST with the donor as ATTENDEE for a booking
// or a change, METHOD:CANCEL + STATUS:CANCELLED on the same UID for a cancellation, and a SEQUENCE
// that grows with each change (icsSequence; docs/booking.md «Подтверждения и напоминания»).

export interface IcsEvent {
  uid: string;
  title: string;
  description: string;
  location: string;
  url: string;
  start: Date;
  /** Minutes; a donation visit takes about an hour. Ignored for an all-day event. */
  durationMin: number;
  now: Date;
  /** A whole day (`start`'s local calendar day, DTSTART;VALUE=DATE), e.g. a planned donation. */
  allDay?: boolean;
  /** VALARM triggers relative to the start (RFC 5545 durations); default one, 2 hours before. */
  alarms?: readonly string[];
  /** iTIP method (RFC 5546 §3.2): PUBLISH (default, a downloaded file), REQUEST (a letter to an attendee), CANCEL. */
  method?: IcsMethod;
  /** RFC 5545 SEQUENCE: must grow with each change of this UID (default 0). */
  sequence?: number;
  /** ORGANIZER (required by every iTIP method); default the platform's mailbox. */
  organizer?: IcsPerson;
  /** The donor, for REQUEST and CANCEL in a letter (RFC 5546 §3.2.2, §3.2.5). */
  attendee?: IcsPerson;
}

export type IcsMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';
export interface IcsPerson {
  email: string;
  name?: string;
}

export const ICS_ORGANIZER: IcsPerson = { email: 'noreply@donor-ryadom.ru', name: 'Донор Рядом' };

/** Whole seconds since 2025-01-01 UTC of a change: grows with every later change, fits RFC 5545's integer. */
export const icsSequence = (changedAt: Date): number => Math.max(0, Math.floor((changedAt.getTime() - Date.UTC(2025, 0, 1)) / 1000));

/** A CN parameter value is quoted (RFC 5545 §3.2: a name may hold «,» or «;»); DQUOTE itself is not allowed. */
const person = (prop: string, p: IcsPerson, extra = ''): string =>
  `${prop}${p.name ? `;CN="${p.name.replace(/"/g, "'")}"` : ''}${extra}:mailto:${p.email}`;

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma escaped; newlines as \n. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets are folded (CRLF + space), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const enc = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const n = enc.encode(ch).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + n > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 20261121T090000Z */
export const icsDate = (d: Date): string => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');

/** 20261121: the local calendar day of `d` (VALUE=DATE has no time zone). */
export const icsDay = (d: Date): string =>
  `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;

export function buildIcs(e: IcsEvent): string {
  const end = new Date(e.start.getTime() + e.durationMin * 60_000);
  const nextDay = new Date(e.start.getFullYear(), e.start.getMonth(), e.start.getDate() + 1);
  const times = e.allDay
    ? [`DTSTART;VALUE=DATE:${icsDay(e.start)}`, `DTEND;VALUE=DATE:${icsDay(nextDay)}`]
    : [`DTSTART:${icsDate(e.start)}`, `DTEND:${icsDate(end)}`];
  const method = e.method ?? 'PUBLISH';
  const cancel = method === 'CANCEL';
  // A cancelled visit needs no reminder.
  const alarms = (cancel ? [] : (e.alarms ?? ['-PT2H'])).flatMap((trigger) => [
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(e.title)}`,
    `TRIGGER:${trigger}`,
    'END:VALARM',
  ]);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Донор Рядом//Календарь//RU',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${icsDate(e.now)}`,
    `SEQUENCE:${e.sequence ?? 0}`,
    `STATUS:${cancel ? 'CANCELLED' : 'CONFIRMED'}`,
    person('ORGANIZER', e.organizer ?? ICS_ORGANIZER),
    ...(e.attendee ? [person('ATTENDEE', e.attendee, ';ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE')] : []),
    ...times,
    `SUMMARY:${escapeText(e.title)}`,
    `DESCRIPTION:${escapeText(e.description)}`,
    `LOCATION:${escapeText(e.location)}`,
    `URL:${e.url}`,
    ...alarms,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** Saves the calendar file through a temporary object URL. */
export function downloadIcs(filename: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/calendar;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

// "Add to calendar": an RFC 5545 VCALENDAR generated in the browser and downloaded as a Blob —
// no endpoint. Used for a joined event slot (mfe-stations) and for the donor's plan, an all-day
// event with the same reminders the API sends (mfe-profile /profile/planning).

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
}

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
  const alarms = (e.alarms ?? ['-PT2H']).flatMap((trigger) => [
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
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${icsDate(e.now)}`,
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

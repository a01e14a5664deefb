// Opening hours on the station page (spec §2 station page, §3 Blood station hours): every day of
// the week written out, closed days included («Вс — выходной»), and when the station is closed
// now, when it opens next («Откроется во вторник в 08:00»). Pure functions of the hours, the
// clock and the station's local time.
//
// Time zone: hours are the station's local time. The API sends the station's offset from UTC
// (StationDetail.utc_offset_min, kept per station from its city); without it we read the hours
// on Moscow time (UTC+3, no daylight saving since 2014), as the rest of the site does.
import type { OpeningHours } from '@donor/shared/contract/stations';
import { interpolate } from '@donor/shared/i18n';
import { d } from './decide.strings.ts';

export const MOSCOW_OFFSET_MIN = 180;

const toMinutes = (hhmm: string): number => {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
};

/** ISO weekday (1 = Monday … 7 = Sunday) and minutes since midnight at the station. */
export function stationClock(now: Date, offsetMin: number = MOSCOW_OFFSET_MIN): { weekday: number; minutes: number } {
  const local = new Date(now.getTime() + offsetMin * 60_000);
  const js = local.getUTCDay(); // 0 = Sunday
  return { weekday: js === 0 ? 7 : js, minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

export interface NextOpening {
  /** 0 = later today, 1 = tomorrow, … up to 7 (the same weekday next week). */
  inDays: number;
  weekday: number;
  opens: string;
}

/** The next time the station opens after `now`, or null when it has no hours at all. */
export function nextOpening(hours: readonly OpeningHours[], now: Date, offsetMin: number = MOSCOW_OFFSET_MIN): NextOpening | null {
  if (hours.length === 0) return null;
  const { weekday, minutes } = stationClock(now, offsetMin);
  for (let inDays = 0; inDays <= 7; inDays++) {
    const wd = ((weekday - 1 + inDays) % 7) + 1;
    const day = hours.find((h) => h.weekday === wd);
    if (!day) continue;
    if (inDays === 0 && toMinutes(day.opens) <= minutes) continue; // already opened (and closed) today
    return { inDays, weekday: wd, opens: day.opens.slice(0, 5) };
  }
  return null;
}

/** «Откроется сегодня в 08:00», «… завтра в 08:00», «… во вторник в 08:00»; null without hours. */
export function opensNextText(hours: readonly OpeningHours[], now: Date, offsetMin: number = MOSCOW_OFFSET_MIN): string | null {
  const next = nextOpening(hours, now, offsetMin);
  if (!next) return null;
  const when = next.inDays === 0 ? d.station.today : next.inDays === 1 ? d.station.tomorrow : d.station.onWeekday[next.weekday - 1]!;
  return interpolate(d.station.opensAt, { when, time: next.opens });
}

/** Seven rows, Monday first: «08:00–14:00» or «выходной». */
export function weekRows(hours: readonly OpeningHours[]): { weekday: number; text: string; closed: boolean }[] {
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) => {
    const h = hours.find((x) => x.weekday === weekday);
    return h ? { weekday, text: `${h.opens.slice(0, 5)}–${h.closes.slice(0, 5)}`, closed: false } : { weekday, text: d.station.closedDay, closed: true };
  });
}

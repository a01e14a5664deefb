// Plurals, dates and the honorary-path wording of the cabinet, by Intl for `ru` (spec §1: the
// interface locale is Russian): «1 донация», «3 донации», «5 донаций»; a next possible date that
// is today reads «сегодня».
import { formatDate, formatNumber, interpolate, plural } from '@donor/shared/i18n';
import type { HonoraryProgress } from '@donor/shared/eligibility/honorary';
import { cs } from './cabinet.strings.ts';

/** «1 донация», «3 донации», «5 донаций», «21 донация». */
export const donationCount = (n: number): string => `${formatNumber(n)} ${plural(n, cs.cabinet.donationForms)}`;

/** «сегодня» for today (or a day already passed: the engine never answers one), else «24 января 2027». */
export const dayText = (day: string, today: string): string => (day <= today ? cs.cabinet.nextToday : formatDate(day));

/** The honorary path in words: what counts so far, what is left at the least, the earliest date. */
export function honoraryLines(p: HonoraryProgress, today: string): string[] {
  if (p.reached) return [interpolate(cs.cabinet.honoraryDone, { title: p.title })];
  const lines = [
    interpolate(cs.cabinet.honoraryCounts, { blood: donationCount(p.counts.blood), plasma: formatNumber(p.counts.plasma) }),
    interpolate(cs.cabinet.honoraryLeft, { left: donationCount(p.remaining.fewest) }),
  ];
  if (p.earliestDate) lines.push(interpolate(cs.cabinet.honoraryEarliest, { date: dayText(p.earliestDate, today) }));
  return lines;
}

// The station's weekly table as the one line spec §3 keeps in `working_hours` (the list card and
// the station page without a table show it): written again whenever staff save the table, so the
// line never contradicts the table. The wording is the seed's (stations/seed-data.ts HOURS), which
// stations/seed.ts parseHours reads back: «Пн–Пт: 8:00–14:00, Сб: 9:00–13:00», «Ежедневно: …».
import type { HoursRow } from '@donor/shared/contract/staff-stations';

const DAYS = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'] as const;
const clock = (t: string) => t.slice(0, 5).replace(/^0(\d)/, '$1');

/** Runs of consecutive weekdays: [1,2,3,5,6,7] → «Пн–Ср, Пт–Вс». */
function daysText(weekdays: number[]): string {
  const runs: [number, number][] = [];
  for (const d of weekdays) {
    const last = runs[runs.length - 1];
    if (last && last[1] === d - 1) last[1] = d;
    else runs.push([d, d]);
  }
  return runs.map(([a, b]) => (a === b ? DAYS[a - 1] : `${DAYS[a - 1]}–${DAYS[b - 1]}`)).join(', ');
}

/** The weekly table as one line; '' for a station with no working day. */
export function hoursText(rows: readonly HoursRow[]): string {
  const sorted = [...rows].sort((a, b) => a.weekday - b.weekday);
  const groups = new Map<string, number[]>();
  for (const r of sorted) {
    const key = `${clock(r.opens)}–${clock(r.closes)}`;
    groups.set(key, [...(groups.get(key) ?? []), r.weekday]);
  }
  if (groups.size === 1 && sorted.length === 7) return `Ежедневно: ${[...groups.keys()][0]}`;
  return [...groups.entries()].map(([time, days]) => `${daysText(days)}: ${time}`).join(', ');
}

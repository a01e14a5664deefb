// The weekly hours form (docs/booking.md «Пульт станции») on the form kit: seven rows (works,
// opens, closes) in a draft that survives a reload, checked with the same rules the API applies
// (hoursProblems: per weekday, `hours_<weekday>`), sent as the whole table.
import type { HoursBody, HoursRow, StationConsole } from '@donor/shared/contract/staff-stations';
import { hoursField, hoursProblems } from '@donor/shared/contract/staff-stations-rules';
import { createForm, type Errors } from '@donor/shared/form/form.store';
import type { StationConsoleResource } from './station.resource.ts';

export interface HoursDay { works: boolean; opens: string; closes: string }
export interface HoursDraft { days: HoursDay[] }
export type HoursField = 'hours' | `hours_${1 | 2 | 3 | 4 | 5 | 6 | 7}`;

const WEEK = [1, 2, 3, 4, 5, 6, 7] as const;
const BLANK: HoursDay = { works: false, opens: '08:00', closes: '14:00' };

/** The table as seven form rows (a day off keeps the usual times, ready to be ticked). */
export function draftOfHours(hours: readonly HoursRow[]): HoursDraft {
  return { days: WEEK.map((weekday) => {
    const row = hours.find((h) => h.weekday === weekday);
    return row ? { works: true, opens: row.opens, closes: row.closes } : { ...BLANK };
  }) };
}

/** The rows that work, as the API takes them. */
export const hoursBody = (draft: HoursDraft): HoursBody => ({
  hours: draft.days.flatMap((d, i) => (d.works ? [{ weekday: i + 1, opens: d.opens, closes: d.closes }] : [])),
});

export const HOURS_FIELDS: Readonly<Record<string, HoursField>> = Object.fromEntries(
  ['hours', ...WEEK.map(hoursField)].map((k) => [k, k as HoursField]),
);

/** The first problem of each row, as the form shows it. */
export const hoursErrors = (v: HoursDraft): Errors<HoursField> =>
  Object.fromEntries(Object.entries(hoursProblems(hoursBody(v).hours)).map(([k, m]) => [k, m[0]!])) as Errors<HoursField>;

export function createHoursForm(resource: Pick<StationConsoleResource, '$hours'>, console: StationConsole, onSaved: () => void) {
  const form = createForm({
    draft: `staff-hours-${console.station.id}`,
    initial: draftOfHours(console.hours),
    validate: (v: HoursDraft) => hoursErrors(v),
    fields: HOURS_FIELDS,
    mutator: resource.$hours,
    data: hoursBody,
    done: (saved) => {
      form.$values.set(draftOfHours(saved.hours));
      onSaved();
    },
  });
  return {
    ...form,
    /** One day's change; its row's error goes. */
    setDay(index: number, change: Partial<HoursDay>) {
      const days = form.$values.get().days.map((d, i) => (i === index ? { ...d, ...change } : d));
      form.set('days', days);
      form.clearErrors(hoursField(index + 1) as HoursField, 'hours');
    },
  };
}
export type HoursForm = ReturnType<typeof createHoursForm>;

// Calendar days of the visitor's clock: slot dates, last_date and birth_date are `YYYY-MM-DD`
// days, compared as strings (spec §4 Joining: a day is valid until 23:59:59 local time).

/** 'YYYY-MM-DD' of `now` in the visitor's time zone. */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

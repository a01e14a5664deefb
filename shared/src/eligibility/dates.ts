// Calendar days as 'YYYY-MM-DD' strings, counted in UTC day numbers: no local time zone can shift
// a day, and leap years come from Date.UTC. The research: «Интервал рассчитывается в календарных
// днях» (shared/domain/eligibility-ru.md §1).

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written 'YYYY-MM-DD' (no 2027-02-29). */
export function isIsoDate(s: unknown): s is string {
  if (typeof s !== 'string') return false;
  const m = ISO_DATE.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** Days since 1970-01-01. Throws on a malformed date: the callers validate input first. */
export function toDay(s: string): number {
  if (!isIsoDate(s)) throw new RangeError(`eligibility: not a YYYY-MM-DD date: ${String(s)}`);
  const [y, m, d] = s.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

export function fromDay(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(s: string, days: number): string {
  return fromDay(toDay(s) + days);
}

/** b − a in days. */
export function diffDays(a: string, b: string): number {
  return toDay(b) - toDay(a);
}

export function yearOf(s: string): number {
  return Number(s.slice(0, 4));
}

/** 1 January of the year after s. */
export function nextJanuary(s: string): string {
  return `${String(yearOf(s) + 1).padStart(4, '0')}-01-01`;
}

/**
 * The day `years` full years after s. A 29 February start gives 1 March in a common year: the later
 * of the two readings, so an age limit is never shown as reached early.
 */
export function addYears(s: string, years: number): string {
  const [y, m, d] = s.split('-').map(Number) as [number, number, number];
  toDay(s); // validate
  return fromDay(Date.UTC(y + years, m - 1, d) / DAY_MS);
}

/** Today on this device's calendar (not UTC: at 01:00 in Moscow it is already the new day). */
export function localToday(now: Date = new Date()): string {
  const y = String(now.getFullYear()).padStart(4, '0');
  return `${y}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export function maxDate(a: string, b: string): string {
  return a >= b ? a : b;
}

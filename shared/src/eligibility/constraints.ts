// What stops a donation of one component on one day, under one rule set. Each blocker names the
// first day it could stop blocking (`until`): the engine (engine.ts) jumps there and asks again.
// Rules: shared/domain/eligibility-ru.md «How to compute the next eligible date», docs/eligibility.md.
import { addYears, fromDay, nextJanuary, toDay } from './dates.ts';
import type { CapWindow, Component, Deferral, DonorFacts, Reason, RuleCell, RuleSet, Sex } from './types.ts';

/** A donation prepared once per call: day number, and whether it is counted by a cap. */
export interface Entry {
  day: number;
  date: string;
  components: Component[];
  volumeMl: number | null;
}

export interface Prepared {
  entries: Entry[];
  sex: Sex | null;
  deferrals: Deferral[];
  birthDate: string | null;
}

export function prepare(facts: DonorFacts): Prepared {
  const entries = facts.donations
    .filter((d) => d.components.length > 0)
    .map((d) => ({ day: toDay(d.date), date: d.date, components: [...new Set(d.components)], volumeMl: d.volumeMl ?? null }))
    .sort((a, b) => a.day - b.day);
  return { entries, sex: facts.sex, deferrals: facts.deferrals, birthDate: facts.birthDate ?? null };
}

/** The largest interval among a procedure's components (the research's reading of the cut-off 1166н note). */
function largest(components: Component[], cellOf: (c: Component) => RuleCell): { component: Component; cell: RuleCell } {
  let best: { component: Component; cell: RuleCell } | null = null;
  for (const c of components) {
    const cell = cellOf(c);
    if (!best || cell.days > best.cell.days) best = { component: c, cell };
  }
  return best!;
}

function intervalBlockers(p: Prepared, target: Component, day: number, rules: RuleSet): Reason[] {
  let after: Extract<Reason, { code: 'interval' }> | null = null;
  let before: Extract<Reason, { code: 'interval_before' }> | null = null;
  for (const e of p.entries) {
    const multi = e.components.length > 1 ? { components: e.components } : {};
    const back = largest(e.components, (c) => rules.intervals[c][target]);
    if (e.day <= day) {
      const until = e.day + back.cell.days;
      if (day < until && (!after || fromDay(until) > after.until)) {
        after = { code: 'interval', after: back.component, lastDate: e.date, days: back.cell.days, until: fromDay(until), target, ...multi, confidence: back.cell.confidence };
      }
      continue;
    }
    // A donation recorded or planned after `day`: the new one must leave it its interval too.
    const fwd = largest(e.components, (c) => rules.intervals[target][c]);
    if (e.day - day < fwd.cell.days) {
      const until = fromDay(e.day + back.cell.days);
      if (!before || until > before.until) {
        before = { code: 'interval_before', before: fwd.component, nextDate: e.date, days: fwd.cell.days, until, target, ...multi, confidence: fwd.cell.confidence };
      }
    }
  }
  return [after, before].filter((r): r is NonNullable<typeof r> => r !== null);
}

interface WindowHit {
  amount: number;
  until: number;
}

/**
 * The window of a year around `day` that the new donation would overfill, with the first day
 * outside it. Calendar year: the year of `day`. Rolling: every 365-day window that holds `day`
 * (starts at day−364, at each donation before and 364 days before each one after); a blocked day
 * stays blocked until the window's end + 1, so the latest such end is the safe jump.
 */
function overfilled(entries: Entry[], weight: (e: Entry) => number, day: number, room: number, window: CapWindow): WindowHit | null {
  if (window === 'calendarYear') {
    const date = fromDay(day);
    const year = date.slice(0, 4);
    const amount = entries.filter((e) => e.date.startsWith(year)).reduce((sum, e) => sum + weight(e), 0);
    return amount > room ? { amount, until: toDay(nextJanuary(date)) } : null;
  }
  const starts = new Set([day - 364, day]);
  for (const e of entries) {
    if (weight(e) === 0) continue;
    if (e.day >= day - 364 && e.day <= day) starts.add(e.day);
    if (e.day >= day && e.day <= day + 364) starts.add(e.day - 364);
  }
  let hit: WindowHit | null = null;
  for (const start of starts) {
    const amount = entries.filter((e) => e.day >= start && e.day <= start + 364).reduce((sum, e) => sum + weight(e), 0);
    if (amount > room && (!hit || start + 365 > hit.until)) hit = { amount, until: start + 365 };
  }
  return hit;
}

function capBlockers(p: Prepared, target: Component, day: number, rules: RuleSet, window: CapWindow): Reason[] {
  const out: Reason[] = [];
  const cap = rules.yearlyCaps[target];
  if (cap) {
    // Unknown sex: the stricter (female) cap, and the reason says so.
    const sex: Sex = p.sex ?? 'female';
    const limit = sex === 'male' ? cap.male : cap.female;
    const counted = (e: Entry) => (e.components.some((c) => cap.counts.includes(c)) ? 1 : 0);
    const hit = overfilled(p.entries, counted, day, limit - 1, window);
    if (hit) {
      out.push({ code: 'yearly_cap', component: target, count: hit.amount, cap: limit, until: fromDay(hit.until), window, sex, ...(p.sex ? {} : { sexUnknown: true }), confidence: cap.confidence });
    }
  }
  const volume = rules.plasmaVolume;
  if (volume && target === 'plasma') {
    const dose = rules.defaultPlasmaMl.ml;
    const plasmaMl = (e: Entry) => (e.components.includes('plasma') ? (e.volumeMl ?? dose) : 0);
    const hit = overfilled(p.entries, plasmaMl, day, volume.capMl - dose, window);
    if (hit) {
      out.push({ code: 'plasma_volume', usedMl: hit.amount, capMl: volume.capMl, until: fromDay(hit.until), doseMl: dose, window, confidence: volume.confidence });
    }
  }
  return out;
}

function deferralBlockers(p: Prepared, day: number, rules: RuleSet): Reason[] {
  const out: Reason[] = [];
  for (const d of p.deferrals) {
    const cell = rules.deferrals[d.kind];
    const until = d.until ? toDay(d.until) : toDay(d.from) + cell.days;
    if (toDay(d.from) <= day && day < until) {
      out.push({ code: 'deferral', kind: d.kind, from: d.from, until: fromDay(until), ...(d.until ? {} : { confidence: cell.confidence }) });
    }
  }
  return out;
}

/** Everything that stops a donation of `target` on `day` (day number), strongest per rule. */
export function blockersAt(p: Prepared, target: Component, day: number, rules: RuleSet, window: CapWindow): Reason[] {
  const out = [...intervalBlockers(p, target, day, rules), ...capBlockers(p, target, day, rules, window), ...deferralBlockers(p, day, rules)];
  if (p.birthDate) {
    const adult = addYears(p.birthDate, rules.minAgeYears);
    if (day < toDay(adult)) out.push({ code: 'age', until: adult, minAge: rules.minAgeYears });
  }
  return out;
}

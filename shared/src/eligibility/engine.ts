// The eligibility engine's entry points: the cabinet shows the next possible date per component
// and the API refuses a planned date with the same computation (docs/eligibility.md). Pure: no
// I/O, no clock unless `today` is left out of checkDonationDate's options.
import { blockersAt, prepare, type Prepared } from './constraints.ts';
import { fromDay, localToday, toDay } from './dates.ts';
import { nextRuleChange, RULE_SETS, ruleSetFor } from './rule-sets.ts';
import { COMPONENTS, type Component, type DonorFacts, type EngineOptions, type Reason } from './types.ts';

/** Far more jumps than any history needs (each jump passes one donation, deferral or rule change). */
const MAX_JUMPS = 10_000;

export interface DateVerdict {
  /** The first allowed day on or after the start. */
  date: string;
  /** What pushed it past the start, the one that set the date first; empty when the start is fine. */
  reasons: Reason[];
}

function reasonKey(r: Reason): string {
  return JSON.stringify(r);
}

/** Latest `until` first: the rule that set the date leads, the ones it outlasted follow. */
function tidy(reasons: Reason[]): Reason[] {
  const seen = new Map<string, Reason>();
  for (const r of reasons) seen.set(reasonKey(r), r);
  const until = (r: Reason) => ('until' in r ? r.until : '');
  return [...seen.values()].sort((a, b) => until(b).localeCompare(until(a)));
}

/**
 * The first day ≥ start on which nothing blocks `target`. Each blocker says when it may stop, so
 * the search jumps from blocker to blocker; a jump never passes the day another rule set takes
 * over, since the new set may allow an earlier day.
 */
export function searchFrom(p: Prepared, target: Component, start: string, opts: EngineOptions = {}): DateVerdict {
  const sets = opts.ruleSets ?? RULE_SETS;
  const window = opts.capWindow ?? 'rolling365';
  const collected: Reason[] = [];
  let day = toDay(start);
  for (let jump = 0; jump < MAX_JUMPS; jump++) {
    const date = fromDay(day);
    const blockers = blockersAt(p, target, day, opts.rules ?? ruleSetFor(date, sets), window);
    if (blockers.length === 0) return { date, reasons: tidy(collected) };
    collected.push(...blockers);
    let next = Math.max(...blockers.map((r) => ('until' in r ? toDay(r.until) : day + 1)));
    const change = opts.rules ? null : nextRuleChange(date, sets);
    if (change !== null) next = Math.min(next, toDay(change));
    day = next;
  }
  throw new RangeError('eligibility: no allowed date found');
}

/** Per component: the first allowed day on or after `today`, and why it is not today. */
export function nextPossibleDates(facts: DonorFacts, today: string, opts: EngineOptions = {}): Record<Component, DateVerdict> {
  const p = prepare(facts);
  const out = {} as Record<Component, DateVerdict>;
  for (const c of COMPONENTS) out[c] = searchFrom(p, c, today, opts);
  return out;
}

export interface DateCheck {
  ok: boolean;
  /** Why `date` is refused ('past' first when it is before today); empty when ok. */
  reasons: Reason[];
  /** The first allowed day on or after today (the same date nextPossibleDates shows). */
  earliest: string;
  /** The first allowed day on or after max(date, today): what to offer instead of a refused date. */
  nextAllowed: string;
}

/** Whether `component` may be donated on `date`; pass `opts.today` (the API must). */
export function checkDonationDate(facts: DonorFacts, component: Component, date: string, opts: EngineOptions = {}): DateCheck {
  const today = opts.today ?? localToday();
  const p = prepare(facts);
  const rules = opts.rules ?? ruleSetFor(date, opts.ruleSets ?? RULE_SETS);
  const blockers = tidy(blockersAt(p, component, toDay(date), rules, opts.capWindow ?? 'rolling365'));
  const reasons: Reason[] = date < today ? [{ code: 'past' }, ...blockers] : blockers;
  const earliest = searchFrom(p, component, today, opts).date;
  const nextAllowed = date <= today ? earliest : searchFrom(p, component, date, opts).date;
  return { ok: reasons.length === 0, reasons, earliest, nextAllowed };
}

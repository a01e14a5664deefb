// Every rule set the engine knows, oldest first; the one in effect on a date is chosen by
// `effectiveFrom` (docs/eligibility.md «Новый набор правил»). The draft replacement of 1166н
// (reported March 2026) becomes one more entry here when it is adopted.
import { RULES_1166N } from './rules-1166n.ts';
import type { RuleSet } from './types.ts';

export const RULE_SETS: readonly RuleSet[] = [RULES_1166N];

/**
 * The set in effect on `date`: the latest one whose effectiveFrom ≤ date. A date before every set
 * (history before 2021) gets the oldest set: the engine has no rules older than 1166н.
 */
export function ruleSetFor(date: string, sets: readonly RuleSet[] = RULE_SETS): RuleSet {
  const sorted = [...sets].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  const first = sorted[0];
  if (!first) throw new RangeError('eligibility: no rule sets');
  let found = first;
  for (const set of sorted) if (set.effectiveFrom <= date) found = set;
  return found;
}

/** The first day after `date` on which another set takes over, or null. */
export function nextRuleChange(date: string, sets: readonly RuleSet[] = RULE_SETS): string | null {
  let next: string | null = null;
  for (const set of sets) if (set.effectiveFrom > date && (next === null || set.effectiveFrom < next)) next = set.effectiveFrom;
  return next;
}

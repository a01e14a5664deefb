// Every cell of the interval matrix as data and through the engine, U cells as flagged
// placeholders, and the choice of a rule set by effective date (docs/eligibility.md).
import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import { checkDonationDate, nextPossibleDates } from './engine.ts';
import { RULES_1166N } from './rules-1166n.ts';
import { nextRuleChange, RULE_SETS, ruleSetFor } from './rule-sets.ts';
import type { Component, Confidence, DonorFacts, RuleSet } from './types.ts';

const TODAY = '2026-11-24';

// previous → next: days and confidence, as the research table gives them (U = placeholder).
const MATRIX: [Component, Component, number, Confidence][] = [
  ['blood', 'blood', 60, 'S'], ['blood', 'plasma', 30, 'S'], ['blood', 'platelets', 30, 'S'], ['blood', 'erythrocytes', 90, 'U'], ['blood', 'granulocytes', 60, 'U'],
  ['plasma', 'blood', 14, 'S'], ['plasma', 'plasma', 14, 'S'], ['plasma', 'platelets', 14, 'S'], ['plasma', 'erythrocytes', 60, 'U'], ['plasma', 'granulocytes', 60, 'U'],
  ['platelets', 'blood', 14, 'S'], ['platelets', 'plasma', 14, 'S'], ['platelets', 'platelets', 14, 'S'], ['platelets', 'erythrocytes', 60, 'U'], ['platelets', 'granulocytes', 60, 'U'],
  ['erythrocytes', 'blood', 90, 'U'], ['erythrocytes', 'plasma', 90, 'U'], ['erythrocytes', 'platelets', 90, 'U'], ['erythrocytes', 'erythrocytes', 90, 'U'], ['erythrocytes', 'granulocytes', 90, 'U'],
  ['granulocytes', 'blood', 60, 'U'], ['granulocytes', 'plasma', 60, 'U'], ['granulocytes', 'platelets', 60, 'U'], ['granulocytes', 'erythrocytes', 60, 'U'], ['granulocytes', 'granulocytes', 60, 'U'],
];

const oneDonation = (component: Component, date = TODAY): DonorFacts => ({ sex: 'male', donations: [{ date, components: [component] }], deferrals: [] });

describe('1166н interval matrix', () => {
  it('lists all 25 cells', () => expect(new Set(MATRIX.map(([a, b]) => `${a}>${b}`)).size).toBe(25));

  it.each(MATRIX)('%s → %s: %i days (%s)', (prev, next, days, confidence) => {
    expect(RULES_1166N.intervals[prev][next]).toMatchObject({ days, confidence });
    const verdict = nextPossibleDates(oneDonation(prev), TODAY)[next];
    expect(verdict.date).toBe(addDays(TODAY, days));
    expect(verdict.reasons[0]).toMatchObject({ code: 'interval', after: prev, target: next, days, confidence, until: addDays(TODAY, days) });
    // D + N is the first allowed day, D + N − 1 is not.
    expect(checkDonationDate(oneDonation(prev), next, addDays(TODAY, days - 1), { today: TODAY }).ok).toBe(false);
    expect(checkDonationDate(oneDonation(prev), next, addDays(TODAY, days), { today: TODAY }).ok).toBe(true);
  });

  it('every U cell is a placeholder no shorter than the research suggests (60) and says so', () => {
    const uCells = MATRIX.filter(([, , , c]) => c === 'U');
    expect(uCells).toHaveLength(16);
    for (const [a, b] of uCells) {
      expect(RULES_1166N.intervals[a][b].days).toBeGreaterThanOrEqual(60);
      expect(RULES_1166N.intervals[a][b].source).toMatch(/заглушка/);
    }
  });

  it('every deferral and cap carries a confidence', () => {
    for (const cell of Object.values(RULES_1166N.deferrals)) expect(['V', 'S', 'W', 'U']).toContain(cell.confidence);
    expect(RULES_1166N.deferrals.tattoo).toMatchObject({ days: 120, confidence: 'S' });
    expect(RULES_1166N.yearlyCaps.blood).toMatchObject({ male: 5, female: 4, confidence: 'V' });
    expect(RULES_1166N.plasmaVolume).toMatchObject({ capMl: 16_000, confidence: 'S' });
  });
});

describe('rule sets by effective date', () => {
  // A made-up later order: 45 days between whole-blood donations from 1 March 2027.
  const LATER: RuleSet = {
    ...RULES_1166N,
    id: 'test-2027',
    source: 'Тестовый приказ',
    effectiveFrom: '2027-03-01',
    intervals: { ...RULES_1166N.intervals, blood: { ...RULES_1166N.intervals.blood, blood: { days: 45, confidence: 'V' } } },
  };
  const sets = [LATER, RULES_1166N]; // order of the list does not matter

  it('ruleSetFor takes the latest set in effect on the date', () => {
    expect(ruleSetFor(TODAY)).toBe(RULES_1166N);
    expect(RULE_SETS[0]?.effectiveFrom).toBe('2021-01-01');
    expect(ruleSetFor('2027-02-28', sets).id).toBe('1166n-2021');
    expect(ruleSetFor('2027-03-01', sets).id).toBe('test-2027');
    expect(ruleSetFor('2019-05-01', sets).id).toBe('1166n-2021'); // before every set: the oldest
    expect(nextRuleChange(TODAY, sets)).toBe('2027-03-01');
    expect(nextRuleChange('2027-03-01', sets)).toBeNull();
  });

  it('the engine applies the set in effect on the donation day, and never jumps past a change', () => {
    // Blood on 2027-01-20: the old 60 days would give 2027-03-21; from 2027-03-01 the new 45 days allow 2027-03-06.
    const facts = oneDonation('blood', '2027-01-20');
    expect(nextPossibleDates(facts, '2027-01-21', { ruleSets: sets }).blood.date).toBe('2027-03-06');
    expect(nextPossibleDates(facts, '2027-01-21').blood.date).toBe('2027-03-21');
    // Blood on 2027-01-01: under the new set 45 days have passed on 2027-03-01 already, the change day itself.
    expect(nextPossibleDates(oneDonation('blood', '2027-01-01'), '2027-01-02', { ruleSets: sets }).blood.date).toBe('2027-03-01');
    // A fixed set overrides the choice by date.
    expect(nextPossibleDates(facts, '2027-01-21', { ruleSets: sets, rules: RULES_1166N }).blood.date).toBe('2027-03-21');
  });
});

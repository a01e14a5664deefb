// The achievement rules as pure functions (rules.ts): each type's stage, when it was reached and
// the progress toward the next one.
import { describe, expect, it } from 'vitest';
import { computeAchievements, type AchievementFacts, type FactDonation } from './rules.ts';

const NOW = new Date('2026-11-24T09:00:00Z');
const TODAY = '2026-11-24';
const none: AchievementFacts = { donations: [], eventSlots: [], needJoins: [], monthlyPayments: [], referralFirstDonations: [] };
let nextId = 1;
const don = (date: string, bloodClass = 'blood', over: Partial<FactDonation> = {}): FactDonation => ({ id: nextId++, date, bloodClass, stationId: 1, paid: false, ...over });
/** n donations 70 days apart from 2015-01-10. */
const series = (n: number, bloodClass = 'blood') =>
  Array.from({ length: n }, (_, i) => don(new Date(Date.UTC(2015, 0, 10) + i * 70 * 86400_000).toISOString().slice(0, 10), bloodClass));
const of = (f: Partial<AchievementFacts>, withProgress = true) => {
  const list = computeAchievements({ ...none, ...f }, NOW, TODAY, withProgress);
  return Object.fromEntries(list.map((c) => [c.type, c]));
};

describe('achievement rules', () => {
  it('nothing without facts; progress toward the first stage', () => {
    const r = of({});
    expect(Object.values(r).every((c) => c.stage === 0 && c.reachedAt === null)).toBe(true);
    expect(r.whole_blood!.progress).toEqual({ current: 0, next_threshold: 3 });
    expect(r.honorary_moscow!.progress).toEqual({ current: 0, next_threshold: 20 });
  });

  it('whole blood stages 3/5/10/20/40 reached on the donation that completes them', () => {
    const d = series(11);
    const r = of({ donations: d });
    expect(r.first_donation).toMatchObject({ stage: 1, reachedAt: new Date(`${d[0]!.date}T00:00:00Z`), progress: null });
    expect(r.whole_blood).toMatchObject({ stage: 3, reachedAt: new Date(`${d[9]!.date}T00:00:00Z`), progress: { current: 11, next_threshold: 20 } });
    expect(r.first_plasma!.stage).toBe(0);
  });

  it('plasma counts for first_plasma, not for whole blood', () => {
    const r = of({ donations: [don('2026-01-10', 'plasma'), don('2026-03-01', 'platelets')] });
    expect(r.first_plasma!.stage).toBe(1);
    expect(r.whole_blood!.stage).toBe(0);
    expect(r.first_donation!.stage).toBe(1);
  });

  it('honorary titles come from the eligibility engine: 20 blood donations = Moscow, not Russia; paid ones do not count', () => {
    const r = of({ donations: series(20) }, false);
    expect(r.honorary_moscow!.stage).toBe(1);
    expect(r.honorary_russia!.stage).toBe(0);
    const paid = of({ donations: series(20).map((d, i) => (i === 0 ? { ...d, paid: true } : d)) });
    expect(paid.honorary_moscow!.stage).toBe(0);
    expect(paid.honorary_moscow!.progress).toEqual({ current: 19, next_threshold: 20 });
  });

  it('event donation: same day and station as a joined event slot', () => {
    const donations = [don('2026-05-10', 'blood', { stationId: 7 }), don('2026-08-10', 'blood', { stationId: 8 })];
    const r = of({ donations, eventSlots: [{ date: '2026-05-10', stationId: 7 }, { date: '2026-08-10', stationId: 9 }] });
    expect(r.event_donation).toMatchObject({ stage: 1, reachedAt: new Date('2026-05-10T00:00:00Z') });
  });

  it('help-me answer: a donation on or after the day of joining, each need once', () => {
    const donations = [don('2026-05-10'), don('2026-09-01')];
    const r = of({ donations, needJoins: [{ needId: 1, joinedOn: '2026-05-09' }, { needId: 2, joinedOn: '2026-10-01' }] });
    expect(r.helpme_answer).toMatchObject({ stage: 1, reachedAt: new Date('2026-05-10T00:00:00Z'), progress: { current: 1, next_threshold: 3 } });
  });

  it('monthly donor: consecutive months; a gap restarts the run; the stage stays with the longest run', () => {
    const pay = (m: string) => new Date(`${m}-05T10:00:00Z`);
    const r = of({ monthlyPayments: ['2025-01', '2025-02', '2025-03', '2025-05', '2026-10', '2026-11'].map(pay) });
    expect(r.monthly_donor).toMatchObject({ stage: 1, reachedAt: pay('2025-03'), progress: { current: 2, next_threshold: 6 } });
    const two = of({ monthlyPayments: [pay('2026-10'), pay('2026-10'), pay('2026-11')] });
    expect(two.monthly_donor!.stage).toBe(0);
  });

  it('referrals who donated: stages 1/3/10 on their first donations', () => {
    const r = of({ referralFirstDonations: ['2026-03-01', '2026-01-01', '2026-02-01'] });
    expect(r.referral_donated).toMatchObject({ stage: 2, reachedAt: new Date('2026-03-01T00:00:00Z'), progress: { current: 3, next_threshold: 10 } });
  });
});

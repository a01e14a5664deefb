// Honorary titles: what counts (unpaid, cellular = blood), the paths of each rule, and the
// simulated earliest day (shared/domain/eligibility-ru.md §5, docs/eligibility.md).
import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import { honoraryProgress, HONORARY_TITLES, type HonoraryProgress } from './honorary.ts';
import type { Component, DonorFacts, PastDonation } from './types.ts';

const TODAY = '2026-11-24';
/** `n` donations `step` days apart, the last one on `last`. */
const upTo = (last: string, n: number, step: number, component: Component = 'blood'): PastDonation[] =>
  Array.from({ length: n }, (_, i) => ({ date: addDays(last, -(n - 1 - i) * step), components: [component] }));
const donor = (donations: PastDonation[], sex: DonorFacts['sex'] = 'male'): DonorFacts => ({ sex, donations, deferrals: [] });
const byId = (list: HonoraryProgress[], id: 'russia' | 'moscow') => list.find((p) => p.id === id)!;

describe('honorary titles', () => {
  it('has the federal (V) and Moscow (S) rules with their thresholds', () => {
    expect(HONORARY_TITLES.map((t) => [t.title, t.bloodOnly, t.mixedBlood, t.mixedTotal, t.anyTotal, t.confidence])).toEqual([
      ['Почётный донор России', 40, 25, 40, 60, 'V'],
      ['Почётный донор Москвы', 20, 13, 20, 30, 'S'],
    ]);
  });

  it('a new donor: fewest 40 / 20 donations, but 60 / 30 plasma is the fastest (volume cap included)', () => {
    const [russia, moscow] = honoraryProgress(donor([], 'female'), TODAY);
    expect(russia).toMatchObject({
      title: 'Почётный донор России',
      reached: false,
      counts: { blood: 0, plasma: 0, total: 0 },
      remaining: { fewest: 40, bloodOnly: 40, mixedBlood: 25, mixedTotal: 40, anyTotal: 60 },
      // 26 plasma donations fit in a 365-day window (27 × 0.6 L > 16 L): days 0…350, 365…715, 730…828.
      earliestDate: '2029-03-01',
      plan: { blood: 0, plasma: 60 },
      reachedOn: null,
      confidence: 'V',
    });
    expect(russia?.rule).toMatch(/безвозмездные/);
    expect(moscow).toMatchObject({ earliestDate: '2028-01-05', plan: { blood: 0, plasma: 30 }, confidence: 'S' }); // day 407
  });

  it('mixed path, mostly blood: 39 blood needs one more donation, and plasma comes first (30 days vs 60)', () => {
    const russia = byId(honoraryProgress(donor(upTo('2026-11-01', 39, 73)), TODAY), 'russia');
    expect(russia.counts).toEqual({ blood: 39, plasma: 0, total: 39 });
    expect(russia.remaining).toEqual({ fewest: 1, bloodOnly: 1, mixedBlood: 0, mixedTotal: 1, anyTotal: 21 });
    expect(russia.earliestDate).toBe('2026-12-01');
    expect(russia.plan).toEqual({ blood: 0, plasma: 1 });
  });

  it('mixed path, one blood short of 25: plasma first, the blood last', () => {
    const history = upTo('2019-12-01', 24, 73); // long ago: no interval or cap left
    const russia = byId(honoraryProgress(donor(history), TODAY), 'russia');
    expect(russia.remaining).toMatchObject({ fewest: 16, mixedBlood: 1, mixedTotal: 16, anyTotal: 36 });
    // 15 plasma on days 0…196, then blood 14 days after the last plasma: day 210.
    expect(russia.earliestDate).toBe(addDays(TODAY, 210));
    expect(russia.plan).toEqual({ blood: 1, plasma: 15 });
    const plus15 = [...history, ...upTo('2025-06-01', 15, 14, 'plasma')];
    const almost = byId(honoraryProgress(donor(plus15), TODAY), 'russia');
    expect(almost.remaining.fewest).toBe(1);
    expect(almost.plan).toEqual({ blood: 1, plasma: 0 });
    expect(almost.earliestDate).toBe(TODAY);
  });

  it('reached: the date of the donation that completed it, no ETA', () => {
    const history = upTo('2026-10-01', 40, 73);
    const [russia, moscow] = honoraryProgress(donor(history), TODAY);
    expect(russia).toMatchObject({ reached: true, reachedOn: '2026-10-01', earliestDate: null, plan: null });
    expect(moscow).toMatchObject({ reached: true, reachedOn: history[19]?.date });
  });

  it('60 plasma reach the federal title; cellular components and multi-component procedures count as blood', () => {
    expect(byId(honoraryProgress(donor(upTo('2026-11-01', 60, 14, 'plasma')), TODAY), 'russia').reached).toBe(true);
    const mixed = donor([
      { date: '2026-01-10', components: ['platelets'] },
      { date: '2026-03-10', components: ['erythrocytes'] },
      { date: '2026-06-10', components: ['plasma', 'platelets'] },
      { date: '2026-09-10', components: ['plasma'] },
    ]);
    expect(byId(honoraryProgress(mixed, TODAY), 'russia').counts).toEqual({ blood: 3, plasma: 1, total: 4 });
  });

  it('paid and planned donations do not count', () => {
    const f = donor([
      { date: '2026-01-10', components: ['blood'], paid: true },
      { date: '2026-05-10', components: ['blood'], paid: false },
      { date: '2026-12-20', components: ['blood'] },
    ]);
    expect(byId(honoraryProgress(f, TODAY), 'russia').counts).toEqual({ blood: 1, plasma: 0, total: 1 });
  });

  it('is deterministic', () => {
    const f = donor(upTo('2026-11-01', 10, 61));
    expect(honoraryProgress(f, TODAY)).toEqual(honoraryProgress(f, TODAY));
  });
});

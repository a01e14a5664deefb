import { describe, expect, it } from 'vitest';
import type { HonoraryProgress } from '@donor/shared/eligibility/honorary';
import { dayText, donationCount, honoraryLines } from './cabinet-format.ts';

const progress = (over: Partial<HonoraryProgress> = {}): HonoraryProgress => ({
  id: 'moscow', title: 'Почётный донор Москвы', reached: false, counts: { blood: 3, plasma: 2, total: 5 },
  goals: { bloodOnly: 20, mixedBlood: 13, mixedTotal: 20, anyTotal: 30 },
  remaining: { fewest: 15, bloodOnly: 17, mixedBlood: 10, mixedTotal: 15, anyTotal: 25 },
  earliestDate: '2029-03-01', plan: { blood: 10, plasma: 5 }, reachedOn: null, rule: '', confidence: 'S', source: '', ...over,
});

describe('cabinet wording (Intl ru)', () => {
  it('Russian plurals of donations', () => {
    expect([1, 3, 5, 11, 21, 22, 25, 101, 1000].map(donationCount)).toEqual([
      '1 донация', '3 донации', '5 донаций', '11 донаций', '21 донация', '22 донации', '25 донаций', '101 донация', '1\u00a0000 донаций',
    ]);
  });

  it('a next date of today reads «сегодня»; another one is written out', () => {
    expect(dayText('2026-11-24', '2026-11-24')).toBe('сегодня');
    expect(dayText('2027-01-23', '2026-11-24')).toBe('23 января 2027');
  });

  it('the honorary path: counts, what is left at the least, the earliest date; or that it is reached', () => {
    expect(honoraryLines(progress(), '2026-11-24')).toEqual([
      'Засчитано: 3 донации крови и её компонентов, плазмы — 2',
      'Осталось как минимум: 15 донаций',
      'Если сдавать так часто, как разрешено, — не раньше 1 марта 2029',
    ]);
    expect(honoraryLines(progress({ reached: true, earliestDate: null }), '2026-11-24')).toEqual(['Звание уже можно получить: Почётный донор Москвы']);
  });
});

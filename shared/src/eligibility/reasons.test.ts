// Russian texts: every reason code, every label (docs/eligibility.md «Тексты»).
import { describe, expect, it } from 'vitest';
import { nextPossibleDates } from './engine.ts';
import { COMPONENT_LABEL, CONFIDENCE_LABEL, DEFERRAL_LABEL, describeReason } from './reasons.ts';
import { RULES_1166N } from './rules-1166n.ts';
import { COMPONENTS, DEFERRAL_KINDS, type Reason, type ReasonCode } from './types.ts';

const NBSP = '\u00a0';

describe('describeReason', () => {
  const cases: [ReasonCode, Reason, string][] = [
    ['interval', { code: 'interval', after: 'blood', lastDate: '2026-12-01', days: 60, until: '2027-01-30' },
      'После сдачи цельной крови 1 декабря 2026 нужно подождать 60 дней: сдать можно с 30 января 2027.'],
    ['interval', { code: 'interval', after: 'blood', lastDate: '2026-11-24', days: 30, until: '2026-12-24', target: 'plasma' },
      'После сдачи цельной крови 24 ноября 2026 до сдачи плазмы нужно подождать 30 дней: сдать можно с 24 декабря 2026.'],
    ['interval', { code: 'interval', after: 'blood', lastDate: '2026-11-24', days: 60, until: '2027-01-23', target: 'blood' },
      'После сдачи цельной крови 24 ноября 2026 до следующей сдачи цельной крови нужно подождать 60 дней: сдать можно с 23 января 2027.'],
    ['interval', { code: 'interval', after: 'platelets', lastDate: '2026-11-24', days: 14, until: '2026-12-08', target: 'blood', components: ['plasma', 'platelets'] },
      'После сдачи плазмы и тромбоцитов за одну процедуру 24 ноября 2026 до сдачи цельной крови нужно подождать 14 дней (действует наибольший из интервалов): сдать можно с 8 декабря 2026.'],
    ['interval_before', { code: 'interval_before', before: 'plasma', nextDate: '2026-12-10', days: 30, until: '2026-12-24', target: 'blood' },
      'На 10 декабря 2026 уже есть сдача плазмы, а после сдачи цельной крови до неё должно пройти не меньше 30 дней. Сдать можно с 24 декабря 2026.'],
    ['yearly_cap', { code: 'yearly_cap', component: 'blood', count: 5, cap: 5, until: '2027-01-05', window: 'rolling365', sex: 'male' },
      'Мужчинам можно сдавать цельную кровь не больше 5 раз в год, а за 365 дней уже 5 донаций. Сдать можно с 5 января 2027.'],
    ['yearly_cap', { code: 'yearly_cap', component: 'blood', count: 4, cap: 4, until: '2027-01-01', window: 'calendarYear', sex: 'female', sexUnknown: true },
      'Пол в профиле не указан, поэтому действует более строгий предел — для женщин: сдавать цельную кровь не больше 4 раз в год, а в 2026 году уже 4 донации. Сдать можно с 1 января 2027.'],
    ['plasma_volume', { code: 'plasma_volume', usedMl: 15_600, capMl: 16_000, until: '2026-11-25', doseMl: 600, window: 'rolling365' },
      `За 365 дней сдано 15,6${NBSP}л плазмы; со следующей донацией (ещё 0,6${NBSP}л) получится больше годового предела 16${NBSP}л. Сдать можно с 25 ноября 2026.`],
    ['deferral', { code: 'deferral', kind: 'tattoo', from: '2026-11-24', until: '2027-03-24' },
      'Временный отвод — «Татуировка, пирсинг или иглоукалывание» от 24 ноября 2026: сдать можно с 24 марта 2027.'],
    ['age', { code: 'age', until: '2028-02-28', minAge: 18 }, 'Сдавать кровь можно с 18 лет: с 28 февраля 2028.'],
    ['past', { code: 'past' }, 'Эта дата уже прошла.'],
  ];

  it.each(cases)('%s: %s', (_code, reason, text) => {
    expect(describeReason(reason)).toBe(text);
  });

  it('covers every reason code', () => {
    const codes: ReasonCode[] = ['interval', 'interval_before', 'yearly_cap', 'plasma_volume', 'deferral', 'age', 'past'];
    expect(new Set(cases.map(([c]) => c))).toEqual(new Set(codes));
  });

  it('explains what the engine returns', () => {
    const next = nextPossibleDates({ sex: null, donations: [{ date: '2026-12-01', components: ['blood'] }], deferrals: [] }, '2026-12-02');
    expect(next.blood.reasons.map(describeReason)).toEqual([
      'После сдачи цельной крови 1 декабря 2026 до следующей сдачи цельной крови нужно подождать 60 дней: сдать можно с 30 января 2027.',
    ]);
  });
});

describe('labels', () => {
  it('name every component and deferral kind in Russian', () => {
    expect(COMPONENTS.map((c) => COMPONENT_LABEL[c])).toEqual(['Цельная кровь', 'Плазма', 'Тромбоциты', 'Эритроциты', 'Гранулоциты']);
    expect(Object.keys(DEFERRAL_LABEL).sort()).toEqual(Object.keys(RULES_1166N.deferrals).sort());
    expect([...DEFERRAL_KINDS].sort()).toEqual(Object.keys(DEFERRAL_LABEL).sort());
    for (const label of [...Object.values(DEFERRAL_LABEL), ...Object.values(CONFIDENCE_LABEL)]) expect(label).toMatch(/[А-Яа-яЁё]/);
  });
});

// The self-check answers what the engine answers (docs/eligibility.md «Самопроверка»): each date
// is the engine's for that deferral, a placeholder (U) shows no date or number.
import { describe, expect, it } from 'vitest';
import { formatDate } from '../i18n.ts';
import { addDays } from './dates.ts';
import { nextPossibleDates } from './engine.ts';
import { RULES_1166N } from './rules-1166n.ts';
import { EMPTY_ANSWERS, SELF_CHECK_CHOICES, SELF_CHECK_QUESTIONS, deferralOf, selfCheck, validateSelfCheck, type SelfCheckAnswers } from './self-check.ts';
import { DEFERRAL_KINDS, type DeferralKind } from './types.ts';

const today = '2026-11-24';
const answers = (patch: Partial<SelfCheckAnswers>): SelfCheckAnswers => ({ ...EMPTY_ANSWERS, ...patch });
const engineDate = (kind: DeferralKind, from: string) => nextPossibleDates({ sex: null, donations: [], deferrals: [{ kind, from }] }, today).blood;

describe('selfCheck', () => {
  it('nothing answered, or «no» everywhere: можно, no lines', () => {
    expect(selfCheck(EMPTY_ANSWERS, today)).toEqual({ verdict: 'ok', text: 'можно', until: null, items: [] });
    const no = answers(Object.fromEntries(SELF_CHECK_QUESTIONS.map((q) => [q, SELF_CHECK_CHOICES[q][0]])));
    expect(selfCheck(no, today).items).toEqual([]);
  });

  it('a tattoo 30 days ago: wait until the engine’s date, with its reason, source and the deferral to save', () => {
    const from = addDays(today, -30);
    const engine = engineDate('tattoo', from);
    const result = selfCheck(answers({ tattoo: 'yes', tattoo_date: from }), today);
    expect(result.verdict).toBe('wait');
    expect(result.until).toBe(engine.date);
    expect(result.text).toBe(`лучше подождать до ${formatDate(engine.date)}`);
    const [line] = result.items;
    expect(line).toMatchObject({
      question: 'tattoo', verdict: 'wait', until: engine.date, confidence: 'S',
      source: RULES_1166N.deferrals.tattoo.source, deferral: { kind: 'tattoo', from },
    });
    expect(line!.reason).toContain(`сдать можно с ${formatDate(engine.date)}`);
  });

  it.each(DEFERRAL_KINDS.filter((k) => RULES_1166N.deferrals[k].confidence !== 'U' && k !== 'transfusion'))(
    'every confirmed deferral the form asks for (%s) gives the engine’s date', (kind) => {
      const [q, choice] = SELF_CHECK_QUESTIONS.flatMap((q) => SELF_CHECK_CHOICES[q].filter((c) => deferralOf(q, c) === kind).map((c) => [q, c] as const))[0]!;
      const from = addDays(today, -3);
      const result = selfCheck(answers({ [q]: choice, [`${q}_date`]: from }), today);
      expect(result.items[0]).toMatchObject({ verdict: 'wait', until: engineDate(kind, from).date });
    },
  );

  it.each([['surgery', 'yes'], ['travel', 'yes']] as const)('a placeholder deferral (%s, U) says «уточните на станции» with no date or number', (q, choice) => {
    const from = addDays(today, -10);
    const result = selfCheck(answers({ [q]: choice, [`${q}_date`]: from }), today);
    expect(engineDate(deferralOf(q, choice)!, from).reasons[0]).toMatchObject({ confidence: 'U' });
    expect(result).toMatchObject({ verdict: 'ask', text: 'уточните на станции', until: null });
    expect(result.items[0]).toMatchObject({ verdict: 'ask', until: null, deferral: null, confidence: 'U' });
    expect(result.items[0]!.reason).toContain('уточните на станции');
    expect(result.items[0]!.reason).not.toMatch(/\d+ дн|сдать можно с/);
  });

  it('a deferral that has run out: можно', () => {
    const result = selfCheck(answers({ dental: 'extraction', dental_date: addDays(today, -RULES_1166N.deferrals.dental.days) }), today);
    expect(result.verdict).toBe('ok');
    expect(result.items[0]).toMatchObject({ verdict: 'ok', text: 'можно' });
  });

  it('other medicines and other illnesses go to the doctor; weight under 50 kg cannot, citing the rule', () => {
    const result = selfCheck(answers({ medicines: 'other', illness: 'other', weight: 'under' }), today);
    expect(result.verdict).toBe('cannot');
    expect(result.items.map((i) => [i.question, i.verdict])).toEqual([['illness', 'doctor'], ['medicines', 'doctor'], ['weight', 'cannot']]);
    const weight = result.items[2]!;
    expect(weight.reason).toBe(`Масса тела меньше ${RULES_1166N.minWeightKg!.kg} кг — отвод до достижения ${RULES_1166N.minWeightKg!.kg} кг.`);
    expect(weight).toMatchObject({ source: RULES_1166N.minWeightKg!.source, confidence: 'V' });
  });

  it('alcohol: wait the rule set’s hours; without the rule, ask at the station', () => {
    const result = selfCheck(answers({ alcohol: 'yes' }), today);
    expect(result.items[0]).toMatchObject({ verdict: 'wait', until: addDays(today, 2), deferral: null, confidence: 'S' });
    const bare = { ...RULES_1166N, alcoholFreeHours: undefined };
    expect(selfCheck(answers({ alcohol: 'yes' }), today, { rules: bare }).items[0]).toMatchObject({ verdict: 'ask', until: null });
  });

  it('the overall answer is the strongest, a wait the latest date', () => {
    const tattoo = addDays(today, -30);
    const both = selfCheck(answers({ tattoo: 'yes', tattoo_date: tattoo, dental: 'extraction', dental_date: addDays(today, -1) }), today);
    expect(both.until).toBe(engineDate('tattoo', tattoo).date);
    expect(selfCheck(answers({ tattoo: 'yes', tattoo_date: tattoo, medicines: 'other' }), today).text).toBe('обсудите с врачом станции');
  });

  it('a dated answer without its day gives no line; validate says why', () => {
    const a = answers({ tattoo: 'yes', vaccine: 'vaccine', vaccine_date: addDays(today, 1), dental: 'extraction', dental_date: '2026-02-30' });
    expect(selfCheck(a, today).items).toEqual([]);
    expect(validateSelfCheck(a, today)).toEqual({
      tattoo_date: 'Поле не может быть пустым', vaccine_date: 'Дата не может быть в будущем', dental_date: 'Введите дату в формате ГГГГ-ММ-ДД',
    });
  });
});

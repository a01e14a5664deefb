// The self-check before a trip (docs/eligibility.md «Самопроверка»): a short questionnaire whose
// every answer is one of the engine's deferrals or one rule of the rule set, answered the way the
// cabinet answers — the date is the engine's (nextPossibleDates for that deferral alone), a number
// that rests on a placeholder (U) becomes «уточните на станции» (unconfirmed.ts), and what the
// engine cannot know goes to the station's doctor. Pure: no storage, no clock (`today` is given).
import { formatDate } from '../i18n.ts';
import * as MSG from '../messages.ts';
import { addDays, isIsoDate } from './dates.ts';
import { nextPossibleDates } from './engine.ts';
import { DEFERRAL_LABEL, describeReason } from './reasons.ts';
import { ruleSetFor, RULE_SETS } from './rule-sets.ts';
import type { Confidence, Deferral, DeferralKind, EngineOptions, RuleSet } from './types.ts';
import { ASK_AT_STATION, describeReasonHonestly, verdictView } from './unconfirmed.ts';

/** The questions, in the order the form asks them. */
export const SELF_CHECK_QUESTIONS = ['tattoo', 'travel', 'illness', 'medicines', 'vaccine', 'dental', 'surgery', 'pregnancy', 'weight', 'alcohol'] as const;
export type SelfCheckQuestion = (typeof SELF_CHECK_QUESTIONS)[number];

/** Each question's choices; the first one means «nothing of this» (no result line). */
export const SELF_CHECK_CHOICES = {
  tattoo: ['no', 'yes'],
  travel: ['no', 'yes'],
  illness: ['no', 'cold', 'cold_now', 'other'],
  medicines: ['no', 'antibiotics', 'other'],
  vaccine: ['no', 'vaccine', 'vaccine_inactivated', 'rabies_vaccine', 'immunoglobulin'],
  dental: ['no', 'extraction', 'other'],
  surgery: ['no', 'yes'],
  pregnancy: ['no', 'pregnant', 'childbirth', 'lactation_now', 'lactation_ended'],
  weight: ['ok', 'under'],
  alcohol: ['no', 'yes'],
} as const satisfies Record<SelfCheckQuestion, readonly string[]>;
export type SelfCheckChoice<Q extends SelfCheckQuestion = SelfCheckQuestion> = (typeof SELF_CHECK_CHOICES)[Q][number];

/** The choices that are an engine deferral dated by the donor (the event's day: `from`). */
const DEFERRAL_OF: { [Q in SelfCheckQuestion]?: Partial<Record<SelfCheckChoice<Q>, DeferralKind>> } = {
  tattoo: { yes: 'tattoo' },
  travel: { yes: 'travel' },
  illness: { cold: 'illness' },
  medicines: { antibiotics: 'antibiotics' },
  vaccine: { vaccine: 'vaccine', vaccine_inactivated: 'vaccine_inactivated', rabies_vaccine: 'rabies_vaccine', immunoglobulin: 'immunoglobulin' },
  dental: { extraction: 'dental' },
  surgery: { yes: 'surgery' },
  pregnancy: { childbirth: 'childbirth', lactation_ended: 'lactation' },
};

/** The form's values, flat (a kit draft keeps flat fields): a choice per question ('' = not answered) and its date. */
export type SelfCheckAnswers = Record<SelfCheckQuestion | `${SelfCheckQuestion}_date`, string>;

export const EMPTY_ANSWERS: SelfCheckAnswers = Object.fromEntries(
  SELF_CHECK_QUESTIONS.flatMap((q) => [[q, ''], [`${q}_date`, '']]),
) as SelfCheckAnswers;

/** The deferral kind a choice stands for, when it asks for a date. */
export function deferralOf(q: SelfCheckQuestion, choice: string): DeferralKind | null {
  return (DEFERRAL_OF[q] as Record<string, DeferralKind> | undefined)?.[choice] ?? null;
}

export type SelfCheckVerdict = 'ok' | 'wait' | 'ask' | 'doctor' | 'cannot';

/** The answer's head words (the three, the placeholder's and a plain «нельзя»). */
export const VERDICT_TEXT: Record<SelfCheckVerdict, string> = {
  ok: 'можно',
  wait: 'лучше подождать до {date}',
  ask: ASK_AT_STATION,
  doctor: 'обсудите с врачом станции',
  cannot: 'сейчас нельзя',
};

export interface SelfCheckItem {
  question: SelfCheckQuestion;
  verdict: SelfCheckVerdict;
  /** VERDICT_TEXT with the date filled in. */
  text: string;
  /** The first allowed day (the engine's), for a wait only. */
  until: string | null;
  reason: string;
  /** Where the rule comes from (the rule set's data), and how sure it is; null when no rule applies. */
  source: string | null;
  confidence: Confidence | null;
  /** What «Сохранить в кабинете» records: the engine's deferral behind a wait. */
  deferral: Deferral | null;
}

export interface SelfCheckResult {
  /** The strongest answer: нельзя → врач → уточните → подождать (the latest date) → можно. */
  verdict: SelfCheckVerdict;
  text: string;
  until: string | null;
  /** One line per answer that is not «nothing of this». */
  items: SelfCheckItem[];
}

const waitText = (until: string) => VERDICT_TEXT.wait.replace('{date}', formatDate(until));

function item(question: SelfCheckQuestion, verdict: Exclude<SelfCheckVerdict, 'wait'>, reason: string, source: string | null, confidence: Confidence | null): SelfCheckItem {
  // A rule the research did not find invents no answer (docs/eligibility.md «Заглушки U»).
  const v = confidence === 'U' && verdict === 'cannot' ? 'ask' : verdict;
  return { question, verdict: v, text: VERDICT_TEXT[v], until: null, reason, source, confidence, deferral: null };
}

/** A dated deferral, answered by the engine for that deferral alone. */
function deferralItem(question: SelfCheckQuestion, kind: DeferralKind, from: string, today: string, rules: RuleSet, opts: EngineOptions): SelfCheckItem {
  const deferral: Deferral = { kind, from };
  const cell = rules.deferrals[kind];
  const verdict = nextPossibleDates({ sex: null, donations: [], deferrals: [deferral] }, today, opts).blood;
  const view = verdictView(verdict);
  if (!view.reason) return item(question, 'ok', `«${DEFERRAL_LABEL[kind]}» ${formatDate(from)}: срок отвода прошёл.`, cell.source ?? null, cell.confidence);
  if (view.date === null) return item(question, 'ask', describeReasonHonestly(view.reason), cell.source ?? null, 'U');
  const confidence = 'confidence' in view.reason ? (view.reason.confidence ?? null) : null;
  return { question, verdict: 'wait', text: waitText(view.date), until: view.date, reason: describeReason(view.reason), source: cell.source ?? null, confidence, deferral };
}

/** The answers that are not a dated deferral: rules of the set, or the doctor's call. */
function otherItem(question: SelfCheckQuestion, choice: string, today: string, rules: RuleSet): SelfCheckItem | null {
  const cell = (kind: DeferralKind) => rules.deferrals[kind];
  switch (`${question}:${choice}`) {
    case 'illness:cold_now':
      return item(question, 'cannot', 'Пока вы болеете, кровь не сдают. Отвод считается от дня выздоровления: пройдите самопроверку снова, когда поправитесь.', cell('illness').source ?? null, cell('illness').confidence);
    case 'illness:other':
      return item(question, 'doctor', 'Другие болезни, в том числе хронические: допуск зависит от диагноза, его определяет врач по перечню противопоказаний.', null, null);
    case 'medicines:other':
      return item(question, 'doctor', 'Другие лекарства: допуск зависит от препарата и от того, от чего его принимают.', null, null);
    case 'dental:other':
      return item(question, 'ask', 'Срок после лечения зубов, кроме удаления, в источниках не найден.', null, 'U');
    case 'pregnancy:pregnant':
      return item(question, 'cannot', 'Во время беременности кровь не сдают. После родов действует отвод: пройдите самопроверку снова.', cell('childbirth').source ?? null, cell('childbirth').confidence);
    case 'pregnancy:lactation_now':
      return item(question, 'cannot', 'Пока вы кормите грудью, кровь не сдают. Отвод считается от окончания кормления: пройдите самопроверку снова.', cell('lactation').source ?? null, cell('lactation').confidence);
    case 'weight:under': {
      const w = rules.minWeightKg;
      if (!w) return item(question, 'ask', 'Требование к массе тела не найдено в правилах.', null, 'U');
      const reason = w.confidence === 'U' ? 'Требование к массе тела не подтверждено.' : `Масса тела меньше ${w.kg} кг — отвод до достижения ${w.kg} кг.`;
      return item(question, 'cannot', reason, w.source ?? null, w.confidence);
    }
    case 'alcohol:yes': {
      const a = rules.alcoholFreeHours;
      if (!a || a.confidence === 'U') return item(question, 'ask', 'Сколько не пить алкоголь перед донацией, в источниках не подтверждено.', a?.source ?? null, 'U');
      const until = addDays(today, Math.ceil(a.hours / 24));
      return { question, verdict: 'wait', text: waitText(until), until, reason: `Алкоголь — не позже чем за ${a.hours} часов до донации.`, source: a.source ?? null, confidence: a.confidence, deferral: null };
    }
    default:
      return null;
  }
}

const RANK: Record<SelfCheckVerdict, number> = { ok: 0, wait: 1, ask: 2, doctor: 3, cannot: 4 };

/** The answers, one line per answered question (unanswered and «nothing of this» give none). */
export function selfCheck(answers: SelfCheckAnswers, today: string, opts: EngineOptions = {}): SelfCheckResult {
  const rules = opts.rules ?? ruleSetFor(today, opts.ruleSets ?? RULE_SETS);
  const items: SelfCheckItem[] = [];
  for (const q of SELF_CHECK_QUESTIONS) {
    const choice = answers[q];
    if (!choice || choice === SELF_CHECK_CHOICES[q][0]) continue;
    const kind = deferralOf(q, choice);
    const from = answers[`${q}_date`];
    if (kind) {
      if (isIsoDate(from) && from <= today) items.push(deferralItem(q, kind, from, today, rules, opts));
      continue;
    }
    const other = otherItem(q, choice, today, rules);
    if (other) items.push(other);
  }
  const verdict = items.reduce<SelfCheckVerdict>((v, i) => (RANK[i.verdict] > RANK[v] ? i.verdict : v), 'ok');
  const until = verdict === 'wait' ? items.reduce((d, i) => (i.until && i.until > d ? i.until : d), today) : null;
  return { verdict, text: until ? waitText(until) : VERDICT_TEXT[verdict], until, items };
}

export type SelfCheckErrors = Partial<Record<`${SelfCheckQuestion}_date`, string>>;

/** A dated answer needs its day, and the day has passed (the event happened: the API asks the same). */
export function validateSelfCheck(answers: SelfCheckAnswers, today: string): SelfCheckErrors {
  const errors: SelfCheckErrors = {};
  for (const q of SELF_CHECK_QUESTIONS) {
    if (!deferralOf(q, answers[q])) continue;
    const from = answers[`${q}_date`];
    if (!from) errors[`${q}_date`] = MSG.required;
    else if (!isIsoDate(from)) errors[`${q}_date`] = MSG.date;
    else if (from > today) errors[`${q}_date`] = MSG.dateFuture;
  }
  return errors;
}

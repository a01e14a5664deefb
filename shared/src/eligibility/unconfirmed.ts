// Honest dates (docs/eligibility.md «Заглушки U»): a number the research did not find (confidence
// U) is a cautious placeholder, so a date it sets or pushes may be too early. Wherever a donor
// sees a date — the cabinet's «Когда можно сдать снова», the self-check — such a date is replaced
// by «уточните на станции», and its reason names the rule without the placeholder's number or
// date. The one place that decides it; the engine keeps computing with the placeholder (the API
// still refuses a plan before it).
import { formatDate } from '../i18n.ts';
import type { DateVerdict } from './engine.ts';
import { COMPONENT_ACCUSATIVE, COMPONENT_GENITIVE, DEFERRAL_LABEL, describeReason, procedure } from './reasons.ts';
import type { Reason } from './types.ts';

/** What is shown instead of a date that rests on a placeholder. */
export const ASK_AT_STATION = 'уточните на станции';

const NOT_CONFIRMED = 'срок по действующему приказу не подтверждён';

export const isUnconfirmed = (r: Reason): boolean => 'confidence' in r && r.confidence === 'U';

export interface VerdictView {
  /** The first allowed day, or null: a placeholder pushed it, say ASK_AT_STATION instead. */
  date: string | null;
  /** The reason to show beside it (the placeholder's, when there is one). */
  reason: Reason | undefined;
}

/**
 * Any reason resting on a placeholder makes the date unsure, not only the one that set it: the
 * real value behind a U cell may be longer than every confirmed rule here.
 */
export function verdictView(v: DateVerdict): VerdictView {
  const unsure = v.reasons.find(isUnconfirmed);
  return unsure ? { date: null, reason: unsure } : { date: v.date, reason: v.reasons[0] };
}

/** describeReason, except that a U reason names its rule without the placeholder's number or date. */
export function describeReasonHonestly(r: Reason): string {
  if (!isUnconfirmed(r)) return describeReason(r);
  switch (r.code) {
    case 'interval': {
      const next = r.target ? ` до сдачи ${COMPONENT_GENITIVE[r.target]}` : '';
      return `После сдачи ${procedure(r.after, r.components)} ${formatDate(r.lastDate)}${next} ${NOT_CONFIRMED}: ${ASK_AT_STATION}.`;
    }
    case 'interval_before':
      return `На ${formatDate(r.nextDate)} уже есть сдача ${procedure(r.before, r.components)}; интервал до неё по действующему приказу не подтверждён: ${ASK_AT_STATION}.`;
    case 'yearly_cap':
      return `Сколько раз в год можно сдавать ${COMPONENT_ACCUSATIVE[r.component]}, в источниках не найдено: ${ASK_AT_STATION}.`;
    case 'deferral':
      return `Временный отвод — «${DEFERRAL_LABEL[r.kind]}»${r.from ? ` от ${formatDate(r.from)}` : ''}: ${NOT_CONFIRMED}, ${ASK_AT_STATION}.`;
    default:
      return describeReason(r);
  }
}

// «Когда можно сдать снова» (spec §2 /profile/ donation reminders; docs/eligibility.md): for whole
// blood, plasma, platelets, erythrocytes and granulocytes the next possible day from the shared
// engine (the API's eligibility answer), «сегодня» when it is today, and the reason in words. A
// date a placeholder (U) pushed reads «уточните на станции» instead: it may be too early
// (shared/src/eligibility/unconfirmed.ts decides, docs/eligibility.md «Заглушки U»).
import { COMPONENTS } from '@donor/shared/eligibility/types';
import { COMPONENT_LABEL, DOCTOR_NOTE } from '@donor/shared/eligibility/reasons';
import { ASK_AT_STATION, describeReasonHonestly, verdictView } from '@donor/shared/eligibility/unconfirmed';
import { interpolate } from '@donor/shared/i18n';
import type { Eligibility } from './cabinet.resource.ts';
import { cs } from './cabinet.strings.ts';
import { dayText } from './cabinet-format.ts';

export function NextDates({ next, today }: { next: Eligibility['next']; today: string }) {
  return (
    <>
      <ul className="cab-next">
        {COMPONENTS.map((c) => {
          const verdict = next[c];
          const view = verdict ? verdictView(verdict) : undefined;
          const now = view !== undefined && view.date !== null && view.date <= today;
          const reason = view && !now ? view.reason : undefined;
          return (
            <li key={c} className="cab-next__item" data-component={c}>
              <span className="cab-next__kind">{COMPONENT_LABEL[c]}</span>
              {view ? (
                <span className={now ? 'cab-next__date cab-next__date--now' : 'cab-next__date'}>
                  {view.date === null ? ASK_AT_STATION : now ? `${cs.cabinet.nextAllowed} ${cs.cabinet.nextToday}` : interpolate(cs.cabinet.nextFrom, { date: dayText(view.date, today) })}
                </span>
              ) : (
                <span className="cab-next__why">{cs.cabinet.noData}</span>
              )}
              {reason && <span className="cab-next__why">{describeReasonHonestly(reason)}</span>}
            </li>
          );
        })}
      </ul>
      <p className="cab-muted">{DOCTOR_NOTE}</p>
    </>
  );
}

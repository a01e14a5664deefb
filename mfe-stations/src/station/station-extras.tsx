// What a station's own staff set in their console (docs/booking.md «Пульт станции») beyond the
// whole-blood needs: the days it is closed ahead, with their note, and the needs per component
// it accepts (plasma, platelets…), shown like the main needs, only for components with data.
import type { BloodNeedKey } from '@donor/shared/contract/common';
import type { StationDetail } from '@donor/shared/contract/stations';
import { formatDate, interpolate } from '@donor/shared/i18n';
import { DONATION_TYPE_TEXT } from '../stations.strings.ts';
import { NeedSummary } from '../ui/needs.tsx';
import { d } from './decide.strings.ts';

export function ClosedDays({ station }: { station: StationDetail }) {
  const days = station.closed_days ?? [];
  if (days.length === 0) return null;
  return (
    <ul className="st-week" aria-label={d.station.closedDays}>
      {days.map((day) => (
        <li key={day.date} className="st-week--closed">
          {interpolate(d.station.closedDate, { date: formatDate(day.date) })}{day.note ? ` — ${day.note}` : ''}
        </li>
      ))}
    </ul>
  );
}

export function ComponentNeeds({ station, mine }: { station: StationDetail; mine: BloodNeedKey | null }) {
  const told = (station.component_needs ?? []).filter((c) => Object.values(c.needs).some((v) => v !== 'unknown'));
  return (
    <>
      {told.map((c) => (
        <div key={c.component} className="st-component-needs">
          <h3>{DONATION_TYPE_TEXT[c.component]}</h3>
          <NeedSummary needs={c.needs} updatedAt={station.needs_updated_at} mine={mine} variant="page" label={interpolate(d.station.componentNeeds, { component: DONATION_TYPE_TEXT[c.component] })} />
        </div>
      ))}
    </>
  );
}

// The day's roster at the desk (docs/booking.md «Отметка в станции»): the station's bookings of
// one day by slot time with their marks in words (never colour alone), a day switcher, and
// «Открыть» on each row — the way to a donor who has no code with them.
import { useStore } from '@nanostores/react';
import { formatDate } from '@donor/shared/i18n';
import { Button } from '@donor/shared/ui/button';
import { Field } from '@donor/shared/ui/field';
import { EmptyState, QueryState, SkeletonList } from '@donor/shared/ui/states';
import { ck } from './checkin.strings.ts';
import { shiftDay, stageOf, tally } from './checkin-logic.ts';
import type { CheckinResource } from './checkin.resource.ts';
import { stageText } from './booking-card.tsx';

export function RosterList({ res }: { res: CheckinResource }) {
  const value = useStore(res.$roster);
  const day = useStore(res.$day);
  const today = value.data?.today ?? null;
  const shown = day ?? today;
  // Back to «today» as the API counts it (null), so the page follows the station's calendar.
  const go = (next: string) => res.$day.set(next === today ? null : next);

  return (
    <section className="staff-checkin__roster" aria-labelledby="staff-checkin-roster">
      <h2 id="staff-checkin-roster">{ck.roster.title}</h2>
      <div className="staff-checkin__days">
        <Button variant="secondary" disabled={!shown} onClick={() => shown && go(shiftDay(shown, -1))} aria-label={ck.roster.prev}>
          <span aria-hidden="true">‹</span>
        </Button>
        <Field
          className="staff-checkin__day"
          label={ck.roster.day}
          type="date"
          value={shown ?? ''}
          disabled={!shown}
          onChange={(e) => { if (e.currentTarget.value) go(e.currentTarget.value); }}
        />
        <Button variant="secondary" disabled={!shown} onClick={() => shown && go(shiftDay(shown, 1))} aria-label={ck.roster.next}>
          <span aria-hidden="true">›</span>
        </Button>
        {day !== null && <Button variant="ghost" onClick={() => res.$day.set(null)}>{ck.roster.today}</Button>}
      </div>
      <QueryState value={value} loading={<SkeletonList rows={3} />} onRetry={() => res.$roster.revalidate()} errorMessage={ck.roster.loadError}>
        {(roster) => {
          // The day of the answer on screen (while another day loads, the last one stays, named).
          const dayLine = <p className="staff-checkin__date"><strong>{formatDate(roster.date)}</strong></p>;
          if (roster.bookings.length === 0) return <>{dayLine}<EmptyState title={ck.roster.none} /></>;
          const n = tally(roster.bookings);
          return (
            <>
              {dayLine}
              <p className="staff-muted">{ck.roster.summary(n.total, n.arrived, n.donated)}</p>
              <ul className="staff-checkin__rows">
                {roster.bookings.map((b) => (
                  <li key={b.id} className="staff-checkin__row" data-stage={stageOf(b)}>
                    <span className="staff-checkin__time">{b.slot.start_time}</span>
                    <span className="staff-checkin__who">
                      <strong>{b.donor.name}</strong>
                      <span className="staff-checkin__mono">{b.code}</span>
                    </span>
                    <span className="staff-checkin__mark">{stageText(b)}</span>
                    <Button variant="secondary" className="staff-checkin__open" aria-label={ck.roster.open(b.donor.name)} onClick={() => res.$open.set(b)}>
                      {ck.roster.openShort}
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}

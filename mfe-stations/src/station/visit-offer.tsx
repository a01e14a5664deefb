// «Записаться» at a station with no event to book (docs/booking.md «Визит в любой день работы»):
// the nearest free visit hour, and the other open days on request. Choosing a day makes it
// bookable (POST …/visits/, idempotent) and opens its event page, where the hour is booked like
// any event slot — the same booking model, messages, code and «Мои записи». A lazy chunk: only a
// station without a bookable event asks for it.
import { useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { VisitDay } from '@donor/shared/contract/station-visits';
import { interpolate, plural } from '@donor/shared/i18n';
import { Button } from '@donor/shared/ui/button';
import { navigate } from '@donor/shared/ui/link';
import { useSection } from '@donor/shared/ui/section-context';
import { eventHref } from '../links.ts';
import { vt } from './visit.strings.ts';
import { createVisits } from './visit.resource.ts';

const dayFormat = new Intl.DateTimeFormat('ru-RU', { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' });
/** A station's calendar day as «пн, 8 января» (the day is local already: no zone shift). */
const dayText = (date: string) => dayFormat.format(new Date(`${date}T12:00:00Z`));
const freeOf = (d: VisitDay) => d.slots.filter((s) => s.free > 0);

export default function VisitOffer({ stationId, none }: { stationId: number; none: string }) {
  const { query, api } = useSection();
  const resource = useMemo(() => createVisits({ query, api }, stationId), [query, api, stationId]);
  const visits = useStore(resource.$visits);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  if (visits.data === undefined && !visits.error) return <p className="st-book st-book--pending" aria-hidden="true" />;
  const days = (visits.data?.days ?? []).filter((d) => freeOf(d).length > 0);
  const first = days[0];
  if (!first) return <p className="st-book"><span className="st-book__none">{none}</span></p>;
  const choose = async (date: string) => {
    setBusy(date);
    setFailed(false);
    const day = await resource.$open.mutate({ date });
    if (day?.event_id) {
      navigate(eventHref(day.event_id));
      return;
    }
    setFailed(true);
    setBusy(null);
  };
  const nearest = interpolate(vt.nearest, { day: dayText(first.date), time: freeOf(first)[0]!.start_time });
  return (
    <>
      <p className="st-book" id="st-book">
        <Button loading={busy === first.date} onClick={() => void choose(first.date)} aria-describedby="st-book-what">{vt.book}</Button>
        <span id="st-book-what" className="st-book__what">{nearest}</span>
      </p>
      {days.length > 1 && (
        <div className="st-visits">
          <Button variant="ghost" aria-expanded={open} aria-controls="st-visit-days" onClick={() => setOpen(!open)}>{vt.otherDay}</Button>
          {open && (
            <ul id="st-visit-days" className="st-visits__days" aria-label={vt.daysLabel}>
              {days.map((d) => (
                <li key={d.date}>
                  <Button variant="secondary" loading={busy === d.date} onClick={() => void choose(d.date)}>
                    {interpolate(vt.day, { day: dayText(d.date), hours: interpolate(plural(freeOf(d).length, vt.freeHours), { n: freeOf(d).length }) })}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {failed && <p className="ui-error" role="alert">{vt.failed}</p>}
    </>
  );
}

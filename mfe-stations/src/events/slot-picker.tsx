// Date and time choice for joining (spec §4 Joining): only unique future dates, sorted; the
// times of the chosen date as radio buttons with their free places; join needs a chosen slot.
// While changing a booked time, the same picker confirms the new time (one PATCH) or keeps the
// current one; the booked slot is marked and cannot be picked again.
import { useStore } from '@nanostores/react';
import { useSection } from '@donor/shared/ui/section-context';
import { Button } from '@donor/shared/ui/button';
import { formatDate, interpolate, plural } from '@donor/shared/i18n';
import type { Event } from '@donor/shared/contract/stations';
import { s } from '../stations.strings.ts';
import { b } from './booking.strings.ts';
import type { EventPageModel } from './event.resource.ts';
import { availableDates, slotChoosable, slotsOn } from './event-timing.ts';

export function SlotPicker({ page, event: e, now }: { page: EventPageModel; event: Event; now: Date }) {
  const { auth } = useSection();
  const st = useStore(page.$choice);
  const busy = useStore(page.$busy);
  const loggedIn = Boolean(useStore(auth.$auth).token);
  const changing = useStore(page.$changing);
  const booked = e.user_status?.joined ? e.user_status.timeslot_id : null;
  const dates = availableDates(e.time_slots, now);
  if (dates.length === 0) return <p className="st-muted">{s.event.noDates}</p>;
  const times = st.date ? slotsOn(e.time_slots, st.date, now) : [];
  return (
    <div className="st-slots">
      <fieldset className="st-choice">
        <legend>{s.event.chooseDate}</legend>
        <div className="st-choice__options">
          {dates.map((d) => (
            <label key={d} className="st-choice__option">
              <input type="radio" name="ev-date" checked={st.date === d} onChange={() => page.pickDate(d)} />
              <span>{formatDate(d)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {st.date && (
        <fieldset className="st-choice">
          <legend>{interpolate(s.event.slotsLabel, { date: formatDate(st.date) })}</legend>
          <div className="st-choice__options">
            {times.map((t) => {
              const mine = changing && t.id === booked;
              const ok = slotChoosable(t, now) && !mine;
              return (
                <label key={t.id} className="st-choice__option st-slot">
                  <input type="radio" name="ev-slot" disabled={!ok} checked={st.slotId === t.id} onChange={() => page.pickSlot(t.id)} />
                  <span>
                    <strong>{t.start_time}</strong>
                    <small>{mine ? b.current : ok ? interpolate(plural(t.free, s.event.free), { n: t.free }) : s.event.full}</small>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      {changing ? (
        <div className="st-actions">
          <Button loading={busy} onClick={() => void page.confirmChange()}>{b.confirmChange}</Button>
          <Button variant="secondary" disabled={busy} onClick={page.keepCurrent}>{b.keepCurrent}</Button>
        </div>
      ) : (
        <Button block loading={busy} onClick={() => void page.join()}>{loggedIn ? s.event.join : s.event.loginToJoin}</Button>
      )}
    </div>
  );
}

// The weekly hours table (docs/booking.md «Пульт станции»): a row per weekday — «Работает», opens,
// closes — each row's error tied to its inputs; saved as a whole (hours.store.ts).
import { useMemo, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { StationConsole } from '@donor/shared/contract/staff-stations';
import { hoursField } from '@donor/shared/contract/staff-stations-rules';
import { Button } from '@donor/shared/ui/button';
import type { StationConsoleResource } from './station.resource.ts';
import { createHoursForm, type HoursField } from './hours.store.ts';
import { WEEKDAYS, ss } from './station.strings.ts';

export function HoursForm({ resource, console: c }: { resource: StationConsoleResource; console: StationConsole }) {
  const [saved, setSaved] = useState('');
  const form = useMemo(() => createHoursForm(resource, c, () => setSaved(ss.hours.saved)), [resource, c.station.id]); // the form keeps its draft: a new answer of the console does not reset it
  const { days } = useStore(form.$values);
  const status = useStore(form.$status);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSaved('');
    void form.submit();
  };
  return (
    <section className="staff-card staff-station__block" aria-labelledby="st-hours">
      <h2 id="st-hours">{ss.hours.title}</h2>
      <p className="staff-muted">{ss.hours.hint}</p>
      <form onSubmit={onSubmit} noValidate>
        {status.formError && <p className="staff-alert" role="alert">{status.formError}</p>}
        <div className="staff-station__hours">
          {days.map((day, i) => {
            const name = WEEKDAYS[i]!;
            const error = status.errors[hoursField(i + 1) as HoursField];
            const errorId = error ? `hours-${i + 1}-error` : undefined;
            const invalid = error ? true : undefined;
            return (
              <div key={name} className="staff-station__day" role="group" aria-label={name}>
                <label className="staff-station__works">
                  <input type="checkbox" checked={day.works} onChange={(e) => form.setDay(i, { works: e.currentTarget.checked })} aria-describedby={errorId} />
                  <span><strong>{name}</strong> · {day.works ? ss.hours.works : ss.hours.dayOff}</span>
                </label>
                {day.works && (
                  <span className="staff-station__times">
                    <label>
                      <span className="ui-visually-hidden">{name}: </span>{ss.hours.opens}
                      <input className="ui-input" type="time" value={day.opens} aria-invalid={invalid} aria-describedby={errorId}
                        onChange={(e) => form.setDay(i, { opens: e.currentTarget.value })} />
                    </label>
                    <label>
                      <span className="ui-visually-hidden">{name}: </span>{ss.hours.closes}
                      <input className="ui-input" type="time" value={day.closes} aria-invalid={invalid} aria-describedby={errorId}
                        onChange={(e) => form.setDay(i, { closes: e.currentTarget.value })} />
                    </label>
                  </span>
                )}
                {error && <p id={errorId} className="ui-error">{error}</p>}
              </div>
            );
          })}
        </div>
        <Button type="submit" loading={status.submitting}>{ss.hours.save}</Button>
        <p className="staff-station__said" role="status" aria-live="polite">{saved}</p>
      </form>
    </section>
  );
}

// Days the station does not work (docs/booking.md «Пульт станции»): the list ahead, each with
// «Убрать», and a form to add one (today or later, a note for donors). The form's draft survives a
// reload (form kit).
import { useMemo, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { ClosedDayBody, StationConsole } from '@donor/shared/contract/staff-stations';
import { isCalendarDay, STAFF_LIMITS } from '@donor/shared/contract/staff-stations-rules';
import { createForm, type Errors } from '@donor/shared/form/form.store';
import { messageOf, sameNames } from '@donor/shared/form/field-messages';
import { check, maxLength, plainText, required } from '@donor/shared/form-rules';
import { formatDate, interpolate } from '@donor/shared/i18n';
import * as MSG from '@donor/shared/messages';
import * as SS from '@donor/shared/staff-stations-messages';
import { Button } from '@donor/shared/ui/button';
import { Field } from '@donor/shared/ui/field';
import type { StationConsoleResource } from './station.resource.ts';
import { ss } from './station.strings.ts';

type ClosedField = 'date' | 'note';
interface ClosedDraft { date: string; note: string }

export function closedDayErrors(v: ClosedDraft, today: string): Errors<ClosedField> {
  const errors: Errors<ClosedField> = {};
  const date = check(v.date, required) ?? (isCalendarDay(v.date) ? (v.date < today ? SS.closedDayPast : null) : MSG.date);
  if (date) errors.date = date;
  const note = check(v.note, maxLength(STAFF_LIMITS.noteMax), plainText);
  if (note) errors.note = note;
  return errors;
}

export function ClosedDays({ resource, console: c }: { resource: StationConsoleResource; console: StationConsole }) {
  const [said, setSaid] = useState('');
  const remove = useStore(resource.$removeClosed);
  const form = useMemo(() => {
    const f = createForm({
      draft: `staff-closed-${c.station.id}`,
      initial: { date: '', note: '' } as ClosedDraft,
      validate: (v: ClosedDraft) => closedDayErrors(v, resource.$console.get().data?.today ?? c.today),
      fields: sameNames<ClosedField>('date', 'note'),
      mutator: resource.$addClosed,
      data: (v): ClosedDayBody => ({ date: v.date, note: v.note.trim() }),
      done: () => { f.reset(); setSaid(ss.closed.added); },
    });
    return f;
  }, [resource, c.station.id]); // c.today is read again when sent
  const values = useStore(form.$values);
  const status = useStore(form.$status);
  const onRemove = async (date: string) => {
    setSaid('');
    await resource.$removeClosed.mutate({ date });
    const error = resource.$removeClosed.get().error;
    setSaid(error === undefined ? ss.closed.removed : messageOf(error));
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSaid('');
    void form.submit();
  };
  return (
    <section className="staff-card staff-station__block" aria-labelledby="st-closed">
      <h2 id="st-closed">{ss.closed.title}</h2>
      <p className="staff-muted">{ss.closed.hint}</p>
      {c.closed_days.length === 0 ? <p>{ss.closed.none}</p> : (
        <ul className="staff-station__list">
          {c.closed_days.map((d) => (
            <li key={d.date} className="staff-station__item">
              <span><strong>{formatDate(d.date)}</strong>{d.note ? ` — ${d.note}` : ''}</span>
              <Button variant="secondary" loading={Boolean(remove.loading)} onClick={() => void onRemove(d.date)}
                aria-label={interpolate(ss.closed.remove, { date: formatDate(d.date) })}>{ss.closed.removeShort}</Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={onSubmit} noValidate className="staff-station__form">
        {status.formError && <p className="staff-alert" role="alert">{status.formError}</p>}
        <Field label={ss.closed.date} type="date" min={c.today} value={values.date} error={status.errors.date}
          onChange={(e) => form.set('date', e.currentTarget.value)} />
        <Field label={ss.closed.note} value={values.note} maxLength={STAFF_LIMITS.noteMax} error={status.errors.note}
          onChange={(e) => form.set('note', e.currentTarget.value)} />
        <Button type="submit" loading={status.submitting}>{ss.closed.add}</Button>
      </form>
      <p className="staff-station__said" role="status" aria-live="polite">{said}</p>
    </section>
  );
}

// One event as staff run it (docs/booking.md «Акции сотрудников»): its slots with «записано N из
// M» and a places field each (never below the booked count: the API's words under the field), a
// row to add a time, and «Отменить акцию» behind a confirm that asks the reason donors will read.
// A cancelled or past event is shown, not run.
import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { StaffEvent, StaffSlot } from '@donor/shared/contract/staff-stations';
import { STAFF_LIMITS } from '@donor/shared/contract/staff-stations-rules';
import { callMutator } from '@donor/shared/form/call-mutator';
import { fieldMessages, messageOf } from '@donor/shared/form/field-messages';
import { formatDate, interpolate } from '@donor/shared/i18n';
import { pathTo } from '@donor/shared/routes';
import * as SS from '@donor/shared/staff-stations-messages';
import { Button } from '@donor/shared/ui/button';
import { ConfirmDialog } from '@donor/shared/ui/confirm-dialog';
import { Field } from '@donor/shared/ui/field';
import { Link } from '@donor/shared/ui/link';
import type { EventsResource } from './events.resource.ts';
import { CATEGORY_TEXT, es } from './events.strings.ts';

const when = (s: Pick<StaffSlot, 'date' | 'start_time'>) => `${formatDate(s.date)}, ${s.start_time}`;

function SlotRow({ resource, event, slot, live, onSaid }: { resource: EventsResource; event: StaffEvent; slot: StaffSlot; live: boolean; onSaid: (t: string) => void }) {
  const [value, setValue] = useState(String(slot.capacity));
  const [error, setError] = useState<string | null>(null);
  const write = useStore(resource.$capacity);
  const errorId = `slot-${slot.id}-error`;
  const save = async (e: FormEvent) => {
    e.preventDefault();
    const capacity = Number(value);
    if (!/^\d+$/.test(value.trim()) || capacity < 1 || capacity > STAFF_LIMITS.capacityMax) { setError(SS.capacityRange(STAFF_LIMITS.capacityMax)); return; }
    if (capacity < slot.booked) { setError(SS.capacityBelowBooked(slot.booked)); return; }
    setError(null);
    const outcome = await callMutator(resource.$capacity, { eventId: event.id, slotId: slot.id, capacity });
    if (outcome.status === 'failed') setError(messageOf(outcome.error, 'capacity'));
    if (outcome.status === 'done') onSaid(interpolate(es.capacitySaved, { when: when(slot) }));
  };
  const past = Date.parse(slot.starts_at) <= Date.now();
  return (
    <li className="staff-events__slotrow">
      <span><strong>{when(slot)}</strong> — {interpolate(es.booked, { booked: slot.booked, capacity: slot.capacity })}</span>
      {live && !past && (
        <form className="staff-events__capacity" onSubmit={(e) => void save(e)} noValidate>
          <label>
            <span className="ui-visually-hidden">{interpolate(es.capacityFor, { when: when(slot) })}</span>
            <span aria-hidden="true">{es.capacity}</span>
            <input className="ui-input" type="number" inputMode="numeric" min={Math.max(1, slot.booked)} max={STAFF_LIMITS.capacityMax} value={value}
              aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}
              onChange={(e) => { setValue(e.currentTarget.value); setError(null); }} />
          </label>
          <Button type="submit" variant="secondary" loading={Boolean(write.loading)} disabled={value === String(slot.capacity)}>{es.capacitySave}</Button>
          {error && <p id={errorId} className="ui-error">{error}</p>}
        </form>
      )}
    </li>
  );
}

function AddSlot({ resource, event, onSaid }: { resource: EventsResource; event: StaffEvent; onSaid: (t: string) => void }) {
  const last = event.slots.at(-1);
  const [slot, setSlot] = useState({ date: last?.date ?? '', start_time: '10:00', capacity: '5' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const write = useStore(resource.$addSlot);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    const outcome = await callMutator(resource.$addSlot, { eventId: event.id, body: { date: slot.date, start_time: slot.start_time, capacity: Number(slot.capacity) } });
    if (outcome.status === 'failed') {
      const shown = fieldMessages(outcome.error, { date: 'date', start_time: 'start_time', capacity: 'capacity' });
      setErrors({ ...shown.errors, ...(shown.formError ? { form: shown.formError } : {}) });
    }
    if (outcome.status === 'done') onSaid(es.addSlotSaved);
  };
  return (
    <form className="staff-events__add" onSubmit={(e) => void submit(e)} noValidate aria-label={`${es.addSlot}: ${event.title}`}>
      {errors.form && <p className="staff-alert" role="alert">{errors.form}</p>}
      <Field type="date" label={es.form.date} value={slot.date} error={errors.date} onChange={(e) => { const date = e.currentTarget.value; setSlot((s) => ({ ...s, date })); }} />
      <Field type="time" label={es.form.time} value={slot.start_time} error={errors.start_time} onChange={(e) => { const start_time = e.currentTarget.value; setSlot((s) => ({ ...s, start_time })); }} />
      <Field type="number" inputMode="numeric" min={1} max={STAFF_LIMITS.capacityMax} label={es.form.places} value={slot.capacity} error={errors.capacity}
        onChange={(e) => { const capacity = e.currentTarget.value; setSlot((s) => ({ ...s, capacity })); }} />
      <Button type="submit" variant="secondary" loading={Boolean(write.loading)}>{es.addSlot}</Button>
    </form>
  );
}

function CancelEvent({ resource, event, onSaid }: { resource: EventsResource; event: StaffEvent; onSaid: (t: string) => void }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const write = useStore(resource.$cancel);
  const booked = event.slots.reduce((n, s) => n + s.booked, 0);
  const confirm = async () => {
    if (reason.trim() === '') { setError(SS.reasonNeeded); return; }
    const outcome = await callMutator(resource.$cancel, { eventId: event.id, reason: reason.trim() });
    if (outcome.status === 'failed') { setError(messageOf(outcome.error, 'reason')); return; }
    if (outcome.status === 'done') { setOpen(false); onSaid(es.cancelled); }
  };
  return (
    <>
      <Button variant="ghost" onClick={() => { setError(null); setOpen(true); }}>{es.cancel}</Button>
      <ConfirmDialog open={open} title={interpolate(es.cancelTitle, { title: event.title })} confirmLabel={es.cancelConfirm} cancelLabel={es.cancelKeep}
        busy={Boolean(write.loading)} onConfirm={() => void confirm()} onCancel={() => setOpen(false)}>
        <p>{interpolate(es.cancelText, { n: booked })}</p>
        <Field multiline rows={3} label={es.cancelReason} hint={es.cancelReasonHint} value={reason} error={error} maxLength={STAFF_LIMITS.reasonMax}
          onChange={(e) => { setReason(e.currentTarget.value); setError(null); }} />
      </ConfirmDialog>
    </>
  );
}

export function EventCard({ resource, event, onSaid }: { resource: EventsResource; event: StaffEvent; onSaid: (t: string) => void }) {
  const live = event.cancelled_at === null && Date.parse(event.end_date) > Date.now();
  return (
    <li className="staff-card staff-events__event">
      <h3 className="staff-events__title">{event.title}</h3>
      <p className="staff-muted">
        {CATEGORY_TEXT[event.category]}{event.address ? ` · ${event.address}` : ''}
      </p>
      {event.cancelled_at && (
        <p className="staff-alert"><strong>{es.cancelledBadge}</strong>{event.cancel_reason ? `. ${interpolate(es.cancelledReason, { reason: event.cancel_reason })}` : ''}</p>
      )}
      <p><Link href={pathTo('event', { id: event.id })}>{es.publicLink}</Link></p>
      <h4 className="staff-events__sub">{es.slots}</h4>
      <ul className="staff-events__slotlist">
        {event.slots.map((slot) => <SlotRow key={`${slot.id}-${slot.capacity}`} resource={resource} event={event} slot={slot} live={live} onSaid={onSaid} />)}
      </ul>
      {live && (
        <details className="staff-events__more">
          <summary>{es.addSlot}</summary>
          <AddSlot resource={resource} event={event} onSaid={onSaid} />
        </details>
      )}
      {live && <CancelEvent resource={resource} event={event} onSaid={onSaid} />}
    </li>
  );
}

// «Новая акция» (docs/booking.md «Акции сотрудников»): kind, title, description, the address (an
// organization's event needs one), and its times — a row per slot with date, start and places;
// every error tied to its field or row. The draft survives a reload (event-form.store.ts).
import { useId, useMemo, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { STAFF_LIMITS } from '@donor/shared/contract/staff-stations-rules';
import { interpolate } from '@donor/shared/i18n';
import { Button } from '@donor/shared/ui/button';
import { Field } from '@donor/shared/ui/field';
import type { EventsOwner, EventsResource } from './events.resource.ts';
import { createEventForm, type EventField } from './event-form.store.ts';
import { CATEGORIES, CATEGORY_TEXT, es } from './events.strings.ts';

export function EventForm({ resource, owner, onCreated }: { resource: EventsResource; owner: EventsOwner; onCreated: (text: string) => void }) {
  const form = useMemo(() => createEventForm(resource, owner, (title) => onCreated(interpolate(es.form.created, { title }))),
    [resource, owner.station_id, owner.organization_id]); // by the owner's id: the owner object is new on every render
  const v = useStore(form.$values);
  const status = useStore(form.$status);
  const categoryId = useId();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void form.submit();
  };
  const catError = status.errors.category;
  return (
    <section className="staff-card staff-events__block" aria-labelledby="ev-new">
      <h2 id="ev-new">{es.form.title}</h2>
      <p className="staff-muted">{es.form.hint}</p>
      <form onSubmit={onSubmit} noValidate className="staff-events__form">
        {status.formError && <p className="staff-alert" role="alert">{status.formError}</p>}
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={categoryId}>{es.form.category}</label>
          <select id={categoryId} className="ui-input" value={v.category} aria-invalid={catError ? true : undefined}
            aria-describedby={catError ? `${categoryId}-error` : undefined} onChange={(e) => form.set('category', e.currentTarget.value as typeof v.category)}>
            {CATEGORIES.map((c) => <option key={c} value={c}>{CATEGORY_TEXT[c]}</option>)}
          </select>
          {catError && <p id={`${categoryId}-error`} className="ui-error">{catError}</p>}
        </div>
        <Field label={es.form.name} value={v.title} maxLength={STAFF_LIMITS.titleMax} error={status.errors.title} onChange={(e) => form.set('title', e.currentTarget.value)} />
        <Field multiline rows={3} label={es.form.description} value={v.description} maxLength={STAFF_LIMITS.descriptionMax} error={status.errors.description}
          onChange={(e) => form.set('description', e.currentTarget.value)} />
        <Field label={form.needsAddress ? es.form.address : es.form.addressStation} value={v.address} maxLength={STAFF_LIMITS.addressMax} error={status.errors.address}
          onChange={(e) => form.set('address', e.currentTarget.value)} />
        <fieldset className="staff-events__slots">
          <legend>{es.form.slotsLegend}</legend>
          {status.errors.slots && <p className="ui-error" role="alert">{status.errors.slots}</p>}
          {v.slots.map((slot, i) => {
            const error = status.errors[`slots_${i}` as EventField];
            const errorId = error ? `ev-slot-${i}-error` : undefined;
            const aria = { 'aria-invalid': error ? true : undefined, 'aria-describedby': errorId };
            const n = i + 1;
            return (
              <div key={i} className="staff-events__slot" role="group" aria-label={interpolate(es.form.slotLabel, { n })}>
                <label>{es.form.date}<input className="ui-input" type="date" value={slot.date} {...aria} onChange={(e) => form.setSlot(i, { date: e.currentTarget.value })} /></label>
                <label>{es.form.time}<input className="ui-input" type="time" value={slot.start_time} {...aria} onChange={(e) => form.setSlot(i, { start_time: e.currentTarget.value })} /></label>
                <label>{es.form.places}<input className="ui-input" type="number" inputMode="numeric" min={1} max={STAFF_LIMITS.capacityMax} value={slot.capacity} {...aria}
                  onChange={(e) => form.setSlot(i, { capacity: e.currentTarget.value })} /></label>
                {v.slots.length > 1 && (
                  <Button variant="ghost" onClick={() => form.removeSlot(i)} aria-label={interpolate(es.form.removeRow, { n })}>{es.form.removeRowShort}</Button>
                )}
                {error && <p id={errorId} className="ui-error">{error}</p>}
              </div>
            );
          })}
          {v.slots.length < STAFF_LIMITS.slotsMax && <Button variant="secondary" onClick={() => form.addSlot()}>{es.form.addRow}</Button>}
        </fieldset>
        <Button type="submit" loading={status.submitting}>{es.form.submit}</Button>
      </form>
    </section>
  );
}

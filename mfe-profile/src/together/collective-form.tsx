// Create or edit a collective donation (spec §7: POST /api/collective_donations/, PATCH {id}/ by
// the organiser): title, station (the kit's StationSelect) and date. The state — a draft that
// survives a reload, the checks, the API's field errors under the same fields — is
// collective-form.store.ts (the kit's form over the resource's $saveCollective); this renders it.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { CollectiveDonation } from '@donor/shared/contract/recognition';
import { localToday } from '@donor/shared/eligibility/dates';
import { Button } from '@donor/shared/ui/button';
import { Field } from '@donor/shared/ui/field';
import { useSection } from '@donor/shared/ui/section-context';
import { StationSelect } from '@donor/shared/ui/station-select';
import { ts } from '../bonuses/bonuses.strings.ts';
import { createCollectiveForm } from './collective-form.store.ts';
import type { TogetherResource } from './together.resource.ts';

const s = ts.collective;

export function CollectiveForm({ current, resource, onDone, onCancel }: { current: CollectiveDonation | null; resource: TogetherResource; onDone: (saved: CollectiveDonation) => void; onCancel: () => void }) {
  const { auth } = useSection();
  const cityId = useStore(auth.$auth).user?.city?.id ?? null;
  const form = useMemo(() => createCollectiveForm(resource, current), [resource, current]);
  const value = useStore(form.$values);
  const { errors, formError, submitting } = useStore(form.$status);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const saved = await form.submit();
    if (saved) onDone(saved);
    else setAttempt((n) => n + 1); // the first field in error takes focus
  };

  return (
    <form ref={formRef} id={`collective-form-${current?.id ?? 'new'}`} className="cab-form" aria-label={current ? s.editTitle : s.formTitle} onSubmit={(e) => void onSubmit(e)} noValidate>
      <Field label={s.name} name="title" required maxLength={150} placeholder={s.namePlaceholder} value={value.title} error={errors.title ?? null}
        onChange={(e) => form.set('title', e.currentTarget.value)} />
      <StationSelect label={s.station} placeholder={s.stationPlaceholder} required cityId={cityId}
        value={value.station ? { value: value.station.id, label: value.station.title } : null}
        error={errors.blood_station_id ?? null}
        onChange={(o) => form.setStation({ id: Number(o.value), title: o.label })} />
      <Field label={s.date} type="date" name="date" required min={localToday()} value={value.date} error={errors.date ?? null}
        onChange={(e) => form.set('date', e.currentTarget.value)} />
      {formError && <p className="ui-error" role="alert">{formError}</p>}
      <div className="cab-actions">
        <Button type="submit" loading={submitting}>{current ? s.save : s.create}</Button>
        <Button variant="ghost" onClick={onCancel}>{s.cancel}</Button>
      </div>
    </form>
  );
}

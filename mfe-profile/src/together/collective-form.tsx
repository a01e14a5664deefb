// Create or edit a collective donation (spec §7: POST /api/collective_donations/, PATCH {id}/ by
// the organiser): title, station (the kit's StationSelect) and date. The draft survives a reload
// (createDraft); required fields are checked here with the house's messages, the API's field
// errors (a past or too far date, an unknown station) land under the same fields.
import { useMemo, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { CollectiveDonation, CollectiveDonationPatch } from '@donor/shared/contract/recognition';
import { localToday } from '@donor/shared/eligibility/dates';
import * as MSG from '@donor/shared/messages';
import { createDraft } from '@donor/shared/stores/draft';
import { Button } from '@donor/shared/ui/button';
import { Field } from '@donor/shared/ui/field';
import { useSection } from '@donor/shared/ui/section-context';
import { StationSelect } from '@donor/shared/ui/station-select';
import { fieldMessages, sameNames } from '@donor/shared/form/field-messages';
import { ts } from '../bonuses/bonuses.strings.ts';
import type { TogetherResource } from './together.resource.ts';

const s = ts.collective;

export interface CollectiveDraft {
  title: string;
  station: { id: number; title: string } | null;
  date: string;
}
type Errors = Partial<Record<'title' | 'blood_station_id' | 'date', string>>;

export function collectiveErrors(d: CollectiveDraft, today: string): Errors {
  const e: Errors = {};
  if (d.title.trim() === '') e.title = MSG.required;
  if (!d.station) e.blood_station_id = MSG.required;
  if (d.date === '') e.date = MSG.required;
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(d.date)) e.date = MSG.date;
  else if (d.date < today) e.date = MSG.datePast;
  return e;
}

/** The PATCH body: only what changed. */
export function collectivePatch(d: CollectiveDraft, cd: CollectiveDonation): CollectiveDonationPatch {
  const body: CollectiveDonationPatch = {};
  if (d.title.trim() !== cd.title) body.title = d.title.trim();
  if (d.station && d.station.id !== cd.blood_station.id) body.blood_station_id = d.station.id;
  if (d.date !== cd.date) body.date = d.date;
  return body;
}

export function CollectiveForm({ current, resource, onDone, onCancel }: { current: CollectiveDonation | null; resource: TogetherResource; onDone: (saved: CollectiveDonation) => void; onCancel: () => void }) {
  const { auth } = useSection();
  const cityId = useStore(auth.$auth).user?.city?.id ?? null;
  const draft = useMemo(() => createDraft<CollectiveDraft>(`collective-${current?.id ?? 'new'}`, current
    ? { title: current.title, station: { id: current.blood_station.id, title: current.blood_station.title }, date: current.date }
    : { title: '', station: null, date: '' }), [current]);
  const value = useStore(draft.$draft);
  const save = useStore(resource.$saveCollective);
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const formId = `collective-form-${current?.id ?? 'new'}`;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const found = collectiveErrors(value, localToday());
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    const body = current ? collectivePatch(value, current) : { title: value.title.trim(), blood_station_id: value.station!.id, date: value.date };
    const saved = await resource.$saveCollective.mutate({ id: current?.id ?? null, body });
    if (!saved) {
      const { errors: f, formError } = fieldMessages(resource.$saveCollective.get().error, sameNames('title', 'blood_station_id', 'date'));
      setErrors({ title: f.title, blood_station_id: f.blood_station_id, date: f.date });
      if (!f.title && !f.blood_station_id && !f.date) setProblem(formError);
      return;
    }
    draft.reset();
    onDone(saved);
  };

  return (
    <form id={formId} className="cab-form" aria-label={current ? s.editTitle : s.formTitle} onSubmit={(e) => void onSubmit(e)} noValidate>
      <Field label={s.name} name="title" required maxLength={150} placeholder={s.namePlaceholder} value={value.title} error={errors.title ?? null}
        onChange={(e) => { draft.set('title', e.currentTarget.value); setErrors((x) => ({ ...x, title: undefined })); }} />
      <StationSelect label={s.station} placeholder={s.stationPlaceholder} required cityId={cityId}
        value={value.station ? { value: value.station.id, label: value.station.title } : null}
        error={errors.blood_station_id ?? null}
        onChange={(o) => { draft.set('station', { id: Number(o.value), title: o.label }); setErrors((x) => ({ ...x, blood_station_id: undefined })); }} />
      <Field label={s.date} type="date" name="date" required min={localToday()} value={value.date} error={errors.date ?? null}
        onChange={(e) => { draft.set('date', e.currentTarget.value); setErrors((x) => ({ ...x, date: undefined })); }} />
      {problem && <p className="ui-error" role="alert">{problem}</p>}
      <div className="cab-actions">
        <Button type="submit" loading={Boolean(save.loading)}>{current ? s.save : s.create}</Button>
        <Button variant="ghost" onClick={onCancel}>{s.cancel}</Button>
      </div>
    </form>
  );
}

// The donation form, for adding (spec §2 /profile/add_donation) and editing
// (/profile/donations/[id]/edit): date (not in the future: max = today), type, station (the kit's
// StationSelect), paid or free, optional volume and certificate photo. A day that already has a
// donation gets a warning (GET /api/donations/is-exists/), not a block. Errors — the browser's or
// the API's Russian field errors — sit under their fields; the first one takes focus. The state
// is donation-form.store.ts (the kit's form over the writes' $save); this renders it.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { Donation } from '@donor/shared/contract/cabinet';
// The engine's component list is the contract's BLOOD_CLASSES without zod's runtime (clients ship no zod).
import { COMPONENTS } from '@donor/shared/eligibility/types';
import { COMPONENT_LABEL } from '@donor/shared/eligibility/reasons';
import { localToday } from '@donor/shared/eligibility/dates';
import { Button } from '@donor/shared/ui/button';
import { Field } from '@donor/shared/ui/field';
import { useSection } from '@donor/shared/ui/section-context';
import { StationSelect } from '@donor/shared/ui/station-select';
import { UnsentRetry } from '@donor/shared/ui/unsent-retry';
import { cs } from '../cabinet/cabinet.strings.ts';
import { Choice, Option } from '../cabinet/choice.tsx';
import { PictureInput } from '../cabinet/picture-input.tsx';
import { createDonationForm } from './donation-form.store.ts';
import { createExistsStore, type DonationWrites } from './donations.resource.ts';

const s = cs.form;

export interface DonationFormProps {
  writes: DonationWrites;
  /** null: a new donation. */
  original: Donation | null;
  onSaved: (donation: Donation) => void;
  /** The button's words when not the usual ones (a refused donation: «Отправить снова»). */
  submitLabel?: string | undefined;
}

export function DonationForm({ writes, original, onSaved, submitLabel }: DonationFormProps) {
  const { query, auth } = useSection();
  const cityId = useStore(auth.$auth).user?.city?.id ?? null;
  const form = useMemo(() => createDonationForm(writes, original), [writes, original]);
  const $exists = useMemo(() => createExistsStore(query, form.$existsKey), [query, form]);
  const draft = useStore(form.$values);
  const { errors, formError, submitting } = useStore(form.$status);
  const unsent = useStore(form.$unsent);
  const exists = useStore($exists);
  const upload = useStore(writes.$upload);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const today = localToday();
  // A confirmed donation's date, type, station and payment are the station's (the API refuses them).
  const locked = original?.status === 'accepted';

  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const send = async () => {
    const saved = await form.submit();
    if (saved) onSaved(saved);
    else setAttempt((n) => n + 1); // the first field in error takes focus
  };
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    await send();
  };

  return (
    <form ref={formRef} className="cab-form" onSubmit={(e) => void onSubmit(e)} noValidate>
      <Field
        label={s.date}
        hint={s.dateHint}
        type="date"
        name="donate_at"
        max={today}
        min="1950-01-01"
        required
        disabled={locked}
        value={draft.donate_at}
        error={errors.donate_at ?? null}
        onChange={(e) => form.set('donate_at', e.currentTarget.value)}
      />
      {exists.data?.exists && <p className="cab-warning" role="status">{s.exists}</p>}
      <Choice legend={s.kind} error={errors.blood_class} name="blood_class">
        {COMPONENTS.map((c) => (
          <Option key={c} name="blood_class" label={COMPONENT_LABEL[c]} checked={draft.blood_class === c} disabled={locked}
            invalid={Boolean(errors.blood_class)} onChange={() => form.set('blood_class', c)} />
        ))}
      </Choice>
      {locked ? (
        <Field label={s.station} name="station" disabled value={draft.station?.title ?? ''} readOnly />
      ) : (
        <StationSelect
          label={s.station}
          placeholder={s.stationPlaceholder}
          required
          cityId={cityId}
          value={draft.station ? { value: draft.station.id, label: draft.station.title } : null}
          error={errors.blood_station_id ?? null}
          onChange={(o) => form.set('station', { id: Number(o.value), title: o.label })}
        />
      )}
      <Choice legend={s.payment} error={errors.is_paid} name="is_paid">
        <Option name="is_paid" label={s.free} checked={!draft.is_paid} disabled={locked} onChange={() => form.set('is_paid', false)} />
        <Option name="is_paid" label={s.paid} checked={draft.is_paid} disabled={locked} onChange={() => form.set('is_paid', true)} />
      </Choice>
      <Field
        label={s.volume}
        name="volume_ml"
        inputMode="numeric"
        maxLength={4}
        value={draft.volume_ml}
        error={errors.volume_ml ?? null}
        onChange={(e) => form.set('volume_ml', e.currentTarget.value)}
      />
      <PictureInput
        label={s.certificate}
        hint={s.certificateHint}
        alt={cs.donation.certificateAlt}
        value={draft.certificate}
        onChange={(picture) => form.set('certificate', picture)}
        upload={writes.$upload.mutate}
        uploadError={() => writes.$upload.get().error}
        uploading={Boolean(upload.loading)}
        error={errors.certificate_id ?? null}
      />
      {formError && <p className="ui-error" role="alert">{formError}</p>}
      {unsent && <UnsentRetry onRetry={send} busy={submitting} />}
      <div><Button type="submit" loading={submitting}>{submitLabel ?? (original ? s.save : s.add)}</Button></div>
    </form>
  );
}

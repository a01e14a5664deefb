// The honor certificate (spec §3 Honor certificate: image_id, honor_certificate_date; §7 GET, POST,
// PATCH /api/honor-certificate/): the donor uploads a photo of the «Почётный донор» certificate
// (POST /api/picture/ first) and the award date. The draft survives a reload.
import { useMemo, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { HonorCertificate, HonorCertificateUpdateBody, PictureRef } from '@donor/shared/contract/cabinet';
import { isIsoDate, localToday } from '@donor/shared/eligibility/dates';
import { formatDate, interpolate } from '@donor/shared/i18n';
import * as MSG from '@donor/shared/messages';
import { createDraft } from '@donor/shared/stores/draft';
import { Button } from '@donor/shared/ui/button';
import { Field } from '@donor/shared/ui/field';
import { useSection } from '@donor/shared/ui/section-context';
import { QueryState, SkeletonList } from '@donor/shared/ui/states';
import type { CabinetResource } from './cabinet.resource.ts';
import { cs } from './cabinet.strings.ts';
import { PictureInput } from './picture-input.tsx';
import { createPictureUpload } from './picture.resource.ts';
import { fieldMessages, sameNames } from '@donor/shared/form/field-messages';

const s = cs.honor;

interface HonorDraft {
  image: PictureRef | null;
  date: string;
}
type HonorErrors = Partial<Record<'image_id' | 'honor_certificate_date', string>>;

/** The browser's checks (the API's HonorCertificateBody: a picture and a real past day). */
export function honorErrors(d: HonorDraft, today: string): HonorErrors {
  const errors: HonorErrors = {};
  if (!d.image) errors.image_id = MSG.imageMissing;
  if (d.date.trim() === '') errors.honor_certificate_date = MSG.required;
  else if (!isIsoDate(d.date)) errors.honor_certificate_date = MSG.dateRange;
  else if (d.date > today) errors.honor_certificate_date = MSG.dateFuture;
  return errors;
}

const draftOf = (current: HonorCertificate | null): HonorDraft =>
  current ? { image: { id: current.image_id, url: current.image_url }, date: current.honor_certificate_date } : { image: null, date: '' };

export function HonorCertificateBlock({ resource }: { resource: CabinetResource }) {
  const honor = useStore(resource.$honor);
  return (
    <section id="cab-certificate" className="cab-block" aria-labelledby="cab-certificate-title" tabIndex={-1}>
      <h2 id="cab-certificate-title">{s.title}</h2>
      <QueryState value={honor} loading={<SkeletonList rows={1} />} onRetry={resource.$honor.revalidate}>
        {(current) => <HonorForm resource={resource} current={current} />}
      </QueryState>
    </section>
  );
}

function HonorForm({ resource, current }: { resource: CabinetResource; current: HonorCertificate | null }) {
  const { query, api } = useSection();
  const $upload = useMemo(() => createPictureUpload({ query, api }), [query, api]);
  const upload = useStore($upload);
  const save = useStore(resource.$saveHonor);
  // After a save the draft holds what was saved, so it is kept rather than reset.
  const draft = useMemo(() => createDraft<HonorDraft>('honor-certificate', draftOf(current)), [current]);
  const value = useStore(draft.$draft);
  const [errors, setErrors] = useState<HonorErrors>({});
  const [notice, setNotice] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    const found = honorErrors(value, localToday());
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body: HonorCertificateUpdateBody = {};
    if (!current || value.image!.id !== current.image_id) body.image_id = value.image!.id;
    if (!current || value.date !== current.honor_certificate_date) body.honor_certificate_date = value.date;
    const saved = await resource.$saveHonor.mutate({ exists: current !== null, body });
    if (!saved) {
      const { errors: fields, formError } = fieldMessages(resource.$saveHonor.get().error, sameNames('image_id', 'honor_certificate_date'));
      setErrors({ image_id: fields.image_id, honor_certificate_date: fields.honor_certificate_date });
      if (!fields.image_id && !fields.honor_certificate_date) setNotice(formError);
      return;
    }
    setNotice(s.saved);
  };

  return (
    <form className="cab-form" onSubmit={(e) => void onSubmit(e)} noValidate>
      <p className="cab-muted">{current ? interpolate(s.awarded, { date: formatDate(current.honor_certificate_date) }) : s.intro}</p>
      <PictureInput
        label={current ? s.replace : s.image}
        hint={cs.form.certificateHint}
        alt={s.imageAlt}
        value={value.image}
        onChange={(image) => { draft.set('image', image); setErrors((x) => ({ ...x, image_id: undefined })); }}
        upload={$upload.mutate}
        uploadError={() => $upload.get().error}
        uploading={Boolean(upload.loading)}
        error={errors.image_id ?? null}
        removable={false}
      />
      <Field
        label={s.date}
        type="date"
        name="honor_certificate_date"
        max={localToday()}
        required
        value={value.date}
        error={errors.honor_certificate_date ?? null}
        onChange={(e) => { draft.set('date', e.currentTarget.value); setErrors((x) => ({ ...x, honor_certificate_date: undefined })); }}
      />
      <p className="cab-status" role="status">{notice}</p>
      <div><Button type="submit" loading={Boolean(save.loading)}>{s.save}</Button></div>
    </form>
  );
}

// The honor certificate (spec §3 Honor certificate: image_id, honor_certificate_date; §7 GET, POST,
// PATCH /api/honor-certificate/): the donor uploads a photo of the «Почётный донор» certificate
// (POST /api/picture/ first) and the award date. The form's state: honor-certificate.store.ts.
import { useMemo, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { HonorCertificate } from '@donor/shared/contract/cabinet';
import { localToday } from '@donor/shared/eligibility/dates';
import { formatDate, interpolate } from '@donor/shared/i18n';
import { Button } from '@donor/shared/ui/button';
import { Field } from '@donor/shared/ui/field';
import { useSection } from '@donor/shared/ui/section-context';
import { QueryState, SkeletonList } from '@donor/shared/ui/states';
import type { CabinetResource } from './cabinet.resource.ts';
import { cs } from './cabinet.strings.ts';
import { createHonorForm } from './honor-certificate.store.ts';
import { PictureInput } from './picture-input.tsx';
import { createPictureUpload } from './picture.resource.ts';

const s = cs.honor;

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
  const form = useMemo(() => createHonorForm(resource, s.saved), [resource]);
  const value = useStore(form.$values);
  const status = useStore(form.$status);
  const notice = useStore(form.$notice);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void form.submit();
  };

  return (
    <form className="cab-form" onSubmit={onSubmit} noValidate>
      <p className="cab-muted">{current ? interpolate(s.awarded, { date: formatDate(current.honor_certificate_date) }) : s.intro}</p>
      <PictureInput
        label={current ? s.replace : s.image}
        hint={cs.form.certificateHint}
        alt={s.imageAlt}
        value={value.image}
        onChange={form.setImage}
        upload={$upload.mutate}
        uploadError={() => $upload.get().error}
        uploading={Boolean(upload.loading)}
        error={status.errors.image_id ?? null}
        removable={false}
      />
      <Field
        label={s.date}
        type="date"
        name="honor_certificate_date"
        max={localToday()}
        required
        value={value.date}
        error={status.errors.honor_certificate_date ?? null}
        onChange={(e) => form.setDate(e.currentTarget.value)}
      />
      <p className="cab-status" role="status">{status.formError ?? notice}</p>
      <div><Button type="submit" loading={status.submitting}>{s.save}</Button></div>
    </form>
  );
}

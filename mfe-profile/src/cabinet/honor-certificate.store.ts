// The honor certificate's form (spec §3 Honor certificate: image_id, honor_certificate_date; §7
// POST, then PATCH /api/honor-certificate/): the kit's form (shared/src/form/form.store.ts) over
// the cabinet resource's $saveHonor, so `submitting` is that write's loading and a refusal lands
// under the picture or the date. The draft survives a reload; after a save it holds what was
// saved, so it is kept rather than reset. One form per block: the certificate it writes over is
// read from the cached answer when it is sent (the first save turns the next into a PATCH).
import { atom } from 'nanostores';
import type { HonorCertificate, HonorCertificateUpdateBody, PictureRef } from '@donor/shared/contract/cabinet';
import { isIsoDate, localToday } from '@donor/shared/eligibility/dates';
import { createForm } from '@donor/shared/form/form.store';
import { sameNames } from '@donor/shared/form/field-messages';
import * as MSG from '@donor/shared/messages';
import type { CabinetResource } from './cabinet.resource.ts';

export interface HonorDraft {
  image: PictureRef | null;
  date: string;
}
export type HonorField = 'image_id' | 'honor_certificate_date';
type HonorErrors = Partial<Record<HonorField, string>>;

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

/** POST the whole certificate the first time; PATCH only what changed after. */
function saveOf(d: HonorDraft, current: HonorCertificate | null) {
  const body: HonorCertificateUpdateBody = {};
  if (!current || d.image!.id !== current.image_id) body.image_id = d.image!.id;
  if (!current || d.date !== current.honor_certificate_date) body.honor_certificate_date = d.date;
  return { exists: current !== null, body };
}

export function createHonorForm(resource: Pick<CabinetResource, '$honor' | '$saveHonor'>, savedText: string) {
  const current = (): HonorCertificate | null => resource.$honor.get().data ?? null;
  const $notice = atom<string | null>(null);
  const form = createForm({
    draft: 'honor-certificate',
    initial: draftOf(current()),
    validate: (v: HonorDraft) => honorErrors(v, localToday()),
    fields: sameNames<HonorField>('image_id', 'honor_certificate_date'),
    mutator: resource.$saveHonor,
    data: (v) => saveOf(v, current()),
    done: () => $notice.set(savedText),
  });

  /** A new picture: its error (named image_id by the API) goes. */
  const setImage = (image: PictureRef | null) => {
    form.set('image', image);
    form.clearErrors('image_id');
  };
  const setDate = (date: string) => {
    form.set('date', date);
    form.clearErrors('honor_certificate_date');
  };
  const submit = () => {
    $notice.set(null);
    return form.submit();
  };

  return { $values: form.$values, $status: form.$status, $notice, setImage, setDate, submit };
}

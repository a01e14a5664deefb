// The donation form (spec §2 /profile/add_donation and /profile/donations/[id]/edit; §3
// Donation) on the kit's form (shared/src/form/form.store.ts) over the donation writes' $save: a
// draft that survives a reload, the browser's checks (the API's DonationCreateBody rules, without
// zod), and the body to send — all fields when adding, only the changed ones when editing,
// because a confirmed donation refuses any change of its date, type, station or payment (the API
// answers 400 for those). `submitting` is that write's loading and a refusal lands under its
// field through fieldMessages. The component renders; this store decides.
import { computed } from 'nanostores';
import type { BloodClass, Donation, DonationCreateBody, DonationUpdateBody, PictureRef } from '@donor/shared/contract/cabinet';
import type { IdTitle } from '@donor/shared/contract/common';
import { isIsoDate, localToday } from '@donor/shared/eligibility/dates';
import * as MSG from '@donor/shared/messages';
import { createForm } from '@donor/shared/form/form.store';
import { sameNames } from '@donor/shared/form/field-messages';
import { existsKey, type DonationSave, type DonationWrites } from './donations.resource.ts';

export interface DonationDraft {
  donate_at: string;
  blood_class: BloodClass | '';
  station: IdTitle | null;
  is_paid: boolean;
  volume_ml: string;
  certificate: PictureRef | null;
}

export type DonationField = 'donate_at' | 'blood_class' | 'blood_station_id' | 'is_paid' | 'volume_ml' | 'certificate_id';
export type DonationErrors = Partial<Record<DonationField, string>>;

export const EMPTY_DONATION: DonationDraft = { donate_at: '', blood_class: '', station: null, is_paid: false, volume_ml: '', certificate: null };

export const draftOf = (d: Donation): DonationDraft => ({
  donate_at: d.donate_at,
  blood_class: d.blood_class,
  station: d.blood_station,
  is_paid: d.is_paid,
  volume_ml: d.volume_ml === null ? '' : String(d.volume_ml),
  certificate: d.certificate,
});

/** The browser's checks; `today` is the donor's calendar day (a donation is not in the future). */
export function donationErrors(d: DonationDraft, today: string): DonationErrors {
  const errors: DonationErrors = {};
  const day = d.donate_at.trim();
  if (day === '') errors.donate_at = MSG.required;
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) errors.donate_at = MSG.date;
  else if (!isIsoDate(day)) errors.donate_at = MSG.dateRange;
  else if (day > today) errors.donate_at = MSG.dateFuture;
  else if (day < '1950-01-01') errors.donate_at = MSG.dateBefore1950;
  if (d.blood_class === '') errors.blood_class = MSG.required;
  if (d.station === null) errors.blood_station_id = MSG.required;
  const volume = d.volume_ml.trim();
  if (volume !== '' && (!/^\d{1,4}$/.test(volume) || Number(volume) < 10 || Number(volume) > 1000)) errors.volume_ml = MSG.volumeRange;
  return errors;
}

const volumeOf = (d: DonationDraft): number | null => (d.volume_ml.trim() === '' ? null : Number(d.volume_ml.trim()));

/** What to send: a new donation whole; an edit only with what differs from `original`. */
export function saveOf(d: DonationDraft, original: Donation | null): DonationSave {
  const full: DonationCreateBody = {
    donate_at: d.donate_at.trim(),
    blood_class: d.blood_class as BloodClass,
    blood_station_id: d.station!.id,
    is_paid: d.is_paid,
    volume_ml: volumeOf(d),
    certificate_id: d.certificate?.id ?? null,
  };
  if (!original) return { id: null, body: full };
  const body: DonationUpdateBody = {};
  if (full.donate_at !== original.donate_at) body.donate_at = full.donate_at;
  if (full.blood_class !== original.blood_class) body.blood_class = full.blood_class;
  if (full.blood_station_id !== original.blood_station?.id) body.blood_station_id = full.blood_station_id;
  if (full.is_paid !== original.is_paid) body.is_paid = full.is_paid ?? false;
  if (full.volume_ml !== original.volume_ml) body.volume_ml = full.volume_ml ?? null;
  if (full.certificate_id !== (original.certificate?.id ?? null)) body.certificate_id = full.certificate_id ?? null;
  return { id: original.id, body };
}

/** The API fields the form shows, for the kit's fieldMessages (certificate_id under the picture). */
export const DONATION_FIELDS = sameNames<DonationField>('donate_at', 'blood_class', 'blood_station_id', 'is_paid', 'volume_ml', 'certificate_id');

/** The draft's fields whose errors the API names otherwise. */
const ERROR_OF: Partial<Record<keyof DonationDraft, DonationField>> = { station: 'blood_station_id', certificate: 'certificate_id' };

/**
 * One form: its draft (named per donation, so editing two donations keeps two drafts), the errors,
 * and the is-exists key of the chosen day (null when the day is not a valid date, or is the edited
 * donation's own day — that one is expected to exist). `submit` answers the saved donation, or
 * null when nothing was saved.
 */
export function createDonationForm(writes: Pick<DonationWrites, '$save'>, original: Donation | null) {
  let saved: Donation | null = null;
  const form = createForm<DonationDraft, DonationField, DonationSave, Donation>({
    draft: original ? `donation-${original.id}` : 'donation-new',
    initial: original ? draftOf(original) : EMPTY_DONATION,
    validate: (d) => donationErrors(d, localToday()),
    fields: DONATION_FIELDS,
    mutator: writes.$save,
    // A new donation is keyed, an edit is a PATCH: either may be sent again as it was.
    resendable: true,
    data: (d) => saveOf(d, original),
    done: (donation) => {
      saved = donation;
      if (!original) form.reset(); // an edit keeps what was saved as its draft
    },
  });
  const $existsKey = computed(form.$values, (d) =>
    isIsoDate(d.donate_at) && d.donate_at !== original?.donate_at ? existsKey(d.donate_at) : null,
  );

  /** An edit clears its field's error (the station's is blood_station_id, the picture's certificate_id). */
  function set<K extends keyof DonationDraft>(field: K, value: DonationDraft[K]) {
    form.set(field, value);
    const named = ERROR_OF[field];
    if (named) form.clearErrors(named);
  }

  async function submit(): Promise<Donation | null> {
    saved = null;
    return (await form.submit()) ? saved : null;
  }

  return { $values: form.$values, $status: form.$status, $unsent: form.$unsent, $existsKey, set, submit, reset: form.reset };
}

export type DonationForm = ReturnType<typeof createDonationForm>;

// The collective donation's form (spec §7: POST /api/collective_donations/, PATCH {id}/ by the
// organiser) on the kit's form (shared/src/form/form.store.ts) over the together resource's
// $saveCollective: title, station and date. The draft survives a reload; required fields are
// checked here with the house's messages, and the API's field errors (a past or too far date, an
// unknown station) land under the same fields through fieldMessages.
import type { CollectiveDonation, CollectiveDonationPatch } from '@donor/shared/contract/recognition';
import { localToday } from '@donor/shared/eligibility/dates';
import { createForm } from '@donor/shared/form/form.store';
import { sameNames } from '@donor/shared/form/field-messages';
import * as MSG from '@donor/shared/messages';
import type { CollectiveSave, TogetherResource } from './together.resource.ts';

export interface CollectiveDraft {
  title: string;
  station: { id: number; title: string } | null;
  date: string;
}
export type CollectiveField = 'title' | 'blood_station_id' | 'date';
type Errors = Partial<Record<CollectiveField, string>>;

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

/** A new collective donation whole; an edit only with what changed. */
export const collectiveSave = (d: CollectiveDraft, current: CollectiveDonation | null): CollectiveSave =>
  current
    ? { id: current.id, body: collectivePatch(d, current) }
    : { id: null, body: { title: d.title.trim(), blood_station_id: d.station!.id, date: d.date } };

const draftOf = (current: CollectiveDonation | null): CollectiveDraft =>
  current
    ? { title: current.title, station: { id: current.blood_station.id, title: current.blood_station.title }, date: current.date }
    : { title: '', station: null, date: '' };

/**
 * One form per collective donation (or the new one), its draft named after it. `submit` answers
 * the saved collective donation, or null when nothing was saved; after a save the draft starts over.
 */
export function createCollectiveForm(resource: Pick<TogetherResource, '$saveCollective'>, current: CollectiveDonation | null) {
  let saved: CollectiveDonation | null = null;
  const form = createForm<CollectiveDraft, CollectiveField, CollectiveSave, CollectiveDonation>({
    draft: `collective-${current?.id ?? 'new'}`,
    initial: draftOf(current),
    validate: (d) => collectiveErrors(d, localToday()),
    fields: sameNames<CollectiveField>('title', 'blood_station_id', 'date'),
    mutator: resource.$saveCollective,
    data: (d) => collectiveSave(d, current),
    done: (cd) => {
      saved = cd;
      form.reset();
    },
  });

  /** A new station: its error (named blood_station_id by the API) goes. */
  function setStation(station: CollectiveDraft['station']) {
    form.set('station', station);
    form.clearErrors('blood_station_id');
  }

  async function submit(): Promise<CollectiveDonation | null> {
    saved = null;
    return (await form.submit()) ? saved : null;
  }

  return { $values: form.$values, $status: form.$status, set: form.set, setStation, submit };
}

// The «Отметить отправку в больницу» form (docs/staff.md «Ваша кровь помогла») on the kit's form
// (shared/src/form/form.store.ts): the hospital and the day, for the donations ticked in the list.
// The browser checks what the API checks (contract/staff-shipments.ts ShipmentBody, with the
// shared rules of staff-shipments-messages.ts) without zod; the API's refusal lands under its field.
import type { Shipment, ShipmentBody } from '@donor/shared/contract/staff-shipments';
import { createForm, type Errors } from '@donor/shared/form/form.store';
import { sameNames } from '@donor/shared/form/field-messages';
import type { AnyMutator } from '@donor/shared/form/call-mutator';
import { formatDate } from '@donor/shared/i18n';
import * as MSG from '@donor/shared/messages';
import * as SSM from '@donor/shared/staff-shipments-messages';

export interface ShipmentDraft { hospital: string; sent_on: string }
export type ShipmentField = 'hospital' | 'sent_on' | 'donation_ids';

/** What is ticked: the ids and the latest donation day among them. */
export interface Picked { ids: readonly number[]; latest: string | null }

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The device's calendar day (the API checks it again on the station's own). */
export const deviceToday = (now = new Date()): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

export function shipmentErrors(v: ShipmentDraft, picked: Picked, today: string): Errors<ShipmentField> {
  const errors: Errors<ShipmentField> = {};
  if (picked.ids.length === 0) errors.donation_ids = SSM.pickDonations;
  else if (picked.ids.length > SSM.SHIPMENT_MAX_DONATIONS) errors.donation_ids = SSM.tooManyDonations;
  const hospital = SSM.hospitalError(v.hospital);
  if (hospital) errors.hospital = hospital;
  if (v.sent_on.trim() === '') errors.sent_on = MSG.required;
  else if (!DAY.test(v.sent_on)) errors.sent_on = MSG.date;
  else if (v.sent_on > today) errors.sent_on = SSM.sentOnFuture;
  else if (picked.latest !== null && v.sent_on < picked.latest) errors.sent_on = SSM.sentOnBeforeDonation(formatDate(picked.latest));
  return errors;
}

export function createShipmentForm(write: AnyMutator<ShipmentBody, Shipment>, picked: () => Picked, done: (made: Shipment) => void) {
  const form = createForm<ShipmentDraft, ShipmentField, ShipmentBody, Shipment>({
    // In memory: the ticks it belongs to are not kept either.
    draft: null,
    initial: { hospital: '', sent_on: deviceToday() },
    validate: (v) => shipmentErrors(v, picked(), deviceToday()),
    fields: sameNames<ShipmentField>('hospital', 'sent_on', 'donation_ids'),
    mutator: write,
    data: (v) => ({ donation_ids: [...picked().ids], hospital: SSM.normalizeHospital(v.hospital), sent_on: v.sent_on }),
    done: (made) => {
      form.reset();
      done(made);
    },
  });
  return form;
}

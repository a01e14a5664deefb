// The gift request's form (docs/recognition.md «Подарки», «Доставка»; POST
// /api/profile/request-gifts/) on the kit's form (shared/src/form/form.store.ts) over the together
// resource's $gift: how the donor gets the souvenir — picked up at a blood station, or by post to
// a postcode and address — and the size where the souvenir has sizes. The draft survives a
// reload; the rules here are the API's (GiftRequestBody), with the same Russian messages, and the
// API's field errors land under the same fields.
import type { GiftRequestBody } from '@donor/shared/contract/recognition';
import { createForm, type Form } from '@donor/shared/form/form.store';
import { sameNames } from '@donor/shared/form/field-messages';
import * as RMSG from '@donor/shared/recognition-messages';
import type { GiftMove, TogetherResource } from './together.resource.ts';

export interface GiftDraft {
  delivery: '' | 'station' | 'post';
  station: { id: number; title: string } | null;
  postcode: string;
  address: string;
  size: string;
}
export type GiftField = 'delivery' | 'blood_station_id' | 'postcode' | 'address' | 'size';
type Errors = Partial<Record<GiftField, string>>;

export const EMPTY_GIFT_DRAFT: GiftDraft = { delivery: '', station: null, postcode: '', address: '', size: '' };

/** «101 000» is a postcode too (the API takes the spaces out as well). */
const postcodeOf = (text: string): string => text.replace(/\s+/g, '');

/** The first failing rule per field; `sizes`: the souvenir's (empty — one size). */
export function giftRequestErrors(d: GiftDraft, sizes: readonly string[]): Errors {
  const e: Errors = {};
  if (d.delivery === '') e.delivery = RMSG.giftDeliveryRequired;
  if (d.delivery === 'station' && !d.station) e.blood_station_id = RMSG.giftStationRequired;
  if (d.delivery === 'post') {
    if (!/^\d{6}$/.test(postcodeOf(d.postcode))) e.postcode = RMSG.giftPostcode;
    const address = d.address.trim();
    if (address === '') e.address = RMSG.giftAddressRequired;
    else if (address.length < 10) e.address = RMSG.giftAddressShort;
  }
  if (sizes.length > 0 && !sizes.includes(d.size)) e.size = RMSG.giftSizeRequired;
  return e;
}

/** The body without the souvenir: only what the chosen way needs. */
export function giftRequestBody(d: GiftDraft, sizes: readonly string[]): Omit<GiftRequestBody, 'souvenir_id'> {
  const size = sizes.length > 0 ? d.size : null;
  return d.delivery === 'station'
    ? { delivery: 'station', blood_station_id: d.station!.id, size }
    : { delivery: 'post', postcode: postcodeOf(d.postcode), address: d.address.trim(), size };
}

/** One form per souvenir, its draft named after it; `submit` is true once the request is made. */
export function createGiftRequestForm(resource: Pick<TogetherResource, '$gift'>, souvenirId: number, sizes: readonly string[]) {
  const form: Form<GiftDraft, GiftField> = createForm<GiftDraft, GiftField, GiftMove, unknown>({
    draft: `gift-request-${souvenirId}`,
    initial: EMPTY_GIFT_DRAFT,
    validate: (d) => giftRequestErrors(d, sizes),
    fields: sameNames<GiftField>('delivery', 'blood_station_id', 'postcode', 'address', 'size'),
    mutator: resource.$gift,
    data: (d) => ({ souvenirId, cancel: false, delivery: giftRequestBody(d, sizes) }),
    done: (): void => { form.reset(); },
  });

  /** A new station: its error (named blood_station_id by the API) goes. */
  function setStation(station: GiftDraft['station']) {
    form.set('station', station);
    form.clearErrors('blood_station_id');
  }

  return { $values: form.$values, $status: form.$status, set: form.set, setStation, submit: form.submit };
}

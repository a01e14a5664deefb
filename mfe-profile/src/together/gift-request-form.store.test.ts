// The gift request's rules and body (docs/recognition.md «Доставка»): the same Russian messages
// as the API's GiftRequestBody, only what the chosen way needs in the body, the size only where
// the souvenir has sizes.
import { describe, expect, it } from 'vitest';
import * as RMSG from '@donor/shared/recognition-messages';
import { EMPTY_GIFT_DRAFT, giftRequestBody, giftRequestErrors, type GiftDraft } from './gift-request-form.store.ts';

const draft = (over: Partial<GiftDraft>): GiftDraft => ({ ...EMPTY_GIFT_DRAFT, ...over });
const SIZES = ['S', 'M', 'L'];

describe('giftRequestErrors', () => {
  it('asks how to get it first, then what that way needs', () => {
    expect(giftRequestErrors(EMPTY_GIFT_DRAFT, [])).toEqual({ delivery: RMSG.giftDeliveryRequired });
    expect(giftRequestErrors(draft({ delivery: 'station' }), [])).toEqual({ blood_station_id: RMSG.giftStationRequired });
    expect(giftRequestErrors(draft({ delivery: 'post' }), [])).toEqual({ postcode: RMSG.giftPostcode, address: RMSG.giftAddressRequired });
    expect(giftRequestErrors(draft({ delivery: 'post', postcode: '1010', address: 'Москва' }), [])).toEqual({ postcode: RMSG.giftPostcode, address: RMSG.giftAddressShort });
    expect(giftRequestErrors(draft({ delivery: 'post', postcode: '101 000', address: 'Москва, Тверская, 1, кв. 5' }), [])).toEqual({});
    expect(giftRequestErrors(draft({ delivery: 'station', station: { id: 3, title: 'ЦК' } }), [])).toEqual({});
  });

  it('needs one of the souvenir\'s sizes where it has them', () => {
    const atStation = draft({ delivery: 'station', station: { id: 3, title: 'ЦК' } });
    expect(giftRequestErrors(atStation, SIZES)).toEqual({ size: RMSG.giftSizeRequired });
    expect(giftRequestErrors({ ...atStation, size: 'XXL' }, SIZES)).toEqual({ size: RMSG.giftSizeRequired });
    expect(giftRequestErrors({ ...atStation, size: 'M' }, SIZES)).toEqual({});
  });
});

describe('giftRequestBody', () => {
  it('sends only what the chosen way needs', () => {
    const both = { station: { id: 3, title: 'ЦК' }, postcode: ' 420 111 ', address: '  Казань, Баумана, 5, кв. 7 ', size: 'M' };
    expect(giftRequestBody(draft({ ...both, delivery: 'station' }), SIZES)).toEqual({ delivery: 'station', blood_station_id: 3, size: 'M' });
    expect(giftRequestBody(draft({ ...both, delivery: 'post' }), SIZES)).toEqual({ delivery: 'post', postcode: '420111', address: 'Казань, Баумана, 5, кв. 7', size: 'M' });
    expect(giftRequestBody(draft({ ...both, delivery: 'station' }), [])).toEqual({ delivery: 'station', blood_station_id: 3, size: null });
  });
});

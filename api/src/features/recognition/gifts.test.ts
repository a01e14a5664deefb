// Souvenir gifts over HTTP on PGlite (docs/recognition.md «Подарки»): stages by the donor's
// donation count, request once, cancel only while requested, request again after cancelling,
// sent/received moved by the team (here: the database) and no longer cancellable; the pure table;
// the delivery a request needs (a station, or a postcode and address; the size where there are sizes).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GiftsStatus } from '@donor/shared/contract/recognition';
import * as RMSG from '@donor/shared/recognition-messages';
import { giftRequests, souvenirs } from '../../schema.ts';
import { makeTestApi, type TestApi } from '../../test-support.ts';
import { cancelRefusal, giftState, requestRefusal } from './gift-states.ts';
import { newDonor } from './test-donors.ts';

let t: TestApi;
beforeAll(async () => {
  t = await makeTestApi();
});
afterAll(async () => t?.handle.close());

const status = async (token: string) => (await (await t.call('GET', '/api/profile/gifts-status/', { token })).json()) as GiftsStatus;
/** Picked up at the first seeded station unless the test says otherwise (docs/recognition.md «Доставка»). */
const AT_STATION = { delivery: 'station', blood_station_id: 1 };
const request = (token: string, souvenir_id: unknown, delivery: Record<string, unknown> = AT_STATION) =>
  t.call('POST', '/api/profile/request-gifts/', { token, body: { souvenir_id, ...delivery } });
const cancel = (token: string, souvenir_id: unknown) => t.call('POST', '/api/profile/cancel-gift-request/', { token, body: { souvenir_id } });
const stateOf = (s: GiftsStatus, id: number) => s.stages.find((x) => x.souvenir.id === id)!.state;

describe('gift state machine (pure)', () => {
  it('reads one table', () => {
    expect(giftState(false, null)).toBe('locked');
    expect(giftState(true, null)).toBe('available');
    expect(giftState(false, 'sent')).toBe('sent');
    expect(requestRefusal('available', 3, true)).toBeNull();
    expect(requestRefusal('cancelled', 3, true)).toBeNull();
    expect(requestRefusal('available', 3, false)).toBe(RMSG.giftOutOfStock);
    expect(requestRefusal('locked', 3, true)).toBe(RMSG.giftNotReached(3));
    expect(requestRefusal('received', 3, true)).toBe(RMSG.giftAlreadySent);
    expect(cancelRefusal('requested')).toBeNull();
    expect(cancelRefusal('sent')).toBe(RMSG.giftCannotCancel);
    expect(cancelRefusal('available')).toBe(RMSG.giftNotRequested);
  });
});

describe('gifts over HTTP', () => {
  it('shows stages by the donor\'s donations', async () => {
    const d = await newDonor(t, [10, 100, 200]);
    const s = await status(d.token);
    expect(s.donations_count).toBe(3);
    expect(s.stages.map((x) => [x.donations_needed, x.state])).toEqual([[1, 'available'], [3, 'available'], [5, 'locked'], [10, 'locked'], [20, 'locked'], [40, 'locked']]);
    expect((await t.call('GET', '/api/profile/gifts-status/')).status).toBe(401);
  });

  it('requested → cancelled → requested → sent (not cancellable) → received', async () => {
    const d = await newDonor(t, [10, 100, 200]);
    const badge = (await status(d.token)).stages[0]!.souvenir.id;
    const res = await request(d.token, badge);
    expect(res.status).toBe(200);
    expect(stateOf((await res.json()) as GiftsStatus, badge)).toBe('requested');
    expect(await (await request(d.token, badge)).json()).toEqual({ non_field_errors: [RMSG.giftRequested] });
    expect(stateOf((await (await cancel(d.token, badge)).json()) as GiftsStatus, badge)).toBe('cancelled');
    expect(await (await cancel(d.token, badge)).json()).toEqual({ non_field_errors: [RMSG.giftNotRequested] });
    expect(stateOf((await (await request(d.token, badge)).json()) as GiftsStatus, badge)).toBe('requested');
    const mine = and(eq(giftRequests.userId, d.id), eq(giftRequests.souvenirId, badge));
    await t.handle.db.update(giftRequests).set({ state: 'sent' }).where(mine);
    expect(await (await cancel(d.token, badge)).json()).toEqual({ non_field_errors: [RMSG.giftCannotCancel] });
    expect(await (await request(d.token, badge)).json()).toEqual({ non_field_errors: [RMSG.giftAlreadySent] });
    await t.handle.db.update(giftRequests).set({ state: 'received' }).where(mine);
    expect(stateOf(await status(d.token), badge)).toBe('received');
    expect((await t.handle.db.select().from(giftRequests).where(mine)).length).toBe(1);
  });

  it('refuses a souvenir not reached, out of stock, missing, and bad bodies', async () => {
    const d = await newDonor(t, [10]);
    const s = await status(d.token);
    const tshirt = s.stages.find((x) => x.donations_needed === 10)!.souvenir.id;
    expect(await (await request(d.token, tshirt)).json()).toEqual({ non_field_errors: [RMSG.giftNotReached(10)] });
    const none = await newDonor(t);
    expect(await (await request(none.token, s.stages[0]!.souvenir.id)).json()).toEqual({ non_field_errors: [RMSG.giftNotReached(1)] });
    await t.handle.db.update(souvenirs).set({ inStock: false }).where(eq(souvenirs.id, s.stages[0]!.souvenir.id));
    expect(await (await request(d.token, s.stages[0]!.souvenir.id)).json()).toEqual({ non_field_errors: [RMSG.giftOutOfStock] });
    expect(await (await request(d.token, 999999)).json()).toEqual({ souvenir_id: [RMSG.giftNotFound] });
    expect(await (await request(d.token, 'x')).json()).toEqual({ souvenir_id: ['Введите корректный идентификатор'] });
    expect(await (await cancel(d.token, undefined)).json()).toEqual({ souvenir_id: ['Поле не может быть пустым'] });
    expect((await t.handle.db.select().from(giftRequests).where(eq(giftRequests.userId, d.id))).length).toBe(0);
  });
});

describe('delivery of a gift request (docs/recognition.md «Доставка»)', () => {
  const stageOf = (s: GiftsStatus, needed: number) => s.stages.find((x) => x.donations_needed === needed)!;

  it('asks how to get it, with Russian errors at the fields, and shows the choice back', async () => {
    const d = await newDonor(t, [10, 100, 200]);
    // The bracelet (3 donations): the badge's stock is taken away by the test above.
    const badge = stageOf(await status(d.token), 3).souvenir.id;
    expect(await (await request(d.token, badge, {})).json()).toEqual({ delivery: [RMSG.giftDeliveryRequired] });
    expect(await (await request(d.token, badge, { delivery: 'courier' })).json()).toEqual({ delivery: [RMSG.giftDeliveryRequired] });
    expect(await (await request(d.token, badge, { delivery: 'station' })).json()).toEqual({ blood_station_id: [RMSG.giftStationRequired] });
    expect(await (await request(d.token, badge, { delivery: 'station', blood_station_id: 999999 })).json()).toEqual({ blood_station_id: [RMSG.giftStationNotFound] });
    expect(await (await request(d.token, badge, { delivery: 'post', postcode: '12345', address: '' })).json())
      .toEqual({ postcode: [RMSG.giftPostcode], address: [RMSG.giftAddressRequired] });
    expect(await (await request(d.token, badge, { delivery: 'post', postcode: '101000', address: 'Москва' })).json()).toEqual({ address: [RMSG.giftAddressShort] });
    expect((await t.handle.db.select().from(giftRequests).where(eq(giftRequests.userId, d.id))).length).toBe(0);

    const res = await request(d.token, badge, { delivery: 'post', postcode: '101 000', address: '  Москва, ул. Мясницкая, д. 1, кв. 2 ', size: 'XL' });
    expect(res.status).toBe(200);
    // A souvenir without sizes keeps no size, whatever was sent.
    expect(stageOf((await res.json()) as GiftsStatus, 3).delivery).toEqual({ method: 'post', station: null, postcode: '101000', address: 'Москва, ул. Мясницкая, д. 1, кв. 2', size: null });
  });

  it('a souvenir with sizes needs one of them; a station pick-up names the station', async () => {
    const d = await newDonor(t, Array.from({ length: 10 }, (_, i) => 10 + i * 70));
    const tshirt = stageOf(await status(d.token), 10);
    expect(tshirt.state).toBe('available');
    expect(tshirt.souvenir.sizes).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
    expect(stageOf(await status(d.token), 1).souvenir.sizes).toEqual([]);
    const id = tshirt.souvenir.id;
    expect(await (await request(d.token, id)).json()).toEqual({ size: [RMSG.giftSizeRequired] });
    expect(await (await request(d.token, id, { ...AT_STATION, size: 'XXXL' })).json()).toEqual({ size: [RMSG.giftSizeRequired] });
    const ok = (await (await request(d.token, id, { ...AT_STATION, size: 'M' })).json()) as GiftsStatus;
    const stage = stageOf(ok, 10);
    expect(stage.state).toBe('requested');
    expect(stage.delivery).toMatchObject({ method: 'station', station: { id: 1 }, postcode: null, address: null, size: 'M' });
    expect(stage.delivery!.station!.title).not.toBe('');
    // Cancelled and asked again by post: the new choice replaces the old one.
    await cancel(d.token, id);
    const again = (await (await request(d.token, id, { delivery: 'post', postcode: '420111', address: 'Казань, ул. Баумана, д. 5, кв. 7', size: 'L' })).json()) as GiftsStatus;
    expect(stageOf(again, 10).delivery).toEqual({ method: 'post', station: null, postcode: '420111', address: 'Казань, ул. Баумана, д. 5, кв. 7', size: 'L' });
    const [row] = await t.handle.db.select().from(giftRequests).where(and(eq(giftRequests.userId, d.id), eq(giftRequests.souvenirId, id)));
    expect(row).toMatchObject({ delivery: 'post', bloodStationId: null, postcode: '420111', size: 'L' });
  });
});

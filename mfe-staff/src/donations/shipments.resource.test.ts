// «Ваша кровь помогла» in mfe-staff (shipments.resource.ts, shipment-form.store.ts): the list's key,
// the form's checks (the same rules as the API's), a shipment sent with an Idempotency-Key that
// asks the list again, and the API's refusal landing under its field.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks, atom, cleanStores, keepMount } from 'nanostores';
import type { Shipment, StationDonationList } from '@donor/shared/contract/staff-shipments';
import * as MSG from '@donor/shared/messages';
import * as SSM from '@donor/shared/staff-shipments-messages';
import { createTestSectionProps, fakeUser, jsonResponse, type FakeRoutes } from '@donor/shared/testing/section-props';
import { createShipmentForm, shipmentErrors, type Picked } from './shipment-form.store.ts';
import { createStationDonations, stationDonationsKey } from './shipments.resource.ts';

const list: StationDonationList = {
  count: 1, num_pages: 1, next: null, previous: null,
  results: [{ id: 7, donate_at: '2026-03-10', blood_class: 'blood', donor: { id: 2, name: 'Анна Иванова' }, shipment: null }],
};
const made: Shipment = {
  id: 3, hospital: 'ГКБ № 52', sent_on: '2026-03-12', blood_station_id: 4, donations: 1, donors: 1,
  created_at: '2026-03-12T09:00:00.000Z', created_by: { id: 5, name: 'Марина Козлова' },
};
const picked: Picked = { ids: [7], latest: '2026-03-10' };

const stores: Parameters<typeof cleanStores>[number][] = [];
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => { cleanStores(...stores.splice(0)); vi.restoreAllMocks(); });

function setup(routes: FakeRoutes) {
  const { props, calls } = createTestSectionProps({ user: fakeUser(), routes });
  const request = vi.spyOn(props.api, 'request');
  const resource = createStationDonations(props, 4, atom(1));
  stores.push(resource.$list, resource.$ship);
  return { ...resource, calls, request };
}

describe('the form\'s checks', () => {
  it('a ticked donation, a hospital of 2–200 characters, a day not ahead and not before the donation', () => {
    const ok = { hospital: 'ГКБ № 52', sent_on: '2026-03-12' };
    expect(shipmentErrors(ok, picked, '2026-03-12')).toEqual({});
    expect(shipmentErrors(ok, { ids: [], latest: null }, '2026-03-12')).toEqual({ donation_ids: SSM.pickDonations });
    expect(shipmentErrors({ ...ok, hospital: '  Я  ' }, picked, '2026-03-12')).toEqual({ hospital: SSM.hospitalLength });
    expect(shipmentErrors({ ...ok, hospital: 'б'.repeat(201) }, picked, '2026-03-12')).toEqual({ hospital: SSM.hospitalLength });
    expect(shipmentErrors({ ...ok, sent_on: '' }, picked, '2026-03-12')).toEqual({ sent_on: MSG.required });
    expect(shipmentErrors({ ...ok, sent_on: '12.03.2026' }, picked, '2026-03-12')).toEqual({ sent_on: MSG.date });
    expect(shipmentErrors(ok, picked, '2026-03-11')).toEqual({ sent_on: SSM.sentOnFuture });
    expect(shipmentErrors({ ...ok, sent_on: '2026-03-09' }, picked, '2026-03-12')).toEqual({ sent_on: SSM.sentOnBeforeDonation('10 марта 2026') });
  });
});

describe('the shipment write', () => {
  it('the list is one page of the station; a shipment goes with an Idempotency-Key and asks the list again', async () => {
    expect(stationDonationsKey(4, 2)).toBe('/api/staff/donations/accepted/?blood_station_id=4&page=2&page_size=50');
    const { $list, $ship, calls, request } = setup({ [stationDonationsKey(4, 1)]: list, 'POST /api/staff/donations/shipments/': jsonResponse(made, 201) });
    keepMount($list);
    await allTasks();
    const done = vi.fn();
    const form = createShipmentForm($ship, () => picked, done);
    keepMount(form.$status);
    form.set('hospital', '  ГКБ   № 52 ');
    form.set('sent_on', '2026-03-12');
    expect(await form.submit()).toBe(true);
    await allTasks();
    expect(done).toHaveBeenCalledWith(made);
    const post = calls.requests.find((r) => r.method === 'POST')!;
    expect(post.body).toEqual({ donation_ids: [7], hospital: 'ГКБ № 52', sent_on: '2026-03-12' });
    const sent = request.mock.calls.map(([, options]) => (options as { headers?: Record<string, string> } | undefined)?.headers?.['Idempotency-Key']).filter(Boolean);
    expect(sent).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    expect(calls.requests.filter((r) => r.method === 'GET')).toHaveLength(2);
  });

  it('the API\'s refusal lands under its field', async () => {
    const { $ship } = setup({ 'POST /api/staff/donations/shipments/': jsonResponse({ donation_ids: [SSM.donationsAlreadySent('7')] }, 400) });
    const form = createShipmentForm($ship, () => picked, vi.fn());
    keepMount(form.$status);
    form.set('hospital', 'ГКБ № 52');
    form.set('sent_on', '2026-03-12');
    expect(await form.submit()).toBe(false);
    expect(form.$status.get().errors).toEqual({ donation_ids: SSM.donationsAlreadySent('7') });
  });
});

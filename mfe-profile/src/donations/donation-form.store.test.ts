// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanStores, keepMount } from 'nanostores';
import { BLOOD_CLASSES, type Donation } from '@donor/shared/contract/cabinet';
import { COMPONENTS } from '@donor/shared/eligibility/types';
import { createTestSectionProps, fakeUser, jsonResponse, type FakeRoutes } from '@donor/shared/testing/section-props';
import { createDonationForm, donationErrors, EMPTY_DONATION, saveOf, type DonationDraft } from './donation-form.store.ts';
import { createDonationWrites } from './donations.resource.ts';

const TODAY = '2026-11-24';
const filled: DonationDraft = { ...EMPTY_DONATION, donate_at: TODAY, blood_class: 'blood', station: { id: 3, title: 'ОПК' } };
const donation: Donation = {
  id: 9, donate_at: '2026-10-01', status: 'accepted', blood_class: 'plasma', blood_station: { id: 3, title: 'ОПК' }, is_paid: false,
  volume_ml: null, certificate: null, created_at: '2026-10-01T10:00:00.000Z',
};

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => { window.sessionStorage.clear(); vi.restoreAllMocks(); });

/** The form over the donation writes of a real query context, whose fake api answers from `routes`. */
function setup(routes: FakeRoutes = {}) {
  const { props, calls } = createTestSectionProps({ user: fakeUser(), routes });
  const writes = createDonationWrites({ query: props.query, api: props.api, auth: { fetchUser: async () => {} } });
  return { writes, calls, form: (original: Donation | null) => createDonationForm(writes, original) };
}

describe('donation form', () => {
  it('offers the contract\'s blood classes (the engine\'s list, read without zod in the browser)', () => {
    expect([...COMPONENTS]).toEqual([...BLOOD_CLASSES]);
  });

  it('asks for date, type and station; the date is not in the future (spec §2 add_donation)', () => {
    expect(donationErrors(EMPTY_DONATION, TODAY)).toEqual({
      donate_at: 'Поле не может быть пустым', blood_class: 'Поле не может быть пустым', blood_station_id: 'Поле не может быть пустым',
    });
    expect(donationErrors(filled, TODAY)).toEqual({});
    expect(donationErrors({ ...filled, donate_at: '2026-11-25' }, TODAY).donate_at).toBe('Дата не может быть в будущем');
    expect(donationErrors({ ...filled, donate_at: '2026-02-30' }, TODAY).donate_at).toBe('Проверьте правильность даты');
    expect(donationErrors({ ...filled, donate_at: '1949-12-31' }, TODAY).donate_at).toBe('Дата не может быть раньше 1950 года');
    expect(donationErrors({ ...filled, volume_ml: '5' }, TODAY).volume_ml).toBe('Объём — целое число от 10 до 1000 мл');
    expect(donationErrors({ ...filled, volume_ml: '450' }, TODAY)).toEqual({});
  });

  it('adding sends every field; editing only what changed (a confirmed donation refuses the rest)', () => {
    expect(saveOf(filled, null)).toEqual({
      id: null, body: { donate_at: TODAY, blood_class: 'blood', blood_station_id: 3, is_paid: false, volume_ml: null, certificate_id: null },
    });
    const edited: DonationDraft = { ...filled, donate_at: donation.donate_at, blood_class: 'plasma', volume_ml: '600', certificate: { id: 4, url: '/api/picture/4/' } };
    expect(saveOf(edited, donation)).toEqual({ id: 9, body: { volume_ml: 600, certificate_id: 4 } });
  });

  it('keeps the draft across a reload; asks is-exists only for a real day other than the edited one', () => {
    const { form } = setup();
    const first = form(null);
    keepMount(first.$values);
    keepMount(first.$existsKey);
    first.set('donate_at', '2026-11-2');
    expect(first.$existsKey.get()).toBeNull();
    first.set('donate_at', '2026-11-20');
    first.set('blood_class', 'plasma');
    expect(first.$existsKey.get()).toBe('/api/donations/is-exists/?donate_at=2026-11-20');
    cleanStores(first.$values, first.$existsKey);

    const again = form(null);
    keepMount(again.$values);
    expect(again.$values.get()).toMatchObject({ donate_at: '2026-11-20', blood_class: 'plasma' });
    cleanStores(again.$values);

    const edit = form(donation);
    keepMount(edit.$existsKey);
    expect(edit.$existsKey.get()).toBeNull();
    cleanStores(edit.$existsKey);
  });

  it('editing a field clears that field’s error only', async () => {
    // The refusal comes from the API (400 with field errors), as the kit's form shows it.
    const { form: make } = setup({ 'POST /api/donations/': jsonResponse({ blood_station_id: ['x'], donate_at: ['y'] }, 400) });
    const form = make(null);
    keepMount(form.$status);
    form.$values.set({ ...filled, donate_at: '2020-05-01' });
    expect(await form.submit()).toBeNull();
    form.set('station', { id: 1, title: 'A' });
    expect(form.$status.get().errors).toEqual({ donate_at: 'y' });
    cleanStores(form.$status);
  });

  it('adding sends the whole body once, answers the saved donation and empties the draft; a refused day says why under the date', async () => {
    const saved: Donation = { ...donation, id: 12, donate_at: '2020-05-01', status: 'pre_accepted', blood_class: 'blood' };
    const answers = [jsonResponse({ donate_at: ['Донация на эту дату уже добавлена'] }, 400), jsonResponse(saved, 201)];
    const { form: make, calls } = setup({ 'POST /api/donations/': () => answers.shift() });
    const form = make(null);
    keepMount(form.$status);
    form.$values.set({ ...filled, donate_at: '2020-05-01' });
    expect(await form.submit()).toBeNull();
    expect(form.$status.get()).toEqual({ errors: { donate_at: 'Донация на эту дату уже добавлена' }, formError: null, submitting: false });
    expect(await form.submit()).toEqual(saved);
    expect(form.$values.get()).toEqual(EMPTY_DONATION);
    expect(calls.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { donate_at: '2020-05-01', blood_class: 'blood', blood_station_id: 3, is_paid: false, volume_ml: null, certificate_id: null },
      { donate_at: '2020-05-01', blood_class: 'blood', blood_station_id: 3, is_paid: false, volume_ml: null, certificate_id: null },
    ]);
    cleanStores(form.$status);
  });
});

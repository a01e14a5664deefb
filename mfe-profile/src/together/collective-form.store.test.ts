// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanStores, keepMount } from 'nanostores';
import type { CollectiveDonation } from '@donor/shared/contract/recognition';
import { createTestSectionProps, fakeUser, jsonResponse, type FakeRoutes } from '@donor/shared/testing/section-props';
import { createCollectiveForm } from './collective-form.store.ts';
import { collectiveKey, createTogetherResource } from './together.resource.ts';

const cd: CollectiveDonation = {
  id: 9, title: 'Отдел сдаёт кровь', description: '', blood_station: { id: 3, title: 'ЦК', address: 'Москва' }, date: '2099-12-05',
  owner_name: 'Анна И.', is_owner: true, joined: true, participants_count: 1, max_participants: null,
};

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => { window.sessionStorage.clear(); vi.restoreAllMocks(); });

function setup(routes: FakeRoutes) {
  const { props, calls } = createTestSectionProps({ user: fakeUser(), routes });
  const resource = createTogetherResource(props);
  const sent = () => calls.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.url} ${JSON.stringify(r.body)}`);
  return { resource, sent };
}

describe('collective donation form on the kit', () => {
  it('checks the fields first; the API\'s refusal lands under its field; a save answers the donation and starts the draft over', async () => {
    const answers = [jsonResponse({ date: ['Дата не может быть в прошлом'] }, 400), jsonResponse(cd, 201)];
    const { resource, sent } = setup({ 'POST /api/collective_donations/': () => answers.shift() });
    const form = createCollectiveForm(resource, null);
    keepMount(form.$status);
    expect(await form.submit()).toBeNull();
    expect(form.$status.get().errors).toEqual({ title: 'Поле не может быть пустым', blood_station_id: 'Поле не может быть пустым', date: 'Поле не может быть пустым' });
    form.set('title', ' Отдел сдаёт кровь ');
    form.setStation({ id: 3, title: 'ЦК' });
    form.set('date', '2099-12-05');
    expect(form.$status.get().errors).toEqual({});
    expect(await form.submit()).toBeNull();
    expect(form.$status.get()).toEqual({ errors: { date: 'Дата не может быть в прошлом' }, formError: null, submitting: false });
    expect(await form.submit()).toEqual(cd);
    expect(form.$values.get()).toEqual({ title: '', station: null, date: '' });
    expect(sent()).toEqual([
      'POST /api/collective_donations/ {"title":"Отдел сдаёт кровь","blood_station_id":3,"date":"2099-12-05"}',
      'POST /api/collective_donations/ {"title":"Отдел сдаёт кровь","blood_station_id":3,"date":"2099-12-05"}',
    ]);
    cleanStores(form.$status);
  });

  it('keeps the draft across a reload; an edit PATCHes only what changed', async () => {
    const { resource, sent } = setup({ [`PATCH ${collectiveKey(9)}`]: { ...cd, date: '2099-12-06' } });
    const first = createCollectiveForm(resource, cd);
    first.set('date', '2099-12-06');
    const again = createCollectiveForm(resource, cd);
    keepMount(again.$status);
    expect(again.$values.get()).toEqual({ title: 'Отдел сдаёт кровь', station: { id: 3, title: 'ЦК' }, date: '2099-12-06' });
    expect(await again.submit()).toMatchObject({ id: 9, date: '2099-12-06' });
    expect(sent()).toEqual([`PATCH ${collectiveKey(9)} {"date":"2099-12-06"}`]);
    cleanStores(again.$status);
  });
});

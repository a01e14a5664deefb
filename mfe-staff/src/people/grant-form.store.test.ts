import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks, atom, cleanStores, keepMount } from 'nanostores';
import { createTestSectionProps, fakeUser, jsonResponse, type FakeRoutes } from '@donor/shared/testing/section-props';
import { createGrantForm } from './grant-form.store.ts';
import { createPeopleResource, peopleKey, type PeopleResource } from './people.resource.ts';

const grant = { user: { id: 9, name: 'Марина Козлова', login: 'm@example.org' }, station: { id: 4, title: 'Центр крови' }, granted_at: '2026-11-01T10:00:00.000Z', granted_by: { id: 1, name: 'Ольга Смирнова' } };
const empty = { count: 0, num_pages: 1, next: null, previous: null, results: [] };

let r: PeopleResource | null = null;
afterEach(() => { if (r) cleanStores(r.$list, r.$grant, r.$revoke); r = null; vi.restoreAllMocks(); });
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

function setup(routes: FakeRoutes) {
  const { props, calls } = createTestSectionProps({ user: fakeUser(), routes: { [peopleKey(1)]: empty, ...routes } });
  r = createPeopleResource(props, atom<string | null>(peopleKey(1)));
  for (const $s of [r.$list, r.$grant, r.$revoke]) keepMount($s);
  return { r, form: createGrantForm(r), calls };
}

describe('the grant form', () => {
  it('says what is missing, beside each field, and sends nothing', async () => {
    const { form, calls } = setup({});
    expect(await form.submit()).toBe(false);
    expect(form.$status.get().errors).toEqual({ login: 'Поле не может быть пустым', station_id: 'Поле не может быть пустым', password: 'Поле не может быть пустым' });
    expect(calls.requests.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('sends the trimmed login, the station id and the password; tells who got access; asks the list again', async () => {
    const { r, form, calls } = setup({ 'POST /api/staff/station-staff/': jsonResponse(grant, 201) });
    await allTasks();
    form.set('login', '  m@example.org ');
    form.setStation({ id: 4, title: 'Центр крови' });
    form.set('password', 'secret');
    expect(await form.submit()).toBe(true);
    expect(calls.requests.find((c) => c.method === 'POST')?.body).toEqual({ login: 'm@example.org', station_id: 4, password: 'secret' });
    expect(form.$notice.get()).toBe('Марина Козлова теперь сотрудник станции «Центр крови»');
    expect(form.$values.get()).toEqual({ login: '', station: null, password: '' });
    await allTasks();
    expect(calls.requests.filter((c) => c.method === 'GET' && c.url === peopleKey(1))).toHaveLength(2);
    expect(r.$grant.get().error).toBeUndefined();
  });

  it('a wrong password lands under the password field', async () => {
    const { form } = setup({ 'POST /api/staff/station-staff/': jsonResponse({ password: ['Неверный пароль'] }, 400) });
    form.set('login', 'm@example.org');
    form.setStation({ id: 4, title: 'Центр крови' });
    form.set('password', 'nope');
    expect(await form.submit()).toBe(false);
    expect(form.$status.get().errors).toEqual({ password: 'Неверный пароль' });
  });

  it('revoking answers true after the 204', async () => {
    const { r, calls } = setup({ 'POST /api/staff/station-staff/revoke/': new Response(null, { status: 204 }) });
    expect(await r.$revoke.mutate({ user_id: 9, station_id: 4, password: 'secret' })).toBe(true);
    expect(calls.requests.find((c) => c.method === 'POST')?.body).toEqual({ user_id: 9, station_id: 4, password: 'secret' });
  });
});

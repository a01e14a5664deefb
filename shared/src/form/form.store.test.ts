// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanStores, keepMount } from 'nanostores';
import { createTestSectionProps, jsonResponse, type FakeRoutes } from '../testing/section-props.ts';
import { endpoint } from '../endpoint.ts';
import * as MSG from '../messages.ts';
import { callMutator } from './call-mutator.ts';
import { createForm, type FormSpec } from './form.store.ts';
import { sameNames } from './field-messages.ts';
import { idempotentSender } from './idempotency.ts';
import * as OFF from '../offline-messages.ts';

afterEach(() => window.sessionStorage.clear());

interface Values {
  name: string;
  city: string;
  password: string;
}
type Field = 'name' | 'city' | 'password';
const save = endpoint<{ id: number }, { name: string; city_id: string; password: string }>()('POST', '/api/things/');
const INITIAL: Values = { name: '', city: '', password: '' };
const filled: Values = { name: ' Анна ', city: '5', password: 'secret-1' };

/** A form over a real mutator store of the section props' query context, as a resource makes it. */
function setup(routes: FakeRoutes, spec: Partial<FormSpec<Values, Field, { name: string; city_id: string; password: string }, { id: number }>> = {}) {
  const { props, calls } = createTestSectionProps({ routes });
  const $save = props.query.createMutatorStore<{ name: string; city_id: string; password: string }, { id: number }>(async ({ data }) =>
    props.api.request(save, { body: data }));
  const done = vi.fn();
  const refused = vi.fn();
  const form = createForm({
    draft: 'thing',
    initial: INITIAL,
    secret: ['password'],
    validate: (v) => (v.name.trim() ? {} : { name: 'Поле не может быть пустым' }),
    fields: { ...sameNames<Field>('name', 'password'), city_id: 'city' },
    mutator: $save,
    data: (v) => ({ name: v.name.trim(), city_id: v.city, password: v.password }),
    done,
    refused,
    ...spec,
  });
  const fill = (v: Values) => (Object.keys(v) as Field[]).forEach((k) => form.set(k, v[k]));
  return { form, $save, calls, done, refused, fill };
}

describe('createForm on a mutator store', () => {
  it('checks the rules first: nothing is sent, the field says why', async () => {
    const { form, calls, refused } = setup({});
    expect(await form.submit()).toBe(false);
    expect(form.$status.get()).toEqual({ errors: { name: 'Поле не может быть пустым' }, formError: null, submitting: false });
    expect(refused).toHaveBeenCalledWith({ errors: { name: 'Поле не может быть пустым' }, formError: null });
    expect(calls.requests).toEqual([]);
  });

  it('submitting IS the write\'s loading; a second submit meanwhile is ignored; done gets the answer', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    const { form, $save, calls, done, fill } = setup({ 'POST /api/things/': async () => { await gate; return jsonResponse({ id: 9 }, 201); } });
    keepMount(form.$status);
    fill(filled);
    const first = form.submit();
    await Promise.resolve();
    expect(form.$status.get().submitting).toBe(true);
    expect($save.get().loading).toBe(true);
    expect(await form.submit()).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(form.$status.get()).toEqual({ errors: {}, formError: null, submitting: false });
    expect(calls.requests).toEqual([{ method: 'POST', url: '/api/things/', body: { name: 'Анна', city_id: '5', password: 'secret-1' } }]);
    expect(done).toHaveBeenCalledWith({ id: 9 }, filled);
    cleanStores(form.$status);
  });

  it('a refusal lands on its fields (renamed ones too) through fieldMessages; an edit clears that field and the alert', async () => {
    const { form, fill, refused } = setup({ 'POST /api/things/': jsonResponse({ city_id: ['Город не найден'], password: ['Слишком простой'], detail: 'Проверьте форму' }, 400) });
    fill(filled);
    expect(await form.submit()).toBe(false);
    expect(form.$status.get()).toEqual({ errors: { city: 'Город не найден', password: 'Слишком простой' }, formError: 'Проверьте форму', submitting: false });
    expect(refused).toHaveBeenCalledTimes(1);
    form.set('password', 'another-2');
    expect(form.$status.get()).toEqual({ errors: { city: 'Город не найден' }, formError: null, submitting: false });
  });

  it('done may say the answer was not usable, or throw: shown like a refusal', async () => {
    const unusable = setup({ 'POST /api/things/': { id: 1 } }, { done: () => false });
    unusable.fill(filled);
    expect(await unusable.form.submit()).toBe(false);
    const broken = setup({ 'POST /api/things/': { id: 1 } }, { done: () => { throw new Error('no id'); } });
    broken.fill(filled);
    expect(await broken.form.submit()).toBe(false);
    expect(broken.form.$status.get().formError).toBe(MSG.generic);
  });

  it('a form that leaves the page stays submitting after success, so it cannot be sent twice', async () => {
    const { form, calls, fill } = setup({ 'POST /api/things/': { id: 1 } }, { leaves: true });
    keepMount(form.$status);
    fill(filled);
    expect(await form.submit()).toBe(true);
    expect(form.$status.get().submitting).toBe(true);
    expect(await form.submit()).toBe(false);
    expect(calls.requests).toHaveLength(1);
    cleanStores(form.$status);
  });

  it('the draft survives a reload without its secret fields', () => {
    const first = setup({});
    first.fill(filled);
    expect(window.sessionStorage.getItem('draft:thing')).not.toContain('secret-1');
    expect(setup({}).form.$values.get()).toEqual({ ...filled, password: '' });
  });

  it('callMutator says done, failed or busy, and leaves loading false behind', async () => {
    const { $save } = setup({ 'POST /api/things/': jsonResponse({ name: ['x'] }, 400) });
    const body = { name: 'a', city_id: '1', password: 'p' };
    const [first, second] = await Promise.all([callMutator($save, body), callMutator($save, body)]);
    expect(first.status).toBe('failed');
    expect(second.status).toBe('busy');
    expect($save.get().loading).toBe(false);
    const ok = setup({ 'POST /api/things/': { id: 3 } });
    expect(await callMutator(ok.$save, body)).toEqual({ status: 'done', result: { id: 3 } });
  });

  it('a resendable write with no answer keeps the values, says «Нет связи — не отправлено», and is sent again with the same key', async () => {
    let up = false;
    const keys: string[] = [];
    const { props, calls } = createTestSectionProps({
      routes: { 'POST /api/things/': () => (up ? { id: 4 } : Promise.reject(new TypeError('Failed to fetch'))) },
    });
    const send = idempotentSender();
    const $save = props.query.createMutatorStore<{ name: string; city_id: string; password: string }, { id: number }>(async ({ data }) =>
      send(data, (headers) => { keys.push(headers['Idempotency-Key']!); return props.api.request(save, { body: data, headers }); }));
    const done = vi.fn();
    const form = createForm({
      draft: 'unsent', initial: INITIAL, validate: () => ({}), fields: sameNames<Field>('name'), mutator: $save, resendable: true, done,
      data: (v: Values) => ({ name: v.name, city_id: v.city, password: v.password }),
    });
    (Object.keys(filled) as Field[]).forEach((k) => form.set(k, filled[k]));
    expect(await form.submit()).toBe(false);
    expect(form.$status.get()).toEqual({ errors: {}, formError: OFF.unsent, submitting: false });
    expect(form.$unsent.get()).toBe(true);
    expect(form.$values.get()).toEqual(filled);
    up = true;
    expect(await form.submit()).toBe(true);
    expect(form.$unsent.get()).toBe(false);
    expect(done).toHaveBeenCalledWith({ id: 4 }, filled);
    expect(calls.requests.filter((r) => r.method === 'POST')).toHaveLength(2);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('an edit after no answer clears «не отправлено»: changed input is a new submission', async () => {
    const { form, fill } = setup({ 'POST /api/things/': () => Promise.reject(new TypeError('Failed to fetch')) }, { resendable: true });
    fill(filled);
    await form.submit();
    expect(form.$unsent.get()).toBe(true);
    form.set('name', 'Ольга');
    expect(form.$unsent.get()).toBe(false);
    expect(form.$status.get().formError).toBeNull();
  });
});

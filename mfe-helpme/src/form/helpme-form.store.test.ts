// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanStores, keepMount } from 'nanostores';
import { ApiError } from '@donor/shared/api';
import * as MSG from '@donor/shared/messages';
import type { AnyEndpoint } from '@donor/shared/endpoint';
import { createQueryContext } from '@donor/shared/query';
import { createHelpmeForm, INITIAL_DRAFT, type HelpmeFormDeps } from './helpme-form.store.ts';
import type { HelpmeValues } from './helpme-checks.ts';

const NOW = new Date(2026, 10, 24, 12);
const STEP1 = { blood_class: 'plasma', required_donors_count: '3', last_date: '2026-12-10' };
const STEP2 = { last_name: 'Смирнова', first_name: 'Анна', birth_date: '1980-05-02', search_reason: 'Операция' };

const png = (bytes: number) => new File([new Uint8Array(bytes)], 'photo.png', { type: 'image/png' });

type Post = (url: string, body: unknown) => Promise<unknown>;

/** The write goes through the descriptor; `post` sees it as the path and the body. */
const writeDeps = (post: Post): Pick<HelpmeFormDeps, 'query' | 'api'> => ({
  query: createQueryContext({ api: { get: async () => undefined as never }, retry: false }),
  api: { request: ((endpoint: AnyEndpoint, input: { body: unknown }) => post(endpoint.path, input.body)) as never },
});

function setup(post: Post = vi.fn(async () => ({ id: 42 })) as never, size = { width: 400, height: 300 }) {
  const go = vi.fn();
  const log = vi.fn();
  const form = createHelpmeForm({ ...writeDeps(post), go, log, now: () => NOW, readImageSize: async () => size });
  keepMount(form.$draft);
  keepMount(form.$ui);
  return { form, go, log, post };
}

function fill(form: ReturnType<typeof setup>['form'], step: 0 | 1) {
  if (step === 0) {
    for (const [k, v] of Object.entries(STEP1)) form.setText(k as never, v);
    form.toggleBloodType('a_plus');
    form.toggleBloodType('o_minus');
    form.setCity({ value: 1, label: 'Москва' });
    form.setStation({ value: 3, label: 'ЦКБ' });
  } else {
    for (const [k, v] of Object.entries(STEP2)) form.setText(k as never, v);
    form.setConsent(true);
  }
}

const httpError = (status: number, data: unknown) => new ApiError({ kind: 'http', method: 'POST', url: '/api/address_needs/', status, data });

afterEach(() => {
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('help-me form', () => {
  it('starts on the welcome page, step 0, with 10 donors (spec §3, §9)', () => {
    const { form } = setup();
    expect(form.values()).toMatchObject({ welcome: true, step: 0, required_donors_count: '10' });
    form.start();
    expect(form.values().welcome).toBe(false);
    form.showWelcome();
    expect(form.values().welcome).toBe(true);
    cleanStores(form.$draft, form.$ui);
  });

  it('Next validates the step, records the first error field and stays; advances when valid', () => {
    const { form } = setup();
    form.start();
    form.setText('blood_class', 'plasma');
    expect(form.next()).toBe(false);
    const ui = form.$ui.get();
    expect(ui.focus?.field).toBe('requested_blood_type');
    expect(Object.keys(ui.errors)).toEqual(['requested_blood_type', 'city_id', 'blood_station_id', 'last_date']);
    expect(form.values().step).toBe(0);
    // a second failed attempt records the field again (the page focuses it again)
    const attempt = ui.focus!.attempt;
    form.next();
    expect(form.$ui.get().focus).toEqual({ field: 'requested_blood_type', attempt: attempt + 1 });
    // spec §5: an edit clears that field's error only
    form.toggleBloodType('b_plus');
    expect(form.$ui.get().errors.requested_blood_type).toBeUndefined();
    expect(form.$ui.get().errors.city_id).toBe(MSG.helpmeCity);
    fill(form, 0);
    expect(form.next()).toBe(true);
    expect(form.values().step).toBe(1);
    form.back();
    form.back();
    expect(form.values().step).toBe(0);
    cleanStores(form.$draft, form.$ui);
  });

  it('a multi-select toggles a value in and out; another city clears the station', () => {
    const { form } = setup();
    form.toggleBloodType('a_plus');
    form.toggleBloodType('b_minus');
    form.toggleBloodType('a_plus');
    expect(form.values().requested_blood_type).toEqual(['b_minus']);
    form.setCity({ value: 1, label: 'Москва' });
    form.setStation({ value: 3, label: 'ЦКБ' });
    form.setCity({ value: 1, label: 'Москва' });
    expect(form.values().station).toEqual({ value: 3, label: 'ЦКБ' });
    form.setCity({ value: 2, label: 'Казань' });
    expect(form.values().station).toBeNull();
    cleanStores(form.$draft, form.$ui);
  });

  it('submit posts multipart with indexed arrays, omits empty values, then goes to /recipient/{id} and reinitialises', async () => {
    const { form, go, post } = setup();
    form.start();
    fill(form, 0);
    form.next();
    fill(form, 1);
    await form.pickImage(png(2048));
    expect(await form.submit()).toBe(true);
    const [url, body] = (post as ReturnType<typeof vi.fn>).mock.calls[0]!;
    expect(url).toBe('/api/address_needs/');
    const fd = body as FormData;
    expect([...fd.keys()]).toEqual([
      'blood_class', 'requested_blood_type[0]', 'requested_blood_type[1]', 'required_donors_count', 'city_id', 'blood_station_id', 'last_date',
      'last_name', 'first_name', 'birth_date', 'search_reason', 'publish_consent', '_image',
    ]);
    expect([fd.get('requested_blood_type[0]'), fd.get('requested_blood_type[1]'), fd.get('city_id'), fd.get('blood_station_id')]).toEqual(['a_plus', 'o_minus', '1', '3']);
    expect(fd.get('publish_consent')).toBe('true');
    expect((fd.get('_image') as File).name).toBe('photo.png');
    expect(go).toHaveBeenCalledWith('/recipient/42');
    expect(form.values()).toEqual(INITIAL_DRAFT);
    expect(form.$ui.get()).toMatchObject({ submitting: false, image: null, errors: {} });
    cleanStores(form.$draft, form.$ui);
  });

  it('submit sets loading while posting and ignores a second submit', async () => {
    let resolve!: (v: unknown) => void;
    const post = vi.fn(() => new Promise((r) => { resolve = r; }));
    const { form } = setup(post as never);
    fill(form, 0);
    form.next();
    fill(form, 1);
    const first = form.submit();
    expect(form.$ui.get().submitting).toBe(true);
    expect(await form.submit()).toBe(false);
    resolve({ id: 5 });
    expect(await first).toBe(true);
    expect(post).toHaveBeenCalledTimes(1);
    cleanStores(form.$draft, form.$ui);
  });

  it('success without an id only logs a generic error (spec §4, §8)', async () => {
    const { form, go, log } = setup(vi.fn(async () => ({})) as never);
    fill(form, 0);
    form.next();
    fill(form, 1);
    expect(await form.submit()).toBe(false);
    expect(log).toHaveBeenCalledWith(MSG.generic, {});
    expect(go).not.toHaveBeenCalled();
    expect(form.$ui.get().submitting).toBe(false);
    cleanStores(form.$draft, form.$ui);
  });

  it('a failed submit clears loading, shows the API field errors on their step and keeps the draft and the photo', async () => {
    const refused = httpError(400, { blood_station_id: ['Пункт сдачи крови находится в другом городе'], 'requested_blood_type[0]': ['Выберите значение из списка'] });
    const { form, go } = setup(vi.fn(async () => { throw refused; }) as never);
    fill(form, 0);
    form.next();
    fill(form, 1);
    const photo = png(4096);
    await form.pickImage(photo);
    expect(await form.submit()).toBe(false);
    expect(form.$ui.get()).toMatchObject({
      submitting: false,
      image: photo,
      errors: { blood_station_id: 'Пункт сдачи крови находится в другом городе', requested_blood_type: 'Выберите значение из списка' },
      focus: { field: 'requested_blood_type' },
    });
    expect(form.values()).toMatchObject({ step: 0, first_name: 'Анна', station: { value: 3, label: 'ЦКБ' } });
    expect(go).not.toHaveBeenCalled();
    cleanStores(form.$draft, form.$ui);
  });

  it('a refusal without fields or no network is said above the form', async () => {
    for (const [error, text] of [[httpError(429, { detail: 'Слишком много запросов' }), 'Слишком много запросов'],
      [new ApiError({ kind: 'network', method: 'POST', url: '/api/address_needs/', status: 0, data: undefined }), MSG.network],
      [httpError(400, { non_field_errors: ['Форма не разобрана'] }), 'Форма не разобрана']] as const) {
      const { form } = setup(vi.fn(async () => { throw error; }) as never);
      fill(form, 0);
      form.next();
      fill(form, 1);
      await form.submit();
      expect(form.$ui.get()).toMatchObject({ formError: text, submitting: false, errors: {} });
      expect(form.values().step).toBe(1);
      cleanStores(form.$draft, form.$ui);
      window.sessionStorage.clear();
    }
  });

  it('the draft (both steps, not the file) survives a reload', async () => {
    const first = setup();
    first.form.start();
    fill(first.form, 0);
    first.form.next();
    fill(first.form, 1);
    await first.form.pickImage(png(2048));
    expect(window.sessionStorage.getItem('draft:helpme')).not.toContain('photo.png');
    cleanStores(first.form.$draft, first.form.$ui);

    const again = setup();
    const restored: HelpmeValues & { step: number; welcome: boolean } = again.form.values();
    expect(restored).toMatchObject({ ...STEP1, ...STEP2, step: 1, welcome: false, requested_blood_type: ['a_plus', 'o_minus'], city: { value: 1, label: 'Москва' }, publish_consent: true });
    expect(again.form.$ui.get().image).toBeNull();
    again.form.reinitialise();
    expect(again.form.values()).toEqual(INITIAL_DRAFT);
    cleanStores(again.form.$draft, again.form.$ui);
  });

  it('a malformed stored draft falls back field by field', () => {
    window.sessionStorage.setItem('draft:helpme', JSON.stringify({ step: 7, city: [1], station: { value: '3' }, requested_blood_type: 'a_plus', first_name: 'Анна' }));
    const { form } = setup();
    expect(form.values()).toMatchObject({ step: 0, city: null, station: null, requested_blood_type: [], first_name: 'Анна' });
    cleanStores(form.$draft, form.$ui);
  });

  it('the photo is checked before upload: bytes, then pixels (spec §5 Image)', async () => {
    const small = setup(undefined, { width: 150, height: 900 });
    await small.form.pickImage(png(500));
    expect(small.form.$ui.get()).toMatchObject({ image: null, errors: { _image: MSG.imageFileSmall } });
    await small.form.pickImage(png(8 * 1024 * 1024 + 1));
    expect(small.form.$ui.get().errors._image).toBe(MSG.imageFileLarge);
    await small.form.pickImage(png(4096));
    expect(small.form.$ui.get().errors._image).toBe(MSG.imagePixelsSmall);
    await small.form.pickImage(null);
    expect(small.form.$ui.get().errors._image).toBeUndefined();
    cleanStores(small.form.$draft, small.form.$ui);

    const broken = createHelpmeForm({ ...writeDeps(vi.fn() as never), go: vi.fn(), now: () => NOW, readImageSize: async () => { throw new Error('decode'); } });
    await broken.pickImage(png(4096));
    expect(broken.$ui.get().errors._image).toBe(MSG.imageBroken);
  });
});

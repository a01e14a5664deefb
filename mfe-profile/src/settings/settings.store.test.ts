// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allTasks, cleanStores, keepMount } from 'nanostores';
import { MeUpdateBody } from '@donor/shared/contract/auth-bodies';
import { createTestSectionProps, fakeUser, jsonResponse, type FakeRoutes } from '@donor/shared/testing/section-props';
import { createPersonalForm, personalBody, type PersonalValues } from './personal.store.ts';
import { createContactChange } from './contact.store.ts';
import { createAccountDeletion, createHideName, createPasswordChange } from './account.store.ts';
import { createPhotoUpload } from './photo.store.ts';

afterEach(() => window.sessionStorage.clear());

const user = fakeUser({ id: 7, first_name: 'Анна', last_name: 'Иванова', birth_date: '1990-04-12', city: { id: 1, title: 'Москва' }, gender: 'female', tag: null });

function setup(routes: FakeRoutes = {}) {
  const me = { ...user };
  const { props, calls } = createTestSectionProps({ user, routes: { 'GET /api/auth/me/': () => me, ...routes } });
  return { props, calls, deps: { query: props.query, api: props.api, auth: props.auth } };
}

describe('personal data', () => {
  it('starts from the profile, sends MeUpdateBody (nulls for empty fields) and asks for /me again', async () => {
    const { deps, calls } = setup({ 'PATCH /api/auth/me/': ({ body }: { body: unknown }) => ({ ...user, ...(body as object) }) });
    const form = createPersonalForm(deps, user);
    expect(form.$values.get()).toMatchObject({ first_name: 'Анна', city: { value: 1, label: 'Москва' }, gender: 'female', tag: '', dirty: false });
    form.set('last_name', '  ');
    form.set('gender', '');
    form.set('city', { value: 50, label: 'Казань' });
    expect(await form.submit()).toBe(true);
    const patch = calls.requests.find((r) => r.method === 'PATCH');
    expect(patch?.body).toEqual({ first_name: 'Анна', last_name: null, birth_date: '1990-04-12', city_id: 50, gender: null, tag: null });
    expect(MeUpdateBody.safeParse(patch?.body).success).toBe(true);
    expect(calls.requests.at(-1)).toMatchObject({ method: 'GET', url: '/api/auth/me/' });
    expect(form.$notice.get()).toBe('Сохранено');
    expect(form.$values.get().dirty).toBe(false);
  });

  it('unsaved edits survive a reload; a saved or another donor\'s draft does not override the profile', () => {
    const { deps } = setup();
    const first = createPersonalForm(deps, user);
    keepMount(first.$values);
    first.set('first_name', 'Аня');
    const again = createPersonalForm(deps, user);
    expect(again.$values.get()).toMatchObject({ first_name: 'Аня', dirty: true });
    const other = createPersonalForm(deps, fakeUser({ id: 8, first_name: 'Пётр' }));
    expect(other.$values.get()).toMatchObject({ first_name: 'Пётр', dirty: false, user_id: 8 });
    cleanStores(first.$values);
  });

  it('validates like the contract and maps API errors (city_id → city)', async () => {
    const { deps } = setup({ 'PATCH /api/auth/me/': jsonResponse({ city_id: ['Город не найден'], gender: ['Выберите пол: мужской или женский'] }, 400) });
    const form = createPersonalForm(deps, user);
    form.set('first_name', ' ');
    form.set('birth_date', '2999-01-01');
    expect(await form.submit()).toBe(false);
    expect(form.$status.get().errors).toEqual({ first_name: 'Поле не может быть пустым', birth_date: 'Проверьте правильность даты' });
    form.set('first_name', 'Анна');
    form.set('birth_date', '');
    await form.submit();
    expect(form.$status.get()).toMatchObject({ errors: { city: 'Город не найден', gender: 'Выберите пол: мужской или женский' }, formError: null });
  });

  it('personalBody always passes MeUpdateBody for valid values', () => {
    const v: PersonalValues = { user_id: 1, dirty: true, first_name: 'Анна', last_name: 'И', birth_date: '', city: null, gender: 'male', tag: ' ник ' };
    expect(MeUpdateBody.parse(personalBody(v))).toMatchObject({ gender: 'male', tag: 'ник', city_id: null, birth_date: null });
  });
});

describe('changing the e-mail', () => {
  it('asks for a code to the new address, keeps the step across a reload, confirms and refreshes /me', async () => {
    const { deps, calls } = setup({
      'POST /api/auth/change_email/': { detail: 'Код отправлен' },
      'POST /api/auth/confirm_email/': { ...user, email: 'new@example.org' },
    });
    const change = createContactChange({ ...deps, now: () => 9_000 }, 'email');
    change.form.set('value', 'nope');
    expect(await change.form.submit()).toBe(false);
    expect(change.form.$status.get().errors.value).toBe('Введите корректный e-mail');
    change.form.set('value', ' New@Example.org ');
    expect(await change.form.submit()).toBe(true);
    expect(calls.requests.at(-1)).toEqual({ method: 'POST', url: '/api/auth/change_email/', body: { email: 'new@example.org' } });
    const again = createContactChange({ ...deps, now: () => 9_000 }, 'email');
    expect(again.$step.get()).toEqual({ target: 'new@example.org', sentAt: 9_000 });
    const code = again.codeForm();
    keepMount(code.$code);
    code.setCode('654 321');
    expect(await code.submit()).toBe(true);
    expect(calls.requests.find((r) => r.url === '/api/auth/confirm_email/')?.body).toEqual({ email: 'new@example.org', code: '654321' });
    expect(calls.requests.at(-1)).toMatchObject({ method: 'GET', url: '/api/auth/me/' });
    expect(again.$step.get().target).toBe('');
    expect(again.$notice.get()).toBe('E-mail изменён');
    cleanStores(code.$code);
  });

  it('the phone is normalised and the API error lands on the field', async () => {
    const { deps, calls } = setup({ 'POST /api/auth/change_phone/': jsonResponse({ phone: ['Телефон в формате +7XXXXXXXXXX'] }, 400) });
    const change = createContactChange(deps, 'phone');
    change.form.set('value', '8 (999) 111-22-33');
    await change.form.submit();
    expect(calls.requests.at(-1)?.body).toEqual({ phone: '+79991112233' });
    expect(change.form.$status.get().errors.value).toBe('Телефон в формате +7XXXXXXXXXX');
  });
});

describe('password, privacy, deletion', () => {
  it('change_password stores the NEW token of the answer', async () => {
    const { deps, props, calls } = setup({
      'POST /api/auth/change_password/': () => new Response(JSON.stringify(user), { status: 200, headers: { 'content-type': 'application/json', token: 'tok-after-change' } }),
    });
    const { form, $notice } = createPasswordChange(deps);
    form.set('old_password', 'old-password-1');
    form.set('new_password', 'short');
    expect(await form.submit()).toBe(false);
    expect(form.$status.get().errors).toEqual({ new_password: 'Пароль не короче 8 символов' });
    form.set('new_password', 'a-new-password-2');
    expect(await form.submit()).toBe(true);
    expect(calls.requests.at(-1)?.body).toEqual({ old_password: 'old-password-1', new_password: 'a-new-password-2' });
    expect(props.auth.$auth.get().token).toBe('tok-after-change');
    expect(form.$values.get()).toEqual({ old_password: '', new_password: '' });
    expect($notice.get()).toMatch(/Пароль изменён/);
  });

  it('a wrong old password is shown on its field', async () => {
    const { deps } = setup({ 'POST /api/auth/change_password/': jsonResponse({ old_password: ['Неверный пароль'] }, 400) });
    const { form } = createPasswordChange(deps);
    form.set('old_password', 'wrong');
    form.set('new_password', 'a-new-password-2');
    await form.submit();
    expect(form.$status.get().errors).toEqual({ old_password: 'Неверный пароль' });
  });

  it('hide_name is one PATCH followed by /me', async () => {
    const { deps, calls } = setup({ 'PATCH /api/auth/me/': { ...user, hide_name: true } });
    const hide = createHideName(deps);
    expect(await hide.set(true)).toBe(true);
    expect(calls.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['PATCH /api/auth/me/', 'GET /api/auth/me/']);
    expect(calls.requests[0]?.body).toEqual({ hide_name: true });
  });

  it('deleting the account needs the password, then forgets the token and goes home', async () => {
    const go = vi.fn();
    let answer: Response = jsonResponse({ password: ['Неверный пароль'] }, 400);
    const { deps, props, calls } = setup({ 'POST /api/auth/delete_account/': () => answer });
    const { form } = createAccountDeletion({ ...deps, go });
    expect(await form.submit()).toBe(false);
    expect(calls.requests).toHaveLength(0);
    form.set('password', 'wrong');
    await form.submit();
    expect(form.$status.get().errors.password).toBe('Неверный пароль');
    answer = jsonResponse({ detail: 'Аккаунт удалён' });
    form.set('password', 'right-password');
    expect(await form.submit()).toBe(true);
    expect(props.auth.$auth.get().token).toBeNull();
    expect(go).toHaveBeenCalledWith('/');
  });
});

describe('profile photo', () => {
  const file = (size: number, type = 'image/png') => new File([new Uint8Array(size)], 'me.png', { type });

  it('checks size and pixels in the browser before anything is sent', async () => {
    const { deps, calls } = setup();
    const small = createPhotoUpload({ ...deps, readSize: async () => ({ width: 199, height: 400 }) });
    expect(await small.upload(file(512))).toBe(false);
    expect(small.$photo.get().error).toBe('Файл слишком маленький: не менее 1 КБ');
    expect(await small.upload(file(8 * 1024 * 1024 + 1))).toBe(false);
    expect(small.$photo.get().error).toBe('Файл слишком большой: не более 8 МБ');
    expect(await small.upload(file(4096))).toBe(false);
    expect(small.$photo.get().error).toBe('Изображение слишком маленькое: не менее 200×200 пикселей');
    expect(calls.requests).toHaveLength(0);
  });

  it('uploads multipart `file`, sets photo_id, asks for /me; API errors show on the input', async () => {
    const { deps, calls } = setup({ 'POST /api/picture/': jsonResponse({ id: 31, url: '/api/picture/31/' }, 201), 'PATCH /api/auth/me/': user });
    const photo = createPhotoUpload({ ...deps, readSize: async () => ({ width: 400, height: 400 }) });
    expect(await photo.upload(file(4096))).toBe(true);
    expect(calls.requests[0]?.method).toBe('POST');
    expect(calls.requests[0]?.body).toBeInstanceOf(FormData);
    expect((calls.requests[0]?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(calls.requests[1]).toEqual({ method: 'PATCH', url: '/api/auth/me/', body: { photo_id: 31 } });
    expect(photo.$photo.get()).toEqual({ busy: false, error: null, notice: 'Фото обновлено' });
    const broken = createPhotoUpload({ ...setup({ 'POST /api/picture/': jsonResponse({ file: ['Не удалось прочитать изображение: файл повреждён'] }, 400) }).deps, readSize: async () => ({ width: 400, height: 400 }) });
    await broken.upload(file(4096));
    expect(broken.$photo.get().error).toBe('Не удалось прочитать изображение: файл повреждён');
    await allTasks();
  });
});

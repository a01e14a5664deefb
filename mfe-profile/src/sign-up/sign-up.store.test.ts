// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanStores, keepMount } from 'nanostores';
import { RegistrationEmailBody, RegistrationPhoneBody } from '@donor/shared/contract/auth-bodies';
import { createTestSectionProps, jsonResponse, type FakeRoutes } from '@donor/shared/testing/section-props';
import { createEmailSignUp, createPhoneSignUp, emailBody, EMAIL_INITIAL, emailErrors, pendingOn, phoneBody, PHONE_INITIAL, phoneErrors, regionChoice, type EmailValues, type PhoneValues } from './sign-up.store.ts';
import { createPreSignUp } from './pre-sign-up.store.ts';

let clock = 1_000;
afterEach(() => {
  window.sessionStorage.clear();
  clock = 1_000;
});

/**
 * What zod says about a body, as `{field: first message}` (the test may use zod; the browser does
 * not). One chosen difference: an empty password says spec §5's «Поле не может быть пустым»
 * where passwordField says it is too short.
 */
function zodErrors(schema: typeof RegistrationPhoneBody | typeof RegistrationEmailBody, body: { password: string }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of schema.safeParse(body).error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  if (body.password === '') out.password = 'Поле не может быть пустым';
  return out;
}

function setup(routes: FakeRoutes = {}, referral: string | null = null) {
  const { props, calls, cookies } = createTestSectionProps({ routes });
  const go = vi.fn();
  const deps = { query: props.query, api: props.api, auth: props.auth, referralCode: () => referral, go, now: () => clock };
  return { props, calls, cookies, go, deps };
}

const phone: PhoneValues = { ...PHONE_INITIAL, phone: '+7 (999) 123-45-67', password: 'long-enough-1', first_name: ' Анна ', accept_terms: true, accept_personal_data: true };
const email: EmailValues = {
  ...EMAIL_INITIAL, email: ' Anna@Example.com ', password: 'long-enough-1', first_name: 'Анна', last_name: '', city: { value: 50, label: 'Казань' },
  birth_date: '1990-04-12', accept_terms: true, accept_personal_data: true,
};

describe('sign-up rules agree with the API contract', () => {
  it('phone form: the same fields fail as RegistrationPhoneBody, with the same first message', () => {
    const cases: PhoneValues[] = [
      PHONE_INITIAL,
      phone,
      { ...phone, phone: '89991234567' },
      { ...phone, phone: '+7999' },
      { ...phone, password: 'short' },
      { ...phone, password: 'p'.repeat(129) },
      { ...phone, first_name: '   ' },
      { ...phone, first_name: 'x'.repeat(151) },
      { ...phone, tag: 't'.repeat(65) },
      { ...phone, accept_terms: false },
      { ...phone, accept_personal_data: false },
    ];
    for (const v of cases) {
      const body = { ...phoneBody(v), accept_terms: v.accept_terms, accept_personal_data: v.accept_personal_data };
      expect(phoneErrors(v), JSON.stringify(v)).toEqual(zodErrors(RegistrationPhoneBody, body));
    }
  });

  it('e-mail form: the same, birth dates included', () => {
    const cases: EmailValues[] = [
      EMAIL_INITIAL,
      email,
      { ...email, email: 'not-an-address' },
      { ...email, birth_date: '1990-02-30' },
      { ...email, birth_date: '1899-12-31' },
      { ...email, birth_date: '2999-01-01' },
      { ...email, birth_date: '12.04.1990' },
      { ...email, last_name: 'л'.repeat(151) },
      { ...email, accept_terms: false, accept_personal_data: false },
    ];
    for (const v of cases) {
      const body = { ...emailBody(v), accept_terms: v.accept_terms, accept_personal_data: v.accept_personal_data };
      expect(emailErrors(v), JSON.stringify(v)).toEqual(zodErrors(RegistrationEmailBody, body));
    }
    expect(emailErrors({ ...EMAIL_INITIAL })).toMatchObject({
      accept_terms: 'Нужно принять пользовательское соглашение',
      accept_personal_data: 'Нужно согласие на обработку персональных данных',
    });
  });
});

describe('registration by e-mail', () => {
  it('posts the body with the referral code, keeps the step across a reload, confirms with the code and logs in', async () => {
    const token = 'tok-registered-1';
    const { deps, calls, go, props } = setup({
      'POST /api/auth/registration/?referral_code=ANNA2026': jsonResponse({ user_id: 42 }, 201),
      'POST /api/auth/confirm_email_reg/': () => new Response(JSON.stringify({ id: 42 }), { status: 200, headers: { 'content-type': 'application/json', token } }),
    }, 'ANNA2026');
    const flow = createEmailSignUp(deps);
    keepMount(flow.$step);
    for (const [k, v] of Object.entries(email)) flow.form.set(k as keyof EmailValues, v as never);
    expect(await flow.form.submit()).toBe(true);
    expect(calls.requests[0]).toEqual({
      method: 'POST',
      url: '/api/auth/registration/?referral_code=ANNA2026',
      body: {
        email: 'anna@example.com', password: 'long-enough-1', first_name: 'Анна', last_name: null, city_id: 50, birth_date: '1990-04-12', tag: null,
        accept_terms: true, accept_personal_data: true,
      },
    });
    expect(RegistrationEmailBody.safeParse(calls.requests[0]!.body).success).toBe(true);

    // A reload: new stores over the same sessionStorage; the step is there, the password is not.
    const again = createEmailSignUp(deps);
    keepMount(again.$step);
    expect(pendingOn(again.$step.get(), 'email')).toBe(true);
    expect(again.$step.get()).toEqual({ user_id: 42, channel: 'email', target: 'anna@example.com', sentAt: 1_000 });
    expect(again.form.$values.get()).toMatchObject({ email: ' Anna@Example.com ', password: '', city: { value: 50, label: 'Казань' } });

    const code = again.codeForm();
    keepMount(code.$code);
    code.setCode('Код подтверждения: 123456. Донор Рядом');
    expect(await code.submit()).toBe(true);
    expect(calls.requests[1]).toEqual({ method: 'POST', url: '/api/auth/confirm_email_reg/', body: { user_id: 42, email: 'anna@example.com', code: '123456' } });
    expect(props.auth.$auth.get().token).toBe(token);
    expect(go).toHaveBeenCalledWith('/profile/');
    expect(pendingOn(again.$step.get(), 'email')).toBe(false);
    expect(again.form.$values.get().email).toBe('');
    cleanStores(flow.$step, again.$step, code.$code);
  });

  it('shows API field errors by their fields (city_id on the city) and a 429 as the alert', async () => {
    let answer: Response = jsonResponse({ email: ['Введите корректный e-mail'], city_id: ['Город не найден'] }, 400);
    const { deps } = setup({ 'POST /api/auth/registration/': () => answer });
    const flow = createEmailSignUp(deps);
    for (const [k, v] of Object.entries(email)) flow.form.set(k as keyof EmailValues, v as never);
    expect(await flow.form.submit()).toBe(false);
    expect(flow.form.$status.get()).toEqual({ errors: { email: 'Введите корректный e-mail', city: 'Город не найден' }, formError: null, submitting: false });
    answer = jsonResponse({ detail: 'Слишком много запросов. Попробуйте позже' }, 429);
    await flow.form.submit();
    expect(flow.form.$status.get()).toMatchObject({ errors: {}, formError: 'Слишком много запросов. Попробуйте позже' });
    // an edit clears that field's error and the alert
    answer = jsonResponse({ password: ['Этот пароль слишком распространён'], first_name: ['Поле содержит недопустимые символы'] }, 400);
    await flow.form.submit();
    flow.form.set('password', 'another-password-2');
    expect(flow.form.$status.get()).toMatchObject({ errors: { first_name: 'Поле содержит недопустимые символы' }, formError: null });
  });
});

describe('registration by phone', () => {
  it('posts the normalised phone without a referral code, resends by user_id and changes the number', async () => {
    const { deps, calls } = setup({
      'POST /api/auth/registration/': jsonResponse({ user_id: 7 }, 201),
      'POST /api/auth/resend_code/': { detail: 'Код отправлен' },
    });
    const flow = createPhoneSignUp(deps);
    keepMount(flow.$step);
    for (const [k, v] of Object.entries(phone)) flow.form.set(k as keyof PhoneValues, v as never);
    await flow.form.submit();
    expect(calls.requests[0]).toMatchObject({ url: '/api/auth/registration/', body: { phone: '+79991234567', first_name: 'Анна', tag: null } });
    expect(flow.$step.get()).toMatchObject({ user_id: 7, channel: 'phone', target: '+79991234567' });
    clock = 62_000;
    const code = flow.codeForm();
    keepMount(code.$code);
    expect(await code.resend()).toBe(true);
    expect(calls.requests[1]).toEqual({ method: 'POST', url: '/api/auth/resend_code/', body: { user_id: 7 } });
    expect(flow.$step.get().sentAt).toBe(62_000);
    flow.changeTarget();
    expect(pendingOn(flow.$step.get(), 'phone')).toBe(false);
    expect(flow.form.$values.get().phone).toBe(phone.phone);
    cleanStores(flow.$step, code.$code);
  });
});

describe('/pre_sign_up', () => {
  it('a value starting with + leads to /sign_up with the phone filled in, anything else to /sign_up_email', async () => {
    const navigate = vi.fn();
    const pre = createPreSignUp({ query: setup().props.query, navigate });
    pre.form.set('login', '+79991234567');
    expect(await pre.form.submit()).toBe(true);
    expect(navigate).toHaveBeenLastCalledWith('/sign_up');
    pre.form.set('login', 'anna@example.com');
    await pre.form.submit();
    expect(navigate).toHaveBeenLastCalledWith('/sign_up_email');
    const { deps } = setup();
    expect(createPhoneSignUp(deps).form.$values.get().phone).toBe('+79991234567');
    expect(createEmailSignUp(deps).form.$values.get().email).toBe('anna@example.com');
    pre.form.set('login', '+7 12');
    expect(await pre.form.submit()).toBe(false);
    expect(pre.form.$status.get().errors.login).toBe('Телефон в формате +7XXXXXXXXXX');
    pre.form.set('login', 'anna@');
    await pre.form.submit();
    expect(pre.form.$status.get().errors.login).toBe('Введите корректный e-mail');
  });
});

describe('the city and the blood group', () => {
  it('the phone way sends the city and the told group; «Не знаю» sends no group', async () => {
    const { deps, calls } = setup({ 'POST /api/auth/registration/': jsonResponse({ user_id: 8 }, 201) });
    const flow = createPhoneSignUp(deps);
    keepMount(flow.$step);
    for (const [k, v] of Object.entries({ ...phone, city: { value: 50, label: 'Казань' }, blood_group: 'a_minus' })) flow.form.set(k as keyof PhoneValues, v as never);
    await flow.form.submit();
    expect(calls.requests[0]?.body).toMatchObject({ phone: '+79991234567', city_id: 50, blood_group: 'a_minus' });
    expect(RegistrationPhoneBody.safeParse(calls.requests[0]!.body).success).toBe(true);
    expect(phoneBody({ ...phone, blood_group: '' })).not.toHaveProperty('blood_group');
    expect(emailBody({ ...email, blood_group: 'ab_plus' })).toMatchObject({ city_id: 50, blood_group: 'ab_plus' });
    cleanStores(flow.$step);
  });

  it('the header\'s region fills an empty city once; a city already there is kept', () => {
    expect(regionChoice({ cityID: 0, name: null, headerCity: null })).toBeNull();
    expect(regionChoice({ cityID: 1, name: null, headerCity: null })).toBeNull();
    expect(regionChoice({ cityID: 50, name: 'Казань', headerCity: null })).toEqual({ value: 50, label: 'Казань' });
    expect(regionChoice({ cityID: 1, name: null, headerCity: 'Москва' })).toEqual({ value: 1, label: 'Москва' });

    const { deps } = setup();
    const flow = createPhoneSignUp(deps);
    flow.prefillCity(null); // the name is not known yet: nothing offered, the next one counts
    flow.prefillCity({ value: 1, label: 'Москва' });
    expect(flow.form.$values.get().city).toEqual({ value: 1, label: 'Москва' });
    flow.form.set('city', null); // «Не указан», chosen by the donor
    flow.prefillCity({ value: 50, label: 'Казань' });
    expect(flow.form.$values.get().city).toBeNull();

    const byEmail = createEmailSignUp(deps);
    byEmail.form.set('city', { value: 2, label: 'Санкт-Петербург' });
    byEmail.prefillCity({ value: 1, label: 'Москва' });
    expect(byEmail.form.$values.get().city).toEqual({ value: 2, label: 'Санкт-Петербург' });
  });
});

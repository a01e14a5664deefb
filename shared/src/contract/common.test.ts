import { describe, expect, it } from 'vitest';
import { BloodStation, City, ErrorBody, GenericListRecord, Profile, User, cityOption, fieldErrorsOf, isPhoneLogin, listOf } from './common.ts';
import { ConfirmEmailRegBody, ConfirmPhoneRegBody, LoginBody, MeUpdateBody, RegistrationBody, RegistrationEmailBody, RegistrationPhoneBody, SetPasswordBody } from './auth-bodies.ts';
import * as MSG from '../messages.ts';

const city: City = {
  id: 50, title: 'Казань', slug: 'kazan', region_id: 41, country_id: 1, lat: 55.79, lng: 49.1,
  region: { id: 41, title: 'Республика Татарстан' }, country: { id: 1, title: 'Россия' },
};
const user: User = {
  id: 7, email: 'demo@example.com', phone: '+79990000001', first_name: 'Анна', last_name: 'Иванова', birth_date: '1990-04-12',
  tag: null, donation_agg: { count: 5, last_donate_at: '2025-09-23' }, city: { id: 1, title: 'Москва' },
  managed_organizations: [{ id: 1, name: 'Донорский совет МГУ' }], photo: null,
};

const errorsOf = (schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, v: unknown) => {
  const r = schema.safeParse(v);
  return r.success ? {} : fieldErrorsOf(r.error as never);
};

/** The two consents every registration carries (152-ФЗ). */
const CONSENTS = { accept_terms: true, accept_personal_data: true } as const;

describe('entities round-trip', () => {
  it('City, CityOption, User, Profile, BloodStation and list envelopes parse what they describe', () => {
    expect(City.parse(JSON.parse(JSON.stringify(city)))).toEqual(city);
    expect(cityOption(city)).toEqual({ value: 50, label: 'Казань', data: city });
    expect(User.parse(JSON.parse(JSON.stringify(user)))).toEqual(user);
    expect(Profile.parse({ ...user, referral_code: 'ANNA2026', date_joined: '2026-01-15T09:00:00.000Z' }).referral_code).toBe('ANNA2026');
    const station: BloodStation = {
      id: 1, slug: 'moscow-1', title: 'ГБУЗ «Центр крови им. О. К. Гаврилова» ДЗМ', address: 'г. Москва, ул. Поликарпова, д. 14, корп. 2',
      city: { id: 1, title: 'Москва' }, lat: 55.77, lng: 37.52, phone: '+7 (495) 945-71-61', site: null, working_hours: 'Пн–Пт: 8:00–13:00',
      closed: false, blood_needs: { o_plus: 'need', o_minus: 'unknown', a_plus: 'unknown', a_minus: 'need', b_plus: 'unknown', b_minus: 'unknown', ab_plus: 'unknown', ab_minus: 'unknown', kell: 'unknown' },
    };
    const list = { count: 1, num_pages: 1, next: null, previous: null, results: [station], has_user_city: true };
    expect(listOf(BloodStation).parse(JSON.parse(JSON.stringify(list)))).toEqual(list);
    expect(BloodStation.safeParse({ ...station, blood_needs: { ...station.blood_needs, kell: 'maybe' } }).success).toBe(false);
    expect(GenericListRecord.parse({ id: 3, title: 'x', extra: 1 })).toMatchObject({ id: 3, extra: 1 });
  });

  it('error bodies: field errors and detail', () => {
    expect(ErrorBody.parse({ non_field_errors: ['Неверный логин или пароль'] })).toBeTruthy();
    expect(ErrorBody.parse({ detail: 'Не найдено.' })).toEqual({ detail: 'Не найдено.' });
  });
});

describe('request bodies', () => {
  it('spec §5: a value starting with + is a phone', () => {
    expect(isPhoneLogin(' +79990000001')).toBe(true);
    expect(isPhoneLogin('demo@example.com')).toBe(false);
  });

  it('registration by phone normalises the number; by e-mail lower-cases and validates', () => {
    expect(RegistrationPhoneBody.parse({ phone: '+7 (999) 000-00-01', password: 'long-enough', first_name: ' Анна ', ...CONSENTS }))
      .toEqual({ phone: '+79990000001', password: 'long-enough', first_name: 'Анна', tag: null, ...CONSENTS });
    expect(RegistrationEmailBody.parse({ email: ' Demo@Example.COM ', password: 'long-enough', first_name: 'A', city_id: '50', birth_date: '1990-01-01', ...CONSENTS }))
      .toMatchObject({ email: 'demo@example.com', city_id: 50, birth_date: '1990-01-01', last_name: null });
    expect(RegistrationBody.safeParse({ phone: '+79990000001', password: 'long-enough', first_name: 'A', ...CONSENTS }).success).toBe(true);
  });

  it('Russian field messages', () => {
    expect(errorsOf(RegistrationEmailBody, { email: 'x', password: '1', first_name: '  ' })).toEqual({
      email: [MSG.email], password: [MSG.passwordShort], first_name: [MSG.required],
      accept_terms: [MSG.acceptTerms], accept_personal_data: [MSG.acceptPersonalData],
    });
    expect(errorsOf(RegistrationPhoneBody, { phone: 79990000001, password: 'long-enough', first_name: 'A', ...CONSENTS })).toEqual({ phone: [MSG.type] });
    expect(errorsOf(RegistrationPhoneBody, { phone: '+1 555 1234', password: 'long-enough', first_name: 'A', ...CONSENTS })).toEqual({ phone: [MSG.phone] });
    // 152-ФЗ: each consent separately, and only `true` counts.
    expect(errorsOf(RegistrationPhoneBody, { phone: '+79990000001', password: 'long-enough', first_name: 'A', accept_terms: true, accept_personal_data: 'yes' }))
      .toEqual({ accept_personal_data: [MSG.acceptPersonalData] });
    expect(errorsOf(RegistrationPhoneBody, { phone: '+79990000001', password: 'long-enough', first_name: 'A', accept_terms: false, accept_personal_data: true }))
      .toEqual({ accept_terms: [MSG.acceptTerms] });
    expect(errorsOf(LoginBody, null)).toEqual({ non_field_errors: [MSG.type] });
    expect(errorsOf(ConfirmPhoneRegBody, { user_id: 'abc', phone: '+79990000001', code: '12a456' })).toEqual({ user_id: [MSG.id], code: [MSG.code] });
    expect(errorsOf(ConfirmEmailRegBody, { user_id: 0, email: 'a@b.ru', code: '123456' })).toEqual({ user_id: [MSG.id] });
    expect(errorsOf(SetPasswordBody, { token: 'x', password: 'p'.repeat(200) })).toEqual({ password: [MSG.passwordLong] });
    expect(errorsOf(MeUpdateBody, { first_name: 'A\u0000' })).toEqual({ first_name: [MSG.badChars] });
    expect(errorsOf(MeUpdateBody, { birth_date: '1990-02-30' })).toEqual({ birth_date: [MSG.dateRange] });
  });

  it('PATCH me: null clears optional fields, blanks become null', () => {
    expect(MeUpdateBody.parse({ city_id: null, last_name: '  ', birth_date: null })).toEqual({ city_id: null, last_name: null, birth_date: null });
    expect(MeUpdateBody.parse({})).toEqual({});
  });
});

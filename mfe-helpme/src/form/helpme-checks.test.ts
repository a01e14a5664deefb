import { describe, expect, it } from 'vitest';
import { HelpmeBody } from '@donor/shared/contract/helpme';
import * as MSG from '@donor/shared/messages';
import { fieldError, firstErrorField, stepErrors, stepOf, type HelpmeField, type HelpmeValues } from './helpme-checks.ts';
import { bodyFields } from './helpme-body.ts';

const NOW = new Date(2026, 10, 24, 12); // 24 Nov 2026, local noon

export const VALID: HelpmeValues = {
  blood_class: 'plasma',
  requested_blood_type: ['a_plus', 'o_minus'],
  required_donors_count: '10',
  city: { value: 1, label: 'Москва' },
  station: { value: 3, label: 'ЦКБ' },
  last_date: '2026-12-10',
  last_name: 'Смирнова',
  first_name: 'Анна',
  middle_name: '',
  birth_date: '1980-05-02',
  search_reason: 'Операция на сердце',
  publish_consent: true,
};

/** What the API reads from the form's multipart body (all strings, arrays joined). */
function apiInput(values: HelpmeValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(bodyFields(values))) {
    if (v === null || v === undefined || v === '' || v === false) continue;
    out[k] = Array.isArray(v) ? v : String(v);
  }
  return out;
}

describe('help-me field checks', () => {
  it('a complete form passes both steps', () => {
    expect(stepErrors(0, VALID, NOW)).toEqual({});
    expect(stepErrors(1, VALID, NOW)).toEqual({});
  });

  it('says each field’s own message of spec §5 when it is empty', () => {
    const empty: HelpmeValues = {
      ...VALID, blood_class: '', requested_blood_type: [], required_donors_count: ' ', city: null, station: null, last_date: '',
      last_name: '  ', first_name: '', birth_date: '', search_reason: '   ', publish_consent: false,
    };
    expect(stepErrors(0, empty, NOW)).toEqual({
      blood_class: 'Не выбран компонент крови',
      requested_blood_type: 'Не выбрана группа крови',
      required_donors_count: 'Указано неверное количество доноров крови',
      city_id: 'Не выбран город',
      blood_station_id: 'Не выбран пункт сдачи крови',
      last_date: 'Не выбрана дата окончания поиска',
    });
    expect(stepErrors(1, empty, NOW)).toEqual({
      last_name: 'Не указана фамилия',
      first_name: 'Не указано имя',
      birth_date: 'Не указана дата рождения',
      search_reason: 'Не указана причина поиска',
      publish_consent: MSG.helpmeConsent,
    });
  });

  it('a donors count that is not a number is a type mismatch against its default (spec §5)', () => {
    expect(fieldError('required_donors_count', { ...VALID, required_donors_count: 'десять' }, NOW)).toBe('Проверьте правильность типа введенного поля');
    for (const bad of ['0', '101', '-3', '2.5', '12345']) {
      expect(fieldError('required_donors_count', { ...VALID, required_donors_count: bad }, NOW)).toBe(MSG.helpmeDonorsCount);
    }
    expect(fieldError('required_donors_count', { ...VALID, required_donors_count: ' 100 ' }, NOW)).toBeNull();
  });

  it('agrees with the API contract (HelpmeBody) on a table of inputs', () => {
    const cases: Array<[HelpmeField, Partial<HelpmeValues>]> = [
      ['blood_class', { blood_class: 'lymph' }],
      ['requested_blood_type', { requested_blood_type: ['kell'] }],
      ['required_donors_count', { required_donors_count: '0' }],
      ['required_donors_count', { required_donors_count: '100' }],
      ['last_name', { last_name: 'Смирнова-Ли' }],
      ['last_name', { last_name: 'Sm1rnova' }],
      ['last_name', { last_name: 'x'.repeat(61) }],
      ['first_name', { first_name: 'Анна\u202E' }],
      ['first_name', { first_name: 'http://spam.example' }],
      ['middle_name', { middle_name: 'Петровна' }],
      ['middle_name', { middle_name: '42' }],
      ['last_date', { last_date: '2026-02-30' }],
      ['last_date', { last_date: '10.12.2026' }],
      ['birth_date', { birth_date: '1980-13-01' }],
      ['search_reason', { search_reason: 'a'.repeat(1001) }],
      ['search_reason', { search_reason: 'текст\u0007' }],
      ['search_reason', { search_reason: 'a'.repeat(1000) }],
      ['publish_consent', { publish_consent: false }],
    ];
    for (const [field, patch] of cases) {
      const values = { ...VALID, ...patch };
      const parsed = HelpmeBody.safeParse(apiInput(values));
      const apiMessage = parsed.success ? null : parsed.error.issues.find((i) => i.path[0] === field)?.message ?? null;
      expect([field, fieldError(field, values, NOW)]).toEqual([field, apiMessage]);
    }
  });

  it('checks the date ranges the API checks against today', () => {
    expect(fieldError('last_date', { ...VALID, last_date: '2026-11-23' }, NOW)).toBe(MSG.helpmeLastDateRange);
    expect(fieldError('last_date', { ...VALID, last_date: '2026-11-24' }, NOW)).toBeNull();
    expect(fieldError('last_date', { ...VALID, last_date: '2027-12-01' }, NOW)).toBe(MSG.helpmeLastDateRange);
    expect(fieldError('birth_date', { ...VALID, birth_date: '2026-11-25' }, NOW)).toBe(MSG.dateFuture);
    expect(fieldError('birth_date', { ...VALID, birth_date: '1900-01-01' }, NOW)).toBe(MSG.dateRange);
  });

  it('finds the first error field in form order and the step of a field', () => {
    expect(firstErrorField({ search_reason: 'x', last_date: 'y', city_id: 'z' })).toBe('city_id');
    expect(firstErrorField({})).toBeNull();
    expect([stepOf('blood_station_id'), stepOf('_image'), stepOf('non_field_errors')]).toEqual([0, 1, 1]);
  });
});

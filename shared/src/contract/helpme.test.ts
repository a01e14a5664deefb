import { describe, expect, it } from 'vitest';
import * as MSG from '../messages.ts';
import { fieldErrorsOf } from './common.ts';
import { HelpmeBody, ageOn, birthDateProblem, lastDateProblem } from './helpme.ts';

const good = {
  blood_class: 'blood', requested_blood_type: ['a_minus', 'o_plus', 'o_plus'], required_donors_count: '10',
  city_id: '1', blood_station_id: '7', last_date: '2026-12-20', last_name: 'Смирнова', first_name: 'Анна',
  middle_name: '', birth_date: '1990-05-01', search_reason: 'Операция 1 декабря, нужна кровь.', publish_consent: 'true',
};

describe('help-me contract', () => {
  it('reads the form strings into values (types in table order, once each)', () => {
    const v = HelpmeBody.parse(good);
    expect(v).toMatchObject({ requested_blood_type: ['o_plus', 'a_minus'], required_donors_count: 10, city_id: 1, blood_station_id: 7, middle_name: null, publish_consent: true });
  });
  it('an empty form answers each field with its own spec §5 message', () => {
    const r = HelpmeBody.safeParse({ requested_blood_type: [] });
    expect(r.success).toBe(false);
    expect(fieldErrorsOf(r.error!)).toEqual({
      blood_class: [MSG.helpmeBloodClass], requested_blood_type: [MSG.helpmeBloodType], required_donors_count: [MSG.helpmeDonorsCount],
      city_id: [MSG.helpmeCity], blood_station_id: [MSG.helpmeStation], last_date: [MSG.helpmeLastDate], last_name: [MSG.helpmeLastName],
      first_name: [MSG.helpmeFirstName], birth_date: [MSG.helpmeBirthDate], search_reason: [MSG.helpmeSearchReason], publish_consent: [MSG.helpmeConsent],
    });
  });
  it('refuses wrong counts, unknown types and links in names', () => {
    for (const n of ['0', '101', '2.5', 'x']) expect(HelpmeBody.safeParse({ ...good, required_donors_count: n }).success).toBe(false);
    expect(fieldErrorsOf(HelpmeBody.safeParse({ ...good, requested_blood_type: ['kell'] }).error!)).toEqual({ requested_blood_type: [MSG.choice] });
    expect(fieldErrorsOf(HelpmeBody.safeParse({ ...good, first_name: 'http://x.ru' }).error!)).toEqual({ first_name: [MSG.badChars] });
    expect(HelpmeBody.safeParse({ ...good, publish_consent: 'false' }).success).toBe(false);
  });
  it('date rules against the caller\'s today', () => {
    expect(lastDateProblem('2026-11-24', '2026-11-24')).toBeNull();
    expect(lastDateProblem('2026-11-23', '2026-11-24')).toBe(MSG.helpmeLastDateRange);
    expect(lastDateProblem('2027-11-26', '2026-11-24')).toBe(MSG.helpmeLastDateRange);
    expect(birthDateProblem('2026-11-25', '2026-11-24')).toBe(MSG.dateFuture);
    expect(birthDateProblem('1900-01-01', '2026-11-24')).toBe(MSG.dateRange);
    expect(ageOn('1990-11-25', '2026-11-24')).toBe(35);
    expect(ageOn('1990-11-24', '2026-11-24')).toBe(36);
  });
});

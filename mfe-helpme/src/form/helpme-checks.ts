// The help-me form's field checks without zod (house rule: clients check forms with plain
// functions, zod stays on the API; ARCHITECTURE §2.2). They are the rules of HelpmeBody
// (shared/src/contract/helpme.ts) with the wording of shared/src/messages.ts; helpme-checks.test.ts
// runs both on a table of inputs. One deliberate difference, from spec §5: a donors count that is
// not a number is a type mismatch against its default (10) — «Проверьте правильность типа
// введенного поля» — where the API, which gets strings only, names the field's own message.
import { check, maxLength, NO_CONTROL, required, type Rule } from '@donor/shared/form-rules';
import * as MSG from '@donor/shared/messages';
import {
  BLOOD_TYPES, HELPME_BLOOD_CLASSES, HELPME_LIMITS, HELPME_STEP_FIELDS, birthDateProblem, lastDateProblem,
} from '@donor/shared/contract/helpme-rules';
import type { CityChoice } from '@donor/shared/city-search';
import { localDay } from '../dates.ts';

/** A field of the form, named as the API names it in a 400 answer (city_id, _image…). */
export type HelpmeField = (typeof HELPME_STEP_FIELDS)[number][number];

export interface Choice {
  value: number;
  label: string;
}

/** What the visitor typed and picked: the draft that survives a reload (spec §3, no file). */
export interface HelpmeValues {
  blood_class: string;
  requested_blood_type: string[];
  required_donors_count: string;
  city: CityChoice | null;
  station: Choice | null;
  last_date: string;
  last_name: string;
  first_name: string;
  middle_name: string;
  birth_date: string;
  search_reason: string;
  publish_consent: boolean;
}

export type FieldErrors = Partial<Record<HelpmeField, string>>;

// The name and text rules of contract/common.ts (hasNoBidiControl, hasVisibleChar, the help-me
// NAME_CHARS), copied because importing that module would bring zod into the section.
const BIDI_CONTROL = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const INVISIBLE = /[\s\u200B-\u200D\u2060\uFEFF]/gu;
const NAME_CHARS = /^[\p{L}\p{M}\s.'’-]*$/u;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const noBidi: Rule = (v) => (BIDI_CONTROL.test(v) ? MSG.badChars : null);
const visible = (message: string): Rule => (v) => (v.replace(INVISIBLE, '') === '' ? message : null);
/** spec §5 generic required field, with the field's own message. */
const requiredAs = (message: string): Rule => (v) => required(v) && message;

/** A patient's name: letters, spaces, hyphens, apostrophes and dots (no links, no digits). */
const nameRules = (message: string): Rule[] => [
  requiredAs(message), maxLength(HELPME_LIMITS.nameMax), (v) => (NAME_CHARS.test(v) ? null : MSG.badChars), noBidi, visible(message),
];

/** A real calendar day as `YYYY-MM-DD`. */
const dayRules = (message: string): Rule[] => [
  requiredAs(message),
  (v) => (DAY.test(v) ? null : MSG.date),
  (v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v ? null : MSG.dateRange;
  },
];

function donorsCount(v: string): string | null {
  const text = v.trim();
  if (text === '') return MSG.helpmeDonorsCount;
  if (!/^[+-]?\d+([.,]\d+)?$/.test(text)) return MSG.type;
  if (!/^\d{1,4}$/.test(text)) return MSG.helpmeDonorsCount;
  const n = Number(text);
  return n >= HELPME_LIMITS.donorsMin && n <= HELPME_LIMITS.donorsMax ? null : MSG.helpmeDonorsCount;
}

/** The message under one field, or null. `now`: today for the date ranges. */
export function fieldError(field: HelpmeField, values: HelpmeValues, now: Date): string | null {
  switch (field) {
    case 'blood_class':
      if (values.blood_class === '') return MSG.helpmeBloodClass;
      return (HELPME_BLOOD_CLASSES as readonly string[]).includes(values.blood_class) ? null : MSG.choice;
    case 'requested_blood_type':
      if (values.requested_blood_type.length === 0) return MSG.helpmeBloodType;
      return values.requested_blood_type.every((t) => (BLOOD_TYPES as readonly string[]).includes(t)) ? null : MSG.choice;
    case 'required_donors_count':
      return donorsCount(values.required_donors_count);
    case 'city_id':
      return values.city && values.city.value > 0 ? null : MSG.helpmeCity;
    case 'blood_station_id':
      return values.station && values.station.value > 0 ? null : MSG.helpmeStation;
    case 'last_date': {
      const v = values.last_date.trim();
      const format = check(v, ...dayRules(MSG.helpmeLastDate));
      if (format) return format;
      // The API's range: from today up to a year ahead (one slot per day in between).
      return lastDateProblem(v, localDay(now));
    }
    case 'last_name':
      return check(values.last_name.trim(), ...nameRules(MSG.helpmeLastName));
    case 'first_name':
      return check(values.first_name.trim(), ...nameRules(MSG.helpmeFirstName));
    case 'middle_name': {
      const v = values.middle_name.trim();
      return v === '' ? null : check(v, ...nameRules(MSG.required));
    }
    case 'birth_date': {
      const v = values.birth_date.trim();
      const format = check(v, ...dayRules(MSG.helpmeBirthDate));
      return format ?? birthDateProblem(v, localDay(now));
    }
    case 'search_reason':
      return check(
        values.search_reason.trim(),
        requiredAs(MSG.helpmeSearchReason), maxLength(HELPME_LIMITS.searchReasonMax), (v) => (NO_CONTROL.test(v) ? null : MSG.badChars), noBidi,
      );
    case 'publish_consent':
      return values.publish_consent ? null : MSG.helpmeConsent;
    case '_image':
      return null; // checked when chosen (photo.ts); an optional photo never blocks a step
  }
}

/** The errors of one step (0 or 1), keyed by field in the step's order. */
export function stepErrors(step: number, values: HelpmeValues, now: Date): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of HELPME_STEP_FIELDS[step] ?? []) {
    const message = fieldError(field, values, now);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The step (0 or 1) a field belongs to; unknown fields (non_field_errors) belong to the last. */
export function stepOf(field: string): number {
  const i = HELPME_STEP_FIELDS.findIndex((fields) => (fields as readonly string[]).includes(field));
  return i === -1 ? HELPME_STEP_FIELDS.length - 1 : i;
}

/** The first field with an error, in form order (spec §4: the first error field is recorded). */
export function firstErrorField(errors: FieldErrors): HelpmeField | null {
  for (const fields of HELPME_STEP_FIELDS) for (const field of fields) if (errors[field]) return field;
  return null;
}

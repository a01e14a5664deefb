// The field checks of sign-up, recovery and settings, without zod (ARCHITECTURE §2.2): the
// rules of contract/common.ts's fields (passwordField, reqName, optName, optText,
// birthDateField, consentFields) written with shared/src/form-rules.ts and messages.ts. The
// server remains the judge (bidi controls and invisible-only names are refused there and come
// back as that field's error); field-rules.test.ts compares these with the zod schemas.
import * as MSG from '@donor/shared/messages';
import { check, email as emailRule, maxLength, phone as phoneRule, plainText, present, required, type Rule } from '@donor/shared/form-rules';

const minLength = (min: number, message: string): Rule => (v) => (v.length < min ? message : null);

/** passwordField: 8–128 characters, taken as typed; an empty one is «Поле не может быть пустым» (spec §5). */
export const password = (v: string): string | null =>
  check(v, present, minLength(8, MSG.passwordShort), maxLength(128, MSG.passwordLong), plainText);
/** An existing password (login, change_password's old one): only present and ≤ 128. */
export const currentPassword = (v: string): string | null => check(v, present, maxLength(128, MSG.passwordLong));
/** reqName(150). */
export const requiredName = (v: string): string | null => check(v.trim(), required, maxLength(150), plainText);
/** optName(150) / optText(max): empty is fine. */
export const optionalText = (max: number) => (v: string): string | null => check(v.trim(), maxLength(max), plainText);
export const phone = (v: string): string | null => check(v, required, phoneRule);
export const email = (v: string): string | null => check(v, required, emailRule);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** birthDateField, optional: a real calendar day from 1900-01-01 to today. */
export function birthDate(v: string, now: Date = new Date()): string | null {
  const s = v.trim();
  if (s === '') return null;
  if (!ISO_DATE.test(s)) return MSG.date;
  const d = new Date(`${s}T00:00:00Z`);
  const real = !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  return real && s >= '1900-01-01' && d.getTime() <= now.getTime() ? null : MSG.dateRange;
}

/** consentFields: each one must be ticked, each with its own message. */
export const consents = (v: { accept_terms: boolean; accept_personal_data: boolean }) => ({
  ...(v.accept_terms ? {} : { accept_terms: MSG.acceptTerms }),
  ...(v.accept_personal_data ? {} : { accept_personal_data: MSG.acceptPersonalData }),
});

/** Collects the failing checks into the errors object of a form. */
export function collect<K extends string>(checks: Record<K, string | null | undefined>): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const [k, v] of Object.entries(checks) as [K, string | null | undefined][]) if (v) out[k] = v;
  return out;
}

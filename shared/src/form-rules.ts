// Form checks for the clients, without zod. House rule: clients read responses with TypeScript
// types plus small shape readers and check forms with plain functions; zod stays on the API and
// in tests (one schema imported at run time cost mfe-profile ≈ 23 KB brotli of zod and
// contract). The text comes from messages.ts and the rules are the ones contract/common.ts's schemas
// apply on the server: the same regexps are imported there, and form-rules.test.ts compares both
// on a table of inputs.
import * as MSG from './messages.ts';

/** A check gives the message to show under the field, or null when the value is fine. */
export type Rule = (value: string) => string | null;

/** The first failing rule's message, or null. */
export function check(value: string, ...rules: Rule[]): string | null {
  for (const rule of rules) {
    const message = rule(value);
    if (message !== null) return message;
  }
  return null;
}

// PostgreSQL text cannot hold NUL; other control characters are never meaningful in a form.
// eslint-disable-next-line no-control-regex
export const NO_CONTROL = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F]*$/;

/** spec §5: empty or only spaces → «Поле не может быть пустым». */
export const required: Rule = (v) => (v.trim() === '' ? MSG.required : null);
/** A password is taken as typed (spaces count), so only an empty one is missing. */
export const present: Rule = (v) => (v === '' ? MSG.required : null);
export const maxLength =
  (max: number, message: string = MSG.tooLong(max)): Rule =>
  (v) => (v.length > max ? message : null);
export const plainText: Rule = (v) => (NO_CONTROL.test(v) ? null : MSG.badChars);

/** A phone without its formatting: spaces, dashes, brackets and dots go. */
const phoneDigits = (value: string): string => value.trim().replace(/[\s\-().]/g, '');
/** Eleven digits the way Russians write a mobile number without the plus: 8 916… or 7 916…. */
const RU_WITHOUT_PLUS = /^[78]\d{10}$/;

/**
 * THE phone normaliser (every phone field, login, registration and the API's phoneField): what
 * Russians type — `89161234567`, `+7 916 123-45-67`, `8 (916) 123 45 67`, `7 916 …` — becomes
 * `+79161234567`; anything else comes back without its formatting, for the rules to refuse.
 */
export function normalizePhone(value: string): string {
  const v = phoneDigits(value);
  return RU_WITHOUT_PLUS.test(v) ? `+7${v.slice(1)}` : v;
}
export const PHONE_RE = /^\+7\d{10}$/;
/**
 * spec §5: a login/registration value starting with + is a phone, otherwise an e-mail — and, as
 * people type numbers without the plus, eleven digits starting with 8 or 7 are a phone too (an
 * e-mail address never is): the sign-up, login and recovery forms and the API decide alike.
 */
export function isPhoneLogin(value: string): boolean {
  const v = value.trim();
  return v.startsWith('+') || RU_WITHOUT_PLUS.test(phoneDigits(v));
}

/** A Russian mobile number as contract/common.ts's phoneField takes it (formatting allowed). */
export const phone: Rule = (v) => (v.trim().length <= 32 && PHONE_RE.test(normalizePhone(v.trim())) ? null : MSG.phone);
// zod 4's z.email() default pattern (zod/v4/core/regexes.js `email`), copied so the form and
// the API's emailField agree on what an address looks like.
const EMAIL_RE = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
/** An e-mail address as contract/common.ts's emailField takes it (case and outer spaces ignored). */
export const email: Rule = (v) => (v.trim().length <= 254 && EMAIL_RE.test(v.trim().toLowerCase()) ? null : MSG.email);

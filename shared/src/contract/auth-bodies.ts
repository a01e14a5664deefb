// The request bodies of spec §7 "Authentication and profile" (login, registration with its
// consents, confirmation, recovery, password change, profile update): zod, for the API and the
// tests; the apps take only the types. Split from common.ts, which keeps the shared field rules.
import { z } from 'zod';
import * as MSG from '../messages.ts';
import { typeError, reqText, optText, idField, phoneField, emailField, passwordField, birthDateField, reqName, optName, codeField, Gender, DonorBloodGroup, DonorKell } from './common.ts';

export const LoginBody = z.object({ username: reqText(254), password: z.string({ error: typeError }).min(1, MSG.required).max(128, MSG.passwordLong) });
export type LoginBody = z.input<typeof LoginBody>;

/**
 * The two consents of a registration, each required and separate (152-ФЗ as amended in 2025):
 * anything but `true` answers the field's own message. The API records which text version was
 * accepted (shared/src/legal-versions.ts).
 */
export const consentFields = {
  accept_terms: z.literal(true, { error: MSG.acceptTerms }),
  accept_personal_data: z.literal(true, { error: MSG.acceptPersonalData }),
};

/**
 * What both ways of registering may add beyond spec §7's bodies: the donor's city (the phone body
 * lists none, which left a phone registrant «Город не указан») and the blood group (spec §3 User
 * blood_group, the value the station finder highlights). Both optional; absent or null = not told.
 */
const profileExtras = {
  city_id: idField.nullish(),
  blood_group: DonorBloodGroup.nullish(),
};

export const RegistrationPhoneBody = z.object({
  phone: phoneField,
  password: passwordField,
  first_name: reqName(150),
  tag: optText(64),
  ...profileExtras,
  ...consentFields,
});
export const RegistrationEmailBody = z.object({
  email: emailField,
  password: passwordField,
  first_name: reqName(150),
  last_name: optName(150),
  city_id: idField.nullish().transform((v) => v ?? null),
  birth_date: birthDateField.nullish().transform((v) => v ?? null),
  tag: optText(64),
  blood_group: profileExtras.blood_group,
  ...consentFields,
});
/** spec §5: phone body when registering by phone, e-mail body otherwise. */
export const RegistrationBody = z.union([RegistrationPhoneBody, RegistrationEmailBody]);
export type RegistrationPhoneBody = z.input<typeof RegistrationPhoneBody>;
export type RegistrationEmailBody = z.input<typeof RegistrationEmailBody>;
export type RegistrationBody = z.input<typeof RegistrationBody>;
export const UserIdResponse = z.object({ user_id: z.number().int() });
export type UserIdResponse = z.infer<typeof UserIdResponse>;

export const ConfirmPhoneRegBody = z.object({ user_id: idField, phone: phoneField, code: codeField });
export const ConfirmEmailRegBody = z.object({ user_id: idField, email: emailField, code: codeField });
export const ConfirmRegBody = z.union([ConfirmPhoneRegBody, ConfirmEmailRegBody]);
export type ConfirmPhoneRegBody = z.input<typeof ConfirmPhoneRegBody>;
export type ConfirmEmailRegBody = z.input<typeof ConfirmEmailRegBody>;
export type ConfirmRegBody = z.input<typeof ConfirmRegBody>;

export const ResendCodeBody = z.object({ user_id: idField });
export type ResendCodeBody = z.input<typeof ResendCodeBody>;
export const RecoverBody = z.object({ username: reqText(254) });
export type RecoverBody = z.input<typeof RecoverBody>;
/**
 * The code is checked only against the latest recovery code of that account, so `username` is
 * required (a departure from spec §7, which lists the code alone: a code looked up by value
 * alone could be guessed against every live code at once; docs/SECURITY.md "Коды").
 */
export const CheckSmsCodeBody = z.object({ code: codeField, username: reqText(254) });
export type CheckSmsCodeBody = z.input<typeof CheckSmsCodeBody>;
export const ResetTokenResponse = z.object({ token: z.string() });
export type ResetTokenResponse = z.infer<typeof ResetTokenResponse>;
export const SetPasswordBody = z.object({ token: reqText(200), password: passwordField });
export type SetPasswordBody = z.input<typeof SetPasswordBody>;
export const ChangePasswordBody = z.object({
  old_password: z.string({ error: typeError }).min(1, MSG.required).max(128, MSG.passwordLong),
  new_password: passwordField,
});
export type ChangePasswordBody = z.input<typeof ChangePasswordBody>;

/** PATCH /api/auth/me/: any subset of the profile fields; null clears an optional one. */
export const MeUpdateBody = z.object({
  first_name: reqName(150).optional(),
  last_name: optName(150).optional(),
  city_id: idField.nullable().optional(),
  birth_date: birthDateField.nullable().optional(),
  tag: optText(64).optional(),
  hide_name: z.boolean({ error: typeError }).optional(),
  gender: Gender.nullable().optional(),
  /** A picture uploaded with POST /api/picture/ becomes the photo; null removes the photo. */
  photo_id: idField.nullable().optional(),
  /** The donor's blood group and Kell (spec §3 User); null clears (contract/account.ts re-exports). */
  blood_group: DonorBloodGroup.nullable().optional(),
  kell: DonorKell.nullable().optional(),
});
export type MeUpdateBody = z.input<typeof MeUpdateBody>;


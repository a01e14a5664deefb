// Endpoint descriptors of the account (spec §7 Auth; shared/src/endpoint.ts): types from the
// contract with `import type` only, so no zod reaches a browser.
import { endpoint } from '../endpoint.ts';
import type { Profile, User } from '../contract/common.ts';
import type {
  ChangePasswordBody, CheckSmsCodeBody, ConfirmEmailRegBody, ConfirmPhoneRegBody, LoginBody, MeUpdateBody, RecoverBody,
  RegistrationEmailBody, RegistrationPhoneBody, ResendCodeBody, ResetTokenResponse, SetPasswordBody, UserIdResponse,
} from '../contract/auth-bodies.ts';
import type { ChangeEmailBody, ChangePhoneBody, ConfirmEmailBody, ConfirmPhoneBody, DeleteAccountBody, DetailResponse } from '../contract/account.ts';

/** GET /api/auth/me/: the current user (the shell's auth store; primed from the boot payload). */
export const getMe = /* @__PURE__ */ endpoint<User>()('GET', '/api/auth/me/');
/** PATCH /api/auth/me/: any subset of the profile fields; answers the user. */
export const updateMe = /* @__PURE__ */ endpoint<User, MeUpdateBody>()('PATCH', '/api/auth/me/');
/** GET /api/profile/: the user with the referral code and the date joined (spec §7, a token only). */
export const getProfile = /* @__PURE__ */ endpoint<Profile>()('GET', '/api/profile/');

// Logging in, registration and recovery (spec §7; api/src/features/auth). A logging-in answer
// carries the token in its `token` header: call these with `requestRaw`.
/** POST /api/auth/login/: the user; the token in the `token` header. */
export const login = /* @__PURE__ */ endpoint<User, LoginBody>()('POST', '/api/auth/login/');
/** POST /api/auth/logout/: this session's token dies. */
export const logout = /* @__PURE__ */ endpoint<DetailResponse>()('POST', '/api/auth/logout/');
/** POST /api/auth/registration/ (?referral_code=): 201 `{user_id}`, a code goes to the phone or e-mail. */
export const register = /* @__PURE__ */ endpoint<UserIdResponse, RegistrationPhoneBody | RegistrationEmailBody, { referral_code?: string }>()('POST', '/api/auth/registration/');
/** POST /api/auth/confirm_phone_reg/: the code logs in (the `token` header). */
export const confirmPhoneRegistration = /* @__PURE__ */ endpoint<User, ConfirmPhoneRegBody>()('POST', '/api/auth/confirm_phone_reg/');
/** POST /api/auth/confirm_email_reg/: the code logs in (the `token` header). */
export const confirmEmailRegistration = /* @__PURE__ */ endpoint<User, ConfirmEmailRegBody>()('POST', '/api/auth/confirm_email_reg/');
/** POST /api/auth/resend_code/: a new registration code by SMS. */
export const resendPhoneCode = /* @__PURE__ */ endpoint<DetailResponse, ResendCodeBody>()('POST', '/api/auth/resend_code/');
/** POST /api/auth/resend_email_code/: a new registration code by e-mail. */
export const resendEmailCode = /* @__PURE__ */ endpoint<DetailResponse, ResendCodeBody>()('POST', '/api/auth/resend_email_code/');
/** POST /api/auth/recover/: a recovery code, if such an account exists (the answer says the same either way). */
export const recoverPassword = /* @__PURE__ */ endpoint<DetailResponse, RecoverBody>()('POST', '/api/auth/recover/');
/** POST /api/auth/check_sms_code/: the recovery code buys a reset token. */
export const checkRecoveryCode = /* @__PURE__ */ endpoint<ResetTokenResponse, CheckSmsCodeBody>()('POST', '/api/auth/check_sms_code/');
/** POST /api/auth/set_password/: the new password; logs in (the `token` header). */
export const setPassword = /* @__PURE__ */ endpoint<User, SetPasswordBody>()('POST', '/api/auth/set_password/');

// The account settings (spec §7; api/src/features/account).
/** POST /api/auth/change_password/: logs in again (a NEW `token` header); every other session ends. */
export const changePassword = /* @__PURE__ */ endpoint<User, ChangePasswordBody>()('POST', '/api/auth/change_password/');
/** POST /api/auth/change_email/: a code to the new address. */
export const changeEmail = /* @__PURE__ */ endpoint<DetailResponse, ChangeEmailBody>()('POST', '/api/auth/change_email/');
/** POST /api/auth/confirm_email/: the code makes the new address the donor's; answers the user. */
export const confirmEmail = /* @__PURE__ */ endpoint<User, ConfirmEmailBody>()('POST', '/api/auth/confirm_email/');
/** POST /api/auth/change_phone/: a code to the new number. */
export const changePhone = /* @__PURE__ */ endpoint<DetailResponse, ChangePhoneBody>()('POST', '/api/auth/change_phone/');
/** POST /api/auth/confirm_phone/: the code makes the new number the donor's; answers the user. */
export const confirmPhone = /* @__PURE__ */ endpoint<User, ConfirmPhoneBody>()('POST', '/api/auth/confirm_phone/');
/** POST /api/auth/delete_account/ {password}: every token dies with the account. */
export const deleteAccount = /* @__PURE__ */ endpoint<DetailResponse, DeleteAccountBody>()('POST', '/api/auth/delete_account/');

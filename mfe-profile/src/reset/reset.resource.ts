// The writes of password recovery (spec §7 recover (username) → check_sms_code (username, code)
// → set_password (token, password; logs in)), each a mutator over its endpoint descriptor
// (shared/src/endpoints/auth.ts). The reset token is read with a plain reader: the only part of
// an answer the page must trust. None of them changes a cached answer; set_password's token does
// (a new token clears the query cache, shell-context.ts).
import type { CheckSmsCodeBody, RecoverBody, SetPasswordBody } from '@donor/shared/contract/auth-bodies';
import { checkRecoveryCode, recoverPassword, setPassword } from '@donor/shared/endpoints/auth';
import { loginWithToken } from '../code/login-with-token.ts';
import type { AuthWriteDeps } from '../login/login.resource.ts';

function readToken(data: unknown): string {
  const token = (data as { token?: unknown } | null)?.token;
  if (typeof token !== 'string' || !token) throw new TypeError('check_sms_code: no token');
  return token;
}

export function createResetWrites({ query, api, auth }: AuthWriteDeps) {
  /** A recovery code to the login (asked again for a new code). */
  const $recover = query.createMutatorStore<RecoverBody>(async ({ data }) => {
    await api.request(recoverPassword, { body: data });
  });
  /** The code buys the reset token (memory only: it is a secret, like the password). */
  const $checkCode = query.createMutatorStore<CheckSmsCodeBody, string>(async ({ data }) =>
    readToken(await api.request(checkRecoveryCode, { body: data })));
  /** The new password logs in (`true`). */
  const $setPassword = query.createMutatorStore<SetPasswordBody, true>(async ({ data }) => {
    loginWithToken(await api.requestRaw(setPassword, { body: data }), auth);
    return true;
  });
  return { $recover, $checkCode, $setPassword };
}

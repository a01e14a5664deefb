// Settings → password, privacy and deletion writes (spec §7 change_password — logs in: the
// answer's NEW `token` header is stored, every other session has ended; PATCH /api/auth/me/
// hide_name, then /me again; POST /api/auth/delete_account/ {password}, then the token is
// forgotten: every token died with the account). Descriptors: shared/src/endpoints/auth.ts.
import type { ChangePasswordBody } from '@donor/shared/contract/auth-bodies';
import type { DeleteAccountBody } from '@donor/shared/contract/account';
import { changePassword, deleteAccount, updateMe } from '@donor/shared/endpoints/auth';
import { loginWithToken } from '../code/login-with-token.ts';
import type { SettingsDeps } from './settings-deps.ts';

export const createPasswordWrite = ({ query, api, auth }: SettingsDeps) =>
  query.createMutatorStore<ChangePasswordBody>(async ({ data }) => {
    loginWithToken(await api.requestRaw(changePassword, { body: data }), auth);
  });

export const createHideNameWrite = ({ query, api, auth }: SettingsDeps) =>
  query.createMutatorStore<{ hide_name: boolean }>(async ({ data }) => {
    await api.request(updateMe, { body: data });
    await auth.fetchUser();
  });

/** `true`: the account is gone (the page is left for /). */
export const createDeleteAccountWrite = ({ query, api, auth }: SettingsDeps) =>
  query.createMutatorStore<DeleteAccountBody, true>(async ({ data }) => {
    await api.request(deleteAccount, { body: data });
    auth.clearToken();
    return true;
  });

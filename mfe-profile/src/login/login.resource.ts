// The login's write (spec §2 /login, §3 User "a token is delivered in a response header named
// token"): POST /api/auth/login/ through its descriptor, and the token of the answer stored the
// way every logging-in answer is (loginWithToken: the `token` cookie). A new token clears the
// query cache (shell-context.ts), so nothing cached for the visitor is shown to the donor.
import type { Api } from '@donor/shared/api';
import type { LoginBody } from '@donor/shared/contract/auth-bodies';
import { login } from '@donor/shared/endpoints/auth';
import type { QueryContext } from '@donor/shared/query';
import type { AuthStore } from '@donor/shared/stores/types';
import { loginWithToken } from '../code/login-with-token.ts';

export interface AuthWriteDeps {
  query: QueryContext;
  api: Pick<Api, 'request' | 'requestRaw'>;
  auth: Pick<AuthStore, 'setToken'>;
}

/** `true`: logged in (a form that leaves the page needs an answer to show it is leaving). */
export const createLoginWrite = ({ query, api, auth }: AuthWriteDeps) =>
  query.createMutatorStore<LoginBody, true>(async ({ data }) => {
    loginWithToken(await api.requestRaw(login, { body: data }), auth);
    return true;
  });

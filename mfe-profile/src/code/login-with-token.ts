// spec §3 User: "A token is delivered in a response header named token" — by login, the
// confirmations of a registration, set_password and change_password alike. It is stored the way
// the login page stores it (auth.setToken: the `token` cookie, the referral code cleared), so
// the host's guards and the shell see the session on the next navigation.
import type { AuthStore } from '@donor/shared/stores/types';

export function loginWithToken(res: Pick<Response, 'headers'>, auth: Pick<AuthStore, 'setToken'>): void {
  const token = res.headers.get('token');
  if (!token) throw new Error('no token header in a logging-in answer');
  auth.setToken(token);
}

/** Where a login by code lands (spec §2: the cabinet). */
export const PROFILE_PATH = '/profile/';

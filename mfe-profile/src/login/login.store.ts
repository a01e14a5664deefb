// Login form state and submit (spec §2 /login, §7 POST /api/auth/login/). The component only
// renders; this store validates, posts, stores the token and picks the same-origin `next`.
// House rule: clients read responses with TypeScript types plus small shape readers, and check
// forms with plain functions (shared/src/form-rules.ts, wording from shared/src/messages.ts);
// zod stays on the API and in tests. The checks below are the API's LoginBody rules, so the
// section does not ship zod's runtime for one form.
import { map } from 'nanostores';
import type { LoginBody } from '@donor/shared/contract/auth-bodies';
import { check, maxLength, plainText, present, required } from '@donor/shared/form-rules';
import * as MSG from '@donor/shared/messages';
import { safeNextPath } from '@donor/shared/guards';
import { isApiError } from '@donor/shared/api-error';
import type { Api } from '@donor/shared/api';
import type { AuthStore } from '@donor/shared/stores/types';

export interface LoginState {
  username: string;
  password: string;
  errors: Partial<Record<'username' | 'password', string>>;
  formError: string | null;
  submitting: boolean;
}

export interface LoginDeps {
  api: Api;
  auth: AuthStore;
  /** Query `next`, then the `next` cookie set by the guard (spec §2). */
  nextFromQuery: string | null;
  nextFromCookie: string | null;
  clearNextCookie: () => void;
  /** Full navigation, so the host applies its guards with the new token cookie. */
  go: (path: string) => void;
  /** Drafts survive a reload (the login, never the password). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

const DRAFT_KEY = 'login-draft';
const PROFILE_PATH = '/profile/';

export function createLoginForm(deps: LoginDeps) {
  const $login = map<LoginState>({
    username: deps.storage?.getItem(DRAFT_KEY) ?? '',
    password: '',
    errors: {},
    formError: null,
    submitting: false,
  });

  function setField(field: 'username' | 'password', value: string) {
    const { [field]: _cleared, ...errors } = $login.get().errors;
    $login.set({ ...$login.get(), [field]: value, errors, formError: null });
    if (field === 'username') deps.storage?.setItem(DRAFT_KEY, value);
  }

  /** spec §2: `next` is honoured only for same-origin paths. */
  function target(): string {
    return safeNextPath(deps.nextFromQuery) ?? safeNextPath(deps.nextFromCookie) ?? PROFILE_PATH;
  }

  async function submit(): Promise<boolean> {
    const state = $login.get();
    if (state.submitting) return false;
    const body = loginBody(state);
    const errors = loginErrors(body);
    if (errors.username || errors.password) {
      $login.setKey('errors', errors);
      return false;
    }
    $login.set({ ...state, submitting: true, errors: {}, formError: null });
    try {
      const res = await deps.api.raw('/api/auth/login/', { method: 'POST', body });
      const token = res.headers.get('token');
      if (!token) throw new Error('login: no token header');
      deps.auth.setToken(token);
      deps.storage?.removeItem(DRAFT_KEY);
      const next = target();
      deps.clearNextCookie();
      deps.go(next);
      return true;
    } catch (error) {
      $login.set({ ...$login.get(), submitting: false, ...errorState(error) });
      return false;
    }
  }

  return { $login, setField, submit, target };
}

/** What is posted: the login trimmed (as LoginBody's reqText does), the password as typed. */
const loginBody = (state: LoginState): LoginBody => ({ username: state.username.trim(), password: state.password });

/** LoginBody's rules: username reqText(254); password 1–128 characters. */
function loginErrors(body: LoginBody): LoginState['errors'] {
  const errors: LoginState['errors'] = {};
  const username = check(body.username, required, maxLength(254), plainText);
  const password = check(body.password, present, maxLength(128, MSG.passwordLong));
  if (username) errors.username = username;
  if (password) errors.password = password;
  return errors;
}

function errorState(error: unknown): Pick<LoginState, 'errors' | 'formError'> {
  if (!isApiError(error) || error.kind === 'network') return { errors: {}, formError: MSG.network };
  if (error.status === 429) return { errors: {}, formError: error.detail ?? MSG.generic };
  const fe = error.fieldErrors;
  const errors: LoginState['errors'] = {};
  if (fe.username?.[0]) errors.username = fe.username[0];
  if (fe.password?.[0]) errors.password = fe.password[0];
  const formError = fe.non_field_errors?.[0] ?? error.detail ?? (Object.keys(errors).length ? null : MSG.generic);
  return { errors, formError };
}

export type LoginForm = ReturnType<typeof createLoginForm>;

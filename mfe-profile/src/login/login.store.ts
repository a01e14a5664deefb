// Login form state and submit (spec §2 /login, §7 POST /api/auth/login/). The component only
// renders; this store validates, posts, stores the token and picks the same-origin `next`.
import { map } from 'nanostores';
import { LoginBody } from '@donor/shared/contract';
import { safeNextPath } from '@donor/shared/guards';
import { isApiError } from '@donor/shared/api-error';
import type { Api } from '@donor/shared/api';
import type { AuthStore } from '@donor/shared/stores/types';
import { t } from '@donor/shared/i18n';

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
    const parsed = LoginBody.safeParse({ username: state.username, password: state.password });
    if (!parsed.success) {
      const errors: LoginState['errors'] = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'username' || key === 'password') && !errors[key]) errors[key] = issue.message;
      }
      $login.setKey('errors', errors);
      return false;
    }
    $login.set({ ...state, submitting: true, errors: {}, formError: null });
    try {
      const res = await deps.api.raw('/api/auth/login/', { method: 'POST', body: parsed.data });
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

function errorState(error: unknown): Pick<LoginState, 'errors' | 'formError'> {
  if (!isApiError(error) || error.kind === 'network') return { errors: {}, formError: t.errors.network };
  if (error.status === 429) return { errors: {}, formError: error.detail ?? t.errors.generic };
  const fe = error.fieldErrors;
  const errors: LoginState['errors'] = {};
  if (fe.username?.[0]) errors.username = fe.username[0];
  if (fe.password?.[0]) errors.password = fe.password[0];
  const formError = fe.non_field_errors?.[0] ?? error.detail ?? (Object.keys(errors).length ? null : t.errors.generic);
  return { errors, formError };
}

export type LoginForm = ReturnType<typeof createLoginForm>;

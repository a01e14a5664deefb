// Login form state and submit (spec §2 /login, §7 POST /api/auth/login/) on the form kit
// (shared/src/form/form.store.ts): the component only renders; this store validates, hands the
// body to the login write (login.resource.ts, which stores the token) and picks the same-origin
// `next`. House rule: forms are checked with plain functions (shared/src/form-rules.ts, wording
// from shared/src/messages.ts); zod stays on the API and in tests. The checks below are the
// API's LoginBody rules, so the section does not ship zod's runtime for one form.
import { atom, computed } from 'nanostores';
import type { LoginBody } from '@donor/shared/contract/auth-bodies';
import { check, maxLength, plainText, present, required } from '@donor/shared/form-rules';
import * as MSG from '@donor/shared/messages';
import { safeNextPath } from '@donor/shared/guards';
import { createForm } from '@donor/shared/form/form.store';
import type { Draft } from '@donor/shared/stores/draft';
import { createLoginWrite, type AuthWriteDeps } from './login.resource.ts';

type LoginField = 'username' | 'password';
export interface LoginValues {
  username: string;
  password: string;
}

export interface LoginState extends LoginValues {
  errors: Partial<Record<LoginField, string>>;
  formError: string | null;
  submitting: boolean;
}

export interface LoginDeps extends AuthWriteDeps {
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

/** The login's draft: the login alone, under its own key; the password only in memory. */
function loginDraft(storage: LoginDeps['storage']): Draft<LoginValues> {
  const $draft = atom<LoginValues>({ username: storage?.getItem(DRAFT_KEY) ?? '', password: '' });
  return {
    $draft,
    set(field, value) {
      $draft.set({ ...$draft.get(), [field]: value });
      if (field === 'username') storage?.setItem(DRAFT_KEY, value);
    },
    reset() {
      storage?.removeItem(DRAFT_KEY);
    },
  };
}

export function createLoginForm(deps: LoginDeps) {
  /** spec §2: `next` is honoured only for same-origin paths. */
  function target(): string {
    return safeNextPath(deps.nextFromQuery) ?? safeNextPath(deps.nextFromCookie) ?? PROFILE_PATH;
  }

  const form = createForm<LoginValues, LoginField, LoginBody, true>({
    draft: loginDraft(deps.storage),
    initial: { username: '', password: '' },
    validate: (v) => loginErrors(loginBody(v)),
    fields: { username: 'username', password: 'password' },
    mutator: createLoginWrite(deps),
    // A full navigation follows: the button stays busy until the next page.
    leaves: true,
    data: loginBody,
    done: () => {
      form.reset();
      const next = target();
      deps.clearNextCookie();
      deps.go(next);
    },
  });

  const $login = computed([form.$values, form.$status], (values, status): LoginState => ({ ...values, ...status }));
  const setField = (field: LoginField, value: string) => form.set(field, value);

  return { $login, setField, submit: form.submit, target };
}

/** What is posted: the login trimmed (as LoginBody's reqText does), the password as typed. */
const loginBody = (values: LoginValues): LoginBody => ({ username: values.username.trim(), password: values.password });

/** LoginBody's rules: username reqText(254); password 1–128 characters. */
function loginErrors(body: LoginBody): LoginState['errors'] {
  const errors: LoginState['errors'] = {};
  const username = check(body.username, required, maxLength(254), plainText);
  const password = check(body.password, present, maxLength(128, MSG.passwordLong));
  if (username) errors.username = username;
  if (password) errors.password = password;
  return errors;
}

export type LoginForm = ReturnType<typeof createLoginForm>;

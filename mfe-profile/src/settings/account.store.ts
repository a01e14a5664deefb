// Settings → password, privacy and deletion (spec §7 change_password — logs in: the answer's
// NEW `token` header is stored, every other session has ended; PATCH /api/auth/me/ hide_name;
// POST /api/auth/delete_account/ {password} of contract/account.ts, then logged out to /).
// Passwords are never written to a draft.
import { atom } from 'nanostores';
import * as MSG from '@donor/shared/messages';
import { createForm } from '../code/form.store.ts';
import { errorsOf, sameNames } from '../code/form-errors.ts';
import * as R from '../code/field-rules.ts';
import { loginWithToken } from '../code/login-with-token.ts';
import type { SettingsDeps } from './personal.store.ts';
import { settingsStrings as S } from './settings.strings.ts';

type PasswordField = 'old_password' | 'new_password';

export function createPasswordChange(deps: SettingsDeps) {
  const $notice = atom<string | null>(null);
  const form = createForm<Record<PasswordField, string>, PasswordField>({
    draft: null,
    initial: { old_password: '', new_password: '' },
    validate: (v) => R.collect<PasswordField>({ old_password: R.currentPassword(v.old_password), new_password: R.password(v.new_password) }),
    fields: sameNames<PasswordField>('old_password', 'new_password'),
    send: async (v) => {
      $notice.set(null);
      const res = await deps.api.raw('/api/auth/change_password/', { method: 'POST', body: { ...v } });
      loginWithToken(res, deps.auth);
      form.reset();
      $notice.set(S.password.done);
    },
  });
  return { form, $notice };
}

/** «Скрывать моё имя в публичных списках»: one PATCH, then /me again. */
export function createHideName(deps: SettingsDeps) {
  const $state = atom<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  async function set(hide: boolean): Promise<boolean> {
    if ($state.get().busy) return false;
    $state.set({ busy: true, error: null });
    try {
      await deps.api.patch('/api/auth/me/', { hide_name: hide });
      await deps.auth.fetchUser();
      $state.set({ busy: false, error: null });
      return true;
    } catch (error) {
      $state.set({ busy: false, error: errorsOf(error, {}).formError ?? MSG.generic });
      return false;
    }
  }
  return { $state, set };
}

export function createAccountDeletion(deps: SettingsDeps & { go: (path: string) => void }) {
  const form = createForm<{ password: string }, 'password'>({
    draft: null,
    initial: { password: '' },
    validate: (v) => {
      const error = R.currentPassword(v.password);
      return error ? { password: error } : {};
    },
    fields: { password: 'password' },
    send: async (v) => {
      await deps.api.post('/api/auth/delete_account/', { password: v.password });
      // Every token died with the account: forget ours and start again from the home page.
      deps.auth.clearToken();
      deps.go('/');
    },
  });
  return { form };
}

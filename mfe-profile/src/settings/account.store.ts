// Settings → password, privacy and deletion (spec §7 change_password — logs in: the answer's
// NEW `token` header is stored, every other session has ended; PATCH /api/auth/me/ hide_name;
// POST /api/auth/delete_account/ {password} of contract/account.ts, then logged out to /).
// The writes are account.resource.ts's; passwords are never written to a draft.
import { atom, computed } from 'nanostores';
import { createForm } from '@donor/shared/form/form.store';
import { callMutator } from '@donor/shared/form/call-mutator';
import { messageOf, sameNames } from '@donor/shared/form/field-messages';
import * as R from '../code/field-rules.ts';
import type { SettingsDeps } from './settings-deps.ts';
import { createDeleteAccountWrite, createHideNameWrite, createPasswordWrite } from './account.resource.ts';
import { settingsStrings as S } from './settings.strings.ts';

type PasswordField = 'old_password' | 'new_password';

export function createPasswordChange(deps: SettingsDeps) {
  const $notice = atom<string | null>(null);
  const form = createForm<Record<PasswordField, string>, PasswordField>({
    draft: null,
    initial: { old_password: '', new_password: '' },
    validate: (v) => R.collect<PasswordField>({ old_password: R.currentPassword(v.old_password), new_password: R.password(v.new_password) }),
    fields: sameNames<PasswordField>('old_password', 'new_password'),
    mutator: createPasswordWrite(deps),
    data: (v) => ({ ...v }),
    sending: () => $notice.set(null),
    done: () => {
      form.reset();
      $notice.set(S.password.done);
    },
  });
  return { form, $notice };
}

/** «Скрывать моё имя в публичных списках»: one PATCH, then /me again. */
export function createHideName(deps: SettingsDeps) {
  const $write = createHideNameWrite(deps);
  const $state = computed($write, (w) => ({ busy: w.loading === true, error: w.error === undefined ? null : messageOf(w.error) }));
  async function set(hide: boolean): Promise<boolean> {
    return (await callMutator($write, { hide_name: hide })).status === 'done';
  }
  return { $state, set };
}

export function createAccountDeletion(deps: SettingsDeps & { go: (path: string) => void }) {
  const form = createForm<{ password: string }, 'password', { password: string }, true>({
    draft: null,
    initial: { password: '' },
    validate: (v) => {
      const error = R.currentPassword(v.password);
      return error ? { password: error } : {};
    },
    fields: { password: 'password' },
    mutator: createDeleteAccountWrite(deps),
    leaves: true,
    data: (v) => ({ password: v.password }),
    // Every token died with the account (the write forgot ours): start again from the home page.
    done: () => deps.go('/'),
  });
  return { form };
}

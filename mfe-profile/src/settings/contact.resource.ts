// Settings → the e-mail or phone change's writes (spec §7 change_email (email) → confirm_email
// (email, code); change_phone (phone) → confirm_phone (phone, code)) over their descriptors; a
// confirmed change asks for /me again (the shell's auth store shows the new address).
import { changeEmail, changePhone, confirmEmail, confirmPhone } from '@donor/shared/endpoints/auth';
import type { SettingsDeps } from './settings-deps.ts';

export type ContactKind = 'email' | 'phone';

export function createContactWrites({ query, api, auth }: SettingsDeps, kind: ContactKind) {
  /** A code to the new address (asked again for a new code); `data` is the normalised address. */
  const $request = query.createMutatorStore<string>(async ({ data: target }) => {
    if (kind === 'email') await api.request(changeEmail, { body: { email: target } });
    else await api.request(changePhone, { body: { phone: target } });
  });
  /** The code makes the address the donor's. */
  const $confirm = query.createMutatorStore<{ target: string; code: string }>(async ({ data: { target, code } }) => {
    if (kind === 'email') await api.request(confirmEmail, { body: { email: target, code } });
    else await api.request(confirmPhone, { body: { phone: target, code } });
    await auth.fetchUser();
  });
  return { $request, $confirm };
}

// Settings → changing the e-mail or the phone (spec §7 change_email (email) → confirm_email
// (email, code); change_phone (phone) → confirm_phone (phone, code)): the new address, then the
// shared code screen; a new code is asked for with change_* again. Where the code went is kept
// in sessionStorage, so it can be typed after a reload. Answers: contract/account.ts.
import { atom } from 'nanostores';
import { createDraft } from '@donor/shared/stores/draft';
import { normalizePhone } from '@donor/shared/form-rules';
import { createForm } from '../code/form.store.ts';
import { createCodeForm } from '../code/code.store.ts';
import * as R from '../code/field-rules.ts';
import type { SettingsDeps } from './personal.store.ts';
import { settingsStrings as S } from './settings.strings.ts';

export type ContactKind = 'email' | 'phone';

interface ContactStep {
  /** The normalised new address the code went to; '' = no code pending. */
  target: string;
  sentAt: number;
}
const NO_STEP: ContactStep = { target: '', sentAt: 0 };

export const normalizeContact = (kind: ContactKind, value: string): string =>
  kind === 'email' ? value.trim().toLowerCase() : normalizePhone(value.trim());

export function createContactChange(deps: SettingsDeps & { now?: () => number }, kind: ContactKind) {
  const now = deps.now ?? Date.now;
  const step = createDraft<ContactStep>(`settings-${kind}-step`, NO_STEP);
  const $notice = atom<string | null>(null);
  const request = (target: string) => deps.api.post(`/api/auth/change_${kind}/`, { [kind]: target });

  const form = createForm<{ value: string }, 'value'>({
    draft: `settings-${kind}`,
    initial: { value: '' },
    validate: (v) => {
      const error = kind === 'email' ? R.email(v.value) : R.phone(v.value);
      return error ? { value: error } : {};
    },
    fields: { [kind]: 'value' },
    send: async (v) => {
      const target = normalizeContact(kind, v.value);
      await request(target);
      $notice.set(null);
      step.$draft.set({ target, sentAt: now() });
    },
  });

  function codeForm() {
    const { target, sentAt } = step.$draft.get();
    return createCodeForm({
      sentAt,
      now,
      confirm: async (code) => {
        await deps.api.post(`/api/auth/confirm_${kind}/`, { [kind]: target, code });
        step.reset();
        form.reset();
        $notice.set(S[kind].done);
        await deps.auth.fetchUser();
      },
      resend: async () => {
        await request(target);
      },
      onResent: (at) => step.set('sentAt', at),
    });
  }

  /** «Изменить адрес/номер»: back to the field, the draft kept. */
  const cancel = () => step.reset();

  return { form, $step: step.$draft, codeForm, cancel, $notice };
}

export type ContactChange = ReturnType<typeof createContactChange>;

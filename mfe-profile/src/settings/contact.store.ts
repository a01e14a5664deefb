// Settings → changing the e-mail or the phone (spec §7 change_email (email) → confirm_email
// (email, code); change_phone (phone) → confirm_phone (phone, code)): the new address, then the
// shared code screen; a new code is asked for with change_* again (contact.resource.ts's writes).
// Where the code went is kept in sessionStorage, so it can be typed after a reload.
import { atom } from 'nanostores';
import { createDraft } from '@donor/shared/stores/draft';
import { normalizePhone } from '@donor/shared/form-rules';
import { createForm } from '@donor/shared/form/form.store';
import { createCodeForm } from '../code/code.store.ts';
import * as R from '../code/field-rules.ts';
import type { SettingsDeps } from './settings-deps.ts';
import { createContactWrites, type ContactKind } from './contact.resource.ts';
import { settingsStrings as S } from './settings.strings.ts';

export type { ContactKind } from './contact.resource.ts';

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
  const writes = createContactWrites(deps, kind);

  const form = createForm<{ value: string }, 'value', string>({
    draft: `settings-${kind}`,
    initial: { value: '' },
    validate: (v) => {
      const error = kind === 'email' ? R.email(v.value) : R.phone(v.value);
      return error ? { value: error } : {};
    },
    fields: { [kind]: 'value' },
    mutator: writes.$request,
    data: (v) => normalizeContact(kind, v.value),
    done: (_, v) => {
      $notice.set(null);
      step.$draft.set({ target: normalizeContact(kind, v.value), sentAt: now() });
    },
  });

  function codeForm() {
    const { target, sentAt } = step.$draft.get();
    return createCodeForm({
      sentAt,
      now,
      confirm: writes.$confirm,
      confirmData: (code) => ({ target, code }),
      confirmed: () => {
        step.reset();
        form.reset();
        $notice.set(S[kind].done);
      },
      resend: writes.$request,
      resendData: target,
      onResent: (at) => step.set('sentAt', at),
    });
  }

  /** «Изменить адрес/номер»: back to the field, the draft kept. */
  const cancel = () => step.reset();

  return { form, $step: step.$draft, codeForm, cancel, $notice };
}

export type ContactChange = ReturnType<typeof createContactChange>;

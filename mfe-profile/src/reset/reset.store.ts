// Password recovery (spec §2 /reset; §7 recover (username) → check_sms_code → set_password
// (token, password; logs in)). check_sms_code takes the username with the code
// (docs/ARCHITECTURE §6, docs/SECURITY.md «Коды»). Three stages: the login, the code (kept with
// the login in sessionStorage, so the code can be typed after a reload), the new password. The
// reset token that the code buys stays in memory only, like the password: after a reload at
// that stage the donor asks for a new code. The writes are reset.resource.ts's; the forms are
// the kit's (shared/src/form/form.store.ts).
import { atom } from 'nanostores';
import { check, maxLength, plainText, required } from '@donor/shared/form-rules';
import { createDraft } from '@donor/shared/stores/draft';
import { createForm } from '@donor/shared/form/form.store';
import { createCodeForm } from '../code/code.store.ts';
import * as R from '../code/field-rules.ts';
import { PROFILE_PATH } from '../code/login-with-token.ts';
import type { AuthWriteDeps } from '../login/login.resource.ts';
import { createResetWrites } from './reset.resource.ts';

export type ResetStage = 'request' | 'code' | 'password';

interface ResetStep {
  stage: 'request' | 'code';
  /** The login as sent to recover (the code is checked against this account only). */
  username: string;
  sentAt: number;
}
const NO_STEP: ResetStep = { stage: 'request', username: '', sentAt: 0 };

export interface ResetDeps extends AuthWriteDeps {
  /** A full navigation after logging in (the host's guards see the new cookie). */
  go: (path: string) => void;
  now?: () => number;
}

/** RecoverBody: username reqText(254), like the login. */
export const usernameError = (v: string): string | null => check(v.trim(), required, maxLength(254), plainText);

export function createReset(deps: ResetDeps) {
  const now = deps.now ?? Date.now;
  const writes = createResetWrites(deps);
  const step = createDraft<ResetStep>('reset-step', NO_STEP);
  const $stage = atom<ResetStage>(step.$draft.get().stage === 'code' && step.$draft.get().username ? 'code' : 'request');
  /** The reset token of check_sms_code: memory only (a secret, like the password). */
  let resetToken: string | null = null;

  const requestForm = createForm<{ username: string }, 'username', { username: string }>({
    draft: 'reset',
    initial: { username: '' },
    validate: (v) => {
      const error = usernameError(v.username);
      return error ? { username: error } : {};
    },
    fields: { username: 'username' },
    mutator: writes.$recover,
    data: (v) => ({ username: v.username.trim() }),
    done: (_, v) => {
      step.$draft.set({ stage: 'code', username: v.username.trim(), sentAt: now() });
      $stage.set('code');
    },
  });

  function codeForm() {
    const { username, sentAt } = step.$draft.get();
    return createCodeForm({
      sentAt,
      now,
      confirm: writes.$checkCode,
      confirmData: (code) => ({ username, code }),
      confirmed: (token) => {
        resetToken = token;
        $stage.set('password');
      },
      resend: writes.$recover,
      resendData: { username },
      onResent: (at) => step.set('sentAt', at),
    });
  }

  const passwordForm = createForm<{ password: string }, 'password', { token: string; password: string }, true>({
    draft: null,
    initial: { password: '' },
    validate: (v) => {
      const error = R.password(v.password);
      return error ? { password: error } : {};
    },
    // `token`: the reset token expired or was spent — said in the alert, with a way back.
    fields: { password: 'password' },
    mutator: writes.$setPassword,
    leaves: true,
    data: (v) => ({ token: resetToken ?? '', password: v.password }),
    done: () => {
      resetToken = null;
      step.reset();
      requestForm.reset();
      deps.go(PROFILE_PATH);
    },
  });

  /** Back to the first stage (another login, or a new code after an expired token). */
  function startOver(): void {
    resetToken = null;
    step.reset();
    passwordForm.reset();
    $stage.set('request');
  }

  return { $stage, $step: step.$draft, requestForm, codeForm, passwordForm, startOver, hasToken: () => resetToken !== null };
}

export type Reset = ReturnType<typeof createReset>;

// The code screen's state (spec §7 confirmation and recovery codes: 6 digits, sent by SMS or
// e-mail): the typed or pasted code, its error, sending it, and sending a new one after a
// visible 60-second countdown — a form of the kit (shared/src/form/form.store.ts) whose write
// confirms the code, and a second write for a new code. What a code confirms and how a new one
// is asked for are the caller's writes (sign-up, recovery, e-mail/phone change resources).
// Codes are never stored (house rule: drafts keep everything but passwords and codes).
import { computed, map, onMount } from 'nanostores';
import * as MSG from '@donor/shared/messages';
import { createForm } from '@donor/shared/form/form.store';
import { callMutator, type AnyMutator } from '@donor/shared/form/call-mutator';
import { fieldMessages } from '@donor/shared/form/field-messages';
import { codeStrings } from './code.strings.ts';

export const CODE_LENGTH = 6;
/** Seconds before another code may be asked for (the API also limits sends per target). */
export const RESEND_SECONDS = 60;
const CODE_RE = /^\d{6}$/;

/**
 * The code in what was typed or pasted: a separate run of 6 digits anywhere wins (a whole SMS
 * «Код подтверждения: 123456. Донор Рядом»), otherwise the digits in order, at most 6
 * («123 456», «12-34-56»).
 */
export function extractCode(raw: string): string {
  const run = /(?:^|\D)(\d{6})(?!\d)/.exec(raw);
  if (run?.[1]) return run[1];
  return raw.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

export interface CodeState {
  code: string;
  /** The code field's error (ours or the API's `code` message). */
  error: string | null;
  /** Anything else (an expired registration, 429, no connection): the alert. */
  formError: string | null;
  /** The confirm write's `loading`. */
  submitting: boolean;
  /** The new-code write's `loading`. */
  resending: boolean;
  /** Seconds left before «Отправить код ещё раз» works; 0 = now. */
  resendIn: number;
  /** A polite note after a new code went out. */
  notice: string | null;
}

export interface CodeDeps<D, R, S> {
  /** The write that sends the code (the caller's resource); a refusal's `code` message goes on the field. */
  confirm: AnyMutator<D, R>;
  /** An accepted code leaves the page (it logs in): the screen stays busy meanwhile (FormSpec.leaves). */
  leaves?: boolean;
  /** What the confirm write takes for a code (with the address the code went to). */
  confirmData(code: string): D;
  /** After the code was accepted: the next stage, a notice, a navigation. */
  confirmed?(result: R): void | Promise<void>;
  /** The write that asks for a new code, and what it takes. */
  resend: AnyMutator<S, unknown>;
  resendData: S;
  /** When the current code was sent (ms): the countdown continues after a reload. */
  sentAt: number;
  /** A new code went out at `at` (the caller persists it with its step). */
  onResent?(at: number): void;
  now?: () => number;
}

export function createCodeForm<D, R, S>(deps: CodeDeps<D, R, S>) {
  const now = deps.now ?? Date.now;
  let sentAt = deps.sentAt;
  const secondsLeft = () => Math.max(0, Math.ceil((sentAt + RESEND_SECONDS * 1000 - now()) / 1000));
  const $extra = map<{ resendIn: number; notice: string | null }>({ resendIn: secondsLeft(), notice: null });

  const form = createForm<{ code: string }, 'code', D, R>({
    draft: null,
    initial: { code: '' },
    validate: (v) => (CODE_RE.test(v.code) ? {} : { code: MSG.code }),
    fields: { code: 'code' },
    mutator: deps.confirm,
    leaves: deps.leaves ?? false,
    data: (v) => deps.confirmData(v.code),
    sending: () => $extra.setKey('notice', null),
    done: (result) => deps.confirmed?.(result),
  });

  const $code = computed([form.$values, form.$status, deps.resend, $extra], (values, status, resend, extra): CodeState => ({
    code: values.code,
    error: status.errors.code ?? null,
    formError: status.formError,
    submitting: status.submitting,
    resending: resend.loading === true,
    resendIn: extra.resendIn,
    notice: extra.notice,
  }));

  // The countdown ticks only while someone shows it (nanostores: a reaction on mount).
  let timer: ReturnType<typeof setInterval> | undefined;
  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const tick = () => {
    const left = secondsLeft();
    if (left !== $extra.get().resendIn) $extra.setKey('resendIn', left);
    if (left === 0) stop();
  };
  const start = () => {
    stop();
    tick();
    if (secondsLeft() > 0) timer = setInterval(tick, 1000);
  };
  onMount($code, () => {
    start();
    return stop;
  });

  function setCode(raw: string): void {
    form.set('code', extractCode(raw));
  }

  async function resend(): Promise<boolean> {
    if (deps.resend.value?.loading || secondsLeft() > 0) return false;
    form.clearErrors();
    $extra.setKey('notice', null);
    const outcome = await callMutator(deps.resend, deps.resendData);
    if (outcome.status === 'busy') return false;
    if (outcome.status === 'failed') {
      form.showErrors(form.$status.get().errors, fieldMessages(outcome.error, {}).formError);
      return false;
    }
    sentAt = now();
    deps.onResent?.(sentAt);
    form.reset();
    form.clearErrors('code');
    $extra.setKey('notice', codeStrings.resent);
    start();
    return true;
  }

  return { $code, setCode, submit: form.submit, resend };
}

export type CodeForm = ReturnType<typeof createCodeForm>;

/** «0:42» for the countdown. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

// The code screen's state (spec §7 confirmation and recovery codes: 6 digits, sent by SMS or
// e-mail): the typed or pasted code, its error, sending it, and sending a new one after a
// visible 60-second countdown. What a code confirms and how a new one is asked for are the
// caller's (sign-up, recovery, e-mail/phone change). Codes are never stored (house rule: drafts
// keep everything but passwords and codes).
import { map, onMount } from 'nanostores';
import * as MSG from '@donor/shared/messages';
import { errorsOf } from './form-errors.ts';
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
  submitting: boolean;
  resending: boolean;
  /** Seconds left before «Отправить код ещё раз» works; 0 = now. */
  resendIn: number;
  /** A polite note after a new code went out. */
  notice: string | null;
}

export interface CodeDeps {
  /** Sends the code; throws the ApiError of a refusal. */
  confirm(code: string): Promise<void>;
  /** Asks for a new code. */
  resend(): Promise<void>;
  /** When the current code was sent (ms): the countdown continues after a reload. */
  sentAt: number;
  /** A new code went out at `at` (the caller persists it with its step). */
  onResent?(at: number): void;
  now?: () => number;
}

export function createCodeForm(deps: CodeDeps) {
  const now = deps.now ?? Date.now;
  let sentAt = deps.sentAt;
  const secondsLeft = () => Math.max(0, Math.ceil((sentAt + RESEND_SECONDS * 1000 - now()) / 1000));

  const $code = map<CodeState>({
    code: '', error: null, formError: null, submitting: false, resending: false, resendIn: secondsLeft(), notice: null,
  });

  // The countdown ticks only while someone shows it (nanostores: a reaction on mount).
  let timer: ReturnType<typeof setInterval> | undefined;
  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const tick = () => {
    const left = secondsLeft();
    if (left !== $code.get().resendIn) $code.setKey('resendIn', left);
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
    $code.set({ ...$code.get(), code: extractCode(raw), error: null, formError: null });
  }

  async function submit(): Promise<boolean> {
    const state = $code.get();
    if (state.submitting) return false;
    if (!CODE_RE.test(state.code)) {
      $code.set({ ...state, error: MSG.code, formError: null });
      return false;
    }
    $code.set({ ...state, submitting: true, error: null, formError: null, notice: null });
    try {
      await deps.confirm(state.code);
      $code.setKey('submitting', false);
      return true;
    } catch (error) {
      const { errors, formError } = errorsOf(error, { code: 'code' });
      $code.set({ ...$code.get(), submitting: false, error: errors.code ?? null, formError });
      return false;
    }
  }

  async function resend(): Promise<boolean> {
    const state = $code.get();
    if (state.resending || secondsLeft() > 0) return false;
    $code.set({ ...state, resending: true, formError: null, notice: null });
    try {
      await deps.resend();
      sentAt = now();
      deps.onResent?.(sentAt);
      $code.set({ ...$code.get(), code: '', error: null, resending: false, notice: codeStrings.resent });
      start();
      return true;
    } catch (error) {
      $code.set({ ...$code.get(), resending: false, formError: errorsOf(error, {}).formError });
      return false;
    }
  }

  return { $code, setCode, submit, resend };
}

export type CodeForm = ReturnType<typeof createCodeForm>;

/** «0:42» for the countdown. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

// THE form kit (docs/ARCHITECTURE.md §2.2 "Forms"): one form's state for every form of every
// section — values in a draft that survives a reload (house rule; stores/draft.ts,
// sessionStorage) with the secret fields (passwords, codes) never written, the field errors and
// the form-level alert, and one submit that validates with plain rules (form-rules.ts and the
// form's own, no zod in the browser) and hands the values to the write: a mutator store of the
// feature's `*.resource.ts`. `submitting` IS that mutator's `loading` (a double submit is ignored
// by the query context's throttleCalls), and a refusal is mapped onto the fields by
// fieldMessages. Components only render.
import { atom, computed, map, type ReadableAtom, type WritableAtom } from 'nanostores';
import { createDraft, type Draft } from '../stores/draft.ts';
import * as OFF from '../offline-messages.ts';
import { callMutator, type AnyMutator } from './call-mutator.ts';
import { isUnanswered } from './idempotency.ts';
import { fieldMessages, type Errors, type FieldMessages } from './field-messages.ts';

export type { Errors } from './field-messages.ts';

export interface FormStatus<K extends string> {
  errors: Errors<K>;
  formError: string | null;
  /** The write's `loading`. */
  submitting: boolean;
}

export interface FormSpec<V extends object, K extends string, D, R> {
  /** sessionStorage draft name (stores/draft.ts), a draft of the form's own, or null: in memory only. */
  draft: string | Draft<V> | null;
  initial: V;
  /** Never written to storage: they start empty after a reload. */
  secret?: readonly (keyof V)[];
  /** The first failing rule per field; {} when the values may be sent. */
  validate(values: V): Errors<K>;
  /** API field name → form field, for a 400 from the server. */
  fields: Readonly<Record<string, K>>;
  /** The write: a mutator store from the feature's resource (`query.createMutatorStore`). */
  mutator: AnyMutator<D, R>;
  /**
   * A successful write leaves the page (a full navigation in `done`): the form stays submitting
   * while the next page loads, so it cannot be sent twice. The write must answer something
   * (not undefined): its answer in the mutator's `data` is what says "written".
   */
  leaves?: boolean;
  /** What the write takes (the body, trimmed and shaped); the values themselves by default. */
  data?(values: V): D;
  /** Just before the write goes (an old notice is hidden). */
  sending?(data: D): void;
  /**
   * After the write succeeded: the next stage, a notice, a navigation. `false` reports the
   * submit as not done (an answer the form cannot use); a throw is shown like a refusal.
   */
  done?(result: R, values: V): void | boolean | Promise<void | boolean>;
  /**
   * A write that may be sent again as it was (it carries an Idempotency-Key, form/idempotency.ts):
   * no answer says «Нет связи — не отправлено» and sets `$unsent`, for «Повторить» and the
   * automatic retry when the network returns (ui/unsent-retry.tsx). Other forms say the house's
   * «Нет связи — не отправлено…» (messages.ts `network`) and keep their values; their own submit
   * button sends again, by the donor's hand only (a write without a key is not sent twice by us).
   */
  resendable?: boolean;
  /** After a refusal (the rules' or the API's), once its errors are shown. */
  refused?(shown: FieldMessages<K>): void;
}

export interface Form<V extends object, K extends string> {
  $values: WritableAtom<V>;
  $status: ReadableAtom<FormStatus<K>>;
  /** Sets a value and clears that field's error and the alert (spec §5 "edits clear that field's error"). */
  set<F extends keyof V>(field: F, value: V[F]): void;
  /** Clears these fields' errors and the alert (an edit whose field names differ from the values'). */
  clearErrors(...fields: K[]): void;
  /** Shows errors found outside submit (a step of a longer form, a check of a chosen file). */
  showErrors(errors: Errors<K>, formError?: string | null): void;
  /** Validates, writes; true when written. A second call while one is in flight is ignored. */
  submit(): Promise<boolean>;
  /** Shows a failure that happened outside the write (e.g. a later step). */
  fail(error: unknown): void;
  /** Back to the initial values (after success). */
  reset(): void;
  /**
   * The last submit got no answer (no network, the time limit): the alert says «Нет связи — не
   * отправлено», the values stay, and the page offers «Повторить» (ui/unsent-retry.tsx). An edit
   * clears it: changed input is a new submission.
   */
  $unsent: ReadableAtom<boolean>;
}

export function createForm<V extends object, K extends string, D = V, R = unknown>(spec: FormSpec<V, K, D, R>): Form<V, K> {
  const draft = typeof spec.draft === 'string'
    ? createDraft<V>(spec.draft, spec.initial, spec.secret ? { omit: spec.secret } : {})
    : spec.draft ?? memoryDraft(spec.initial);
  const $shown = map<FieldMessages<K>>({ errors: {}, formError: null });
  const $status = computed([$shown, spec.mutator], (shown, write): FormStatus<K> => ({
    ...shown,
    submitting: write.loading === true || (spec.leaves === true && write.data !== undefined),
  }));
  const dataOf = spec.data ?? ((values: V) => values as unknown as D);
  const $unsent = atom(false);

  function clearErrors(...fields: K[]): void {
    $unsent.set(false);
    const errors = { ...$shown.get().errors };
    for (const field of fields) delete errors[field];
    $shown.set({ errors, formError: null });
  }

  function set<F extends keyof V>(field: F, value: V[F]): void {
    draft.set(field, value);
    clearErrors(field as unknown as K);
  }

  function showErrors(errors: Errors<K>, formError: string | null = null): void {
    $shown.set({ errors, formError });
  }

  function fail(error: unknown): void {
    $shown.set(fieldMessages(error, spec.fields));
  }

  function refuse(shown: () => void): false {
    shown();
    spec.refused?.($shown.get());
    return false;
  }

  async function submit(): Promise<boolean> {
    if ($status.get().submitting) return false;
    const values = draft.$draft.get();
    const errors = spec.validate(values);
    if (Object.keys(errors).length > 0) return refuse(() => showErrors(errors));
    showErrors({});
    $unsent.set(false);
    const data = dataOf(values);
    spec.sending?.(data);
    const outcome = await callMutator(spec.mutator, data);
    if (outcome.status === 'busy') return false;
    // docs/ARCHITECTURE.md §2.5 «Offline»: no answer is not a refusal; nothing is cleared.
    if (outcome.status === 'failed' && spec.resendable && isUnanswered(outcome.error)) return refuse(() => { showErrors({}, OFF.unsent); $unsent.set(true); });
    if (outcome.status === 'failed') return refuse(() => fail(outcome.error));
    try {
      return (await spec.done?.(outcome.result, values)) !== false;
    } catch (error) {
      return refuse(() => fail(error));
    }
  }

  return { $values: draft.$draft, $status, set, clearErrors, showErrors, submit, fail, reset: draft.reset, $unsent };
}

function memoryDraft<V extends object>(initial: V): Draft<V> {
  const $draft = atom<V>(initial);
  return {
    $draft,
    set<F extends keyof V>(field: F, value: V[F]) {
      $draft.set({ ...$draft.get(), [field]: value });
    },
    reset() {
      $draft.set(initial);
    },
  };
}

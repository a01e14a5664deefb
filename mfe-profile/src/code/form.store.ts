// One form's state for every form of this folder group (sign-up, reset, settings): values in a
// draft that survives a reload (house rule; @donor/shared/stores/draft, sessionStorage) with the
// secret fields (passwords, codes) never written, the field errors and the form-level alert,
// and one submit that validates with plain rules (shared/src/form-rules.ts, no zod in the
// browser), sends, and maps a failure onto the fields (form-errors.ts). Components only render.
import { atom, map, type MapStore, type WritableAtom } from 'nanostores';
import { createDraft } from '@donor/shared/stores/draft';
import { errorsOf } from './form-errors.ts';

export type Errors<K extends string> = Partial<Record<K, string>>;

export interface FormStatus<K extends string> {
  errors: Errors<K>;
  formError: string | null;
  submitting: boolean;
}

export interface FormSpec<V extends object, K extends string> {
  /** sessionStorage draft name; null keeps the values in memory only. */
  draft: string | null;
  initial: V;
  /** Never written to storage: they start empty after a reload. */
  secret?: readonly (keyof V)[];
  /** The first failing rule per field; {} when the values may be sent. */
  validate(values: V): Errors<K>;
  /** API field name → form field, for a 400 from the server. */
  fields: Readonly<Record<string, K>>;
  send(values: V): Promise<void>;
}

export interface Form<V extends object, K extends string> {
  $values: WritableAtom<V>;
  $status: MapStore<FormStatus<K>>;
  /** Sets a value and clears that field's error and the alert (spec §5 "edits clear that field's error"). */
  set<F extends keyof V>(field: F, value: V[F]): void;
  /** Validates, sends; true when sent. A second call while one is in flight is ignored. */
  submit(): Promise<boolean>;
  /** Shows a failure that happened outside `send` (e.g. a later step). */
  fail(error: unknown): void;
  /** Back to the initial values (after success). */
  reset(): void;
}

export function createForm<V extends object, K extends string>(spec: FormSpec<V, K>): Form<V, K> {
  const draft = spec.draft
    ? createDraft<V>(spec.draft, spec.initial, spec.secret ? { omit: spec.secret } : {})
    : memoryDraft(spec.initial);
  const $status = map<FormStatus<K>>({ errors: {}, formError: null, submitting: false });

  function set<F extends keyof V>(field: F, value: V[F]): void {
    draft.set(field, value);
    const errors = { ...$status.get().errors };
    delete errors[field as unknown as K];
    $status.set({ ...$status.get(), errors, formError: null });
  }

  function fail(error: unknown): void {
    $status.set({ ...errorsOf(error, spec.fields), submitting: false });
  }

  async function submit(): Promise<boolean> {
    if ($status.get().submitting) return false;
    const values = draft.$draft.get();
    const errors = spec.validate(values);
    if (Object.keys(errors).length > 0) {
      $status.set({ errors, formError: null, submitting: false });
      return false;
    }
    $status.set({ errors: {}, formError: null, submitting: true });
    try {
      await spec.send(values);
      $status.setKey('submitting', false);
      return true;
    } catch (error) {
      fail(error);
      return false;
    }
  }

  return { $values: draft.$draft, $status, set, submit, fail, reset: draft.reset };
}

function memoryDraft<V extends object>(initial: V) {
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

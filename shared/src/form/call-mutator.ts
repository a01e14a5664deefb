// One call of a mutator store (docs/ARCHITECTURE.md §2.2 «Writes are mutator stores») with its
// outcome, for the stores that show a write: the form kit's submit, a code's resend, a photo.
// The library's `mutate` swallows a failure (it lands in the store's `error`) and, with
// `throttleCalls`, ignores a call while one is in flight; this says which of the three happened.
import type { MutatorStore } from '@nanostores/query';

export type MutatorOutcome<R> = { status: 'done'; result: R } | { status: 'failed'; error: unknown } | { status: 'busy' };

/** A mutator of any error type (the query context's are `unknown`). */
export type AnyMutator<D, R> = MutatorStore<D, R, unknown>;

export async function callMutator<D, R>(mutator: AnyMutator<D, R>, data: D): Promise<MutatorOutcome<R>> {
  if (mutator.value?.loading) return { status: 'busy' };
  // Someone listens while the write runs: the library puts `loading` back only on a listened
  // store, and a store read with nobody listening is emptied first (nanostores' onStop).
  const unbind = mutator.listen(() => {});
  try {
    const result = await (mutator.mutate as (data: D) => Promise<R>)(data);
    const error = mutator.value?.error;
    return error === undefined ? { status: 'done', result } : { status: 'failed', error };
  } finally {
    unbind();
  }
}

// One GET as a store: {status, data}. Pages render it; failures are logged and shown as the
// section's load error (spec §8: most request failures are only logged, loading cleared).
import { atom, type ReadableAtom } from 'nanostores';
import { isApiError } from '@donor/shared/api-error';

export type Loaded<T> = { status: 'loading'; data: null } | { status: 'ok'; data: T } | { status: 'error' | 'not-found'; data: null };

export function createLoader<T>(load: () => Promise<T>): ReadableAtom<Loaded<T>> {
  const $state = atom<Loaded<T>>({ status: 'loading', data: null });
  load().then(
    (data) => $state.set({ status: 'ok', data }),
    (error: unknown) => {
      if (isApiError(error) && error.status === 404) return $state.set({ status: 'not-found', data: null });
      console.error('mfe_donate load', error);
      $state.set({ status: 'error', data: null });
    },
  );
  return $state;
}

// Reads the shared ApiError by its shape instead of `instanceof`: the api client is the
// shell's, built from the shell's copy of shared/api.ts, so a section's own ApiError class is
// a different class and `instanceof` (isApiError) is always false here. Importing the class
// would also pull ofetch into the section's first load for nothing.
import type { ApiError } from '@donor/shared/api';

export function asApiError(error: unknown): ApiError | null {
  if (!error || typeof error !== 'object') return null;
  const e = error as Partial<ApiError>;
  return e.name === 'ApiError' && typeof e.status === 'number' && typeof e.kind === 'string' && typeof e.fieldErrors === 'object' ? (e as ApiError) : null;
}

export const isAbort = (error: unknown): boolean =>
  asApiError(error)?.kind === 'abort' || (error instanceof Error && error.name === 'AbortError');

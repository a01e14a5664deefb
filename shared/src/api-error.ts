// The typed error of the api client (STYLE "From ofetch": errors carry method, URL, status,
// body). Kept apart from api.ts so a section can recognise errors without bundling the client.

/**
 * 'http': the server answered ≥ 400; 'network': no answer; 'abort': the caller's signal fired;
 * 'schema': the answer did not match the given schema.
 */
export type ApiErrorKind = 'http' | 'network' | 'abort' | 'schema';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly method: string;
  readonly url: string;
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  readonly data: unknown;
  /** DRF 400 body `{field: [messages]}` (incl. non_field_errors); empty otherwise. */
  readonly fieldErrors: Record<string, string[]>;
  readonly detail?: string;

  constructor(init: { kind: ApiErrorKind; method: string; url: string; status: number; data: unknown; cause?: unknown }) {
    const detail = detailOf(init.data);
    super(`${init.method} ${init.url} → ${init.status || init.kind}${detail ? `: ${detail}` : ''}`, { cause: init.cause });
    this.kind = init.kind;
    this.method = init.method;
    this.url = init.url;
    this.status = init.status;
    this.data = init.data;
    this.fieldErrors = fieldErrorsOf(init.data);
    if (detail !== undefined) this.detail = detail;
  }
}

/**
 * By shape, not only `instanceof`: a section receives the SHELL's api client, so the errors it
 * sees are instances of the shell's copy of this class, not of the section's own bundled copy.
 */
export function isApiError(error: unknown): error is ApiError {
  if (error instanceof ApiError) return true;
  if (!(error instanceof Error) || error.name !== 'ApiError') return false;
  const e = error as Partial<ApiError>;
  return typeof e.status === 'number' && typeof e.kind === 'string' && typeof e.fieldErrors === 'object' && e.fieldErrors !== null;
}

function detailOf(data: unknown): string | undefined {
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    const d = (data as Record<string, unknown>).detail;
    if (typeof d === 'string') return d;
  }
  return undefined;
}

function fieldErrorsOf(data: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (!data || typeof data !== 'object' || Array.isArray(data)) return out;
  for (const [field, value] of Object.entries(data as Record<string, unknown>)) {
    if (field === 'detail') continue;
    if (typeof value === 'string') out[field] = [value];
    else if (Array.isArray(value)) {
      const messages = value.filter((m): m is string => typeof m === 'string');
      if (messages.length) out[field] = messages;
    }
  }
  return out;
}

/** The API answered 404: the thing asked for does not exist. */
export const isNotFound = (error: unknown): boolean => isApiError(error) && error.status === 404;

/** An aborted request (the caller's signal, or the browser's AbortError). */
export const isAbortError = (error: unknown): boolean =>
  (isApiError(error) && error.kind === 'abort') || (error instanceof Error && error.name === 'AbortError');

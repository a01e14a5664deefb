// createApi(): one ofetch instance per app (ARCHITECTURE §1 api, STYLE "From ofetch").
// DRF conventions of ARCHITECTURE §3: `Authorization: Token <t>`, 400 `{field: [messages]}`,
// 401 `{detail}`, the login token in the `token` response header (spec §3 User).
import { ofetch, type FetchError, type FetchResponse } from 'ofetch';

/** Anything with zod's `parse` (classic zod or zod/mini). */
export interface Schema<T> {
  parse(data: unknown): T;
}

export type Query = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;
export type Body = Record<string, unknown> | readonly unknown[] | FormData | URLSearchParams | string;

export interface GetOptions<T> {
  query?: Query;
  schema?: Schema<T>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}
export type SendOptions<T> = GetOptions<T>;

export interface RawOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: Body;
  query?: Query;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface Api {
  get<T = unknown>(url: string, options?: GetOptions<T>): Promise<T>;
  post<T = unknown>(url: string, body?: Body, options?: SendOptions<T>): Promise<T>;
  patch<T = unknown>(url: string, body?: Body, options?: SendOptions<T>): Promise<T>;
  put<T = unknown>(url: string, body?: Body, options?: SendOptions<T>): Promise<T>;
  delete<T = unknown>(url: string, options?: SendOptions<T>): Promise<T>;
  /** The Response itself (parsed body in `_data`): login reads the `token` header. */
  raw<T = unknown>(url: string, options?: RawOptions): Promise<FetchResponse<T>>;
}

export interface ApiOptions {
  /** '/api'-relative paths are joined to it; use an absolute origin on the server. */
  baseURL: string;
  getToken: () => string | null | undefined;
  /** Called on any 401 (before the error is thrown); the shell decides what to clear. */
  onUnauthorized?: (error: ApiError) => void;
  /** Test seam and server-side override; defaults to the global fetch. */
  fetch?: typeof globalThis.fetch;
  timeout?: number;
}

import { ApiError, isApiError, type ApiErrorKind } from './api-error.ts';

export { ApiError, isApiError, isAbortError, type ApiErrorKind } from './api-error.ts';

function isFetchError(error: unknown): error is FetchError {
  return error instanceof Error && error.name === 'FetchError';
}

export function createApi(options: ApiOptions): Api {
  const client = ofetch.create(
    {
      baseURL: options.baseURL,
      // STYLE: never retry a POST automatically — and not the others either, so a failure is
      // seen once and the caller decides.
      retry: 0,
      ...(options.timeout ? { timeout: options.timeout } : {}),
      onRequest({ options: req }) {
        const token = options.getToken();
        if (token && !req.headers.has('authorization')) req.headers.set('authorization', `Token ${token}`);
      },
    },
    options.fetch ? { fetch: options.fetch } : {},
  );

  function toApiError(error: unknown, method: string, url: string): ApiError {
    if (isApiError(error)) return error;
    if (isFetchError(error)) {
      const status = error.response?.status ?? 0;
      const fullUrl = typeof error.request === 'string' ? error.request : url;
      const aborted = error.cause instanceof Error && error.cause.name === 'AbortError';
      const kind: ApiErrorKind = status ? 'http' : aborted ? 'abort' : 'network';
      return new ApiError({ kind, method, url: fullUrl, status, data: error.data, cause: error });
    }
    return new ApiError({ kind: 'network', method, url, status: 0, data: undefined, cause: error });
  }

  async function send<T>(method: NonNullable<RawOptions['method']>, url: string, opts: RawOptions): Promise<FetchResponse<T>> {
    try {
      return await client.raw<T>(url, {
        method,
        ...(opts.body !== undefined ? { body: opts.body as Record<string, unknown> } : {}),
        ...(opts.query ? { query: opts.query } : {}),
        ...(opts.signal ? { signal: opts.signal } : {}),
        ...(opts.headers ? { headers: opts.headers } : {}),
      });
    } catch (cause) {
      const error = toApiError(cause, method, url);
      if (error.status === 401) options.onUnauthorized?.(error);
      throw error;
    }
  }

  async function json<T>(method: NonNullable<RawOptions['method']>, url: string, opts: GetOptions<T> & { body?: Body }): Promise<T> {
    const response = await send<T>(method, url, opts);
    const data: unknown = response._data;
    if (!opts.schema) return data as T;
    try {
      return opts.schema.parse(data);
    } catch (cause) {
      throw new ApiError({ kind: 'schema', method, url: response.url || url, status: response.status, data, cause });
    }
  }

  return {
    get: (url, opts = {}) => json('GET', url, opts),
    post: (url, body, opts = {}) => json('POST', url, { ...opts, ...(body !== undefined ? { body } : {}) }),
    patch: (url, body, opts = {}) => json('PATCH', url, { ...opts, ...(body !== undefined ? { body } : {}) }),
    put: (url, body, opts = {}) => json('PUT', url, { ...opts, ...(body !== undefined ? { body } : {}) }),
    delete: (url, opts = {}) => json('DELETE', url, opts),
    raw: (url, opts = {}) => send(opts.method ?? 'GET', url, opts),
  };
}

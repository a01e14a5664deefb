// createApi(): one client instance per app (ARCHITECTURE §1 api, STYLE "From ofetch").
// DRF conventions of ARCHITECTURE §3: `Authorization: Token <t>`, 400 `{field: [messages]}`,
// 401 `{detail}`, the login token in the `token` response header (spec §3 User).
//
// Built on native fetch, not ofetch (a change to the design card, issue 5): the shell uses
// none of what ofetch adds over fetch — retries are off, bodies are JSON or FormData — and
// ofetch + ufo + destr were 3.6 KB brotli of the home page's first load. STYLE's rules from
// ofetch stay: instances not globals, typed errors with context, no automatic retry.
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
  raw<T = unknown>(url: string, options?: RawOptions): Promise<ApiResponse<T>>;
}

/** A Response whose body has already been read and parsed (JSON, text, or undefined if empty). */
export type ApiResponse<T> = Response & { _data?: T };

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

import { ApiError, type ApiErrorKind } from './api-error.ts';

export { ApiError, isApiError, isAbortError, type ApiErrorKind } from './api-error.ts';

type Method = NonNullable<RawOptions['method']>;

/** `baseURL` + path (an absolute URL is kept) + the query; null and undefined values are left out. */
export function buildUrl(baseURL: string, url: string, query?: Query): string {
  const full = new URL(/^https?:\/\//.test(url) ? url : baseURL.replace(/\/$/, '') + (url.startsWith('/') ? url : `/${url}`));
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) full.searchParams.append(key, String(v));
  }
  return full.toString();
}

/** Plain objects and arrays go as JSON; FormData, URLSearchParams and strings as they are. */
function encodeBody(body: Body | undefined, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (typeof body === 'string' || body instanceof FormData || body instanceof URLSearchParams) return body;
  if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  return JSON.stringify(body);
}

/** JSON when the server says so (and the text is JSON), else the text; empty → undefined. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The caller's signal and the timeout as one (AbortSignal.any is too new for older phones). */
function withTimeout(signal: AbortSignal | undefined, timeout: number | undefined): { signal?: AbortSignal; done: () => void } {
  if (!timeout) return signal ? { signal, done: () => {} } : { done: () => {} };
  const controller = new AbortController();
  const abort = () => controller.abort(signal?.reason);
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), timeout);
  return { signal: controller.signal, done: () => { clearTimeout(timer); signal?.removeEventListener('abort', abort); } };
}

export function createApi(options: ApiOptions): Api {
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  // STYLE: never retry a POST automatically — and not the others either, so a failure is seen
  // once and the caller decides.
  async function send<T>(method: Method, url: string, opts: RawOptions): Promise<ApiResponse<T>> {
    const fullUrl = buildUrl(options.baseURL, url, opts.query);
    const headers = new Headers(opts.headers);
    if (!headers.has('accept')) headers.set('accept', 'application/json');
    const token = options.getToken();
    if (token && !headers.has('authorization')) headers.set('authorization', `Token ${token}`);
    const body = encodeBody(opts.body, headers);
    const { signal, done } = withTimeout(opts.signal, options.timeout);
    let response: ApiResponse<T>;
    try {
      response = (await fetchImpl(fullUrl, { method, headers, ...(body !== undefined ? { body } : {}), ...(signal ? { signal } : {}) })) as ApiResponse<T>;
      response._data = (await readBody(response)) as T;
    } catch (cause) {
      // Only the caller's own signal makes an 'abort'; a timeout is a network failure.
      const kind: ApiErrorKind = opts.signal?.aborted ? 'abort' : 'network';
      throw new ApiError({ kind, method, url: fullUrl, status: 0, data: undefined, cause });
    } finally {
      done();
    }
    if (!response.ok) {
      const error = new ApiError({ kind: 'http', method, url: fullUrl, status: response.status, data: response._data });
      if (error.status === 401) options.onUnauthorized?.(error);
      throw error;
    }
    return response;
  }

  async function json<T>(method: Method, url: string, opts: GetOptions<T> & { body?: Body }): Promise<T> {
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

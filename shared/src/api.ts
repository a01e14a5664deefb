// createApi(): one client instance per app (ARCHITECTURE §1 api, STYLE "From ofetch").
// DRF conventions of ARCHITECTURE §3: `Authorization: Token <t>`, 400 `{field: [messages]}`,
// 401 `{detail}`, the login token in the `token` response header (spec §3 User).
//
// Built on ofetch as its authors intend (docs/ARCHITECTURE.md "Data"): one instance per app
// from `ofetch.create` with the base URL, the token header in `onRequest`, no automatic retry
// (STYLE: never retry a write; reads are retried by the query layer, not here), and its
// FetchError turned into our typed ApiError (method, URL, status, body). ofetch itself is
// imported on the first call (loadOfetch), not with the page: the home page's first screen
// asks nothing of the API, and ofetch with ufo and destr was 3.4 KB brotli of its first load
// (README «Бюджеты байтов», docs/ARCHITECTURE.md §6).
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
  /** A call through an endpoint descriptor (endpoint.ts): the path, body and answer typed by it. */
  request<E extends AnyEndpoint>(endpoint: E, ...[input]: RequestArgs<E>): Promise<AnswerOf<E>>;
  /** The same, answering the Response (parsed body in `_data`): for a header or a status. */
  requestRaw<E extends AnyEndpoint>(endpoint: E, ...[input]: RequestArgs<E>): Promise<ApiResponse<AnswerOf<E>>>;
}

/** What a descriptor call takes: params when the path has some, the body when it takes one. */
export type RequestInput<E> = { query?: QueryOf<E>; signal?: AbortSignal; headers?: Record<string, string> }
  & ([ParamsOf<E>] extends [never] ? { params?: undefined } : { params: ParamsOf<E> })
  & ([BodyOf<E>] extends [never] ? { body?: undefined } : { body: BodyOf<E> });
/** The input may be left out when nothing in it is required. */
export type RequestArgs<E> = Record<string, never> extends RequestInput<E> ? [input?: RequestInput<E>] : [input: RequestInput<E>];

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
  /** One time limit for every call (ms); by default READ_TIMEOUT_MS for a GET, WRITE_TIMEOUT_MS else. */
  timeout?: number;
}

/**
 * Every call has a time limit (docs/ARCHITECTURE.md §2.5 «Offline»): on a phone in a basement a
 * request can hang for minutes, and a page or a button must not wait for it. A read gives up
 * sooner (the query layer asks again); a write has longer, for a slow server to finish, and a
 * write that timed out is sent again with the same Idempotency-Key (form/idempotency.ts).
 */
export const READ_TIMEOUT_MS = 10_000;
export const WRITE_TIMEOUT_MS = 15_000;

import type { $Fetch, FetchOptions } from 'ofetch';
import { ApiError, type ApiErrorKind } from './api-error.ts';
import { pathOf, type AnswerOf, type AnyEndpoint, type BodyOf, type ParamArgs, type ParamsOf, type QueryOf } from './endpoint.ts';

export { ApiError, isApiError, isAbortError, type ApiErrorKind } from './api-error.ts';

type Method = NonNullable<RawOptions['method']>;

/** The query without null and undefined values (ofetch would send a bare `key`). */
function cleanQuery(query: Query | undefined): Record<string, string | number | boolean | readonly (string | number)[]> | undefined {
  if (!query) return undefined;
  const out: Record<string, string | number | boolean | readonly (string | number)[]> = {};
  for (const [key, value] of Object.entries(query)) if (value !== null && value !== undefined) out[key] = value;
  return out;
}

/** `baseURL` + path (an absolute URL is kept) + the query; null and undefined values are left out. */
export function buildUrl(baseURL: string, url: string, query?: Query): string {
  const full = new URL(/^https?:\/\//.test(url) ? url : baseURL.replace(/\/$/, '') + (url.startsWith('/') ? url : `/${url}`));
  for (const [key, value] of Object.entries(cleanQuery(query) ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) full.searchParams.append(key, String(v));
  }
  return full.toString();
}

/**
 * The caller's signal (if any) and the time limit as one: ofetch applies `timeout` only when no
 * signal is given, and a request may have both (AbortSignal.any is too new for older phones).
 */
function withTimeout(signal: AbortSignal | undefined, timeout: number): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const abort = () => controller.abort(signal?.reason);
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), timeout);
  return { signal: controller.signal, done: () => { clearTimeout(timer); signal?.removeEventListener('abort', abort); } };
}

let ofetchModule: Promise<typeof import('ofetch')> | undefined;

/**
 * ofetch's module, imported once per page. The shell also calls it once the page has loaded, so
 * a first request made offline (the service worker blocked, or not yet installed) does not lack
 * the client's code; a failed import is forgotten, and the next call asks again.
 */
export function loadOfetch(): Promise<typeof import('ofetch')> {
  if (!ofetchModule) {
    ofetchModule = import('ofetch');
    ofetchModule.catch(() => { ofetchModule = undefined; });
  }
  return ofetchModule;
}

interface FetchFailure {
  response?: Response & { _data?: unknown };
  request?: unknown;
}

export function createApi(options: ApiOptions): Api {
  let client: Promise<$Fetch> | undefined;
  const create = (ofetch: $Fetch): $Fetch => ofetch.create({
    baseURL: options.baseURL,
    // STYLE: never retry a POST automatically — and not the others either, so a failure is seen
    // once and the caller (the query layer for reads) decides.
    retry: false,
    headers: { accept: 'application/json' },
    onRequest({ options: o }) {
      const token = options.getToken();
      if (token && !o.headers.has('authorization')) o.headers.set('authorization', `Token ${token}`);
    },
  }, options.fetch ? { fetch: options.fetch } : {});
  const $fetch = (): Promise<$Fetch> => (client ??= loadOfetch().then(({ ofetch }) => create(ofetch), (error: unknown) => {
    client = undefined;
    throw error;
  }));

  async function send<T>(method: Method, url: string, opts: RawOptions): Promise<ApiResponse<T>> {
    const fullUrl = buildUrl(options.baseURL, url, opts.query);
    const timed = withTimeout(opts.signal, options.timeout ?? (method === 'GET' ? READ_TIMEOUT_MS : WRITE_TIMEOUT_MS));
    const init: FetchOptions<'json'> = {
      method,
      ...(opts.headers ? { headers: opts.headers } : {}),
      ...(opts.body !== undefined ? { body: opts.body as FetchOptions['body'] } : {}),
      signal: timed.signal,
    };
    try {
      // Inside the try: a client that cannot be imported (offline) is a network failure.
      const response = (await (await $fetch()).raw<T>(fullUrl, init)) as ApiResponse<T>;
      // An empty body is "no data", whatever its content type said.
      if ((response._data as unknown) === '') response._data = undefined;
      return response;
    } catch (cause) {
      const failed = (cause as FetchFailure).response;
      if (failed) {
        const data = failed._data === '' ? undefined : failed._data;
        const error = new ApiError({ kind: 'http', method, url: fullUrl, status: failed.status, data, cause });
        if (error.status === 401) options.onUnauthorized?.(error);
        throw error;
      }
      // Only the caller's own signal makes an 'abort'; a timeout is a network failure.
      const kind: ApiErrorKind = opts.signal?.aborted ? 'abort' : 'network';
      throw new ApiError({ kind, method, url: fullUrl, status: 0, data: undefined, cause });
    } finally {
      timed.done();
    }
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

  // A descriptor call: its path with the params put in; the rest of the input (query, body,
  // signal, headers) is what json/send take already.
  const at = (endpoint: AnyEndpoint, input: { params?: unknown } = {}): string => pathOf(endpoint, ...([input.params] as ParamArgs<AnyEndpoint>));

  return {
    request: (endpoint, ...[input]) => json(endpoint.method, at(endpoint, input), (input ?? {}) as GetOptions<never> & { body?: Body }),
    requestRaw: (endpoint, ...[input]) => send(endpoint.method, at(endpoint, input), (input ?? {}) as RawOptions),
    get: (url, opts = {}) => json('GET', url, opts),
    post: (url, body, opts = {}) => json('POST', url, { ...opts, ...(body !== undefined ? { body } : {}) }),
    patch: (url, body, opts = {}) => json('PATCH', url, { ...opts, ...(body !== undefined ? { body } : {}) }),
    put: (url, body, opts = {}) => json('PUT', url, { ...opts, ...(body !== undefined ? { body } : {}) }),
    delete: (url, opts = {}) => json('DELETE', url, opts),
    raw: (url, opts = {}) => send(opts.method ?? 'GET', url, opts),
  };
}

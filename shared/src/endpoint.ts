// An endpoint descriptor: one API path with its method, the body it takes, the query it reads
// and the answer it gives (docs/ARCHITECTURE.md «Endpoints»). The API registers its route
// through the descriptor (api/src/lib/route.ts: the body is checked with the contract's zod
// schema, the handler's answer is checked by the compiler against `answer`), and clients call
// through it (`api.request(endpoint, …)`) and build query keys from it (`keyOf`). So a path is
// spelled once, here, and a changed answer shape breaks the build on both sides.
//
// Type-only on purpose: a descriptor at run time is `{ method, path }`, and the types come from
// the contract with `import type`, so no zod reaches a browser (§6 «Clients do not ship zod»).
import { requestKey, type QueryValue } from './query-key.ts';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** `'/api/events/:id/join/'` → `'id'`; several params give a union. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The params a path needs: `{ id: 5 }` for `/api/events/:id/`; `never` for a path without one. */
export type PathParams<P extends string> = [ParamNames<P>] extends [never] ? never : Record<ParamNames<P>, string | number>;

/** The query a GET reads; a descriptor that reads none has `NoQuery`. */
export type QueryShape = Readonly<Record<string, QueryValue>>;
export type NoQuery = Record<string, never>;
/** DRF paging of a list (spec §7 "Generic lists"): the page and its size. */
export type PageQuery = { page?: number | string; page_size?: number | string };

/**
 * Answers that are not JSON: a file (`.ics`, a picture), a redirect, an HTML page. The API hands
 * such an endpoint's Response through as it is (`io.send`); a client reads it with `raw`.
 */
export interface RawAnswer {
  readonly raw: true;
}

export interface Endpoint<M extends Method = Method, P extends string = string, B = unknown, A = unknown, Q extends QueryShape = QueryShape> {
  readonly method: M;
  /** With DRF's trailing slash and `:name` params: `/api/events/:id/join/`. */
  readonly path: P;
  /** Types only; never set at run time. */
  readonly types?: { readonly body: B; readonly answer: A; readonly query: Q };
}

// the widest endpoint, for constraints
export type AnyEndpoint = Endpoint<Method, string, any, any, any>;
export type BodyOf<E> = E extends Endpoint<Method, string, infer B, unknown, QueryShape> ? B : never;
export type AnswerOf<E> = E extends Endpoint<Method, string, unknown, infer A, QueryShape> ? A : never;
export type QueryOf<E> = E extends Endpoint<Method, string, unknown, unknown, infer Q> ? Q : never;
export type ParamsOf<E> = E extends Endpoint<Method, infer P, unknown, unknown, QueryShape> ? PathParams<P> : never;

/**
 * A descriptor, typed by the caller: `endpoint<Answer>()('GET', '/api/x/:id/')`,
 * `endpoint<Answer, Body>()('POST', '/api/x/')`, `endpoint<Answer, never, Query>()('GET', …)`.
 * Curried so the method and path are inferred as literals while the types are given. The
 * descriptor files mark each call with the `@__PURE__` annotation: a bundler cannot see that the
 * returned function has no side effects, and without the mark a section would carry every
 * descriptor of a file it imports one from.
 */
export function endpoint<A, B = never, Q extends QueryShape = NoQuery>() {
  return <M extends Method, P extends string>(method: M, path: P): Endpoint<M, P, B, A, Q> => ({ method, path });
}

/** The path with its params put in: `pathOf(join, { id: 5 })` → `/api/events/5/join/`. */
export function pathOf<E extends AnyEndpoint>(endpoint: E, ...[params]: ParamArgs<E>): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') throw new Error(`${endpoint.path}: нет параметра ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Params are required only when the path has some. */
export type ParamArgs<E> = [ParamsOf<E>] extends [never] ? [params?: undefined] : [params: ParamsOf<E>];

/**
 * The request key of a GET (query.ts `requestKey`): the path with its params and the query in
 * the given order. Host and browser build keys with it, so a primed answer is found.
 */
export function keyOf<E extends Endpoint<'GET'>>(endpoint: E, params: ParamsOf<E> | null, query?: QueryOf<E>): string {
  return requestKey(pathOf(endpoint, ...([params ?? undefined] as ParamArgs<E>)), query ?? {});
}

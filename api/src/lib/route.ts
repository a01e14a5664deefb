// Every route is registered through its endpoint descriptor (shared/src/endpoint.ts,
// docs/ARCHITECTURE.md «Endpoints»): the path and method come from the contract, the body is
// read with the contract's zod schema, and the handler can only answer through `io`, whose
// `ok` takes exactly the descriptor's answer type — so an answer that drifts from what clients
// read is a compile error, not a blank field in a browser.
import type { Hono } from 'hono';
import type { z } from 'zod';
import type { AnswerOf, AnyEndpoint, BodyOf, RawAnswer } from '@donor/shared/endpoint';
import type { ApiEnv, Ctx } from './context.ts';
import { parseBody } from './http.ts';

declare const answered: unique symbol;
/** A Response made by `io` for this descriptor's answer type; a bare `c.json()` is not one. */
export type Answered<A> = Response & { readonly [answered]: A };

type SuccessStatus = 200 | 201 | 202;

export interface RouteIo<A, Body> {
  /** The body, checked with the contract's schema (400 with field errors otherwise). */
  body: () => Promise<Body>;
  /** The JSON answer, typed by the descriptor. */
  ok: (body: A, status?: SuccessStatus, headers?: Record<string, string>) => Answered<A>;
  /** 204 No Content, for a descriptor whose answer may be empty (`void`, or `State | void`). */
  empty: [void] extends [A] ? (headers?: Record<string, string>) => Answered<A> : never;
  /** A non-JSON answer (a file, a redirect, a page), for a descriptor whose answer is `RawAnswer`. */
  send: [A] extends [RawAnswer] ? (response: Response) => Answered<A> : never;
}

// the implementation takes every handler
type AnyHandler = RouteHandler<any, any>;
export type RouteHandler<A, Body> = (c: Ctx, io: RouteIo<A, Body>) => Promise<Answered<A>> | Answered<A>;

/** `/api/events/:id/join/` → `/api/events/:id/join`: the app is not strict about the slash (app.ts). */
export const honoPath = (path: string): string => (path.length > 1 ? path.replace(/\/$/, '') : path);

function io<A, Body>(c: Ctx, readBody: () => Promise<Body>): RouteIo<A, Body> {
  const cast = (response: Response) => response as Answered<A>;
  return {
    body: readBody,
    ok: (body, status = 200, headers) => cast(c.json(body as never, status, headers)),
    empty: ((headers?: Record<string, string>) => cast(c.body(null, 204, headers))) as RouteIo<A, Body>['empty'],
    send: ((response: Response) => cast(response)) as RouteIo<A, Body>['send'],
  };
}

const noBody = (): Promise<never> => Promise.reject(new Error('У этого адреса нет тела запроса в контракте.'));

/** A route that takes no body (a GET, a DELETE, a POST without one). */
export function route<E extends AnyEndpoint>(app: Hono<ApiEnv>, endpoint: E, handler: RouteHandler<AnswerOf<E>, never>): void;
/**
 * A route with a body: `schema` is the contract's zod schema, and what the client may send
 * (the descriptor's body type) must be something the schema accepts.
 */
export function route<E extends AnyEndpoint, S extends z.ZodType>(
  app: Hono<ApiEnv>,
  endpoint: E & (BodyOf<E> extends z.input<S> ? unknown : { error: 'the descriptor body is not what the schema accepts' }),
  schema: S,
  handler: RouteHandler<AnswerOf<E>, z.output<S>>,
): void;
export function route(app: Hono<ApiEnv>, endpoint: AnyEndpoint, ...rest: unknown[]): void {
  const [schema, handler] = (rest.length === 2 ? rest : [null, rest[0]]) as [z.ZodType | null, AnyHandler];
  app.on(endpoint.method, honoPath(endpoint.path), (c) => handler(c, io(c, schema ? () => parseBody(c, schema) : noBody)));
}

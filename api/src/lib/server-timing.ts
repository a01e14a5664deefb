// Server-Timing on the API's answers, only when SERVER_TIMING=1 (off by default, production
// included): `total;dur=1.2` — the milliseconds from the request entering the API's middleware to
// its answer being ready. The load bench turns it on for its hosts, to tell the server's part of a
// latency from its own and the machine's (bench/README.md «Достижения и бонусы»). Off unless asked
// for, because exact server times help a timing attack and no visitor needs them.
import { timing } from 'hono/timing';
import type { MiddlewareHandler } from 'hono';

/** SERVER_TIMING (env): `1` turns the header on. */
export function serverTimingFromEnv(value = process.env.SERVER_TIMING): boolean {
  return value === '1';
}

/** hono's own Server-Timing middleware with only its total, without a description. */
export const serverTiming = (): MiddlewareHandler => timing({ total: true, totalDescription: '', autoEnd: true });

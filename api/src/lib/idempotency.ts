// Writes that retry safely (docs/booking.md «Повтор запроса»): a phone in a basement sends a
// booking, loses the answer and sends it again. With the `Idempotency-Key` header the second
// request does not book twice: it gets the first one's answer, marked `Idempotent-Replay: true`.
// Applied to the writes a donor retries — a booking, a help-me sign-up, adding a donation, a
// payment start — with `idempotent(app, endpoint)` just before the route (Hono runs handlers in
// registration order), so route.ts's typed `io` stays as it is.
//
// The store is the database (0027_idempotency.sql), so every API process sees the same keys:
// - a request claims (scope, route, key) by inserting the row; UNIQUE lets exactly one claim win;
// - the winner runs the route and keeps its answer — unless the answer means «not now» (5xx, 401,
//   403, 408, 409, 425, 429): then the row goes and the same key may try again;
// - a request that finds the answer gets it replayed; one that finds the first still running waits
//   up to WAIT_MS for it, then answers 409 «Запрос уже выполняется» with Retry-After: 1;
// - the same key with another body is 422 — never the first body's answer;
// - a running row older than LEASE_MS belongs to a process that died mid-request: it is taken over;
// - rows live 24 h (KEY_TTL_MS); requests delete expired ones as they go, once a minute at most.
// Without the header a request goes through untouched.
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Hono, MiddlewareHandler } from 'hono';
import type { AnyEndpoint } from '@donor/shared/endpoint';
import type { Db } from '../db.ts';
import { idempotencyKeys } from '../schema.ts';
import type { ApiEnv, Ctx } from './context.ts';
import { clientIp } from './client-ip.ts';
import { sha256 } from './crypto.ts';
import { honoPath } from './route.ts';
import { currentUser } from './tokens.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAY_HEADER = 'Idempotent-Replay';
export const KEY_TTL_MS = 24 * 60 * 60_000;
/** Longer than any of the guarded writes takes, a provider's checkout included. */
export const LEASE_MS = 60_000;
/** How long a repeat waits for the first request's answer before 409. */
export const WAIT_MS = 2_000;
const SWEEP_EVERY_MS = 60_000;
const SWEEP_BATCH = 500;

export const IDEMPOTENCY_MSG = {
  badKey: 'Ключ повтора запроса — от 1 до 255 видимых символов ASCII (например, UUID).',
  otherBody: 'Этот ключ повтора уже использован для другого запроса. Изменённые данные отправьте с новым ключом.',
  running: 'Запрос уже выполняется. Повторите его через секунду.',
} as const;

/** RFC draft-ietf-httpapi-idempotency-key-header: any opaque string; ours — visible ASCII, up to 255. */
const KEY = /^[\x21-\x7E]{1,255}$/;
/** Answers that say «not now» rather than what became of the request: never kept. */
const NOT_NOW = new Set([401, 403, 408, 409, 425, 429]);
const keeps = (status: number) => status < 500 && !NOT_NOW.has(status);
/** The headers that describe the answer itself; CORS and the rest are made afresh for a replay. */
const REPLAYED_HEADERS = ['content-type', 'cache-control', 'location', 'preference-applied'];

/** Makes `endpoint` honour `Idempotency-Key`; call it just before the endpoint's `route(…)`. */
export function idempotent(app: Hono<ApiEnv>, endpoint: AnyEndpoint): void {
  app.on(endpoint.method, honoPath(endpoint.path), idempotency());
}

export function idempotency(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined) return next();
    if (!KEY.test(key)) return c.json({ [IDEMPOTENCY_HEADER]: [IDEMPOTENCY_MSG.badKey] }, 400);
    const deps = c.get('deps');
    const at = { scope: await scopeOf(c), route: `${c.req.method} ${honoPath(c.req.path)}`, key, bodyHash: bodyHash(await c.req.text()) };
    const found = await claim(deps.db, deps.now(), at);
    if (found.kind === 'otherBody') return c.json({ detail: IDEMPOTENCY_MSG.otherBody }, 422);
    if (found.kind === 'running') return c.json({ detail: IDEMPOTENCY_MSG.running }, 409, { 'Retry-After': '1' });
    if (found.kind === 'answer') {
      const { status, answer, headers } = found.row;
      return new Response(answer, { status: status!, headers: { ...headers, [REPLAY_HEADER]: 'true' } });
    }
    let kept = false;
    try {
      await next();
      if (keeps(c.res.status)) {
        const text = await c.res.clone().text();
        const headers: Record<string, string> = {};
        for (const name of REPLAYED_HEADERS) {
          const value = c.res.headers.get(name);
          if (value !== null) headers[name] = value;
        }
        await deps.db.update(idempotencyKeys).set({ status: c.res.status, answer: text === '' ? null : text, headers }).where(eq(idempotencyKeys.id, found.id));
        kept = true;
      }
    } finally {
      // Released, so the same key may try again (a failure, or an answer that means «not now»).
      if (!kept) await deps.db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, found.id));
    }
  };
}

/** A donor's keys are theirs; an anonymous payment start's belong to its client address. */
async function scopeOf(c: Ctx): Promise<string> {
  const authed = await currentUser(c, c.get('deps'));
  return authed ? `user:${authed.user.id}` : `ip:${clientIp(c)}`;
}

/** JSON with its keys sorted (the same data serialised another way is the same request); other bodies as they are. */
export function bodyHash(text: string): string {
  let canonical = text;
  try {
    canonical = JSON.stringify(sorted(JSON.parse(text)));
  } catch {
    // not JSON, or nested too deep to walk: the bytes themselves
  }
  return sha256(canonical);
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.keys(value).sort().map((k) => [k, sorted((value as Record<string, unknown>)[k])]));
}

type Row = typeof idempotencyKeys.$inferSelect;
type Claim = { kind: 'claimed'; id: number } | { kind: 'answer'; row: Row } | { kind: 'otherBody' } | { kind: 'running' };
interface KeyAt { scope: string; route: string; key: string; bodyHash: string }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function claim(db: Db, now: Date, at: KeyAt): Promise<Claim> {
  const deadline = performance.now() + WAIT_MS;
  for (let pause = 25; ; pause = Math.min(pause * 2, 200)) {
    const [mine] = await db.insert(idempotencyKeys).values({ ...at, createdAt: now, startedAt: now }).onConflictDoNothing().returning({ id: idempotencyKeys.id });
    if (mine) {
      await sweep(db, now);
      return { kind: 'claimed', id: mine.id };
    }
    const [row] = await db.select().from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, at.scope), eq(idempotencyKeys.route, at.route), eq(idempotencyKeys.key, at.key)));
    if (row && row.createdAt.getTime() <= now.getTime() - KEY_TTL_MS) {
      await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.id, row.id), eq(idempotencyKeys.createdAt, row.createdAt)));
      continue; // expired: the key is free again
    }
    if (row) {
      if (row.bodyHash !== at.bodyHash) return { kind: 'otherBody' };
      if (row.status !== null) return { kind: 'answer', row };
      if (row.startedAt.getTime() <= now.getTime() - LEASE_MS) {
        // Compare-and-set: of several requests finding the same abandoned row, one takes it over.
        const [taken] = await db.update(idempotencyKeys).set({ startedAt: now })
          .where(and(eq(idempotencyKeys.id, row.id), eq(idempotencyKeys.startedAt, row.startedAt), isNull(idempotencyKeys.status)))
          .returning({ id: idempotencyKeys.id });
        if (taken) return { kind: 'claimed', id: taken.id };
        continue;
      }
    }
    // Running (or released a moment ago): wait for the answer, then give up with 409.
    if (performance.now() + pause > deadline) return { kind: 'running' };
    await sleep(pause);
  }
}

const lastSweep = new WeakMap<Db, number>();

/** Deletes expired rows, a batch at a time, at most once a minute per process and database. */
async function sweep(db: Db, now: Date): Promise<void> {
  const t = now.getTime();
  const last = lastSweep.get(db);
  if (last !== undefined && Math.abs(t - last) < SWEEP_EVERY_MS) return;
  lastSweep.set(db, t);
  const expired = db.select({ id: idempotencyKeys.id }).from(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(t - KEY_TTL_MS))).limit(SWEEP_BATCH);
  await db.delete(idempotencyKeys).where(inArray(idempotencyKeys.id, expired));
}

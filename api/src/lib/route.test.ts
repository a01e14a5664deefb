import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, type RawAnswer } from '@donor/shared/endpoint';
import type { ApiEnv } from './context.ts';
import { ApiError } from './errors.ts';
import { route } from './route.ts';

const Body = z.object({ title: z.string().min(1) });
const create = endpoint<{ id: number; title: string }, z.input<typeof Body>>()('POST', '/api/things/');
const remove = endpoint<void>()('DELETE', '/api/things/:id/');
const file = endpoint<RawAnswer>()('GET', '/api/things/:id/file/');

function app() {
  const a = new Hono<ApiEnv>({ strict: false });
  route(a, create, Body, async (_c, io) => io.ok({ id: 1, title: (await io.body()).title }, 201));
  route(a, remove, async (c, io) => {
    if (c.req.param('id') !== '1') throw new ApiError(404, { detail: 'Не найдено.' });
    return io.empty();
  });
  route(a, file, (_c, io) => io.send(new Response('BEGIN:VCALENDAR', { headers: { 'content-type': 'text/calendar' } })));
  a.onError((err, c) => (err instanceof ApiError ? c.json(err.body, err.status) : c.json({ detail: String(err) }, 500)));
  return a;
}

describe('route through a descriptor', () => {
  it('registers the method and the path with or without the slash', async () => {
    const res = await app().request('/api/things', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"title":"a"}' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ id: 1, title: 'a' });
    expect((await app().request('/api/things/1/', { method: 'DELETE' })).status).toBe(204);
    expect((await app().request('/api/things/', { method: 'GET' })).status).toBe(404);
  });

  it('checks the body with the contract schema: 400 with field errors', async () => {
    const res = await app().request('/api/things/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"title":""}' });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()) as object)).toEqual(['title']);
  });

  it('hands a raw answer through', async () => {
    const res = await app().request('/api/things/1/file/');
    expect(res.headers.get('content-type')).toBe('text/calendar');
    expect(await res.text()).toBe('BEGIN:VCALENDAR');
  });

});

// The answer's type is the compiler's to check, not the test runner's: `npm test` typechecks this
// file, and each line below must fail to compile (an unused @ts-expect-error is an error itself).
export function answersTheCompilerRefuses(a: Hono<ApiEnv>): void {
  // @ts-expect-error — `title` must be a string: the descriptor's answer type is enforced
  route(a, create, Body, async (_c, io) => io.ok({ id: 1, title: 2 }));
  // @ts-expect-error — a bare c.json() is not an answer of the descriptor
  route(a, remove, async (c) => c.json({}));
  // @ts-expect-error — a JSON endpoint cannot send a raw Response
  route(a, create, Body, (_c, io) => io.send(new Response('')));
}

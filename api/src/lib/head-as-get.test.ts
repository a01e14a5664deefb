// HEAD over a real @hono/node-server socket: the same status and headers as GET, including
// headers an after-middleware adds to an answer built with a body (the host's security headers).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { headAsGet } from './head-as-get.ts';

let server: ServerType;
let origin: string;

beforeAll(async () => {
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('x-frame-options', 'SAMEORIGIN');
  });
  app.get('/page', (c) => new Response(new TextEncoder().encode('<p>страница</p>'), { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } }));
  app.post('/page', (c) => c.text('posted'));
  await new Promise<void>((resolve) => {
    server = serve({ fetch: headAsGet(app.fetch), port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('headAsGet on the real node server', () => {
  it('answers HEAD with the GET answer\'s status and every header, and no body', async () => {
    const get = await fetch(`${origin}/page`);
    const head = await fetch(`${origin}/page`, { method: 'HEAD' });
    expect(get.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(head.status).toBe(404);
    expect(head.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(await head.text()).toBe('');
  });

  it('leaves other methods alone', async () => {
    const res = await fetch(`${origin}/page`, { method: 'POST' });
    expect(await res.text()).toBe('posted');
  });
});

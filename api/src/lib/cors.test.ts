// The API's CORS (lib/cors.ts): the headers land on the handler's own answer, a preflight is
// Hono's, and an answer with immutable headers is copied rather than failed.
import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { apiCors } from './cors.ts';

const app = new Hono();
app.use('/api/*', apiCors({
  origin: (origin, c) => (c.req.method === 'GET' ? '*' : origin === 'https://ours.example' ? origin : null),
  allowMethods: ['GET', 'POST'],
  allowHeaders: ['Authorization', 'Content-Type'],
  exposeHeaders: ['token', 'Retry-After'],
  maxAge: 600,
}));
app.get('/api/thing', (c) => c.json({ ok: true }, 200, { 'x-own': '1' }));
app.post('/api/thing', (c) => c.json({ made: true }, 201));
app.get('/api/away', () => Response.redirect('https://ours.example/elsewhere', 302));

describe('apiCors', () => {
  it('adds the origin, the exposed headers and Vary to a GET answer, keeping the handler’s own', async () => {
    const res = await app.request('/api/thing', { headers: { origin: 'https://partner.example' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toBe('token,Retry-After');
    expect(res.headers.get('vary')).toBe('Origin');
    expect(res.headers.get('x-own')).toBe('1');
  });

  it('allows a write only from an allowed origin', async () => {
    const ours = await app.request('/api/thing', { method: 'POST', headers: { origin: 'https://ours.example' } });
    expect(ours.status).toBe(201);
    expect(ours.headers.get('access-control-allow-origin')).toBe('https://ours.example');
    const theirs = await app.request('/api/thing', { method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a preflight with the methods, headers and max age', async () => {
    const res = await app.request('/api/thing', { method: 'OPTIONS', headers: { origin: 'https://ours.example', 'access-control-request-method': 'POST' } });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://ours.example');
    expect(res.headers.get('access-control-allow-methods')).toBe('GET,POST');
    expect(res.headers.get('access-control-allow-headers')).toBe('Authorization,Content-Type');
    expect(res.headers.get('access-control-max-age')).toBe('600');
  });

  it('copies an answer whose headers cannot change', async () => {
    const res = await app.request('/api/away');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://ours.example/elsewhere');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
});

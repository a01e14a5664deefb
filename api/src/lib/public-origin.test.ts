import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import type { ApiEnv } from './context.ts';
import { isLoopbackHost, publicOrigin } from './public-origin.ts';

const app = (configured: string | null) => {
  const a = new Hono<ApiEnv>();
  a.use('*', async (c, next) => {
    c.set('deps', { publicOrigin: configured } as ApiEnv['Variables']['deps']);
    await next();
  });
  a.get('/*', (c) => c.text(publicOrigin(c)));
  return a;
};
const originFor = async (configured: string | null, url: string, env?: unknown) =>
  (await app(configured).request(url, {}, env as never)).text();

describe('publicOrigin', () => {
  it('is PUBLIC_ORIGIN whatever Host the request names', async () => {
    expect(await originFor('https://donor-ryadom.ru', 'http://evil.example/api/cities/')).toBe('https://donor-ryadom.ru');
    expect(await originFor('https://donor-ryadom.ru', 'http://localhost/api/cities/')).toBe('https://donor-ryadom.ru');
  });

  it('without it, the request origin only for a loopback host', async () => {
    expect(await originFor(null, 'http://localhost:8080/x')).toBe('http://localhost:8080');
    expect(await originFor(null, 'http://127.0.0.1:8181/x')).toBe('http://127.0.0.1:8181');
    expect(await originFor(null, 'http://[::1]:8080/x')).toBe('http://[::1]:8080');
    expect(await originFor(null, 'http://donor.localhost/x')).toBe('http://donor.localhost');
  });

  it('any other Host gets a loopback origin on the port the request arrived on', async () => {
    expect(await originFor(null, 'http://evil.example/x')).toBe('http://127.0.0.1');
    expect(await originFor(null, 'http://evil.example:9999/x', { incoming: { socket: { localPort: 8080 } } })).toBe('http://127.0.0.1:8080');
    expect(await originFor(null, 'http://localhost.evil.example/x')).toBe('http://127.0.0.1');
    expect(await originFor(null, 'http://192.168.1.5:8080/x')).toBe('http://127.0.0.1');
  });

  it('knows the loopback names', () => {
    for (const h of ['localhost', 'LOCALHOST', 'a.b.localhost', '127.0.0.1', '127.1.2.3', '[::1]', 'localhost.']) expect(isLoopbackHost(h)).toBe(true);
    for (const h of ['localhost.evil.example', 'evil-localhost', '128.0.0.1', '[::2]', '0.0.0.0', 'example.com']) expect(isLoopbackHost(h)).toBe(false);
  });
});

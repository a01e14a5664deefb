// Server-Timing (lib/server-timing.ts): on only when asked for; then every answer carries exactly
// one total, the read cache's answers too (a kept answer must not collect one header per hit).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../app.ts';
import { makeTestApi, type TestApi } from '../test-support.ts';
import { serverTimingFromEnv } from './server-timing.ts';

let t: TestApi;
beforeAll(async () => {
  t = await makeTestApi();
});
afterAll(async () => {
  await t?.handle.close();
});

const TOTAL = /^total;dur=\d+\.\d$/;

describe('Server-Timing', () => {
  it('is off unless SERVER_TIMING=1', async () => {
    expect(serverTimingFromEnv(undefined)).toBe(false);
    expect(serverTimingFromEnv('0')).toBe(false);
    expect(serverTimingFromEnv('true')).toBe(false);
    expect(serverTimingFromEnv('1')).toBe(true);
    const res = await t.call('GET', '/api/cities/1/');
    expect(res.status).toBe(200);
    expect(res.headers.get('server-timing')).toBeNull();
  });

  it('when on, gives every answer one total: a read, a cached read, a 404 and a 400', async () => {
    // development: the read cache is on (app.ts), so the second read is the kept answer.
    const app = createApiApp({ db: t.handle.db, env: 'development', serverTiming: true });
    const headers = { 'x-forwarded-for': '10.9.9.9' };
    for (const path of ['/api/cities/1/', '/api/cities/1/', '/api/cities/1/', '/api/cities/999999/', '/api/users_top/?page_size=abc']) {
      const res = await app.request(path, { headers });
      expect(res.headers.get('server-timing'), path).toMatch(TOTAL);
    }
  });
});

// F6 (audit 2026-11): session tokens never expired and the token cookie lived 365 days. Now a
// token ends 30 days after its last use and 90 days after issue, whatever the use; the cookie
// lives 90 days (docs/SECURITY.md "Сессии").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE_DAYS } from '@donor/shared/cookies';
import { TOKEN_ABSOLUTE_MS, TOKEN_IDLE_MS } from '../lib/tokens.ts';
import { makeTestApi, type TestApi } from '../test-support.ts';

let t: TestApi;
beforeAll(async () => {
  t = await makeTestApi();
});
afterAll(async () => {
  await t?.handle.close();
});

const DAY = 86_400_000;
// A write asks the database, not the few-second session cache (lib/auth-cache.ts).
const touch = (token: string) => t.call('PATCH', '/api/auth/me/', { token, body: {} });

describe('F6: session tokens never expire', () => {
  it('the lifetimes are 30 days idle and 90 days absolute, and the cookie follows the absolute one', () => {
    expect(TOKEN_IDLE_MS).toBe(30 * DAY);
    expect(TOKEN_ABSOLUTE_MS).toBe(90 * DAY);
    expect(COOKIE_DAYS.default).toBe(90);
  });

  it('a token unused for more than 30 days gets 401', async () => {
    const token = await t.login('demo@example.com', 'demo-donor-2026');
    t.clock.advance(29 * DAY);
    expect((await touch(token)).status).toBe(200);
    t.clock.advance(30 * DAY + 60_000);
    const res = await touch(token);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: 'Недопустимый токен.' });
    expect((await t.call('GET', '/api/auth/me/', { token })).status).toBe(401);
  });

  it('a token in daily use still ends 90 days after login; logging in again gives a fresh one', async () => {
    const token = await t.login('manager@example.com', 'demo-manager-2026');
    for (let day = 0; day < 89; day += 20) {
      expect((await touch(token)).status).toBe(200);
      t.clock.advance(20 * DAY);
    }
    // Day 100, last use on day 80.
    expect((await touch(token)).status).toBe(401);
    const fresh = await t.login('manager@example.com', 'demo-manager-2026');
    expect((await touch(fresh)).status).toBe(200);
  });
});

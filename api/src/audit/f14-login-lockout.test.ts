// F14 (audit 2026-11): ten failed logins with a victim's e-mail made even the right password
// answer 429 for 15 minutes, again and again. Now failures slow the address that made them
// (exponential back-off) and, past many failures, the account's cadence; a stranger can slow a
// donor down but never lock them out (docs/SECURITY.md "Вход").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_BACKOFF, loginDelayMs } from '../lib/rate-limit.ts';
import { freshIp, makeTestApi, type TestApi } from '../test-support.ts';

let t: TestApi;
beforeAll(async () => {
  t = await makeTestApi();
});
afterAll(async () => {
  await t?.handle.close();
});

const login = (username: string, password: string, ip = freshIp()) => t.call('POST', '/api/auth/login/', { body: { username, password }, ip });

describe('F14: anyone can lock an account', () => {
  it('ten failures from one address: the owner elsewhere logs in at once', async () => {
    const attacker = freshIp();
    for (let i = 0; i < 10; i++) await login('demo@example.com', `wrong-${i}`, attacker);
    expect((await login('demo@example.com', 'demo-donor-2026')).status).toBe(200);
  });

  it('the attacking address waits 2^n seconds, never more than the cap', async () => {
    const home = freshIp();
    expect((await login('manager@example.com', 'demo-manager-2026', home)).status).toBe(200);
    const attacker = freshIp();
    const waits: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await login('manager@example.com', `wrong-${i}`, attacker);
      if (res.status === 429) {
        const wait = Number(res.headers.get('retry-after'));
        waits.push(wait);
        t.clock.advance(wait * 1000);
      }
    }
    expect(waits[0]).toBe(loginDelayMs(LOGIN_BACKOFF.freeFailures) / 1000);
    expect(waits.every((w, i) => i === 0 || w >= waits[i - 1]!)).toBe(true);
    expect(Math.max(...waits)).toBe(LOGIN_BACKOFF.maxDelayMs / 1000);
    // The owner, from their own address, is not slowed by any of it.
    expect((await login('manager@example.com', 'demo-manager-2026', home)).status).toBe(200);
  });

  it('failures from many addresses slow the account to a cadence; the owner still gets in', async () => {
    const home = freshIp();
    expect((await login('new@example.com', 'new-donor-2026', home)).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await login('new@example.com', `wrong-${i}`)).status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(LOGIN_BACKOFF.accountFreeFailures);
    // The address the owner logged in from before skips the cadence…
    expect((await login('new@example.com', 'new-donor-2026', home)).status).toBe(200);
    // …and from a new address the owner waits at most one cadence step, then gets in.
    const away = freshIp();
    const first = await login('new@example.com', 'new-donor-2026', away);
    expect(first.status).toBe(429);
    const wait = Number(first.headers.get('retry-after'));
    expect(wait).toBeLessThanOrEqual(LOGIN_BACKOFF.accountCadenceMs / 1000);
    expect(((await first.json()) as { detail: string }).detail).toMatch(/^Слишком много неудачных попыток входа/);
    t.clock.advance(wait * 1000);
    expect((await login('new@example.com', 'new-donor-2026', away)).status).toBe(200);
  });
});

// F1 (audit 2026-11): recovery codes could be guessed against every live code at once
// (check_sms_code without a username looked codes up by value, and counted no try on them).
// Now a code is checked only with its account, every wrong guess spends one of the code's 5
// tries, and wrong recovery guesses have a budget per address and per target account — never a
// site-wide one that one client could spend for everyone (docs/SECURITY.md "Коды").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../lib/rate-limit.ts';
import { freshIp, makeTestApi, type TestApi } from '../test-support.ts';

let t: TestApi;
beforeAll(async () => {
  t = await makeTestApi();
});
afterAll(async () => {
  await t?.handle.close();
});

const check = (body: Record<string, string>, ip = freshIp()) => t.call('POST', '/api/auth/check_sms_code/', { body, ip });
const other = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

describe('F1: recovery code brute force', () => {
  it('200 guesses by value from 200 addresses: no lookup by value, the real code alone takes nothing', async () => {
    expect((await t.call('POST', '/api/auth/recover/', { body: { username: 'new@example.com' }, ip: '10.1.1.1' })).status).toBe(200);
    const code = await t.lastCode('new@example.com');
    for (let i = 0; i < 200; i++) {
      const res = await check({ code: other(code, i) }, `10.2.${i >> 8}.${i & 255}`);
      expect(res.status).toBe(400);
    }
    const byValue = await check({ code });
    expect(byValue.status).toBe(400);
    expect(await byValue.json()).toEqual({ username: ['Поле не может быть пустым'] });
    // With its account the code still works: the guesses above touched nothing.
    expect((await check({ code, username: 'new@example.com' })).status).toBe(200);
  });

  it('five wrong guesses from five addresses kill the code; the real one is refused after them', async () => {
    await t.call('POST', '/api/auth/recover/', { body: { username: 'demo@example.com' } });
    const code = await t.lastCode('demo@example.com');
    for (let i = 0; i < 5; i++) {
      const res = await check({ code: other(code, i), username: 'demo@example.com' });
      expect(await res.json()).toEqual({ code: ['Неверный код или срок его действия истёк. Проверьте код или запросите новый'] });
    }
    const real = await check({ code, username: 'demo@example.com' });
    expect(real.status).toBe(400);
    expect(await real.json()).not.toHaveProperty('token');
  });

  it('a code is single use and lives 10 minutes', async () => {
    await t.call('POST', '/api/auth/recover/', { body: { username: 'manager@example.com' } });
    const code = await t.lastCode('manager@example.com');
    expect((await check({ code, username: 'manager@example.com' })).status).toBe(200);
    expect((await check({ code, username: 'manager@example.com' })).status).toBe(400);
    t.clock.advance(60_000);
    await t.call('POST', '/api/auth/recover/', { body: { username: 'manager@example.com' } });
    const late = await t.lastCode('manager@example.com');
    t.clock.advance(10 * 60_000 + 1);
    expect((await check({ code: late, username: 'manager@example.com' })).status).toBe(400);
  });

  it('one address spends only its own limit: another client still recovers (no site-wide budget)', async () => {
    t.clock.advance(LIMITS.recoverCodeFailPerAccount.windowMs);
    // A per-source limit well below every shared budget: one client can never spend one alone.
    expect(LIMITS.recoverCodeFailPerIp.max * 3).toBeLessThanOrEqual(LIMITS.recoverCodeFailPerAccount.max);
    const attacker = '10.9.9.9';
    const accounts = ['new@example.com', 'demo@example.com', 'manager@example.com', 'ghost@example.com'];
    // The audit's attack: 120 wrong codes in an hour from one address, one every 30 s.
    const statuses: number[] = [];
    for (let i = 0; i < 120; i++) {
      statuses.push((await check({ code: String(100000 + i), username: accounts[i % accounts.length]! }, attacker)).status);
      t.clock.advance(29_000);
    }
    expect(statuses.filter((s) => s === 400)).toHaveLength(LIMITS.recoverCodeFailPerIp.max);
    expect(statuses.slice(-30).every((s) => s === 429)).toBe(true);
    const limited = await check({ code: '123456', username: 'new@example.com' }, attacker);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Someone else, from another address, recovers a password at once — even of an account the attacker tried.
    for (const username of ['manager@example.com', 'new@example.com']) {
      await t.call('POST', '/api/auth/recover/', { body: { username }, ip: '10.8.8.8' });
      expect((await check({ code: await t.lastCode(username), username }, '10.8.8.9')).status).toBe(200);
    }
  });

  it('guesses from many addresses at one account stop at its budget; other accounts are untouched', async () => {
    t.clock.advance(LIMITS.recoverCodeFailPerAccount.windowMs);
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.recoverCodeFailPerAccount.max; i++) {
      statuses.push((await check({ code: String(200000 + i), username: 'demo@example.com' }, `10.7.${i >> 8}.${i & 255}`)).status);
    }
    expect(statuses.slice(0, LIMITS.recoverCodeFailPerAccount.max).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    await t.call('POST', '/api/auth/recover/', { body: { username: 'manager@example.com' }, ip: '10.6.6.6' });
    expect((await check({ code: await t.lastCode('manager@example.com'), username: 'manager@example.com' })).status).toBe(200);
    t.clock.advance(LIMITS.recoverCodeFailPerAccount.windowMs);
    expect((await check({ code: '123456', username: 'demo@example.com' })).status).toBe(400);
  });
});

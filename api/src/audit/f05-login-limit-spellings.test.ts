// F5 (audit 2026-11): the per-account login limit was keyed on the text typed, and a phone
// account has endless spellings ("+7 999 000-00-01", "8 (999) 000 0001", …), so guessing one
// account never hit it. Now the limit is keyed on the resolved account (docs/SECURITY.md "Вход").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_BACKOFF } from '../lib/rate-limit.ts';
import { freshIp, makeTestApi, type TestApi } from '../test-support.ts';

let t: TestApi;
beforeAll(async () => {
  t = await makeTestApi();
});
afterAll(async () => {
  await t?.handle.close();
});

const SPELLINGS = ['+7 999 000-00-01', '+7 (999) 000 0001', '89990000001', '8 999 000 00 01', '+79990000001', '+7-999-000-00-01'];
const login = (username: string, password: string, ip = freshIp()) => t.call('POST', '/api/auth/login/', { body: { username, password }, ip });

describe('F5: login limit keyed on the raw username', () => {
  it('wrong passwords under many spellings, each from a new address, all count against the one account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 24; i++) statuses.push((await login(SPELLINGS[i % SPELLINGS.length]!, `wrongX-${i}`)).status);
    expect(statuses.slice(0, LOGIN_BACKOFF.accountFreeFailures).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(LOGIN_BACKOFF.accountFreeFailures).every((s) => s === 429)).toBe(true);
    // The same account by e-mail is the same account.
    const byEmail = await login('demo@example.com', 'wrongY');
    expect(byEmail.status).toBe(429);
    expect(Number(byEmail.headers.get('retry-after'))).toBeLessThanOrEqual(LOGIN_BACKOFF.accountCadenceMs / 1000);
  });

  it('an unknown login is keyed on its normalised form too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await login(['+7 900 111-22-33', '89001112233'][i % 2]!, 'whatever-pass')).status);
    expect(statuses.slice(LOGIN_BACKOFF.accountFreeFailures)).toEqual([429, 429]);
    const mixedCase = [];
    for (let i = 0; i < 11; i++) mixedCase.push((await login(i % 2 ? 'Nobody@Example.COM' : 'nobody@example.com', 'whatever-pass')).status);
    expect(mixedCase.at(-1)).toBe(429);
  });

  it('the right password gets in once the cadence allows', async () => {
    const wait = Number((await login('+7 (999) 000 0001', 'demo-donor-2026')).headers.get('retry-after'));
    t.clock.advance(wait * 1000);
    expect((await login('+7 (999) 000 0001', 'demo-donor-2026')).status).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import { LOGIN_BACKOFF, LOGIN_THROTTLED_MSG, loginDelayMs } from './rate-limit.ts';

describe('login back-off', () => {
  it('is free for the first failures, then doubles from 2 s up to the 15-minute cap', () => {
    const delays = Array.from({ length: 16 }, (_, n) => loginDelayMs(n) / 1000);
    expect(delays.slice(0, LOGIN_BACKOFF.freeFailures)).toEqual([0, 0, 0]);
    expect(delays.slice(3, 13)).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 512, 900]);
    expect(delays.slice(12).every((d) => d === 900)).toBe(true);
  });
  it('keeps the account cadence under 100 guesses an hour', () => {
    expect(3_600_000 / LOGIN_BACKOFF.accountCadenceMs).toBeLessThanOrEqual(100);
  });
  it('says how long to wait, in real seconds and minutes with Russian plurals', () => {
    expect(LOGIN_THROTTLED_MSG(8)).toBe('Слишком много неудачных попыток входа. Повторите через 8 секунд или восстановите пароль');
    expect(LOGIN_THROTTLED_MSG(32)).toBe('Слишком много неудачных попыток входа. Повторите через 32 секунды или восстановите пароль');
    expect(LOGIN_THROTTLED_MSG(512)).toBe('Слишком много неудачных попыток входа. Повторите через 8 минут 32 секунды или восстановите пароль');
    expect(LOGIN_THROTTLED_MSG(900)).toBe('Слишком много неудачных попыток входа. Повторите через 15 минут или восстановите пароль');
  });
});

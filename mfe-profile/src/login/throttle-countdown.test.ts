import { describe, expect, it } from 'vitest';
import { loginThrottledMsg } from '@donor/shared/login-wait';
import { TRY_AGAIN, countdownText } from './throttle-countdown.ts';

describe('throttled login countdown', () => {
  it('counts the real seconds down, then says the donor may try again', () => {
    const msg = loginThrottledMsg(32);
    expect(countdownText(msg, 32, 0)).toBe(msg);
    expect(countdownText(msg, 32, 1_000)).toContain('через 31 секунду');
    expect(countdownText(msg, 32, 29_500)).toContain('через 3 секунды');
    expect(countdownText(msg, 32, 32_000)).toBe(TRY_AGAIN);
  });
});

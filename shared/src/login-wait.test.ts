import { describe, expect, it } from 'vitest';
import { loginThrottledMsg, throttledSeconds, waitPhrase } from './login-wait.ts';

describe('login wait, in real seconds with Russian plurals', () => {
  it('names seconds and minutes in the right plural form', () => {
    expect([1, 2, 4, 5, 11, 21, 22, 32, 59].map(waitPhrase)).toEqual([
      '1 секунду', '2 секунды', '4 секунды', '5 секунд', '11 секунд', '21 секунду', '22 секунды', '32 секунды', '59 секунд',
    ]);
    expect(waitPhrase(60)).toBe('1 минуту');
    expect(waitPhrase(64)).toBe('1 минуту 4 секунды');
    expect(waitPhrase(512)).toBe('8 минут 32 секунды');
    expect(waitPhrase(900)).toBe('15 минут');
    expect(waitPhrase(0.2)).toBe('1 секунду');
  });

  it('the message reads back as the seconds it names (the page counts them down)', () => {
    expect(loginThrottledMsg(32)).toBe('Слишком много неудачных попыток входа. Повторите через 32 секунды или восстановите пароль');
    for (const s of [1, 2, 32, 60, 64, 512, 900]) expect(throttledSeconds(loginThrottledMsg(s))).toBe(s);
    expect(throttledSeconds('Неверный логин или пароль')).toBeNull();
    expect(throttledSeconds(null)).toBeNull();
  });
});

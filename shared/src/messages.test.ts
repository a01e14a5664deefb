import { describe, expect, it } from 'vitest';
import * as MSG from './messages.ts';

describe('messages', () => {
  it('carries the spec §5 wordings verbatim', () => {
    expect(MSG.required).toBe('Поле не может быть пустым');
    expect(MSG.type).toBe('Проверьте правильность типа введенного поля');
  });

  it('fills in the parametrised ones', () => {
    expect(MSG.tooLong(256)).toBe('Не более 256 символов');
    expect(MSG.amountMin(50)).toBe('Минимальная сумма пожертвования — 50 ₽');
    expect(MSG.amountMax(1_000_000)).toBe('Максимальная сумма пожертвования — 1000000 ₽');
  });

  it('holds each wording once', () => {
    const texts = Object.values(MSG).map((m) => (typeof m === 'function' ? (m as (n: number) => string)(1) : m));
    expect(new Set(texts).size).toBe(texts.length);
  });
});

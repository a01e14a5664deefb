// The zod-free form rules against the contract's zod fields: same verdict, same first message.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { emailField, phoneField, reqText } from './contract/common.ts';
import { check, email, isPhoneLogin, maxLength, normalizePhone, phone, plainText, present, required, type Rule } from './form-rules.ts';
import * as MSG from './messages.ts';

/** The first message a zod field gives for a value, or null when it passes. */
function zodMessage(schema: z.ZodType, value: string): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

function agree(schema: z.ZodType, rules: Rule[], values: string[]) {
  for (const value of values) expect([value, check(value, ...rules)]).toEqual([value, zodMessage(schema, value)]);
}

describe('form rules', () => {
  it('check gives the first failing message', () => {
    expect(check('', required, maxLength(3))).toBe(MSG.required);
    expect(check('abcd', required, maxLength(3))).toBe(MSG.tooLong(3));
    expect(check('abc', required, maxLength(3))).toBeNull();
  });

  it('required trims (spec §5 "only spaces" fails); present takes the value as typed', () => {
    expect(required('   ')).toBe(MSG.required);
    expect(present('   ')).toBeNull();
    expect(present('')).toBe(MSG.required);
  });

  it('required text agrees with reqText', () => {
    const texts = ['', '  ', 'Анна', ' Анна ', 'a'.repeat(150), 'a'.repeat(151), 'A\u0000', 'a\tb', 'a\u001fb'];
    // reqText trims first; the form trims the value it sends the same way
    for (const v of texts) expect([v, check(v.trim(), required, maxLength(150), plainText)]).toEqual([v, zodMessage(reqText(150), v)]);
  });

  it('phone agrees with phoneField', () => {
    agree(phoneField, [required, phone], [
      '', ' ', '+79990000001', '+7 (999) 000-00-01', '89990000001', '8 999 000 00 01', '79990000001', '+1 555 1234',
      '+7999000000', '+799900000012', `+7${'0'.repeat(40)}`, '+7 999 000 00 0a',
    ]);
    expect(isPhoneLogin(' +79990000001')).toBe(true);
    expect(isPhoneLogin('demo@example.com')).toBe(false);
  });

  it('takes a phone the ways Russians type it, through one normaliser', () => {
    for (const typed of ['89161234567', '+7 916 123-45-67', '8 (916) 123 45 67', '7 916 123 45 67', '+7(916)123.45.67', ' 8-916-123-45-67 ']) {
      expect([typed, isPhoneLogin(typed)]).toEqual([typed, true]);
      expect([typed, normalizePhone(typed)]).toEqual([typed, '+79161234567']);
      expect([typed, phone(typed)]).toEqual([typed, null]);
    }
    // An e-mail, a short number or a foreign one without its plus is not a Russian phone.
    for (const other of ['89161234567@mail.ru', '9161234567', '12345678901', 'anna@example.com']) expect([other, isPhoneLogin(other)]).toEqual([other, false]);
  });

  it('e-mail agrees with emailField', () => {
    agree(emailField, [required, email], [
      '', '  ', 'a@b.ru', ' Demo@Example.COM ', 'x', 'a b@c.ru', 'a@b', 'a@b.c', '.a@b.ru', 'a..b@c.ru', 'a.b@c.ru',
      "o'neil@mail.ru", 'a+tag@b.ru', 'a@-b.ru', 'a@b-.ru', 'a@b..ru', 'a@b.ru.', 'a.@b.ru', 'пример@почта.рф',
      `${'a'.repeat(250)}@b.ru`, `${'a'.repeat(245)}@b.ru`,
    ]);
  });
});

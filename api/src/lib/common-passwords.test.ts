import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';

describe('isCommonPassword', () => {
  it('finds listed passwords whatever their case', () => {
    for (const p of ['12345678', 'password', 'PassWord', 'qwertyui', 'iloveyou', 'Password1']) expect(isCommonPassword(p), p).toBe(true);
  });
  it('finds one character repeated at any length', () => {
    for (const p of ['aaaaaaaa', '000000000000', 'ЖЖЖЖЖЖЖЖЖ']) expect(isCommonPassword(p), p).toBe(true);
  });
  it('lets other passwords through', () => {
    for (const p of ['demo-donor-2026', 'Лесная-тропа-2026', 'correct horse battery staple', 'aaaaaaab']) expect(isCommonPassword(p), p).toBe(false);
  });
});

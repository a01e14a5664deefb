import { describe, expect, it } from 'vitest';
import { monthLabel } from './home-top.resource.ts';
import { donorsCountText } from './home-donors-count.tsx';

describe('home page ranking blocks (spec §7 users_top_main_page, users_count)', () => {
  it('spells the answer’s month in Russian', () => {
    expect(monthLabel('2026-11')).toMatch(/^Ноябрь 2026/);
    expect(monthLabel('2027-01')).toMatch(/^Январь 2027/);
  });
  it('the number of donors with the Russian plural (Intl.PluralRules ru)', () => {
    expect(donorsCountText(1)).toBe('Нас уже 1 донор');
    expect(donorsCountText(3)).toBe('Нас уже 3 донора');
    expect(donorsCountText(11)).toBe('Нас уже 11 доноров');
    expect(donorsCountText(21)).toBe('Нас уже 21 донор');
    expect(donorsCountText(1234).replace(/\s/g, ' ')).toBe('Нас уже 1 234 донора');
  });
});

import { describe, expect, it } from 'vitest';
import {
  formatDate, formatDateShort, formatDateTime, formatMoney, formatNumber, formatTime, interpolate, plural, t,
} from './i18n.ts';

const NBSP = '\u00a0';

describe('strings', () => {
  it('the fallback screen names the support address', () => {
    const text = interpolate(t.fallback.support, { email: 'help@donor.example' });
    expect(text).toBe('Если проблема сохраняется, напишите в поддержку: help@donor.example');
  });
});

describe('plural', () => {
  const forms = ['донация', 'донации', 'донаций'] as const;
  it.each([
    [0, 'донаций'], [1, 'донация'], [2, 'донации'], [4, 'донации'], [5, 'донаций'], [11, 'донаций'],
    [12, 'донаций'], [21, 'донация'], [22, 'донации'], [101, 'донация'], [111, 'донаций'], [1.5, 'донации'],
  ])('%d → %s', (n, expected) => {
    expect(plural(n, forms)).toBe(expected);
  });
});

describe('formatting', () => {
  it('money uses no-break spaces exactly as Intl produces them', () => {
    expect(formatMoney(1000)).toBe(`1${NBSP}000${NBSP}₽`);
    expect(formatMoney(500)).toBe(`500${NBSP}₽`);
    expect(formatMoney(1_000_000)).toBe(`1${NBSP}000${NBSP}000${NBSP}₽`);
    expect(formatMoney(299.6)).toBe(`300${NBSP}₽`);
  });

  it('numbers', () => {
    expect(formatNumber(12345)).toBe(`12${NBSP}345`);
    expect(formatNumber(2.5)).toBe('2,5');
  });

  it('dates without the " г." suffix', () => {
    expect(formatDate(new Date(2026, 10, 21))).toBe('21 ноября 2026');
    expect(formatDate('2026-03-01')).toBe('1 марта 2026');
  });

  it('a calendar-day string stays on its day', () => {
    expect(formatDateShort('2026-11-21')).toBe('21.11.2026');
  });

  it('times', () => {
    expect(formatTime(new Date(2026, 10, 21, 9, 5))).toBe('09:05');
    expect(formatTime('14:30:00')).toBe('14:30');
  });

  it('date and time', () => {
    expect(formatDateTime(new Date(2026, 10, 21, 18, 45))).toBe('21 ноября 2026, 18:45');
  });

  it('interpolate keeps unknown placeholders', () => {
    expect(interpolate('{a} и {b}', { a: 1 })).toBe('1 и {b}');
  });
});

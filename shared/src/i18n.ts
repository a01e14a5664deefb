// Russian UI strings of the kit and more than one app, plus locale formatting (spec §1: the
// interface locale is Russian). Quoted wordings come from spec §2, §5 and §8 verbatim.
// Placeholders use `{name}` and go through interpolate(). Validation and request-error messages
// live in messages.ts (one table for the API's schemas and the clients' form rules).

// The layout and fallback groups and interpolate() live in i18n-base.ts (the shell's first load
// imports them from there) and are re-exported here.
import { fallbackStrings, layoutStrings } from './i18n-base.ts';

export { fallbackStrings, interpolate, layoutStrings } from './i18n-base.ts';

export const t = {
  layout: layoutStrings,
  /** Loading, empty, error and not-found states of every section (ui/states.tsx). */
  states: {
    loading: 'Загрузка…',
    retry: 'Повторить',
    loadError: 'Не удалось загрузить данные. Проверьте подключение и попробуйте ещё раз.',
    notFound: 'Ничего не нашлось',
    notFoundHint: 'Возможно, страница была удалена или ссылка неверна.',
    toHome: 'На главную',
  },
  fallback: fallbackStrings,
  auth: {
    loginTitle: 'Вход',
    login: 'Войти',
    username: 'Телефон или e-mail',
    password: 'Пароль',
    forgotPassword: 'Забыли пароль?',
    signUp: 'Зарегистрироваться',
    noAccount: 'Ещё нет аккаунта?',
  },
  /** Select/dropdown with search (spec §8 'No results found.' given in Russian for the ru locale). */
  dropdown: {
    noResults: 'Ничего не найдено',
    searching: 'Поиск…',
  },
} as const;

export type Strings = typeof t;

// The formatters below are marked pure: a bundle that imports only `t` or interpolate() (the
// shell's first load, README «Бюджеты байтов») drops them instead of building six Intl objects.
const pluralRules = /* @__PURE__ */ new Intl.PluralRules('ru');

/**
 * Russian plural form: plural(1, ['донация', 'донации', 'донаций']) → 'донация'.
 * Fractions ('other' in CLDR) take the genitive singular, as 'few' does: '1,5 донации'.
 */
export function plural(n: number, forms: readonly [one: string, few: string, many: string]): string {
  const category = pluralRules.select(n);
  if (category === 'one') return forms[0];
  if (category === 'few' || category === 'other') return forms[1];
  return forms[2];
}

const moneyFormat = /* @__PURE__ */ new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const numberFormat = /* @__PURE__ */ new Intl.NumberFormat('ru-RU');

/** '1 000 ₽' — Intl puts U+00A0 no-break spaces between groups and before the sign. */
export function formatMoney(n: number): string {
  return moneyFormat.format(n);
}

/** '12 345,5' (U+00A0 group separator). */
export function formatNumber(n: number): string {
  return numberFormat.format(n);
}

export type DateInput = Date | string | number;

/**
 * A 'YYYY-MM-DD' string (donate_at, birth_date, slot dates) is a calendar day, not a UTC
 * instant: read it as local midnight so it never shifts to the previous day west of UTC.
 */
function toDate(d: DateInput): Date {
  if (typeof d === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(d);
    if (m) return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  }
  return d instanceof Date ? d : new Date(d);
}

const longDate = /* @__PURE__ */ new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' });
const shortDate = /* @__PURE__ */ new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric' });
const timeFormat = /* @__PURE__ */ new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit' });

/** '21 ноября 2026' (Intl adds ' г.', which the product does not show). */
export function formatDate(d: DateInput): string {
  return longDate
    .formatToParts(toDate(d))
    .filter((p) => p.type === 'day' || p.type === 'month' || p.type === 'year')
    .map((p) => p.value)
    .join(' ');
}

/** '21.11.2026'. */
export function formatDateShort(d: DateInput): string {
  return shortDate.format(toDate(d));
}

/** '09:05'; an API time string '09:05:00' is shortened as is (no time-zone shift). */
export function formatTime(d: DateInput): string {
  if (typeof d === 'string') {
    const m = /^(\d{2}):(\d{2})(:\d{2}(\.\d+)?)?$/.exec(d);
    if (m) return `${m[1]}:${m[2]}`;
  }
  return timeFormat.format(toDate(d));
}

/** '21 ноября 2026, 09:05'. */
export function formatDateTime(d: DateInput): string {
  return `${formatDate(d)}, ${formatTime(toDate(d))}`;
}

// Russian UI strings shared by the shell and the sections, plus locale formatting (spec §1: the
// interface locale is Russian). Quoted wordings come from spec §2, §5 and §8 verbatim.
// Placeholders use `{name}` and go through interpolate(). Validation and request-error messages
// live in messages.ts (one table for the API's schemas and the clients' form rules).

export const t = {
  layout: {
    loading: 'Загрузка…',
    pageError: 'Не удалось загрузить страницу. Попробуйте обновить её.',
    notFound: 'Страница не найдена',
    notFoundHint: 'Возможно, она была удалена или вы перешли по неверной ссылке.',
    toHome: 'На главную',
    close: 'Закрыть',
    back: 'Назад',
    skipToContent: 'Перейти к содержимому',
  },
  header: {
    home: 'Главная',
    how: 'Как стать донором',
    stations: 'Где сдать кровь',
    donate: 'Помочь проекту',
    souvenirs: 'Сувениры',
    achievements: 'Достижения',
    bonuses: 'Бонусы',
    top: 'Топ доноров',
    helpme: 'Найти донора',
    fundraising: 'Сборы',
    charityshop: 'Благотворительный магазин',
    journal: 'Журнал о донорстве',
    login: 'Войти',
    logoAlt: 'На главную',
    navLabel: 'Основное меню',
  },
  /** Avatar dropdown and the organization-manager variant (spec §2 Shared layout). */
  menu: {
    cabinet: 'Личный кабинет',
    planning: 'Напомнить о донации',
    addDonation: 'Добавить донацию',
    bonus: 'Мои бонусы',
    settings: 'Настройки аккаунта',
    logout: 'Выйти',
    myOrganizations: 'Мои организации',
    donorProfile: 'Профиль донора',
    showMore: 'Показать ещё',
    collapse: 'Свернуть',
    openMenu: 'Открыть меню',
    closeMenu: 'Закрыть меню',
    more: 'Ещё',
  },
  bottomBar: {
    home: 'Главная',
    stations: 'Где сдать кровь',
    profile: 'Профиль',
    login: 'Войти',
    more: 'Ещё',
  },
  city: {
    yourRegion: 'Ваш регион',
    allRegions: 'Все регионы',
    selectorLabel: 'Выбрать регион',
    pickerPlaceholder: 'Выберите город',
    searching: 'Поиск…',
    nothingFound: 'Ничего не найдено',
    notFoundHint: 'Не нашли свой город? Напишите в поддержку: {email}',
  },
  /** spec §2 City-choice modal. */
  cityModal: {
    title: 'Выберите регион',
    moscow: 'Москва',
    moscowDescription: 'Объявления, потребности и акции по Москве и Московской области',
    other: 'Другие регионы',
    otherDescription: 'Данные по всей России и странам СНГ',
    close: 'Закрыть',
  },
  /** spec §2 Cookie banner: text with links to /confidential and /rules. */
  cookie: {
    textBefore: 'Мы используем файлы cookie. Продолжая пользоваться сайтом, вы соглашаетесь с ',
    privacyLink: 'политикой конфиденциальности',
    between: ' и ',
    rulesLink: 'пользовательским соглашением',
    textAfter: '.',
    accept: 'Понятно',
  },
  /** spec §2 Home-screen prompt and the footer's install modal. */
  pwa: {
    title: 'Установите приложение',
    androidHint: 'Откройте меню Chrome и выберите «Добавить на главный экран»',
    androidAction: 'Добавить на главный экран',
    iosHint: 'Нажмите «Поделиться» в Safari и выберите «На экран «Домой»»',
    iosAction: 'На экран «Домой»',
    dismiss: 'Больше не показывать',
    installButton: 'Установить приложение',
    androidAppButton: 'Приложение для Android',
    installSteps: ['Нажмите «Поделиться»', 'Выберите «На экран «Домой»»', 'Нажмите «OK»'],
  },
  /** Loading, empty, error and not-found states of every section (ui/states.tsx). */
  states: {
    loading: 'Загрузка…',
    retry: 'Повторить',
    loadError: 'Не удалось загрузить данные. Проверьте подключение и попробуйте ещё раз.',
    notFound: 'Ничего не нашлось',
    notFoundHint: 'Возможно, страница была удалена или ссылка неверна.',
    toHome: 'На главную',
  },
  /** spec §2 Fallback error screen. */
  fallback: {
    title: 'Раздел сейчас недоступен',
    tryLater: 'Попробуйте зайти позже.',
    support: 'Если проблема сохраняется, напишите в поддержку: {email}',
  },
  auth: {
    loginTitle: 'Вход',
    login: 'Войти',
    username: 'Телефон или e-mail',
    password: 'Пароль',
    forgotPassword: 'Забыли пароль?',
    signUp: 'Зарегистрироваться',
    noAccount: 'Ещё нет аккаунта?',
    /** spec §8: the social-login error text is not given; this is ours. */
    socialError: 'Не удалось войти через социальную сеть. Попробуйте ещё раз.',
  },
  user: {
    /** spec §3 User photo alt texts, verbatim. */
    photoAlt: 'User photo',
    defaultPhotoAlt: 'default User photo',
  },
  /** Select/dropdown with search (spec §8 'No results found.' given in Russian for the ru locale). */
  dropdown: {
    noResults: 'Ничего не найдено',
    addItem: 'Добавить ',
    searching: 'Поиск…',
  },
  footer: {
    social: 'Мы в социальных сетях',
    newsletter: 'Подпишитесь на рассылку',
    partners: 'Партнёры',
    license: 'Материалы сайта доступны по лицензии CC BY-SA 4.0',
    /** spec §1: the copyright runs from 2010 to the current year. */
    copyright: '© {from}–{to} {product}',
    boneMarrow: 'Регистр доноров костного мозга',
    specialProjects: 'Спецпроекты',
    gratitude: 'Благодарность бизнесу',
    forPartners: 'Партнёрам',
    jobs: 'Вакансии',
    bonusProgram: 'Бонусная программа',
    privacy: 'Политика конфиденциальности',
    rules: 'Пользовательское соглашение',
  },
} as const;

export type Strings = typeof t;

const pluralRules = new Intl.PluralRules('ru');

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

const moneyFormat = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const numberFormat = new Intl.NumberFormat('ru-RU');

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

const longDate = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' });
const shortDate = new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit' });

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

/** interpolate('Напишите: {email}', { email: 'a@b.ru' }); unknown placeholders stay as written. */
export function interpolate(template: string, vars: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = vars[name];
    return value === undefined ? whole : String(value);
  });
}

// The shell's own strings: the header, menus, city choice, banners and footer (spec §2 Shared
// layout). Strings the sections or the UI kit use too live in shared/src/i18n.ts; those of the
// parts loaded on demand travel with them, not with every first load (README «Бюджеты байтов»):
// the city dialog's and install prompts' in on-demand.strings.ts, the cookie banner's, the menus'
// and the newsletter's answers in their own *.strings.ts.
import { CITY_LABELS } from '../../common/city-label.ts';

export const ls = {
  layout: {
    pageError: 'Не удалось загрузить страницу. Попробуйте обновить её.',
    notFoundHint: 'Возможно, она была удалена или вы перешли по неверной ссылке.',
    toHome: 'На главную',
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
  /** The header's menu button; the menus' own strings are in menus.strings.ts. */
  menu: {
    openMenu: 'Открыть меню',
  },
  /** docs/ARCHITECTURE.md §2.5 «Offline»: the network is named, not the site blamed. */
  offline: {
    banner: 'Нет подключения к интернету',
    section: 'Нет подключения к интернету. Раздел загрузится, когда связь вернётся.',
  },
  /** The top bar of every page but the home page (docs/home.md «Верхняя полоса»). */
  topBar: {
    text: 'Донор Рядом бесплатен для доноров и пациентов и живёт на пожертвования.',
    link: 'Поддержать проект',
  },
  bottomBar: {
    home: 'Главная',
    stations: 'Где сдать кровь',
    profile: 'Профиль',
    login: 'Войти',
    more: 'Ещё',
  },
  /** The header's region labels: in shell/common, the host writes them into the first paint. */
  city: CITY_LABELS,
  /** spec §2 Home-screen prompt and the footer's install modal. */
  pwa: {
    installButton: 'Установить приложение',
    androidAppButton: 'Приложение для Android',
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
  bottomBarLabel: 'Быстрая навигация',
  cityPrefix: 'Регион: ',
  cityLoading: 'Загружаем ваш регион',
  progress: 'Загружается страница',
  newTab: ' (откроется в новой вкладке)',
  footerNav: 'Проекты и сотрудничество',
  footerDocs: 'Документы',
  newsletterEmail: 'Ваш e-mail',
  newsletterSubmit: 'Подписаться',
  newsletterNote: 'Раз в месяц: новости донорства и важные сборы. Отписаться можно в любой момент.',
  newsletterFailed: 'Не удалось подписаться. Проверьте подключение и попробуйте ещё раз.',
  pausePartners: 'Остановить прокрутку партнёров',
  playPartners: 'Продолжить прокрутку партнёров',
  partnersCarousel: 'карусель',
  errorTitle: 'Что-то пошло не так',
  errorReload: 'Обновить страницу',
  errorSupport: 'Если ошибка повторяется, напишите нам: {email}',
  social: {
    vk: 'ВКонтакте',
    telegram: 'Telegram',
    ok: 'Одноклассники',
    youtube: 'YouTube',
    dzen: 'Дзен',
  },
} as const;

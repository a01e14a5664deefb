// Strings of the layout's parts loaded on demand (the city dialog, the cookie banner, the
// home-screen prompt and the iPhone install steps): kept out of layout.strings.ts so they travel
// with those chunks, not with every page's first load (README byte budget of /).
export const os = {
  /** spec §2 City-choice modal. */
  cityModal: {
    title: 'Выберите регион',
    moscowDescription: 'Объявления, потребности и акции по Москве и Московской области',
    other: 'Другие регионы',
    otherDescription: 'Данные по всей России и странам СНГ',
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
  cookieRegion: 'Уведомление об использовании cookie',
  installTitle: 'Как установить приложение на iPhone или iPad',
  /** spec §2 footer install modal; iOS labels the last button «Добавить» in Russian. */
  installSteps: ['Нажмите кнопку «Поделиться» внизу экрана Safari.', 'Выберите «На экран «Домой»».', 'Нажмите «Добавить» в правом верхнем углу.'],
  promptTitle: 'Добавьте «{product}» на главный экран',
  promptLead: 'Так личный кабинет будет открываться в одно касание, как приложение.',
  promptAndroid: 'На Android',
  promptIphone: 'На iPhone',
  promptAndroidSteps: ['Откройте меню Chrome (⋮ в правом верхнем углу).', 'Выберите «Добавить на главный экран».'],
  promptIphoneSteps: ['Откройте меню «Поделиться» в Safari.', 'Выберите «На экран «Домой»».'],
} as const;

// Strings of the layout's parts loaded on demand (the city dialog and its search, the home-screen
// prompt and the iPhone install steps): kept out of layout.strings.ts so they travel with those
// chunks, not with every page's first load (README byte budget of /). The cookie banner's own are in
// cookie-banner.strings.ts: a first visit loads the banner and nothing of the others.
export const os = {
  /** spec §2 City-choice modal. */
  cityModal: {
    title: 'Выберите регион',
    moscowDescription: 'Объявления, потребности и акции по Москве и Московской области',
    other: 'Другие регионы',
    /** What «Другие регионы» means: no city filter at all (the header then says «Все регионы»). */
    otherDescription: 'Всё сразу: объявления, потребности и акции по всей России и странам СНГ, без отбора по городу. Свой город можно найти ниже.',
  },
  /** A first visit's region proposal (region-proposal.tsx): subdomain or time zone, geolocation on request. */
  region: {
    choose: 'Мой регион — {city}',
    locate: 'Определить по местоположению',
    locating: 'Определяем…',
    locateFailed: 'Не удалось определить местоположение. Найдите свой город в поиске ниже.',
    nothingNear: 'Рядом не нашлось станций переливания. Найдите свой город в поиске ниже.',
  },
  /** The city dialog's search field (spec §2 City-choice modal). */
  cityPicker: {
    label: 'Или найдите свой город',
    placeholder: 'Выберите город',
    searching: 'Поиск…',
    notFoundHint: 'Не нашли свой город? Напишите в поддержку: {email}',
  },
  installTitle: 'Как установить приложение на iPhone или iPad',
  /** spec §2 footer install modal; iOS labels the last button «Добавить» in Russian. */
  installSteps: ['Нажмите кнопку «Поделиться» внизу экрана Safari.', 'Выберите «На экран «Домой»».', 'Нажмите «Добавить» в правом верхнем углу.'],
  promptTitle: 'Добавьте «{product}» на главный экран',
  promptLead: 'Так личный кабинет будет открываться в одно касание, как приложение.',
  promptAndroid: 'На Android',
  promptIphone: 'На iPhone',
  promptAndroidSteps: ['Откройте меню Chrome (⋮ в правом верхнем углу).', 'Выберите «Добавить на главный экран».'],
  promptIphoneSteps: ['Откройте меню «Поделиться» в Safari.', 'Выберите «На экран «Домой»».'],
  promptDismiss: 'Больше не показывать',
} as const;

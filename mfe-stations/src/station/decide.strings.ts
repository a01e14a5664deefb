// Russian strings of "needs at a glance" and the station page's deciding blocks (spec §2 blood
// stations screen and station page, §3 Blood station need per type): kept together so the wording
// is reviewed in one place; the rest of the section's strings are in ../stations.strings.ts.
export const d = {
  needs: {
    need: 'нужна',
    enough: 'достаточно',
    unknown: 'нет данных',
    yours: 'ваша группа',
    yoursNeeded: 'Нужна ваша группа',
    /** «нет данных по 6 группам» — dative after «по»: 1 группе, 2 группам, 5 группам. */
    unknownFold: ['нет данных по {n} группе', 'нет данных по {n} группам', 'нет данных по {n} группам'] as const,
    unknownAll: 'Станция пока не сообщила потребность',
    updated: 'обновлено {date}',
    neverUpdated: 'дата обновления неизвестна',
    enoughLabel: 'Достаточно:',
  },
  group: {
    label: 'Ваша группа крови',
    hint: 'Выберите один раз — подсветим её у станций и покажем первыми те, где она нужна.',
    kell: 'Kell',
    kellAny: 'не знаю',
    kellPositive: 'положительный',
    kellNegative: 'отрицательный',
    clear: 'Сбросить',
    saved: 'Сохранено в профиле',
    savedHere: 'Сохранено на этом устройстве',
    saveError: 'Не удалось сохранить группу в профиле. На этом устройстве она сохранена.',
  },
  filter: {
    legend: 'Группа крови и резус',
    hint: 'Станции, где нужна эта группа',
  },
  station: {
    /** The station console's closed days and component needs (station-extras.tsx). */
    closedDays: 'Дни, когда станция не работает',
    closedDate: '{date} — не работает',
    componentNeeds: 'Потребность: {component}',
    map: 'Станция на карте',
    mapOpen: 'Открыть на карте',
    route: 'Построить маршрут',
    routeYandex: 'Яндекс Карты',
    routeTwoGis: '2ГИС',
    routeGeo: 'В приложении карт',
    newTab: '(откроется в новой вкладке)',
    call: 'Позвонить',
    closedDay: 'выходной',
    opensAt: 'Откроется {when} в {time}',
    today: 'сегодня',
    tomorrow: 'завтра',
    /** «во вторник», «в среду»: the preposition depends on the word (ISO weekday 1…7). */
    onWeekday: ['в понедельник', 'во вторник', 'в среду', 'в четверг', 'в пятницу', 'в субботу', 'в воскресенье'] as const,
    weekdaysFull: ['Понедельник', 'Вторник', 'Среда', 'Четверг', 'Пятница', 'Суббота', 'Воскресенье'] as const,
    bring: 'Что взять с собой',
    bringItems: [
      'Паспорт (или другой документ с фотографией) и СНИЛС, если он есть.',
      'Накануне — без жирной еды и алкоголя, выспитесь.',
      'Утром — лёгкий завтрак без жирного и сладкий чай.',
    ] as const,
    book: 'Записаться',
    noBooking: 'Ближайших акций с записью нет: приходите в часы работы',
    bookEvent: 'Записаться: {title}',
    bookOwn: 'Записаться на сайте станции',
  },
} as const;

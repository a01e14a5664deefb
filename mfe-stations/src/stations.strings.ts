// The Russian UI strings mfe-stations' pages share (STYLE: wording reviewed together); the
// loading/retry/not-found wordings every section shares are t.states of @donor/shared/i18n.
// Placeholders `{name}` go through interpolate() of @donor/shared/i18n. A part with wording of its
// own keeps it beside it (`*.strings.ts`: booking, the decision, the visit, the self-check); the
// home page's blocks and the map do so because they load in chunks of their own, and their
// wording need not come with the section's first load.
import type { BloodNeedKey } from '@donor/shared/contract/common';
import type { DonationType, EventCategory } from '@donor/shared/contract/stations';

export const s = {
  /** The link to the self-check before a trip (/self-check/): station page and booked time. */
  selfCheck: 'Проверьте, можно ли вам сдавать',
  list: {
    title: 'Где сдать кровь',
    intro: 'Станции и отделения переливания крови: где сдать кровь сегодня и кому нужна ваша группа.',
    found: ['Найдена {n} станция', 'Найдено {n} станции', 'Найдено {n} станций'] as const,
    empty: 'По этим фильтрам станций не нашлось',
    emptyHint: 'Попробуйте убрать часть фильтров или выбрать другой регион.',
    error: 'Не удалось загрузить список станций.',
    loading: 'Загружаем станции…',
    openNow: 'Открыто сейчас',
    closedNow: 'Сейчас закрыто',
    hasEvents: 'Есть акции',
    distance: '{km} км от вас',
    needsLabel: 'Нужна кровь:',
    needsNone: 'Потребность не указана',
    stationClosed: 'Станция закрыта',
  },
  pager: { label: 'Страницы списка' },
  views: { label: 'Показать', list: 'Список', map: 'Карта' },
  filters: {
    title: 'Фильтры',
    open: 'Фильтры',
    applied: ['{n} фильтр', '{n} фильтра', '{n} фильтров'] as const,
    clean: 'Сбросить фильтры',
    search: 'Название или адрес',
    searchPlaceholder: 'Например, Бакинская',
    city: 'Город',
    allRegions: 'Все регионы',
    cityFromHeader: 'Регион сайта',
    bloodGroup: 'Группа крови',
    anyGroup: 'Любая',
    rh: 'Резус-фактор',
    anyRh: 'Любой',
    rhPlus: 'Rh+ (положительный)',
    rhMinus: 'Rh− (отрицательный)',
    kell: 'Нужны Kell-доноры',
    donationType: 'Тип донации',
    openNow: 'Открыто сейчас',
    hasEvents: 'Есть ближайшие акции',
    near: 'Рядом со мной',
    nearOn: 'Сначала ближайшие',
    nearOff: 'Не сортировать по расстоянию',
    geoDenied: 'Не удалось определить местоположение. Разрешите доступ к геопозиции в браузере.',
    nearSwitched: 'Показываем станции в городе {city} — ближайшем к вам',
    apply: 'Показать станции',
    close: 'Закрыть фильтры',
  },
  // The map's own wording is in map/map.strings.ts (the map's lazy chunk); these two show before it loads.
  map: {
    loading: 'Загружаем карту…',
    failed: 'Карта сейчас недоступна. Список станций работает.',
  },
  needs: {
    caption: 'Потребность в крови по группам',
    type: 'Группа',
    state: 'Потребность',
    need: 'Нужна',
    unknown: 'Нет данных',
  },
  station: {
    back: 'Все станции',
    needs: 'Ищут доноров для пациентов',
    noNeeds: 'Сейчас на этой станции никто не ищет доноров.',
    needJoined: 'Записались: {n} из {m}',
    address: 'Адрес',
    howToGet: 'Как добраться',
    hours: 'Часы работы',
    contacts: 'Контакты',
    phone: 'Телефон',
    site: 'Сайт',
    email: 'Эл. почта',
    donationTypes: 'Принимают',
    notices: 'Объявления',
    events: 'Ближайшие акции',
    noEvents: 'Ближайших акций пока нет. Загляните позже или приходите в часы работы станции.',
    top: 'Лучшие доноры станции',
    topAll: 'За всё время',
    topHalfYear: 'За полгода',
    topEmpty: 'Пока никто не отметил донации на этой станции.',
    donations: ['{n} донация', '{n} донации', '{n} донаций'] as const,
    planned: 'Планируют прийти',
    plannedEmpty: 'Пока никто не записался на ближайшие дни.',
    plannedMore: 'и ещё {n}',
    favoriteAdd: 'В избранное',
    favoriteRemove: 'В избранном',
    favoriteLoginHint: 'Войдите, чтобы добавить станцию в избранное',
    loadError: 'Не удалось загрузить станцию.',
    notFound: 'Такой станции нет. Возможно, ссылка устарела.',
    sectionError: 'Не удалось загрузить этот блок.',
  },
  weekdays: ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'] as const,
  event: {
    category: 'Категория',
    dates: 'Даты',
    author: 'Организатор',
    partners: 'Партнёры',
    place: 'Место',
    station: 'Станция',
    organization: 'Организация',
    running: 'Идёт сейчас',
    upcoming: 'Скоро',
    ended: 'Завершена',
    notSignedUp: 'Вы не записались на эту акцию',
    signup: 'Запись на акцию',
    joinedBadge: 'Вы записаны',
    chooseDate: 'Выберите дату',
    chooseTime: 'Выберите время',
    free: ['{n} место', '{n} места', '{n} мест'] as const,
    full: 'мест нет',
    noDates: 'Свободных дат для записи нет.',
    join: 'Записаться',
    loginToJoin: 'Войдите, чтобы записаться',
    slotRequired: 'Выберите время, чтобы записаться',
    joined: 'Вы записаны: {date}, {time}',
    leave: 'Отменить запись',
    change: 'Выбрать другое время',
    ics: 'Добавить в календарь (.ics)',
    joinError: 'Не удалось записаться. Попробуйте ещё раз.',
    leaveError: 'Не удалось отменить запись. Попробуйте ещё раз.',
    more: 'Подробнее',
    slotsLabel: 'Время на {date}',
  },
  org: {
    members: ['{n} участник', '{n} участника', '{n} участников'] as const,
    join: 'Вступить',
    leave: 'Выйти из организации',
    loginToJoin: 'Войдите, чтобы вступить',
    statusMember: 'Вы участник организации',
    statusManager: 'Вы управляете организацией',
    statusGuest: 'Вы не состоите в организации',
    actualEvents: 'Актуальные акции',
    pastEvents: 'Прошедшие акции',
    actualNeeds: 'Актуальные потребности в донорах',
    pastNeeds: 'Прошедшие потребности',
    noEvents: 'Акций нет.',
    noNeeds: 'Потребностей нет.',
    needUntil: 'до {date}',
    needDonors: ['нужен {n} донор', 'нужно {n} донора', 'нужно {n} доноров'] as const,
    loadError: 'Не удалось загрузить организацию.',
    actionError: 'Не удалось выполнить действие. Попробуйте ещё раз.',
  },
  /** The home page's blocks (src/home/). */
} as const;

export const NEED_TEXT: Record<BloodNeedKey, string> = {
  o_plus: 'O(I) Rh+', o_minus: 'O(I) Rh−', a_plus: 'A(II) Rh+', a_minus: 'A(II) Rh−',
  b_plus: 'B(III) Rh+', b_minus: 'B(III) Rh−', ab_plus: 'AB(IV) Rh+', ab_minus: 'AB(IV) Rh−', kell: 'Kell',
};

export const DONATION_TYPE_TEXT: Record<DonationType, string> = {
  whole_blood: 'Цельная кровь', plasma: 'Плазма', platelets: 'Тромбоциты', erythrocytes: 'Эритроциты', granulocytes: 'Гранулоциты',
};

export const CATEGORY_TEXT: Record<EventCategory | 'visit', string> = {
  donor_day: 'День донора', blood_drive: 'Донорская акция', open_day: 'День открытых дверей', lecture: 'Лекция', visit: 'Визит',
};

export const GROUP_TEXT = { o: 'O (I)', a: 'A (II)', b: 'B (III)', ab: 'AB (IV)' } as const;

export const BLOOD_CLASS_TEXT: Record<string, string> = {
  blood: 'Цельная кровь', plasma: 'Плазма', platelets: 'Тромбоциты', erythrocytes: 'Эритроциты', granulocytes: 'Гранулоциты',
};

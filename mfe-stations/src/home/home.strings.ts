// The home page blocks' Russian strings (src/stations.strings.ts says why they live here): they
// load with the blocks' own chunk (src/spa.tsx).
export const homeText = {
  events: 'Ближайшие акции',
  eventsCity: 'Ближайшие акции: {city}',
  eventsEmpty: 'В ближайшие дни акций нет. Загляните позже — или приходите на станцию в часы работы.',
  eventsLoading: 'Загружаем ближайшие акции…',
  needs: 'Где нужна кровь сегодня',
  needsCity: 'Где нужна кровь сегодня: {city}',
  needsTypes: 'Нужные группы крови',
  needsSummary: 'Станций, которым нужна кровь: {n} из {m}',
  needsStationsLabel: 'Станции, которым нужна кровь',
  needsEmpty: 'Сейчас станции не сообщают о нехватке крови.',
  needsLoading: 'Загружаем потребность в крови…',
  needsOf: 'Нужна: {types}',
  /** The donor's group (their account's or the station finder's), docs/home.md «Где нужна кровь». */
  needsMine: ['Ваша группа {group} нужна на {n} станции', 'Ваша группа {group} нужна на {n} станциях', 'Ваша группа {group} нужна на {n} станциях'] as const,
  needsMineNone: 'Вашу группу {group} сейчас не ищут',
  needsMineHere: '(ваша)',
  /** Needs older than STALE_AFTER_DAYS (home/need-order.ts). */
  needsAsOf: 'Данные на {date}',
  needsUndated: 'Дата данных неизвестна',
  allStations: 'Все станции',
} as const;

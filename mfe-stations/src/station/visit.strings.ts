// Words of a station's visit offer (docs/booking.md «Визит в любой день работы»); the API's own
// refusals are shared/src/station-visits-messages.ts.
export const vt = {
  book: 'Записаться на визит',
  nearest: 'Ближайший визит: {day}, {time}',
  otherDay: 'Выбрать другой день',
  daysLabel: 'Дни визита',
  /** «пн, 8 января · свободно 6 часов». */
  day: '{day} · {hours}',
  freeHours: ['свободен {n} час', 'свободно {n} часа', 'свободно {n} часов'] as const,
  opening: 'Открываем запись…',
  failed: 'Не удалось открыть запись на этот день. Попробуйте ещё раз.',
} as const;

// Texts of booking on the event page and of the /events/ list (spec §4 Joining; docs/spec.md
// §2 wording where given). One place per feature, so the wording is reviewed together.
export const b = {
  booked: 'Вы записаны',
  changed: 'Время записи изменено',
  cancelled: 'Запись отменена',
  chooseNew: 'Выберите новое время',
  changeError: 'Не удалось изменить время. Ваша запись сохранена.',
  changeHint: 'Ваша запись на {when} сохранится, пока вы не подтвердите новое время.',
  confirmChange: 'Подтвердить новое время',
  keepCurrent: 'Оставить как есть',
  current: 'ваше время',
  cancelTitle: 'Отменить запись?',
  cancelText: 'Запись на {when} будет отменена, место освободится для других доноров.',
  cancelConfirm: 'Да, отменить',
  cancelKeep: 'Не отменять',
  ended: 'Акция завершена',
  /** Its station or organization cancelled it (docs/booking.md «Акции сотрудников»). */
  eventCancelled: 'Акция отменена',
  eventCancelledReason: 'Причина: {reason}',
  nextEvents: 'Ближайшие акции станции',
  noNextEvents: 'У станции пока нет новых акций.',
  allEvents: 'Все акции',
  // /events/
  listTitle: 'Донорские акции',
  listStationTitle: 'Акции станции',
  listLabel: 'Страницы списка акций',
  listEmpty: 'Ближайших акций в этом городе пока нет.',
  listEmptyStation: 'У этой станции пока нет ближайших акций.',
  listAllCity: 'Все акции города',
} as const;

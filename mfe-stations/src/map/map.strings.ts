// The map's Russian strings (src/stations.strings.ts says why they live here): they load with the
// map's own chunk. What shows before it loads (loading, failed) is `s.map` of stations.strings.ts.
export const mapText = {
  label: 'Карта станций',
  cluster: '{stations} рядом — приблизить',
  stations: ['{n} станция', '{n} станции', '{n} станций'] as const,
  open: 'Открыть станцию',
  route: 'Маршрут',
  zoomIn: 'Приблизить',
  zoomOut: 'Отдалить',
  closePopup: 'Закрыть карточку станции',
  routeHint: 'Маршрут в Яндекс Картах (откроется в новой вкладке)',
  openNow: 'Открыто',
  closedNow: 'Закрыто',
  needYours: 'Ваша группа нужна',
  needYoursEnough: 'Вашей группы достаточно',
  needYoursUnknown: 'По вашей группе нет данных',
  needTypes: ['Нужна {n} группа крови', 'Нужны {n} группы крови', 'Нужны {n} групп крови'] as const,
  needNone: 'Потребность не указана',
  noTiles: 'Подложка карты не подключена: показаны только станции',
  truncated: 'Показаны не все станции: приблизьте карту.',
  fetchError: 'Не удалось обновить станции на карте.',
} as const;

// mfe-staff's own strings (docs/staff.md). Each area adds its block; texts the API also answers
// with live in shared/src/staff-messages.ts.
export const st = {
  nav: {
    label: 'Разделы рабочего места',
    home: 'Рабочее место',
  },
  home: {
    intro: 'Здесь сотрудники станций отмечают доноров и обновляют потребности, модераторы проверяют донации и просьбы о помощи, организаторы ведут свои акции.',
    none: 'У вас пока нет ролей сотрудника.',
  },
  areas: {
    checkin: (station: string): string => `Приём доноров · ${station}`,
    checkinHint: 'Записи на сегодня, отметка по коду',
    station: (station: string): string => `Станция · ${station}`,
    stationHint: 'Потребности, часы работы, объявления, акции',
    shipments: (station: string): string => `Отправка в больницу · ${station}`,
    shipmentsHint: 'Принятые донации: отметить, куда ушла кровь',
    organizationHint: 'Участники, акции и просьбы организации',
    donations: 'Проверка донаций',
    donationsHint: 'Справки доноров, ожидающие подтверждения',
    helpme: 'Проверка просьб о помощи',
    helpmeHint: 'Новые просьбы и жалобы',
    fundraisers: 'Сборы на проверке',
    fundraisersHint: 'Публикация сборов проекта',
    gifts: 'Заявки на подарки',
    giftsHint: 'Отправка сувениров донорам',
    people: 'Сотрудники станций',
    peopleHint: 'Кто работает в какой станции',
    audit: 'Журнал действий',
    auditHint: 'Кто, что и когда изменил',
  },
} as const;

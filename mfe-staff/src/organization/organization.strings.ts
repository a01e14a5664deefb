// The organization manager's page words (docs/booking.md «Акции сотрудников»).
export const os = {
  intro: 'Участники организации, её акции и просьбы о помощи. Акции создаются и отменяются здесь же.',
  loadError: 'Не удалось загрузить организацию.',
  publicLink: 'Страница организации для доноров',
  members: 'Участники',
  membersCount: 'Всего: {n}',
  membersShown: 'Показаны последние {n}',
  noMembers: 'В организации пока нет участников.',
  joined: 'с {date}',
  events: 'Акции',
  needs: 'Просьбы о помощи',
  noNeeds: 'У организации нет просьб о помощи.',
  needDonors: 'откликнулись {joined} из {required}',
  needUntil: 'до {date}',
  moderation: {
    pending: 'На проверке', published: 'Опубликована', needs_fix: 'Нужно исправить', rejected: 'Отклонена', hidden: 'Скрыта после жалоб',
  } as Record<string, string>,
  status: {
    search_in_progress: 'Идёт поиск', found: 'Доноры найдены', cancelled: 'Отменена', closed: 'Закрыта', expired: 'Срок истёк',
  } as Record<string, string>,
} as const;

// Russian strings of the cabinet's alert settings (docs/notifications.md): kinds, quiet hours and
// the fallback channel, beside the device switch (its texts: shared/src/push/push.strings.ts).
export const alertsStrings = {
  title: 'Уведомления на устройствах',
  lead: 'Уведомления приходят на экран телефона или компьютера, даже когда сайт закрыт.',
  kinds: 'Что присылать',
  reminder: 'Напоминания о записи',
  need: 'Когда нужна моя группа рядом',
  eligible: 'Когда снова можно сдавать',
  news: 'Новости',
  quiet: 'Тихие часы',
  quietOn: 'Не беспокоить ночью',
  quietFrom: 'Не беспокоить с',
  quietTo: 'Не беспокоить до',
  quietHint: 'Уведомление, пришедшее в это время, подождёт до утра.',
  quietTime: 'Укажите время в формате ЧЧ:ММ',
  fallback: 'Если уведомление не дошло',
  fallbackEmail: 'E-mail',
  fallbackSms: 'SMS',
  fallbackNone: 'Никуда',
} as const;

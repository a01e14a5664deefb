// What the server says about push subscriptions and alert prefs (docs/notifications.md), and the
// fallback letter an alert becomes when no device took it.
export const PUSH_MSG = {
  off: 'Push-уведомления на этом сервере не настроены.',
  badEndpoint: 'Адрес подписки не принадлежит известной службе push-уведомлений.',
  badKeys: 'Ключи подписки повреждены: разрешите уведомления в браузере ещё раз.',
  noEmail: 'В профиле нет e-mail: укажите его или выберите SMS.',
  noPhone: 'В профиле нет телефона: укажите его или выберите e-mail.',
} as const;

/** The fallback message: the alert's text and where it leads, as an absolute link. */
export function fallbackBody(text: string, link: string): string {
  return `${text}\n\n${link}`;
}

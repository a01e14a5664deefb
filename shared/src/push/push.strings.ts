// Russian strings of Web Push in the browser (docs/notifications.md): the opt-in the kit shows
// after a booking or an added donation (ui/push-opt-in.tsx) and the device switch of the
// cabinet's settings. Apart from ui.strings.ts because only lazily loaded code reads them.
export const pushStrings = {
  offerTitle: 'Уведомления',
  offer: 'Сообщать о записи и о том, когда нужна ваша группа?',
  enable: 'Включить уведомления',
  later: 'Не сейчас',
  enabling: 'Включаем…',
  /** Followed by the link `settingsLink`. */
  enabled: 'Уведомления включены. Настроить — ',
  settingsLink: 'в настройках',
  denied: 'Уведомления запрещены в браузере. Разрешить их можно в настройках сайта в браузере.',
  failed: 'Не удалось включить уведомления на этом устройстве. Попробуйте позже.',
  unavailable: 'Уведомления сейчас недоступны. Попробуйте позже.',
  device: {
    on: 'Это устройство: включено',
    off: 'Это устройство: выключено',
    unsupported: 'Этот браузер не поддерживает уведомления.',
    denied: 'Уведомления запрещены в настройках браузера для этого сайта.',
    turnOn: 'Включить на этом устройстве',
    turnOff: 'Выключить на этом устройстве',
    offFailed: 'Не удалось выключить уведомления на этом устройстве. Попробуйте ещё раз.',
  },
} as const;

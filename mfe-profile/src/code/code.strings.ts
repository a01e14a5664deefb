// The code screen's Russian strings (spec §7 confirmation and recovery codes), shared by
// sign-up, password recovery and the settings' e-mail/phone change.
export const codeStrings = {
  label: 'Код из 6 цифр',
  sentTo: 'Мы отправили код на {target}. Он действует 10 минут.',
  sentToEmail: 'Мы отправили код на {target}. Проверьте и папку «Спам». Код действует 10 минут.',
  /** Recovery answers the same whether the account exists (docs/SECURITY.md «Перебор аккаунтов»). */
  sentIfExists: 'Если аккаунт {target} существует, мы отправили на него код. Код действует 10 минут.',
  confirm: 'Подтвердить',
  resend: 'Отправить код ещё раз',
  resendIn: 'Отправить код ещё раз можно через {time}',
  resent: 'Новый код отправлен. Предыдущий больше не действует.',
  change: 'Изменить {what}',
  changeEmail: 'адрес',
  changePhone: 'номер',
} as const;

// What the e-mail/phone change sends (spec §7 change_email, change_phone): the code to the NEW
// address, a notice instead of a code to an address another account owns (as registration does:
// docs/SECURITY.md «Перебор аккаунтов»), and a notice to the OLD address after the change.
import type { Channel } from '../../lib/outbox.ts';

type Text = { subject: string; body: string };

export const CONTACT_MSG = {
  codeSent: 'Код отправлен',
  sameAddress: 'Этот адрес уже указан в вашем профиле',
} as const;

export function changeCodeText(channel: Channel, code: string): Text {
  return channel === 'email'
    ? { subject: 'Подтверждение нового e-mail', body: `Код для подтверждения нового адреса: ${code}. Никому его не сообщайте. Если вы не меняли e-mail на Донор Рядом, просто удалите это письмо. Донор Рядом` }
    : { subject: '', body: `Код для смены телефона: ${code}. Никому его не сообщайте. Донор Рядом` };
}

/** To the owner of an address someone else tried to put on their account: nothing changes. */
export const ADDRESS_TAKEN_TEXT: Record<Channel, Text> = {
  email: {
    subject: 'Ваш адрес пытались указать в другом аккаунте',
    body: 'Кто-то указал этот адрес как новый e-mail своего аккаунта на Донор Рядом. Адрес остаётся за вашим аккаунтом '
      + 'и никому не передан. Если это были вы, войдите в аккаунт с этим адресом. Донор Рядом',
  },
  sms: { subject: '', body: 'Этот номер пытались указать в другом аккаунте на Донор Рядом. Он остаётся за вашим аккаунтом. Донор Рядом' },
};

/** Shows enough of the new address for its owner to recognise it, not enough to harvest it. */
export function maskAddress(channel: Channel, target: string): string {
  if (channel === 'sms') return `${target.slice(0, 2)}•••••${target.slice(-2)}`;
  const [local = '', domain = ''] = target.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

/** To the old address after the change, so a stolen session cannot move the account quietly. */
export function changedText(kind: 'email' | 'phone', channel: Channel, masked: string): Text {
  const what = kind === 'email' ? 'Адрес e-mail' : 'Номер телефона';
  const body = `${what} вашего аккаунта на Донор Рядом изменён на ${masked}. Если это были не вы, смените пароль и напишите в поддержку. Донор Рядом`;
  return { subject: channel === 'email' ? `${what} аккаунта изменён` : '', body };
}

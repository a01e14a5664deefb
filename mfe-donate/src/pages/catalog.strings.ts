// Strings of /souvenir/ and /charityshop beyond the titles in donate.strings.ts `P` (spec §2):
// how to get a souvenir, the shop's order form and its thank-you. A file of the catalogue's own,
// so the partner widget never ships them. Money goes through donate.strings.ts `rub` (Intl ru).
import { plural } from '@donor/shared/i18n';

export const C = {
  howToGet: 'Как получить:',
  getInCabinet: 'Получить в личном кабинете',
  getByDonating: 'Пожертвовать',
  stockLeft: (n: number) => `Осталось ${n} шт.`,
  buyHere: (title: string) => `Купить: ${title}`,
  buyExternal: (title: string) => `Купить в магазине партнёра: ${title}`,
  orderLegend: (title: string) => `Заказ: ${title}`,
  quantity: 'Количество',
  email: 'E-mail для чека',
  emailHint: 'Пришлём чек и номер заказа.',
  total: (sum: string) => `Итого: ${sum}`,
  pay: 'Перейти к оплате',
  paying: 'Переходим к оплате…',
  cancel: 'Отмена',
  thanksTitle: (n: number) => `Спасибо! Заказ № ${n} оплачен`,
  thanksText: (title: string, quantity: number, sum: string, email?: string) =>
    `${title} × ${quantity} ${plural(quantity, ['штука', 'штуки', 'штук'])} — ${sum}. ${email ? `Письмо с номером заказа придёт на ${email}.` : 'Письмо с номером заказа придёт на вашу почту.'} Вся выручка идёт на развитие донорства.`,
  waitingTitle: (n: number) => `Заказ № ${n} ждёт оплаты`,
  waitingText: 'Как только платёжная система подтвердит оплату, мы пришлём письмо. Обновите страницу через минуту.',
  cancelledTitle: (n: number) => `Заказ № ${n} не оплачен`,
  cancelledText: 'Оплата не прошла или была отменена, деньги не списаны. Можно оформить заказ ещё раз.',
  closeThanks: 'Скрыть',
} as const;

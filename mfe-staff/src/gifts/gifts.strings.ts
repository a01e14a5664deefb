// Russian strings of /staff/gifts/ (docs/recognition.md «Подарки»). `{name}` → interpolate().
import type { GiftRequestState } from '@donor/shared/contract/gifts-staff';

import { INTROS } from '../app/page-heads.strings.ts';

export const gs = {
  intro: INTROS.gifts,
  filterLabel: 'Статус заявок',
  all: 'Все',
  states: {
    requested: 'Ждут отправки',
    sent: 'Отправлены',
    received: 'Получены',
    cancelled: 'Отменены донором',
  } satisfies Record<GiftRequestState, string>,
  /** The badge of one request: its state in words (never colour alone). */
  state: {
    requested: 'Запрошен',
    sent: 'Отправлен',
    received: 'Получен',
    cancelled: 'Отменён донором',
  } satisfies Record<GiftRequestState, string>,
  listLabel: 'Заявки на подарки',
  pager: 'Страницы заявок',
  empty: 'Заявок с таким статусом нет.',
  count: '{count} {word}',
  countForms: ['заявка', 'заявки', 'заявок'] as const,
  requestedAt: 'Запрошен {date}',
  changedAt: 'Изменён {date}',
  noCity: 'Город не указан',
  noContacts: 'Контакты не указаны',
  // How the donor asked to get it (docs/recognition.md «Доставка»).
  atStation: 'Заберёт на станции: {station}',
  byPost: 'Почтой: {postcode}, {address}',
  size: 'размер {size}',
  noDelivery: 'Способ получения не указан — уточните у донора',
  markSent: 'Отметить «Отправлен»',
  markReceived: 'Отметить «Получен»',
  moved: '«{title}» для {name}: {state}',
} as const;

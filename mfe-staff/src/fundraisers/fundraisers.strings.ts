// Russian strings of /staff/fundraisers/ (docs/SECURITY.md «Сборы»). `{name}` → interpolate().
import { INTROS } from '../app/page-heads.strings.ts';

export const fs = {
  intro: INTROS.fundraisers,
  filterLabel: 'Статус сборов',
  statuses: { pending: 'На проверке', rejected: 'Отклонённые', approved: 'Опубликованные' },
  status: { pending: 'На проверке', rejected: 'Отклонён', approved: 'Опубликован' },
  listLabel: 'Сборы',
  pager: 'Страницы сборов',
  empty: { pending: 'Сборов на проверке нет.', rejected: 'Отклонённых сборов нет.', approved: 'Опубликованных сборов нет.' },
  goal: 'Цель: {goal}',
  collected: 'Собрано: {sum}',
  endsAt: 'До {date}',
  createdAt: 'Создан {date}',
  owner: 'Автор: пользователь № {id}',
  noDescription: 'Описания нет.',
  open: 'Открыть страницу сбора',
  approve: 'Одобрить',
  reject: 'Отклонить',
  unpublish: 'Снять с публикации',
  rejectTitle: 'Отклонить сбор «{title}»?',
  rejectText: 'Сбор не будет виден посетителям. Автор увидит его в своём кабинете; одобрить его можно и позже.',
  keep: 'Не отклонять',
  approved: 'Сбор «{title}» одобрен и опубликован',
  rejected: 'Сбор «{title}» отклонён',
} as const;

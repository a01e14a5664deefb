// Russian strings of /staff/people/ (docs/staff.md «Роли»; docs/SECURITY.md «Сотрудники»).
// The API's own refusals (wrong password, no such person) come from shared/src/staff-messages.ts.
import { INTROS } from '../app/page-heads.strings.ts';

export const ps = {
  intro: INTROS.people,
  grantTitle: 'Выдать доступ к станции',
  grantIntro: 'Человек должен быть зарегистрирован на сайте. Доступ действует со следующего запроса.',
  login: 'E-mail или телефон сотрудника',
  loginHint: 'Как он входит на сайт: name@example.com или +7 999 123-45-67',
  station: 'Станция',
  stationPlaceholder: 'Начните вводить название',
  password: 'Ваш пароль',
  passwordHint: 'Для выдачи и отзыва доступа введите свой пароль ещё раз',
  grant: 'Выдать доступ',
  granted: '{name} теперь сотрудник станции «{station}»',
  listTitle: 'Кто работает в станциях',
  listLabel: 'Сотрудники станций',
  pager: 'Страницы списка сотрудников',
  empty: 'Пока ни у кого нет доступа к станциям.',
  count: '{count} {word}',
  countForms: ['доступ', 'доступа', 'доступов'] as const,
  grantedAt: 'Доступ с {date}',
  grantedBy: 'выдал(а) {name}',
  history: 'Действия в журнале',
  revoke: 'Отозвать доступ',
  revokeTitle: 'Отозвать доступ {name} к станции «{station}»?',
  revokeText: 'Со следующего запроса этот человек не сможет работать с этой станцией. Доступ можно выдать снова.',
  keep: 'Оставить',
  revoked: 'Доступ {name} к станции «{station}» отозван',
} as const;

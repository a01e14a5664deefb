// The donor's words about a moderator's refusal (docs/staff.md «Проверка донаций»), apart from
// cabinet.strings.ts: only the lazily loaded donation pages show them, so the cabinet's first
// chunk does not carry them. The reasons themselves are shared with the API and mfe-staff
// (shared/src/staff-donations-messages.ts).
export const rs = {
  listTitle: 'Нужно исправить',
  listHint: 'Модератор не смог подтвердить эти донации. Исправьте их по причине и отправьте снова — ничего не удалено.',
  title: 'Донация не подтверждена',
  reason: 'Причина',
  comment: 'Комментарий модератора',
  when: 'Проверена {date}',
  fix: 'Исправить и отправить снова',
  formNote: 'После сохранения донация снова уйдёт на проверку модератору. Можно отправить и без изменений.',
  resend: 'Отправить снова',
  pending: 'Донация ждёт проверки модератором. В рейтинге и наградах она засчитается после подтверждения.',
} as const;

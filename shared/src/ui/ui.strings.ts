// Kit strings not (yet) in shared/i18n; the lead may move them there. Everything else in the
// kit comes from `t` in ../i18n.ts.
export const uiStrings = {
  typeToSearch: 'Начните вводить название',
  /** spec §9 Dropdown add-item label 'Add ' (trailing space: the typed text follows). */
  addItem: 'Добавить ',
  cancel: 'Отмена',
  /** spec §2 City picker wording, for the city form field (city-select.tsx). */
  cityPlaceholder: 'Выберите город',
  cityNotFound: 'Не нашли свой город? Напишите в поддержку: {email}',
  cityNotSet: 'Не указан',
  /** Pagination (pagination.tsx); the nav's own label comes from the list that uses it. */
  pager: { prev: 'Назад', next: 'Вперёд', page: 'Страница {n}', current: 'Страница {n} из {total}' },
} as const;

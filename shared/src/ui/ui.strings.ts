// Kit strings not (yet) in shared/i18n; the lead may move them there. Everything else in the
// kit comes from `t` in ../i18n.ts.
export const uiStrings = {
  typeToSearch: 'Начните вводить название',
  cancel: 'Отмена',
  /** spec §2 City picker wording, for the city form field (city-select.tsx). */
  cityPlaceholder: 'Выберите город',
  cityNotFound: 'Не нашли свой город? Напишите в поддержку: {email}',
  cityNotSet: 'Не указан',
} as const;

// Russian strings of the blood-group fields (sign-up and settings share them; a file of its own so
// the sign-up chunk does not carry all of settings' strings).
export const bloodGroupStrings = {
  title: 'Группа крови',
  group: 'Группа крови',
  kell: 'Kell-фактор',
  unknown: 'Не знаю',
  kellNegative: 'Kell отрицательный',
  kellPositive: 'Kell положительный',
  hint: 'По ней поиск станций покажет, где нужна именно ваша кровь.',
  saved: 'Сохранено',
  save: 'Сохранить',
} as const;

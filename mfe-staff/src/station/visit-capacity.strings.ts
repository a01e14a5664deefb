// Words of the console's visit block (docs/booking.md «Визит в любой день работы»); what the API
// also answers with is shared/src/station-visits-messages.ts.
export const vs = {
  title: 'Визиты без акции',
  hint: 'Сколько доноров станция примет в каждый час работы, кроме выходных дней. Доноры записываются на странице станции; 0 — визитов нет.',
  label: 'Визитов в час',
  save: 'Сохранить',
  saved: 'Сохранено',
  loadError: 'Не удалось загрузить число визитов.',
} as const;

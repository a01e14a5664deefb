// What the visit endpoints answer with (docs/booking.md «Визит в любой день работы»), once: the API
// sends these and the pages show the same words. Plain data, no zod (as messages.ts).
export const VISIT_CAPACITY_MAX = 50;
/** How many calendar days ahead visits are offered, today included. */
export const VISIT_DAYS_AHEAD = 14;

export const capacityRange = `Визитов в час — целое число от 0 до ${VISIT_CAPACITY_MAX}`;
export const noVisits = 'Станция не принимает визиты без записи на акцию';
export const dayPast = 'Выберите сегодняшний или будущий день';
export const dayFar = `Визит можно выбрать не дальше чем на ${VISIT_DAYS_AHEAD} дней вперёд`;
export const dayClosed = 'В этот день станция не работает';
export const dayOver = 'На этот день визитов больше нет: время приёма прошло';
export const visitTitle = 'Визит на станцию';

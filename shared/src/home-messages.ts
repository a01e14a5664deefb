// Every user-facing text of the home page's blocks API (spec §3 Stories; §7 "Stories, bonuses,
// info, advice", "Rankings and option lists"), once: the API answers with them and the home
// blocks may show the same words. Plain data, no zod (the same reasons as messages.ts).
// docs/home.md says when each one is given.

export const countRange = (min: number, max: number): string => `Укажите целое число от ${min} до ${max}`;
/** Staff transitions of a souvenir gift request (docs/recognition.md «Подарки»). */
export const giftStaffOnly = 'Заявки на подарки ведёт команда проекта';
export const giftBadTransition = (from: string, to: string): string => `Нельзя перевести заявку из статуса «${from}» в «${to}»`;
export const giftStateLabels: Record<string, string> = {
  requested: 'запрошен',
  sent: 'отправлен',
  received: 'получен',
  cancelled: 'отменён',
};

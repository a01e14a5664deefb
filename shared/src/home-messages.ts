// Every user-facing text of the home page's blocks API (spec §3 Stories; §7 "Stories, bonuses,
// info, advice", "Rankings and option lists"), once: the API answers with them and the home
// blocks may show the same words. Plain data, no zod (the same reasons as messages.ts).
// docs/home.md says when each one is given.

/** How a donor who hid their name is shown (docs/SECURITY.md «Публичные списки доноров»). */
export const hiddenDonorName = 'Донор';
export const storyLogin = 'Войдите, чтобы оценить историю';
export const storyNotFound = 'История не найдена';
export const oceanDonorNotFound = 'Донор не найден';
export const oceanBadId = 'Неверный идентификатор донора';
export const countRange = (min: number, max: number): string => `Укажите целое число от ${min} до ${max}`;
/** Staff transitions of a souvenir gift request (docs/recognition.md «Подарки»). */
export const giftRequestNotFound = 'Заявка на подарок не найдена';
export const giftBadTransition = (from: string, to: string): string => `Заявку в статусе «${from}» нельзя перевести в статус «${to}»`;
export const giftStateLabels: Record<string, string> = {
  requested: 'запрошен',
  sent: 'отправлен',
  received: 'получен',
  cancelled: 'отменён',
};

// Every user-facing text of the recognition APIs (spec §3 Bonus, Donator advice; §4 Advice
// form; §7 "Stories, bonuses, info, advice", "Collective donations, gifts, achievements"), once:
// the API answers with them and the forms show the same words. Plain data, no zod (the same
// reasons as messages.ts). docs/recognition.md says when each one is given.

// ---------------------------------------------------------------- bonuses from partners

/** Why a bonus cannot be taken (cannot_take_reason, and the 400 of get_bonus). */
export const bonusLogin = 'Войдите, чтобы получить бонус';
export const bonusNeedsDonation = 'Бонус доступен донорам, которые уже сдали кровь: добавьте донацию в личном кабинете';
export const bonusNeedsRecentDonation = (days: number): string => `Бонус доступен донорам, сдавшим кровь за последние ${days} дней`;
export const bonusNeedsDonations = (n: number): string => `Бонус доступен донорам, у которых не меньше ${n} донаций`;
export const bonusNoCodes = 'Промокоды закончились';
export const bonusExpired = 'Срок действия бонуса истёк';
export const bonusTaken = 'Вы уже получили этот бонус';
export const bonusNotFound = 'Бонус не найден';
export const bonusNotTaken = 'Отзыв можно оставить после того, как вы получили бонус';
export const bonusFeedbackExists = 'Отзыв об этом бонусе уже оставлен: его можно изменить';
/**
 * A reward that donations waiting for confirmation would unlock (docs/recognition.md «Что
 * засчитывается»): the words the pages show beside it, and the refusal of taking it now.
 */
export const awaitingConfirmation = 'Засчитаем после подтверждения';
export const bonusAwaitingConfirmation = 'Засчитаем после подтверждения: бонус станет доступен, когда станция или модератор подтвердит вашу донацию';
/** condition_text of each kind of condition. */
export const bonusConditionNone = 'Для всех зарегистрированных доноров';
export const bonusConditionRecent = (days: number): string => `Для доноров, сдавших кровь за последние ${days} дней`;
export const bonusConditionCount = (n: number): string => `Для доноров, у которых не меньше ${n} донаций`;

// ---------------------------------------------------------------- collective donations

export const collectiveDatePast = 'Дата не может быть в прошлом';
export const collectiveDateFar = 'Дата — не позже чем через год';
export const collectiveParticipantsRange = 'Число участников — целое число от 2 до 500';
export const collectiveParticipantsBelow = 'Участников уже больше: укажите не меньше, чем записалось';
export const collectiveFull = 'Все места уже заняты';
export const collectivePast = 'Эта коллективная донация уже прошла';
export const collectiveJoined = 'Вы уже участвуете в этой коллективной донации';
export const collectiveNotJoined = 'Вы не участвуете в этой коллективной донации';
export const collectiveOwnerLeave = 'Организатор не может выйти из коллективной донации: её можно удалить';

// ---------------------------------------------------------------- donor advice (spec §4 Advice form)

export const adviceNeedsDonation = 'Совет можно написать после донации';
export const adviceSent = 'Вы уже отправили совет. Спасибо!';

// ---------------------------------------------------------------- gifts (souvenirs for donations)

export const giftNotFound = 'Сувенир не найден';
export const giftNotReached = (n: number): string => `Этот сувенир выдаётся после ${n} донаций`;
export const giftAwaitingConfirmation = 'Засчитаем после подтверждения: сувенир можно будет запросить, когда станция или модератор подтвердит вашу донацию';
export const giftOutOfStock = 'Этого сувенира сейчас нет в наличии';
export const giftRequested = 'Вы уже запросили этот сувенир';
export const giftAlreadySent = 'Сувенир уже отправлен';
export const giftNotRequested = 'Этот сувенир не запрошен';
export const giftCannotCancel = 'Отменить можно только запрос, который ещё не отправлен';
// What delivery needs (docs/recognition.md «Доставка»): the field errors of a gift request.
export const giftDeliveryRequired = 'Выберите, как получить подарок';
export const giftStationRequired = 'Выберите станцию, где заберёте подарок';
export const giftStationNotFound = 'Станция не найдена';
export const giftPostcode = 'Индекс — шесть цифр, например 101000';
export const giftAddressRequired = 'Укажите адрес: город, улицу, дом и квартиру';
export const giftAddressShort = 'Адрес слишком короткий: укажите город, улицу, дом и квартиру';
export const giftSizeRequired = 'Выберите размер';

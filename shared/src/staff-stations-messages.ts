// What the station console and the staff event tools answer with (docs/booking.md «Пульт
// станции»), once: the API sends these and mfe-staff shows the same words. Plain data, no zod
// (the same reasons as messages.ts). Access refusals are staff-messages.ts's.

// ---------------------------------------------------------------- the station console
export const hoursOrder = 'Время закрытия должно быть позже времени открытия';
export const hoursTwice = 'Этот день недели указан дважды';
export const time = 'Введите время в формате ЧЧ:ММ';
export const weekday = 'День недели — число от 1 (понедельник) до 7 (воскресенье)';
export const closedDayPast = 'Выберите сегодняшний или будущий день';
export const closedDayFar = 'Не дальше чем на год вперёд';
export const expiresPast = 'Срок показа должен быть в будущем';
export const noticeNotFound = 'Объявление не найдено';
export const componentNotTaken = 'Станция не принимает этот вид донации';

// ---------------------------------------------------------------- events and slots
export const ownerOne = 'Укажите станцию или организацию — одну из двух';
export const ownerNeeded = 'Укажите станцию или организацию';
export const orgAddress = 'Укажите адрес: у акции организации нет станции';
export const orgNoCity = 'У организации не указан город: акцию создать нельзя';
export const slotsNeeded = 'Добавьте хотя бы одно время';
export const slotsMany = (n: number): string => `Не больше ${n} времён в одной акции`;
export const slotPast = 'Это время уже прошло';
export const slotFar = 'Не дальше чем на год вперёд';
export const slotTwice = 'Это время уже есть в акции';
export const capacityRange = (max: number): string => `Мест — целое число от 1 до ${max}`;
export const capacityBelowBooked = (booked: number): string => `Нельзя меньше, чем уже записано: ${booked}`;
export const slotNotFound = 'Время не найдено';
export const eventNotFound = 'Акция не найдена';
export const eventCancelled = 'Акция отменена';
export const eventEnded = 'Акция уже закончилась';
export const eventDuplicate = 'Такая акция уже есть: то же название и то же время начала';
export const reasonNeeded = 'Напишите причину: её прочтут записавшиеся доноры';

// ---------------------------------------------------------------- what booked donors receive
export const cancelSubject = 'Акция отменена';
export const cancelLine = 'К сожалению, акция, на которую вы записаны, отменена.';
export const cancelReason = 'Причина';
export const cancelAgain = 'Другие акции и станции';
export const cancelSms = 'Донор Рядом: акция отменена';

// Every user-facing text the staff API answers with (docs/staff.md), once: the API sends them
// and mfe-staff may show the same words. Plain data, no zod (the same reasons as messages.ts).
// Each area adds its own block below.

// ---------------------------------------------------------------- access
export const noAccess = 'Нет доступа: этот раздел — для сотрудников станций, модераторов и организаторов';
export const otherStation = 'Это станция, в которой вы не работаете';
export const otherOrganization = 'Вы не управляете этой организацией';
export const shiftEnded = 'Смена закончилась: войдите снова, чтобы продолжить работу';
export const passwordWrong = 'Неверный пароль';
export const userNotFound = 'Пользователь с таким e-mail или телефоном не найден';
/** 409 for an item someone else already decided (two moderators, one item). */
export const alreadyReviewed = 'Уже рассмотрено';

// Help-me moderation and reports (docs/helpme.md «Модерация»): the states of a request, the
// verdicts and which state each may follow, the reasons a moderator or a visitor picks from, and
// every text the API answers with or the pages show about them. Plain data, no zod: the API,
// mfe-staff and mfe-helpme read the same words (the contract's enums are built from these lists).

/** A request is public only when 'published'; the others are seen by its author and moderators. */
export const MODERATION_STATES = ['pending', 'published', 'needs_fix', 'rejected', 'hidden'] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];

/** The queue's tabs: the states a moderator works on, and 'reported' — any request with open reports. */
export const QUEUE_STATES = ['pending', 'reported', 'needs_fix', 'rejected', 'hidden'] as const;
export type QueueState = (typeof QUEUE_STATES)[number];

export const VERDICTS = ['approve', 'fix', 'reject', 'hide'] as const;
export type Verdict = (typeof VERDICTS)[number];

/** Where each verdict takes the request. */
export const VERDICT_STATE: Readonly<Record<Verdict, ModerationState>> = { approve: 'published', fix: 'needs_fix', reject: 'rejected', hide: 'hidden' };

/**
 * The states each verdict may follow. Approving a published request dismisses its open reports.
 * 'needs_fix' and 'rejected' are with the author; a moderator may still approve or reject one
 * (a change of mind), but not send it back to the author a second time. Only a published request
 * is hidden: anything else is already out of public view.
 */
export const VERDICT_FROM: Readonly<Record<Verdict, readonly ModerationState[]>> = {
  approve: ['pending', 'published', 'hidden', 'needs_fix', 'rejected'],
  fix: ['pending', 'published', 'hidden'],
  reject: ['pending', 'published', 'hidden', 'needs_fix'],
  hide: ['published'],
};

/** Why a moderator returns, rejects or hides a request (required for every verdict but approve). */
export const VERDICT_REASONS = ['incomplete', 'photo', 'personal_data', 'money', 'not_blood', 'duplicate', 'false_info', 'offensive', 'other'] as const;
export type VerdictReason = (typeof VERDICT_REASONS)[number];
export const VERDICT_REASON_TEXT: Readonly<Record<VerdictReason, string>> = {
  incomplete: 'Не хватает сведений: уточните причину поиска или данные пациента',
  photo: 'Фото не подходит: на нём не пациент, посторонние люди или документы',
  personal_data: 'Лишние персональные данные: телефоны, адреса, номера документов',
  money: 'Просьба о деньгах или реквизиты для перевода: здесь ищут только доноров крови',
  not_blood: 'Запрос не о поиске доноров крови',
  duplicate: 'Такой запрос уже опубликован',
  false_info: 'Сведения не подтвердились',
  offensive: 'Оскорбительное или неуместное содержание',
  other: 'Другая причина',
};

/** Why a visitor reports a published request («Пожаловаться»). */
export const REPORT_REASONS = ['false_info', 'fraud', 'personal_data', 'offensive', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_TEXT: Readonly<Record<ReportReason, string>> = {
  false_info: 'Неправда или устаревшие сведения',
  fraud: 'Мошенничество: просят деньги',
  personal_data: 'Чужие персональные данные без согласия',
  offensive: 'Оскорбительное содержание',
  other: 'Другое',
};

/** A report's optional comment, at most (the contract and the dialog). */
export const REPORT_COMMENT_MAX = 500;

/** The reason recorded when reports (not a moderator) took a request out of public view. */
export const HIDDEN_BY_REPORTS = 'reports';
export const hiddenByReportsText = 'На запрос пожаловались посетители: модератор проверит его';

/** The state in words (the author's page, the queue's tabs). */
export const STATE_TEXT: Readonly<Record<ModerationState, string>> = {
  pending: 'На проверке',
  published: 'Опубликован',
  needs_fix: 'Нужно исправить',
  rejected: 'Отклонён',
  hidden: 'Скрыт',
};

/** How long a review usually takes (docs/helpme.md «Модерация»): the author's page and the e-mail say it. */
export const REVIEW_WAIT = 'обычно до 24 часов';

// ---------------------------------------------------------------- the API's answers
export const reasonRequired = 'Выберите причину';
export const commentRequired = 'Опишите причину в комментарии';
/** 409: the verdict does not apply to the request's state (e.g. hiding one that is not public). */
export const verdictNotAllowed = 'Это решение нельзя принять для запроса в таком состоянии';
/** 409: the author edits only a request returned to them. */
export const notEditable = 'Изменить можно только запрос, который модератор вернул на исправление или отклонил';
/** A report's answer (also on a repeat: one report per visitor). */
export const reportThanks = 'Спасибо! Модератор проверит запрос.';

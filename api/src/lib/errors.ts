// DRF-style errors (ARCHITECTURE §3): 400 `{field: ["…"]}`, other 4xx `{detail: "…"}`.
// Handlers throw these; the app's onError turns them into responses.
import type { FieldErrors } from '@donor/shared/contract/common';

export const DETAIL = {
  notFound: 'Не найдено.',
  unauthorized: 'Учетные данные не были предоставлены.',
  badToken: 'Недопустимый токен.',
  forbidden: 'У вас недостаточно прав для выполнения данного действия.',
  tooMany: 'Слишком много запросов. Попробуйте позже.',
  tooLarge: 'Слишком большой запрос.',
  badPage: 'Неверная страница.',
  unsupported: 'Неподдерживаемый тип данных в запросе.',
  badJson: 'Некорректный JSON в теле запроса.',
  server: 'Внутренняя ошибка сервера. Попробуйте позже.',
} as const;

export class ApiError extends Error {
  constructor(
    // 502/503: a payment provider failed or payments are off — said plainly, never a bare 500.
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 503,
    readonly body: FieldErrors | { detail: string },
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : JSON.stringify(body));
  }
}

export const fieldError = (field: string, message: string) => new ApiError(400, { [field]: [message] });
export const nonFieldError = (message: string) => fieldError('non_field_errors', message);
export const notFound = () => new ApiError(404, { detail: DETAIL.notFound });
export const tooManyRequests = (retryAfterSec: number) =>
  new ApiError(429, { detail: DETAIL.tooMany }, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSec))) });

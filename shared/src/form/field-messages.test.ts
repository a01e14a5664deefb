import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error.ts';
import * as MSG from '../messages.ts';
import { fieldMessages, messageOf, sameNames } from './field-messages.ts';

const http = (status: number, data: unknown) => new ApiError({ kind: 'http', method: 'POST', url: '/api/x/', status, data });

describe('fieldMessages: API error → field message', () => {
  const fields = { ...sameNames('email', 'password'), city_id: 'city' } as const;

  it('puts each field\'s first message next to its form field (renamed ones too)', () => {
    expect(fieldMessages(http(400, { email: ['Введите корректный e-mail', 'второе'], city_id: ['Город не найден'] }), fields)).toEqual({
      errors: { email: 'Введите корректный e-mail', city: 'Город не найден' },
      formError: null,
    });
  });

  it('sends what no field shows to the alert: unknown fields, non_field_errors, detail', () => {
    expect(fieldMessages(http(400, { email: ['Неверный e-mail'], user_id: ['Регистрация устарела'], non_field_errors: ['Ошибка формы'] }), fields)).toEqual({
      errors: { email: 'Неверный e-mail' },
      formError: 'Регистрация устарела Ошибка формы',
    });
    expect(fieldMessages(http(403, { detail: 'Недостаточно прав' }), fields)).toEqual({ errors: {}, formError: 'Недостаточно прав' });
  });

  it('an item of an array field counts as the field; only own keys of `fields` match', () => {
    expect(fieldMessages(http(400, { 'requested_blood_type[0]': ['Выберите значение из списка'] }), sameNames('requested_blood_type')).errors)
      .toEqual({ requested_blood_type: 'Выберите значение из списка' });
    expect(fieldMessages(http(400, { constructor: ['x'] }), fields)).toEqual({ errors: {}, formError: 'x' });
  });

  it('429 says its detail; no answer, another failure and a silent answer have the house texts', () => {
    expect(fieldMessages(http(429, { detail: 'Слишком много попыток', email: ['x'] }), fields)).toEqual({ errors: {}, formError: 'Слишком много попыток' });
    expect(fieldMessages(new ApiError({ kind: 'network', method: 'POST', url: '/x', status: 0, data: undefined }), fields).formError).toBe(MSG.network);
    expect(fieldMessages(new Error('boom'), fields).formError).toBe(MSG.generic);
    expect(fieldMessages(http(400, undefined), fields).formError).toBe(MSG.generic);
    expect(fieldMessages(http(502, undefined), fields).formError).toBe(MSG.server);
    expect(fieldMessages(http(400, undefined), fields, 'Не удалось записаться').formError).toBe('Не удалось записаться');
  });

  it('messageOf: one sentence, the own field first', () => {
    expect(messageOf(http(400, { bonus_id: ['Бонус уже получен'], other: ['x'] }), 'bonus_id')).toBe('Бонус уже получен');
    expect(messageOf(http(400, { non_field_errors: ['Нельзя'] }))).toBe('Нельзя');
    expect(messageOf(http(404, { detail: 'Страница не найдена.' }), 'bonus_id')).toBe('Страница не найдена.');
  });
});

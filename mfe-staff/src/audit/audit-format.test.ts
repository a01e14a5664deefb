import { describe, expect, it } from 'vitest';
import { actionLabel, auditErrors, auditHref, auditKey, changesOf, objectLabel, parseAuditSearch, roleLabel, valueText } from './audit-format.ts';

describe('audit records in words', () => {
  it('names actions, objects and roles, and keeps an action it does not know as recorded', () => {
    expect(actionLabel('role.grant_station_staff')).toBe('Выдан доступ к станции');
    expect(actionLabel('gift_request.sent')).toBe('Подарок отмечен отправленным');
    expect(actionLabel('something.new')).toBe('something.new');
    expect(objectLabel({ object_type: 'user', object_id: '12' })).toBe('Пользователь № 12');
    expect(objectLabel({ object_type: 'widget', object_id: '3' })).toBe('widget № 3');
    expect(roleLabel('station_staff')).toBe('сотрудник станции');
  });

  it('before/after become «поле: было → стало», only what changed', () => {
    expect(changesOf({ state: 'requested' }, { state: 'sent' })).toEqual([{ field: 'Статус', before: 'запрошен', after: 'отправлен' }]);
    expect(changesOf(null, { station_id: 5 })).toEqual([{ field: 'Станция (номер)', before: '—', after: '5' }]);
    expect(changesOf({ station_id: 5 }, null)).toEqual([{ field: 'Станция (номер)', before: '5', after: '—' }]);
    expect(changesOf({ a: 1, b: true }, { a: 1, b: false })).toEqual([{ field: 'b', before: 'да', after: 'нет' }]);
    expect(changesOf(null, null)).toEqual([]);
    expect(changesOf('x', [1, 2])).toEqual([{ field: '', before: 'x', after: '[1,2]' }]);
    expect(valueText({ o_plus: 'need' })).toBe('{"o_plus":"need"}');
  });
});

describe('the filter in the URL', () => {
  it('reads, checks and writes the view', () => {
    const view = parseAuditSearch('?actor=12&object_type=user&object_id=7&page=2');
    expect(view).toEqual({ actor: '12', object_type: 'user', object_id: '7', page: 2 });
    expect(auditKey(view)).toBe('/api/staff/audit/?actor=12&object_type=user&object_id=7&page=2');
    expect(auditHref(view)).toBe('/staff/audit/?actor=12&object_type=user&object_id=7&page=2');
    expect(auditHref({})).toBe('/staff/audit/');
    expect(auditKey(parseAuditSearch(''))).toBe('/api/staff/audit/');
  });

  it('a malformed person number is a field error and asks nothing', () => {
    const view = parseAuditSearch('?actor=abc');
    expect(auditErrors(view)).toEqual({ actor: 'Введите корректный идентификатор' });
    expect(auditKey(view)).toBeNull();
    expect(auditErrors({ actor: '', object_type: '', object_id: 'x'.repeat(41) })).toEqual({ object_id: 'Не более 40 символов' });
  });
});

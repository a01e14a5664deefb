// How an audit record reads (docs/staff.md «Журнал»): the action, the object and the role in
// words, and before/after as a list of changed fields «поле: было → стало». Pure, so the page only
// renders and a test reads the same functions.
import type { AuditEntry } from '@donor/shared/contract/staff';
import { keyOf } from '@donor/shared/endpoint';
import { listAudit } from '@donor/shared/endpoints/staff';
import { interpolate } from '@donor/shared/i18n';
import * as MSG from '@donor/shared/messages';
import { requestKey } from '@donor/shared/query';
import { pathTo } from '@donor/shared/routes';
import { as } from './audit.strings.ts';

export const actionLabel = (action: string): string => as.actions[action] ?? action;
export const objectTypeLabel = (type: string): string => as.objects[type] ?? type;
export const objectLabel = (e: Pick<AuditEntry, 'object_type' | 'object_id'>): string =>
  interpolate(as.object, { type: objectTypeLabel(e.object_type), id: e.object_id });
export const roleLabel = (role: AuditEntry['actor_role']): string => as.roles[role];

export interface Change {
  /** The field in words; '' when before/after are not records of fields. */
  field: string;
  before: string;
  after: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One value in words: a known status as a word, yes/no, a number, text, or compact JSON. */
export function valueText(v: unknown, field = ''): string {
  if (v === null || v === undefined || v === '') return as.nothing;
  if (typeof v === 'boolean') return v ? as.yes : as.no;
  if (typeof v === 'string') return (field === 'state' || field === 'status') ? (as.values[v] ?? v) : v;
  if (typeof v === 'number') return String(v);
  return JSON.stringify(v);
}

/** The fields that differ between before and after (every field of a record that only one side has). */
export function changesOf(before: unknown, after: unknown): Change[] {
  if (before == null && after == null) return [];
  if ((before == null || isRecord(before)) && (after == null || isRecord(after))) {
    const b = before ?? {};
    const a = after ?? {};
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return keys
      .filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]) || before == null || after == null)
      .map((k) => ({ field: as.fields[k] ?? k, before: valueText(b[k], k), after: valueText(a[k], k) }));
  }
  return [{ field: '', before: valueText(before), after: valueText(after) }];
}

/** The page's filter, from its URL, as typed. */
export interface AuditView {
  actor: string;
  object_type: string;
  object_id: string;
  page: number;
}
export type AuditField = 'actor' | 'object_type' | 'object_id';

const positive = (v: string | null): number | null => (v && /^\d{1,6}$/.test(v) && Number(v) > 0 ? Number(v) : null);

export function parseAuditSearch(search: string): AuditView {
  const q = new URLSearchParams(search);
  return {
    actor: (q.get('actor') ?? '').trim(),
    object_type: (q.get('object_type') ?? '').trim(),
    object_id: (q.get('object_id') ?? '').trim(),
    page: positive(q.get('page')) ?? 1,
  };
}

/** The filter's own checks, with the API's words (the API checks the same). */
export function auditErrors(v: Omit<AuditView, 'page'>): Partial<Record<AuditField, string>> {
  const errors: Partial<Record<AuditField, string>> = {};
  if (v.actor && !/^\d{1,9}$/.test(v.actor)) errors.actor = MSG.id;
  if (v.object_type.length > 40) errors.object_type = MSG.tooLong(40);
  if (v.object_id.length > 40) errors.object_id = MSG.tooLong(40);
  return errors;
}

export const auditHref = (v: Partial<AuditView>): string =>
  requestKey(pathTo('staff-audit'), {
    actor: v.actor || null,
    object_type: v.object_type || null,
    object_id: v.object_id || null,
    page: v.page && v.page > 1 ? v.page : null,
  });

/** The request of a view; null (nothing to ask) while the filter has an error. */
export function auditKey(v: AuditView): string | null {
  if (Object.keys(auditErrors(v)).length > 0) return null;
  return keyOf(listAudit, null, {
    ...(v.actor ? { actor: Number(v.actor) } : {}),
    ...(v.object_type ? { object_type: v.object_type } : {}),
    ...(v.object_id ? { object_id: v.object_id } : {}),
    ...(v.page > 1 ? { page: v.page } : {}),
  });
}

// How a failed write reads on a form — the ONE mapping of "API error → field message" for every
// section (ARCHITECTURE §3 error shapes; spec §8): the API's `{field: [message]}` goes next to
// the field it names (`name[0]`, an item of an array field, counts as `name`), a field the form
// does not show and `non_field_errors`/`detail` go to the form-level alert, 429 shows its own
// detail, no answer at all says so. The messages are the API's (Russian) or shared/src/messages.ts.
import * as MSG from '../messages.ts';
import { isApiError } from '../api-error.ts';

export type Errors<K extends string> = Partial<Record<K, string>>;

export interface FieldMessages<K extends string> {
  errors: Errors<K>;
  formError: string | null;
}

const ITEM_INDEX = /\[\d+\]$/;

/**
 * `fields`: API field name → form field (e.g. `{ city_id: 'city' }`, or the same name). An API
 * field missing from it is not lost: its message goes to the alert. `fallback`: the alert of an
 * answer that says nothing (by default the house's generic or server text).
 */
export function fieldMessages<K extends string>(error: unknown, fields: Readonly<Record<string, K>>, fallback?: string): FieldMessages<K> {
  if (!isApiError(error)) return { errors: {}, formError: MSG.generic };
  if (error.kind === 'network') return { errors: {}, formError: MSG.network };
  if (error.kind !== 'http') return { errors: {}, formError: MSG.generic };
  if (error.status === 429) return { errors: {}, formError: error.detail ?? MSG.generic };
  const errors: Errors<K> = {};
  const loose: string[] = [];
  for (const [name, messages] of Object.entries(error.fieldErrors)) {
    const field = formField(fields, name) ?? formField(fields, name.replace(ITEM_INDEX, ''));
    const first = messages[0];
    if (!first) continue;
    if (field !== undefined && name !== 'non_field_errors') errors[field] ??= first;
    else loose.push(first);
  }
  if (error.detail) loose.push(error.detail);
  const silent = fallback ?? (error.status >= 500 ? MSG.server : MSG.generic);
  const formError = loose.length ? loose.join(' ') : Object.keys(errors).length ? null : silent;
  return { errors, formError };
}

// Own keys only: an API field named `constructor` is not the object's. (Not Object.hasOwn: older phones.)
const formField = <K extends string>(fields: Readonly<Record<string, K>>, name: string): K | undefined =>
  Object.prototype.hasOwnProperty.call(fields, name) ? fields[name] : undefined;

/**
 * One sentence for a write with no fields on screen (a button, a switch): the message of its own
 * API field when it names one (`bonus_id`), else what fieldMessages puts in the alert.
 */
export function messageOf(error: unknown, field?: string): string {
  const { errors, formError } = fieldMessages(error, field ? { [field]: 'own' } : {});
  return errors.own ?? formError ?? MSG.generic;
}

/** The same field names on both sides: `{ email: 'email', … }`. */
export const sameNames = <K extends string>(...names: K[]): Record<string, K> =>
  Object.fromEntries(names.map((n) => [n, n])) as Record<string, K>;

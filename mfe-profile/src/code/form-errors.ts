// How a failed request reads on a form (ARCHITECTURE §3 error shapes; spec §8): the API's
// `{field: [message]}` goes next to the field it names, a field the form does not show and
// `non_field_errors`/`detail` go to the form-level alert, 429 shows its own detail, no answer at
// all says so. The messages are the API's (Russian) or shared/src/messages.ts.
import * as MSG from '@donor/shared/messages';
import { isApiError } from '@donor/shared/api-error';

export interface FormErrors<K extends string> {
  errors: Partial<Record<K, string>>;
  formError: string | null;
}

/**
 * `fields`: API field name → form field (e.g. `{ city_id: 'city' }`, or the same name). An API
 * field missing from it is not lost: its message goes to the alert.
 */
export function errorsOf<K extends string>(error: unknown, fields: Readonly<Record<string, K>>): FormErrors<K> {
  if (!isApiError(error)) return { errors: {}, formError: MSG.generic };
  if (error.kind === 'network') return { errors: {}, formError: MSG.network };
  if (error.kind !== 'http') return { errors: {}, formError: MSG.generic };
  if (error.status === 429) return { errors: {}, formError: error.detail ?? MSG.generic };
  const errors: Partial<Record<K, string>> = {};
  const loose: string[] = [];
  for (const [name, messages] of Object.entries(error.fieldErrors)) {
    const field = fields[name];
    const first = messages[0];
    if (!first) continue;
    if (field !== undefined && name !== 'non_field_errors') errors[field] ??= first;
    else loose.push(first);
  }
  if (error.detail) loose.push(error.detail);
  const fallback = error.status >= 500 ? MSG.server : MSG.generic;
  const formError = loose.length ? loose.join(' ') : Object.keys(errors).length ? null : fallback;
  return { errors, formError };
}

/** The same field names on both sides: `{ email: 'email', … }`. */
export const sameNames = <K extends string>(...names: K[]): Record<string, K> =>
  Object.fromEntries(names.map((n) => [n, n])) as Record<string, K>;

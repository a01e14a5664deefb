// What to tell the donor when a write failed (spec §8; ARCHITECTURE §3: 400 `{field: [messages]}`,
// `{detail}` otherwise): the API's own Russian message when it sent one, else the house's
// network or generic text from shared/src/messages.ts.
import { isApiError } from '@donor/shared/api-error';
import * as MSG from '@donor/shared/messages';

/** One message for a failed request; `field` first looks for that field's own error. */
export function requestProblem(error: unknown, field?: string): string {
  if (!isApiError(error)) return MSG.generic;
  if (error.kind === 'network') return MSG.network;
  const fe = error.fieldErrors;
  const own = field ? fe[field]?.[0] : undefined;
  if (own) return own;
  const first = fe.non_field_errors?.[0] ?? Object.values(fe).find((list) => list.length > 0)?.[0];
  if (first) return first;
  if (error.detail) return error.detail;
  return error.status >= 500 ? MSG.server : MSG.generic;
}

/** The API's field errors, first message of each (a form puts them under its fields). */
export function fieldProblems(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  const out: Record<string, string> = {};
  for (const [field, list] of Object.entries(error.fieldErrors)) if (list[0]) out[field] = list[0];
  return out;
}

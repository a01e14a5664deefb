// The host's half of the first-screen mechanism (shared/src/first-screen.ts): for a route that
// declares its first request, ask the API while the page is rendered and hand the answer to the
// browser in the boot payload. An optimisation only: a slow or failed answer is left out (the
// section then asks itself), and it never delays the page by more than FIRST_SCREEN_BUDGET_MS.
// A route with several requests gets them asked at once, each under the same budget.
import { firstScreenKeys, type FirstScreenInput } from '@donor/shared/first-screen';
import type { RouteMatch } from '@donor/shared/routes';
import type { ApiFetch } from './session.ts';

export const FIRST_SCREEN_BUDGET_MS = 1_500;

export async function firstScreenData(
  apiFetch: ApiFetch,
  match: RouteMatch,
  url: URL,
  city: FirstScreenInput['city'],
  /** The visitor's token, only when the API accepted it: the answer is then theirs. */
  token: string | undefined,
): Promise<Record<string, unknown>> {
  const keys = firstScreenKeys(match.route.id, { pathname: url.pathname, params: match.params, search: url.searchParams, city });
  if (keys.length === 0) return {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => { timer = setTimeout(() => resolve(null), FIRST_SCREEN_BUDGET_MS); });
  const ask = async (key: string): Promise<unknown> => {
    try {
      const res = await apiFetch(key, { headers: { accept: 'application/json', ...(token ? { authorization: `Token ${token}` } : {}) } });
      return res.ok && (res.headers.get('content-type') ?? '').includes('json') ? ((await res.json()) as unknown) : null;
    } catch {
      return null;
    }
  };
  const answers = await Promise.all(keys.map((key) => Promise.race([ask(key), late])));
  clearTimeout(timer);
  const out: Record<string, unknown> = {};
  keys.forEach((key, i) => {
    if (answers[i] !== null && answers[i] !== undefined) out[key] = answers[i];
  });
  return out;
}

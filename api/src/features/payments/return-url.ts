// Where a donor may be sent after paying (spec §7 `redirect_url`, YooKassa's `return_url`, the
// sandbox checkout's 303): our own origin or a partner's from PARTNER_ORIGINS, compared as whole
// origins (scheme, host and port) after URL parsing, never by prefix or pattern
// (docs/SECURITY.md "Адрес возврата после оплаты"; ASVS 5.0 V3.7.2).
import type { ApiDeps } from '../../lib/context.ts';
import { isLoopbackHost } from '../../lib/public-origin.ts';

export const RETURN_URL_MSG = 'Адрес возврата не разрешён. Укажите страницу нашего сайта или сайта партнёра.';

function parse(raw: string): URL | null {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

/** An allowlist entry as an origin, or null when it is not one (an operator's typo is ignored). */
function entryOrigin(raw: string): string | null {
  const url = parse(raw.trim());
  return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url.origin : null;
}

export type ReturnUrlPolicy = Pick<ApiDeps, 'env' | 'publicOrigin' | 'partnerOrigins'>;

/**
 * The address normalised by the URL parser (control characters and spaces percent-encoded, so
 * it is always safe in a Location header), or null when it is not allowed:
 * - our origin (PUBLIC_ORIGIN, or `ownOrigin` the payment set-up was given) — exact match;
 * - a partner origin from PARTNER_ORIGINS — exact match, https only;
 * - outside production, any loopback origin (a developer's pages and the e2e partner page).
 * User info (`https://ours@evil.example`) is refused outright: it only ever serves to mislead.
 */
export function allowedReturnUrl(policy: ReturnUrlPolicy, raw: string, ownOrigin: string | null = null): string | null {
  const url = parse(raw);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  if (url.username !== '' || url.password !== '') return null;
  if (policy.env !== 'production' && isLoopbackHost(url.hostname)) return url.href;
  const ours = [policy.publicOrigin, ownOrigin].filter((o): o is string => !!o).map(entryOrigin);
  if (ours.includes(url.origin)) return url.href;
  if (url.protocol !== 'https:') return null;
  return policy.partnerOrigins.map(entryOrigin).includes(url.origin) ? url.href : null;
}

// spec §7 POST /api/oauth/: "redirect_uri is decoded first". It must then be a page of our own
// origin (PUBLIC_ORIGIN; outside production also a loopback origin, like every return address:
// features/payments/return-url.ts, docs/SECURITY.md «Вход через соцсети»). Partner origins never count
// here: the code in that URL logs someone in.
import type { Ctx } from '../../lib/context.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import { allowedReturnUrl } from '../payments/return-url.ts';

/** The normalised redirect URI, or null when it is not ours (or not decodable). */
export function checkRedirectUri(c: Ctx, raw: string, decode = true): string | null {
  let value = raw.trim();
  if (decode) {
    try {
      value = decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  const deps = c.get('deps');
  return allowedReturnUrl({ env: deps.env, publicOrigin: deps.publicOrigin, partnerOrigins: [] }, value, publicOrigin(c));
}

/** A path on our site to land on after the callback flow: '/…', never '//' or a backslash. */
export function safeNextPath(raw: string | undefined, fallback: string): string {
  const v = (raw ?? '').trim();
  // eslint-disable-next-line no-control-regex
  if (!v.startsWith('/') || v.startsWith('//') || v.includes('\\') || /[\u0000-\u001f\u007f]/.test(v) || v.length > 512) return fallback;
  return v;
}

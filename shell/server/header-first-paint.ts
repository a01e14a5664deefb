// The built header (shell/prerender) is drawn for an anonymous visitor on '/' with no city: «Войти»
// → /login/?next=%2F and «Ваш регион». The host renders every page per request anyway
// (page.ts), so it makes that copy the visitor's before sending it: the login links carry the
// page's own path (spec §2 "Login link … /login/?next={encoded current path}": a tap before the
// scripts run no longer loses the way back), the city selector names the city the host chose
// (spec §4 City choice on first load; the City cookie is enough, no extra request), and a
// signed-in visitor sees the avatar's placeholder instead of «Войти», as the client draws it while
// their user loads. Plain string work on the build's own markup: no React on the server.
import { loginHref } from '@donor/shared/routes';
import type { CityFlag } from '@donor/shared/stores/types';
import { cityLabel } from '../common/city-label.ts';

export interface HeaderVisitor {
  /** The page's path and query string, as the browser's `location` will have them. */
  location: string;
  /** The host's first-load city (first-load-city.ts) and the name it resolved for it. */
  city: { id: number; flag: CityFlag | null; name: string | null };
  signedIn: boolean;
}

const escapeAttr = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The avatar's placeholder of header.tsx while a signed-in visitor's user loads. */
export const PENDING_AVATAR = '<span class="lay-avatar lay-avatar--pending" aria-hidden="true"></span>';

export function personalizeHeader(html: string, visitor: HeaderVisitor): string {
  const href = escapeAttr(loginHref(visitor.location));
  let out = html.replace(/href="\/login\/\?next=[^"]*"/g, () => `href="${href}"`);
  if (visitor.signedIn) out = out.replace(/<a [^>]*class="[^"]*\blay-login\b[^"]*"[^>]*>[^<]*<\/a>/g, () => PENDING_AVATAR);
  const label = escapeAttr(cityLabel({ cityID: visitor.city.id, flag: visitor.city.flag, name: visitor.city.name, headerCity: visitor.city.name }));
  // <span class="lay-city__name"><span class="ui-visually-hidden">Регион: </span>Ваш регион</span>
  return out.replace(/(<span class="lay-city__name"><span class="ui-visually-hidden">[^<]*<\/span>)[^<]*(<\/span>)/g, (_, open: string, close: string) => open + label + close);
}

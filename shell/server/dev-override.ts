// A developer's own build of one section inside a running platform (docs/SECTION-TEAMS.md §2,
// docs/SECURITY.md «Переопределение раздела»): `?mfe-override=mfe_top=http://127.0.0.1:5174/mf-manifest.json`
// stores the entry in a session cookie and every page of this browser then loads that section
// from the developer's dev server (scripts/sections/dev-server.ts). All of it happens on the
// host, per request: a visitor's first load carries no byte of it, and the cookie is honoured
// only while this host and this user may override — re-checked on every request, so a
// signed-out staff member or a visitor holding a copied cookie is never overridden.
import type { Context } from 'hono';
import { getCookie, setCookie, deleteCookie } from 'hono/cookie';
import { SECTION_APPS, type SectionApp } from '@donor/shared/routes';
import { mayOverrideSections } from '@donor/shared/staff-access';
import type { User } from '@donor/shared/contract/common';
import { isLoopbackHost } from '@donor/api/lib/public-origin';
import type { Registry } from './registry.ts';
import { escapeHtml } from './page.ts';

export const OVERRIDE_PARAM = 'mfe-override';
export const OVERRIDE_COOKIE = 'mfe_override';
/** A section app → the entry (mf-manifest.json) its developer serves. */
export type Overrides = Partial<Record<SectionApp, string>>;

const MAX_ENTRY_LENGTH = 500;

/** Each section's dev server port (scripts/sections/dev-server.ts; `--port` picks another). */
export const SECTION_DEV_PORTS: Record<SectionApp, number> = {
  mfe_stations: 5171, mfe_donate: 5172, mfe_profile: 5173, mfe_top: 5174, mfe_helpme: 5175, mfe_staff: 5176,
};
/** The entry a section's dev server serves. */
export const devEntry = (app: SectionApp, port: number = SECTION_DEV_PORTS[app]): string => `http://127.0.0.1:${port}/mf-manifest.json`;

/**
 * Whether an override may point at this origin: loopback (the developer's machine) or one the
 * operator listed. Not [::1]: CSP's host-source has no IPv6 literal (csp.ts externalOrigin), so
 * the page could never load from it — 127.0.0.1 and localhost serve the same machine.
 */
export function allowedOrigin(origin: URL, extra: readonly string[]): boolean {
  if (origin.hostname.startsWith('[')) return false;
  if (isLoopbackHost(origin.hostname)) return true;
  return extra.some((o) => {
    try {
      return new URL(o).origin === origin.origin;
    } catch {
      return false;
    }
  });
}

/**
 * The entry as the host will use it, or null: an absolute http(s) URL of a `mf-manifest.json`,
 * without credentials, on an allowed origin — so a link from another site can never point a
 * staff member's page at a stranger's script.
 */
export function overrideEntry(value: string, extraOrigins: readonly string[]): string | null {
  if (value.length > MAX_ENTRY_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || !url.pathname.endsWith('/mf-manifest.json')) return null;
  return allowedOrigin(url, extraOrigins) ? url.href : null;
}

const isApp = (name: string): name is SectionApp => (SECTION_APPS as readonly string[]).includes(name);

/**
 * The overrides after this request's `mfe-override` values, applied in order: `reset` drops all,
 * `mfe_top=` drops one, `mfe_top=<entry>` sets one. A value naming no section or an entry that
 * is not allowed is ignored.
 */
export function applyOverrideParams(current: Overrides, values: readonly string[], extraOrigins: readonly string[]): Overrides {
  let out: Overrides = { ...current };
  for (const value of values) {
    if (value.trim() === 'reset') {
      out = {};
      continue;
    }
    const eq = value.indexOf('=');
    const app = (eq < 0 ? value : value.slice(0, eq)).trim();
    if (!isApp(app)) continue;
    const raw = eq < 0 ? '' : value.slice(eq + 1).trim();
    if (raw === '') {
      delete out[app];
      continue;
    }
    const entry = overrideEntry(raw, extraOrigins);
    if (entry) out[app] = entry;
  }
  return out;
}

/** The cookie's overrides, each re-validated (anyone can write a cookie; the allowed origins may have changed). */
export function parseOverrideCookie(value: string | undefined, extraOrigins: readonly string[]): Overrides {
  if (!value || value.length > 4_000) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const out: Overrides = {};
  for (const [app, entry] of Object.entries(parsed as Record<string, unknown>)) {
    const ok = isApp(app) && typeof entry === 'string' ? overrideEntry(entry, extraOrigins) : null;
    if (ok) out[app as SectionApp] = ok;
  }
  return out;
}

/** The registry with the overridden sections' entries replaced (the CSP's section origins follow it). */
export function withOverrides(registry: Registry, overrides: Overrides): Registry {
  const out: Registry = { ...registry };
  for (const [app, entry] of Object.entries(overrides)) out[app as SectionApp] = { entry };
  return out;
}

/** The URL without any `mfe-override` parameter: where the 302 goes. */
export function withoutOverrideParam(url: URL): string {
  const next = new URL(url);
  next.searchParams.delete(OVERRIDE_PARAM);
  return next.pathname + next.search;
}

const MARKER_CSS = '.dev-override{position:sticky;top:0;z-index:10000;margin:0;padding:6px 12px;background:#fff3cd;color:#3d2e00;border-bottom:2px solid #b8860b;font:14px/1.4 system-ui,sans-serif}.dev-override p{margin:0}.dev-override a{color:inherit;font-weight:600}';

/**
 * What an overridden page gets besides its registry: a visible marker right after <body> (the
 * developer must never mistake it for the real site), its nonce'd <style>, and the dev server's
 * live-reload script for a loopback entry (dev-server.ts `/__live.js`).
 */
export function decorateOverriddenPage(html: string, overrides: Overrides, nonce: string): string {
  const rows = Object.entries(overrides);
  if (rows.length === 0) return html;
  const n = escapeHtml(nonce);
  const lines = rows.map(([app, entry]) => `<p>Раздел ${escapeHtml(app)} загружен с ${escapeHtml(new URL(entry).origin)} — переопределение разработчика.</p>`);
  const marker = `<div class="dev-override" role="status" data-dev-override>${lines.join('')}<p><a href="?${OVERRIDE_PARAM}=reset">Сбросить</a></p></div>`;
  const live = [...new Set(rows.map(([, entry]) => new URL(entry)).filter((u) => isLoopbackHost(u.hostname)).map((u) => u.origin))]
    .map((origin) => `<script nonce="${n}" src="${escapeHtml(origin)}/__live.js" async></script>`).join('');
  return html
    .replace('</head>', () => `<style nonce="${n}">${MARKER_CSS}</style>\n  </head>`)
    .replace(/<body\b[^>]*>/i, (body) => body + marker)
    .replace('</body>', () => `${live}</body>`);
}

export interface DevOverride {
  /** May this request's user override at all (the host's mode, then the user's roles)? */
  honoured(user: User | null): boolean;
  /**
   * The overrides this request runs with: none unless honoured. `user` is asked only when the
   * request carries the cookie (a page has it already; /mfe-registry.json resolves it then).
   */
  active(c: Context, user: () => Promise<User | null>): Promise<Overrides>;
  /**
   * A 302 without the parameter when the URL carries `mfe-override`, storing the result when
   * honoured (nothing stored otherwise); null when there is no such parameter.
   */
  redirect(c: Context, user: User | null, secure: boolean): Promise<Response | null>;
}

export function createDevOverride(opts: { production: boolean; extraOrigins: readonly string[] }): DevOverride {
  const honoured = (user: User | null) => !opts.production || mayOverrideSections(user);
  const active = async (c: Context, user: () => Promise<User | null>): Promise<Overrides> => {
    const raw = getCookie(c, OVERRIDE_COOKIE);
    return raw && honoured(await user()) ? parseOverrideCookie(raw, opts.extraOrigins) : {};
  };
  return {
    honoured,
    active,
    async redirect(c, user, secure) {
      const url = new URL(c.req.url);
      const values = url.searchParams.getAll(OVERRIDE_PARAM);
      if (values.length === 0) return null;
      if (honoured(user)) {
        const next = applyOverrideParams(await active(c, async () => user), values, opts.extraOrigins);
        // A session cookie (gone with the browser), HttpOnly: only the host reads it.
        if (Object.keys(next).length > 0) setCookie(c, OVERRIDE_COOKIE, JSON.stringify(next), { path: '/', httpOnly: true, sameSite: 'Lax', secure });
        else if (getCookie(c, OVERRIDE_COOKIE) !== undefined) deleteCookie(c, OVERRIDE_COOKIE, { path: '/', secure });
      }
      return c.redirect(withoutOverrideParam(url), 302);
    },
  };
}

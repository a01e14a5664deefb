// /dev/sections/: which section this browser loads from a dev server, and a GET form per section
// to set or drop it (dev-override.ts; docs/SECTION-TEAMS.md §2). Plain HTML the host renders, no
// script: the forms submit `mfe-override`, which the host turns into its cookie and a 302 back here.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { SECTION_APPS } from '@donor/shared/routes';
import type { User } from '@donor/shared/contract/common';
import { newNonce, pagePolicy } from './csp.ts';
import { escapeHtml } from './page.ts';
import { devEntry, OVERRIDE_PARAM, type DevOverride, type Overrides } from './dev-override.ts';

export const DEV_PANEL_PATH = '/dev/sections/';

const CSS = 'body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem;border-bottom:1px solid #ddd;vertical-align:top}input[type=text]{width:100%;box-sizing:border-box;font:inherit}form{display:inline}';

export function devPanelHtml(overrides: Overrides, nonce: string): string {
  const rows = SECTION_APPS.map((app) => {
    const now = overrides[app];
    const set = `<form method="get" action="${DEV_PANEL_PATH}"><label>Раздел и адрес mf-manifest.json<input type="text" name="${OVERRIDE_PARAM}" value="${escapeHtml(`${app}=${now ?? devEntry(app)}`)}" /></label> <button type="submit">Загружать отсюда</button></form>`;
    const drop = now ? ` <form method="get" action="${DEV_PANEL_PATH}"><input type="hidden" name="${OVERRIDE_PARAM}" value="${app}=" /><button type="submit">Сбросить</button></form>` : '';
    return `<tr><th scope="row">${app}</th><td>${now ? escapeHtml(now) : 'сборка платформы'}</td><td>${set}${drop}</td></tr>`;
  });
  return `<!doctype html>
<html lang="ru"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex, nofollow" /><title>Разделы: переопределение разработчика</title><style nonce="${escapeHtml(nonce)}">${CSS}</style></head>
<body><main><h1>Разделы: переопределение разработчика</h1>
<p>Раздел можно загружать с dev-сервера на этой машине (<code>npm run dev -w mfe-&lt;раздел&gt;</code>). Переопределение живёт в этом браузере до его закрытия.</p>
<table><thead><tr><th scope="col">Раздел</th><th scope="col">Загружается с</th><th scope="col">Изменить</th></tr></thead><tbody>${rows.join('')}</tbody></table>
<p><a href="${DEV_PANEL_PATH}?${OVERRIDE_PARAM}=reset">Сбросить все</a> · <a href="/">На главную</a></p></main></body></html>`;
}

/** The panel's route: 404 unless this host and user may override (nothing to show a visitor of production). */
export function devPanelRoute(opts: { devOverride: DevOverride; resolveUser: (token: string | undefined) => Promise<User | null>; secure: (c: Context) => boolean }) {
  return async (c: Context): Promise<Response> => {
    const user = await opts.resolveUser(getCookie(c, 'token'));
    if (!opts.devOverride.honoured(user)) return c.notFound();
    const moved = await opts.devOverride.redirect(c, user, opts.secure(c));
    if (moved) return moved;
    const nonce = newNonce();
    return c.html(devPanelHtml(await opts.devOverride.active(c, async () => user), nonce), 200, {
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex, nofollow',
      'content-security-policy': pagePolicy({ nonce, styleNonce: true }),
    });
  };
}

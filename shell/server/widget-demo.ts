// GET /widget/demo: the partner demo page (PARTNERS.md «Проверка у себя»). The widget build
// writes it (mfe-donate/src/widget/demo-page.ts → dist-widget/.demo.html, a dot-file the static
// route never serves); the host puts the site's address into its embed code and serves it under
// the strict partner policy the widget is tested with (e2e donate-widget.spec.ts): scripts and
// styles from files only, no inline.
import type { Context } from 'hono';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CARD_WIDGET_SOURCES } from './csp.ts';
import { escapeHtml } from './page.ts';

/** mfe-donate/src/widget/demo-page.ts ORIGIN_MARK (the shell imports no section). */
const ORIGIN_MARK = '__DONOR_ORIGIN__';

/** PARTNERS.md «Content-Security-Policy»: our origin and the card widget's script, nothing inline. */
export const DEMO_POLICY = [
  `script-src 'self' ${Object.values(CARD_WIDGET_SOURCES).flatMap((s) => s.script).join(' ')}`,
  "style-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** `publicOrigin`: PUBLIC_ORIGIN; without it, the address the page was asked at. */
export function widgetDemo(repoRoot: string, publicOrigin: string | undefined) {
  return async (c: Context) => {
    let html: string;
    try {
      html = await readFile(join(repoRoot, 'mfe-donate', 'dist-widget', '.demo.html'), 'utf8');
    } catch {
      return c.text('Not found', 404);
    }
    const origin = escapeHtml(publicOrigin ?? new URL(c.req.url).origin);
    return c.body(html.replaceAll(ORIGIN_MARK, origin), 200, {
      'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', 'content-security-policy': DEMO_POLICY,
    });
  };
}

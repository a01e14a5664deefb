// index.html for every page route: the built shell's HTML with the page head (title,
// description, sharing metadata, robots) and the boot payload (shared/src/boot.ts) injected.
import { bootScript, jsonForScript, type BootPayload } from '@donor/shared/boot';
import type { RouteDef, RouteId } from '@donor/shared/routes';
import { descriptionFor } from '@donor/shared/page-head';
import type { OgTags } from './og-tags.ts';
import { FIRST_PAINT_BANNER_ID } from '../common/cookie-banner.ts';
import { topBarShown, withoutTopBar } from '../common/top-bar.ts';
import { personalizeHeader, type HeaderVisitor } from './header-first-paint.ts';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * `pageHtml`: the build's pre-rendered markup of a shell page (shell/prerender), put into
 * #page-shell so the first paint shows the page; the client's createRoot replaces it.
 */
export function renderPage(
  template: string,
  opts: {
    route: RouteDef<RouteId> | null; noindex: boolean; boot: BootPayload; pageHtml?: string;
    /**
     * The page's absolute URL for og:url, built from PUBLIC_ORIGIN (host-app.ts `publicUrl`);
     * null when there is no trustworthy origin (the tag is left out rather than taken from Host).
     */
    url: string | null;
    /** This response's CSP nonce (csp.ts): given to every executable <script> of the template. */
    nonce?: string;
    /** The section registry, inlined so the shell needs no request for it (section-loader.ts). */
    registry?: unknown;
    /** Extra <head> tags: the section's preload hints (preload.ts). */
    hints?: string;
    /** A section page's first-paint markup, wrapped (shared/src/section-first-paint.ts): after #page-shell. */
    sectionHtml?: string;
    /** Pre-rendered markup for #app-overlays (the cookie banner's first paint), replaced on mount. */
    overlaysHtml?: string;
    /** The shared page's own title, description and picture (og-tags.ts: /recipient/{id}). */
    og?: OgTags | null;
    /** Whose header the built one becomes (header-first-paint.ts); left as built without it. */
    visitor?: HeaderVisitor;
  },
): string {
  const { route, noindex } = opts;
  const { config } = opts.boot;
  // Same rule as the client's head.ts: '{page title} — {product name}'.
  const title = route ? `${route.title} — ${config.productName}` : config.productName;
  const description = opts.og?.description ?? descriptionFor(route?.id);
  // The picture only as an absolute URL on our trusted origin (crawlers need absolute ones).
  const image = opts.og?.image && opts.url ? new URL(opts.og.image, opts.url).toString() : null;
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(config.productName)}" />`,
    `<meta property="og:title" content="${escapeHtml(opts.og?.title ?? title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    image ? `<meta property="og:image" content="${escapeHtml(image)}" />` : '',
    opts.url ? `<meta property="og:url" content="${escapeHtml(opts.url)}" />` : '',
    `<meta property="og:locale" content="ru_RU" />`,
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    noindex ? `<meta name="robots" content="noindex, nofollow" />` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  const configTag = [
    bootScript(opts.boot),
    opts.registry ? `<script type="application/json" id="mfe-registry">${jsonForScript(opts.registry)}</script>` : '',
  ].join('');
  // Function replacers: a `$` in the inserted text must not act as a replacement pattern.
  // The nonce goes on the template's own scripts only, before anything request-made is put in.
  // The built header is made the visitor's first, while the page holds only the build's markup.
  const own = opts.visitor ? personalizeHeader(template, opts.visitor) : template;
  let html = (opts.nonce ? withNonce(own, opts.nonce) : own).replace('<!--head-->', () => head).replace('<!--config-->', () => configTag);
  // After the shell's own script and stylesheet: the hints must not delay the first paint.
  if (opts.hints) html = html.replace('</head>', () => `  ${opts.hints}\n  </head>`);
  if (opts.overlaysHtml) html = html.replace(/<div id="app-overlays">\s*<\/div>/, () => `<div id="app-overlays"><div id="${FIRST_PAINT_BANNER_ID}">${opts.overlaysHtml}</div></div>`);
  // The built header carries the top bar; the home page has none (spec §2 route table).
  if (route && !topBarShown(route.pattern)) html = withoutTopBar(html);
  if (opts.pageHtml) html = html.replace(/<div id="page-shell">\s*<\/div>/, () => `<div id="page-shell">${opts.pageHtml}</div>`);
  // Before the section's container, which the shell appends to <main> (section-loader.ts).
  if (opts.sectionHtml) html = html.replace(/<div id="page-shell">\s*<\/div>/, (shell) => shell + opts.sectionHtml);
  return html;
}

/**
 * Gives every executable <script> of the (trusted, built) template the response's nonce, so an
 * inline script there runs under a script-src without 'unsafe-inline' (docs/SECURITY.md). Data
 * blocks (`type="application/json"` and the like) are never run and are left alone.
 */
export function withNonce(template: string, nonce: string): string {
  return template.replace(/<script\b([^>]*)>/gi, (tag, attrs: string) => {
    if (/\snonce\s*=/i.test(attrs)) return tag;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) return tag;
    return `<script nonce="${escapeHtml(nonce)}"${attrs}>`;
  });
}

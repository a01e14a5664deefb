// A section page's first paint (docs/ARCHITECTURE.md «A section page's first paint»): the static top
// of a page — its title and intro, what needs no data — that the section renders at build time
// (scripts/section-first-paint.ts → dist/first-paint.json) and the host puts into the page's HTML
// (shell/server/page.ts). The visitor reads the page's title before any JS has run; the section's
// own first commit removes it in the same frame as it paints the live page (section-lifecycles),
// so nothing blinks or shifts. The section stays autonomous: it owns the markup, its CSS and its
// build; the host only copies a string it was given, the way it copies first-screen data.
import { createElement, type ComponentType, type ReactElement } from 'react';
import type { RouteIdOf, SectionApp } from './routes.ts';

/** The element the host wraps the markup in, inside <main>, before the section's container. */
export const FIRST_PAINT_ID = 'section-first-paint';
/** The file a section build writes next to its mf-manifest.json: route id → markup. */
export const FIRST_PAINT_FILE = 'first-paint.json';

/**
 * Route id → the static top of that route's page, rendered with the same components and class
 * names as the live page (no hooks, no data: it is rendered once, at build time). A section
 * declares it as the `firstPaint` of the page's row in src/app/pages.ts
 * (shared/src/ui/use-section-route.tsx `PageRow`); the build makes this table of them.
 */
export type FirstPaintTable = Readonly<Record<string, () => ReactElement>>;

/**
 * A page whose heading is a record's data (a station's title, a recipient's name): its frame is
 * rendered at build time with this text as its `title`, and the host puts the record's title in
 * its place from the page's first-screen answer (`recordTitle`, shared/src/first-screen.ts).
 * Plain letters, so React's escaping leaves it as it is, in text and in attributes alike.
 */
export const FIRST_PAINT_TITLE = '__donor_first_paint_title__';

/** A page row's `firstPaint` for a frame that takes the record's title: `withRecordTitle(StationFrame)`. */
export const withRecordTitle = (Frame: ComponentType<{ title: string }>): ComponentType => () => createElement(Frame, { title: FIRST_PAINT_TITLE });

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * The host's fill of a first paint: markup without the title marker as it is; with it, the
 * record's title put in every place of the marker as text (escaped: a name is never markup), or
 * null — no first paint — when the page has no title to show (no answer, or none in it).
 */
export function fillFirstPaintTitle(markup: string, title: string | null): string | null {
  if (!markup.includes(FIRST_PAINT_TITLE)) return markup;
  if (title === null || title.trim() === '') return null;
  return markup.split(FIRST_PAINT_TITLE).join(title.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!));
}

/** The host's wrapper: `data-section` as on the live root (section-lifecycles.tsx), so CSS matches. */
export function firstPaintHtml(app: string, markup: string): string {
  return `<div id="${FIRST_PAINT_ID}" data-section="${app}" aria-busy="true">${markup}</div>`;
}

/**
 * Removes the first-paint markup of `app` (any, without one). Called in the layout effect of the
 * section's first commit and when the shell shows the fallback screen instead.
 */
export function dropFirstPaint(app?: string): void {
  if (typeof document === 'undefined') return;
  const el = document.getElementById(FIRST_PAINT_ID);
  if (el && (app === undefined || el.dataset.section === app)) el.remove();
}

/**
 * Dispatched on window in the commit that first puts a section page's live content in the DOM
 * (the same layout effect that drops the first paint). The shell starts its extras after it —
 * link prefetch, the donation slot's near-viewport watch (shell/src/after-page-content.ts) — so
 * they neither compete with the page's own downloads nor see an empty <main> as "near".
 */
export const PAGE_CONTENT_EVENT = 'donor:page-content';

declare global {
  interface WindowEventMap {
    'donor:page-content': CustomEvent<{ app: string }>;
  }
}

export function announcePageContent(app: string): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(PAGE_CONTENT_EVENT, { detail: { app } }));
}

/**
 * What the host gives a first screen drawn with its data (docs/ARCHITECTURE.md «A first paint
 * with the page's data»): the page's first-screen answers by request key (first-screen.ts, the
 * same map the boot payload primes the section's stores with; a request that failed is not in
 * it), and the URL's path parameters and query string.
 */
export interface FirstScreenPaintProps {
  answers: Readonly<Record<string, unknown>>;
  params: Readonly<Record<string, string>>;
  search: string;
}

/**
 * A control in a picture would take clicks that go nowhere (the live page replaces it): the build
 * refuses one in a static picture, and the host drops a picture with data that has one.
 */
export const hasControl = (html: string): boolean => /<(button|input|select|textarea|form)[\s>/]/.test(html);

/**
 * A style attribute in the server's HTML is refused by the page's CSP (style-src takes nonces,
 * never 'unsafe-inline'; docs/SECURITY.md), so a picture must not carry one: an SVG attribute or a
 * class does the same job (React sets a live page's style through the DOM, which CSP allows).
 */
export const hasStyleAttribute = (html: string): boolean => /<[a-z][^>]*\sstyle="/i.test(html);

/**
 * A section's pictures of first screens with their data, by route id: `export const
 * FIRST_SCREEN_PAINTS = { … } satisfies FirstScreenPaints<'mfe_x'>;` in src/app/first-screen-paints.tsx.
 * Only the section's server build imports that module (scripts/section-first-paint.ts), so the
 * browser never downloads it. Each is pure — no hooks that need the section's context, no
 * stores, no controls — and returns null when the answers do not give it what it draws; the
 * page then gets its static `firstPaint`.
 */
export type FirstScreenPaints<App extends SectionApp = SectionApp> = { readonly [Id in RouteIdOf<App>]?: ComponentType<FirstScreenPaintProps> };

/** The module of a section that holds its `FIRST_SCREEN_PAINTS`, relative to the section's root. */
export const FIRST_SCREEN_PAINTS_MODULE = 'src/app/first-screen-paints.tsx';
/**
 * Where the section's build writes the server bundle of that module, relative to the section's
 * root: beside dist/, not in it, so /mfe/ never serves it. It exports
 * `render(routeId, props): string | null` (scripts/first-screen-build.ts).
 */
export const FIRST_SCREEN_RENDERER = 'dist-server/first-screen.mjs';

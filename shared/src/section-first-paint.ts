// A section page's first paint (docs/ARCHITECTURE.md «A section page's first paint»): the static top
// of a page — its title and intro, what needs no data — that the section renders at build time
// (scripts/section-first-paint.ts → dist/first-paint.json) and the host puts into the page's HTML
// (shell/server/page.ts). The visitor reads the page's title before any JS has run; the section's
// own first commit removes it in the same frame as it paints the live page (section-lifecycles),
// so nothing blinks or shifts. The section stays autonomous: it owns the markup, its CSS and its
// build; the host only copies a string it was given, the way it copies first-screen data.
import type { ReactElement } from 'react';

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

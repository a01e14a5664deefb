// Layout shifts inside <main> from the page's start (the donation slot below it is another
// section's), for the first-paint specs: the live page must take the server's picture's place
// without moving anything.
import type { Page } from '@playwright/test';

/** A shift inside <main>: its score and what moved, from where to where (CSS px), for a failure's message. */
export interface MainShift { value: number; sources: string[] }

/** Starts recording, before the page loads, the layout shifts whose nodes are inside <main>. */
export async function watchMainShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __mainShifts: MainShift[] };
    w.__mainShifts = [];
    const name = (node: Node) => {
      const el = node instanceof Element ? node : node.parentElement;
      if (!el) return node.nodeName;
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
    };
    const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}×${r.height}`;
    new PerformanceObserver((list) => {
      const main = document.getElementById('app-main');
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[]) {
        const inside = e.sources.filter((src) => src.node && main?.contains(src.node));
        if (inside.length) w.__mainShifts.push({ value: e.value, sources: inside.map((src) => `${name(src.node!)} ${rect(src.previousRect)} → ${rect(src.currentRect)}`) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts so far (watchMainShifts first); a test expects none: `expect(…).toEqual([])`. */
export const mainShifts = (page: Page): Promise<MainShift[]> =>
  page.evaluate(() => (window as unknown as { __mainShifts: MainShift[] }).__mainShifts);

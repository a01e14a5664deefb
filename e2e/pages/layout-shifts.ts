// Layout shifts inside <main> from the page's start (the donation slot below it is another
// section's), for the first-paint specs: the live page must take the server's picture's place
// without moving anything.
import type { Page } from '@playwright/test';

/** Starts summing, before the page loads, the layout shifts whose nodes are inside <main>. */
export async function watchMainShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      const main = document.getElementById('app-main');
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[]) {
        if (e.sources.some((src) => src.node && main?.contains(src.node))) w.__cls += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum so far (watchMainShifts first). */
export const mainShifts = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { __cls: number }).__cls);

// The page's own section first, extras after (spec §9 link prefetch, the donation slot): the
// browser's `load` comes before a section has mounted, so a link prefetch at that idle moment
// competed with the page's own downloads on a phone (Lighthouse on /achievements/). Not
// single-spa's first mount either: mounting starts a render that commits later, and until then
// <main> is empty. The kit announces the commit of the page's content (PAGE_CONTENT_EVENT); a
// page without a section (the shell's own pages), or one whose section fails, gets the fallback delay.
import { PAGE_CONTENT_EVENT } from '@donor/shared/section-first-paint';

let contentShown = false;
const waiting: (() => void)[] = [];

function release(): void {
  if (contentShown) return;
  contentShown = true;
  for (const task of waiting.splice(0)) task();
}

if (typeof window !== 'undefined') window.addEventListener(PAGE_CONTENT_EVENT, release, { once: true });

/** Runs `task` once the page's section content has committed, or after `fallbackMs`. */
export function afterPageContent(task: () => void, fallbackMs = 2_000): void {
  if (contentShown) return task();
  waiting.push(task);
  setTimeout(release, fallbackMs);
}

/** Tests: forget that the content was shown. */
export function resetPageContentForTests(): void {
  contentShown = false;
  waiting.length = 0;
}

// The page's own section first, prefetches after (spec §9): the browser's `load` comes before a
// section has mounted, so a link prefetch at that idle moment competed with the page's own
// downloads on a phone (Lighthouse on /achievements/). single-spa announces its first mount
// once; a page without a section (the shell's own pages) gets the fallback delay.
let mounted = false;
const waiting: (() => void)[] = [];

function release(): void {
  if (mounted) return;
  mounted = true;
  for (const task of waiting.splice(0)) task();
}

if (typeof window !== 'undefined') window.addEventListener('single-spa:first-mount', release, { once: true });

/** Runs `task` once the first single-spa application has mounted, or after `fallbackMs`. */
export function afterPageContent(task: () => void, fallbackMs = 2_000): void {
  if (mounted) return task();
  waiting.push(task);
  setTimeout(release, fallbackMs);
}

/** Tests: forget the first mount. */
export function resetPageContentForTests(): void {
  mounted = false;
  waiting.length = 0;
}

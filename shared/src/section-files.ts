// Which files a section's page needs first, read from its mf-manifest.json. One reading for the
// host's <head> hints (shell/server/preload.ts) and the shell's link prefetch
// (shell/src/section-prefetch.ts), so both always name the same files. Browser-safe: no node APIs.

/**
 * How many of these files' hint tags go into <head> per main-thread task, by the page's loader
 * (shell/server/paint-first.ts) and by link prefetch: each starts a request on the main thread,
 * 1–3 ms apiece on the bench machine, and a section page names 15–20.
 */
export const HINTS_PER_TASK = 4;

/** The slice of a section's mf-manifest.json we read. */
export interface MfManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { assets?: { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[] } } }[];
}

/**
 * remoteEntry.js, the sync JS/CSS of the section's exposes and its share-scope glue (an async
 * `__loadShare__` chunk the expose always imports), under `base` (its /mfe/ URL). Not its own
 * React fallbacks (the other async chunks): the shell provides React.
 */
export function sectionFiles(manifest: MfManifest, base: string): { js: string[]; css: string[] } {
  const entry = manifest.metaData?.remoteEntry;
  const js = [`${base}${entry?.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry?.name ?? 'remoteEntry.js'}`];
  const css: string[] = [];
  for (const expose of manifest.exposes ?? []) {
    for (const f of expose.assets?.js?.sync ?? []) js.push(base + f);
    for (const f of expose.assets?.js?.async ?? []) if (f.includes('__loadShare__')) js.push(base + f);
    for (const f of expose.assets?.css?.sync ?? []) css.push(base + f);
  }
  return { js: [...new Set(js)], css: [...new Set(css)] };
}

// The precache manifest of the service worker (shell/sw/build.ts): the shell's built files a
// page can ask for, each with its revision — null when the name carries a content hash (Workbox
// then caches it under its URL as it is), else the file's MD5, so a changed manifest.webmanifest,
// icon or template is fetched again and an unchanged one is not. Sections are not precached:
// their hashed files are cached on first use and their pointers (mf-manifest.json,
// remoteEntry.js) and the registry are never precached (network-first, a deploy is never hidden).

export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** Same rule as the host's immutable files (shell/server/static-files.ts). */
const HASHED = /^assets\/.+[-.][A-Za-z0-9_-]{8,}\.(js|css|svg|png|woff2)$/;
/**
 * Not for the browser, or not from this worker's cache: compressed twins, the host's own files
 * (vite's manifest, pre-rendered fragments), source maps, the worker itself.
 */
const SKIP = /(\.br|\.gz|\.map)$|^\.|\/\.|^prerender\/|^sw\.js$/;

export function precacheEntries(files: ReadonlyArray<{ path: string; md5: string }>): PrecacheEntry[] {
  return files
    .filter((f) => !SKIP.test(f.path))
    .map((f) => ({ url: `/${f.path}`, revision: HASHED.test(f.path) ? null : f.md5 }))
    .sort((a, b) => a.url.localeCompare(b.url));
}

// Static files with the cache rules of ARCHITECTURE §2: hashed assets one year immutable;
// entry points (remoteEntry.js, mf-manifest.json, index.html, sw.js, the registry) no-cache;
// so is the widget's integrity.json: it names the current donate.<hash>.js (PARTNERS.md).
// text assets pre-compressed at build time (.br / .gz), chosen by Accept-Encoding.
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** A file name carrying a content hash (vite: name-AbC123_x.js) may be cached forever. */
const HASHED = /[-.][A-Za-z0-9_-]{8,}\.(js|css|svg|png|woff2)$/;
const NO_CACHE = /(^|\/)(remoteEntry\.js|mf-manifest\.json|mf-stats\.json|index\.html|sw\.js|donate\.v\d+\.js|integrity\.json)$/;

export interface StaticOptions {
  /** Cross-origin readable (sections and the widget may be loaded from any origin). */
  cors?: boolean;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export function cacheControlFor(relPath: string): string {
  if (NO_CACHE.test(relPath)) return 'no-cache';
  if (HASHED.test(relPath)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/** Resolves `relPath` inside `root` (never outside it) and answers, or returns null. */
export async function serveStatic(root: string, relPath: string, acceptEncoding: string, opts: StaticOptions = {}): Promise<Response | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  // Dot-files and dot-folders (the build's .vite/manifest.json) are the host's, not the web's.
  if (decoded.split(/[\\/]/).some((part) => part.startsWith('.') && part !== '.')) return null;
  const full = normalize(join(root, decoded));
  if (!full.startsWith(normalize(root + sep)) || !(await isFile(full))) return null;

  const type = TYPES[extname(full)] ?? 'application/octet-stream';
  const headers = new Headers({
    'content-type': type,
    'cache-control': cacheControlFor(decoded),
    'x-content-type-options': 'nosniff',
    vary: 'Accept-Encoding',
  });
  if (opts.cors) headers.set('access-control-allow-origin', '*');

  for (const [enc, ext] of [['br', '.br'], ['gzip', '.gz']] as const) {
    if (acceptEncoding.includes(enc) && (await isFile(full + ext))) {
      headers.set('content-encoding', enc);
      return new Response(await readFile(full + ext), { headers });
    }
  }
  return new Response(await readFile(full), { headers });
}

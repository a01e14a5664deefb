// The build files of a section served from another origin (a bucket, a CDN: ARCHITECTURE §2.6),
// so its pages keep their preload hints and first paint (preload.ts, section-first-paint.ts):
// mf-manifest.json, route-chunks.json and first-paint.json sit in the entry's directory. A
// release lives under its own prefix and is never overwritten (§2.6 step 2), so an answer is
// kept for the process's life (LRU-capped); a failure is remembered briefly so a dead origin
// costs one short wait per half minute, not one per page.

/** Long enough for a CDN on the same continent; a page never waits longer for an optimisation. */
const TIMEOUT_MS = 1_000;
const FAILURE_TTL_MS = 30_000;
/** Releases × three files; old releases fall out first. */
const MAX_ENTRIES = 300;
/** Build metadata is a few kilobytes; anything far larger is not ours. */
const MAX_BYTES = 1_000_000;

export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

export interface RemoteSectionFiles {
  /** The parsed JSON at `url` (an absolute http(s) URL), or null when it could not be had. */
  json(url: string): Promise<unknown>;
}

/** The entry's directory when the entry is an absolute http(s) URL, else null (a path on some host). */
export function remoteBase(entry: string | undefined): string | null {
  if (!entry || !/^https?:\/\//i.test(entry)) return null;
  try {
    return new URL('.', entry).href;
  } catch {
    return null;
  }
}

export function createRemoteSectionFiles(opts: { fetch?: FetchLike; now?: () => number; timeoutMs?: number; failureTtlMs?: number; maxEntries?: number } = {}): RemoteSectionFiles {
  const doFetch = opts.fetch ?? ((url, init) => fetch(url, init));
  const now = opts.now ?? Date.now;
  const timeout = opts.timeoutMs ?? TIMEOUT_MS;
  const failureTtl = opts.failureTtlMs ?? FAILURE_TTL_MS;
  const max = opts.maxEntries ?? MAX_ENTRIES;
  /** url → the answer (kept), or a failure with its time; a Map keeps insertion order for the LRU. */
  const cache = new Map<string, { value: unknown } | { failedAt: number }>();
  const inFlight = new Map<string, Promise<unknown>>();

  function remember(url: string, row: { value: unknown } | { failedAt: number }): void {
    cache.delete(url);
    cache.set(url, row);
    while (cache.size > max) cache.delete(cache.keys().next().value!);
  }

  async function load(url: string): Promise<unknown> {
    try {
      const res = await doFetch(url, { headers: { accept: 'application/json' }, redirect: 'follow', signal: AbortSignal.timeout(timeout) });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const text = await res.text();
      if (text.length > MAX_BYTES) throw new Error('too large');
      const value: unknown = JSON.parse(text);
      remember(url, { value });
      return value;
    } catch {
      remember(url, { failedAt: now() });
      return null;
    }
  }

  return {
    json(url) {
      const row = cache.get(url);
      if (row && 'value' in row) {
        remember(url, row); // recently used: last out
        return Promise.resolve(row.value);
      }
      if (row && now() - row.failedAt < failureTtl) return Promise.resolve(null);
      let pending = inFlight.get(url);
      if (!pending) {
        pending = load(url).finally(() => inFlight.delete(url));
        inFlight.set(url, pending);
      }
      return pending;
    },
  };
}

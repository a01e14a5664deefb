// Uploads one section build under its own prefix (`<app>/<version>/…`), the way ARCHITECTURE
// §2.6 and STYLE («never overwrite a published hashed file») ask: every key is checked first
// and the whole upload is refused if any already exists, nothing is ever deleted, so a tab
// still running the previous version keeps finding its lazy chunks. Signed with aws4fetch, as
// the API's picture storage is (api/src/features/uploads/s3-storage.ts): no AWS SDK.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { AwsClient } from 'aws4fetch';
import { causeOf } from './registry-api.ts';
import type { S3Target } from './settings.ts';

/** Files the host (or a CDN) always re-validates: they name the others (ARCHITECTURE §2.5 «Caching»). */
const NO_CACHE_FILES = new Set(['mf-manifest.json', 'remoteEntry.js', 'route-chunks.json', 'first-paint.json', 'mf-stats.json']);
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
/** Vite's content hash before the extension: `filter-modal-CBqYgtnL.js`. */
const HASHED = /-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
const TIMEOUT_MS = 30_000;
/** Parallel requests: enough to hide latency, few enough for a small storage. */
const PARALLEL = 6;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

export const contentTypeOf = (path: string): string => TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';

/** `path` is relative to dist/, with `/`. Anything neither hashed nor listed is re-validated too. */
export function cacheControlOf(path: string): string {
  if (NO_CACHE_FILES.has(path)) return NO_CACHE;
  return path.startsWith('assets/') && HASHED.test(path) ? IMMUTABLE : NO_CACHE;
}

/** Every file of a build, relative, sorted; the precompressed twins stay home (storage or CDN compress). */
export async function listBuildFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && !/\.(br|gz)$/.test(e.name))
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort();
}

export interface Bucket {
  exists(key: string): Promise<boolean>;
  put(key: string, body: Uint8Array, headers: Record<string, string>): Promise<void>;
}

/** Path-style `<endpoint>/<bucket>/<key>`, each segment encoded. */
export const objectUrl = (s: Pick<S3Target, 'endpoint' | 'bucket'>, key: string): string =>
  `${s.endpoint}/${encodeURIComponent(s.bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`;

export function s3Bucket(s: S3Target, fetchImpl: typeof fetch = fetch): Bucket {
  const client = new AwsClient({ accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey, service: 's3', region: s.region });
  const send = async (method: string, key: string, body?: Uint8Array, headers: Record<string, string> = {}) => {
    // The payload's hash is signed: the storage refuses bytes changed on the way.
    const hash = createHash('sha256').update(body ?? '').digest('hex');
    const signed = await client.sign(objectUrl(s, key), { method, body: body ? new Uint8Array(body) : undefined, headers: { ...headers, 'x-amz-content-sha256': hash } });
    return fetchImpl(signed, { signal: AbortSignal.timeout(TIMEOUT_MS) }).catch((error: unknown) => {
      throw new Error(`Хранилище ${s.endpoint} не отвечает (${causeOf(error)}). Локальное запускает npm run s3, адрес задаёт SECTIONS_S3_ENDPOINT`);
    });
  };
  const failure = async (op: string, key: string, res: Response) =>
    new Error(`S3 ${op} ${key}: ${res.status} ${(await res.text().catch(() => '')).slice(0, 300)}`);
  return {
    async exists(key) {
      const res = await send('HEAD', key);
      await res.body?.cancel();
      if (res.status === 404) return false;
      if (res.ok) return true;
      throw await failure('HEAD', key, res);
    },
    async put(key, body, headers) {
      const res = await send('PUT', key, body, headers);
      if (!res.ok) throw await failure('PUT', key, res);
      await res.body?.cancel();
    },
  };
}

/** Runs `fn` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export class AlreadyPublished extends Error {
  constructor(readonly keys: string[]) {
    super(`Уже опубликовано, перезаписывать нельзя (${keys.length}): ${keys.slice(0, 5).join(', ')}${keys.length > 5 ? ', …' : ''}. Соберите новую версию.`);
  }
}

export interface UploadOptions {
  dir: string;
  /** `mfe_top/20261126-101500-abc1234` — no slash at either end. */
  prefix: string;
  bucket: Bucket;
  onProgress?: (done: number, total: number) => void;
}

/**
 * Checks every key, then uploads every file; throws AlreadyPublished (having written nothing)
 * when any key exists. Answers the keys written.
 */
export async function uploadBuild({ dir, prefix, bucket, onProgress }: UploadOptions): Promise<string[]> {
  const files = await listBuildFiles(dir);
  if (!files.includes('mf-manifest.json')) throw new Error(`В ${dir} нет mf-manifest.json: раздел не собран`);
  const key = (file: string) => `${prefix}/${file}`;
  const taken: string[] = [];
  await eachLimited(files, PARALLEL, async (file) => {
    if (await bucket.exists(key(file))) taken.push(key(file));
  });
  if (taken.length > 0) throw new AlreadyPublished(taken.sort());
  // remoteEntry.js, then mf-manifest.json, last: until they are in place, nothing points at
  // the half-uploaded files (the registry's entry is the manifest).
  const pointers: string[] = ['remoteEntry.js', 'mf-manifest.json'].filter((f) => files.includes(f));
  const ordered = [...files.filter((f) => !pointers.includes(f)), ...pointers];
  const put = async (file: string) => {
    await bucket.put(key(file), await readFile(join(dir, file)), { 'content-type': contentTypeOf(file), 'cache-control': cacheControlOf(file) });
    onProgress?.(++done, files.length);
  };
  let done = 0;
  await eachLimited(ordered.slice(0, ordered.length - pointers.length), PARALLEL, put);
  for (const file of pointers) await put(file);
  return ordered.map(key);
}

// Builds shell/dist/sw.js (docs/ARCHITECTURE.md §2.5 «Service worker»), run by scripts/build.mjs
// after the shell and every section are built: bundles shell/sw/sw.ts with Workbox's modules,
// then puts the precache manifest in place of `self.__WB_MANIFEST` — Workbox's injectManifest
// step, done here with the same entry shape ({ url, revision }, revision null when the name
// carries a content hash) instead of workbox-build, which brings ≈ 270 packages (Babel, Rollup,
// terser) for a directory walk, an MD5 and one string replacement.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { build } from 'vite';
import { precacheEntries } from './precache-entries.ts';

const SW_DIR = import.meta.dirname;
const SHELL_DIST = join(SW_DIR, '..', 'dist');
const PLACEHOLDER = 'self.__WB_MANIFEST';

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** Where the bench reads the worker's figures (a dot-folder: the host never serves it). */
export const SW_STATS = join('.vite', 'sw-stats.json');
const WORKBOX = /[\\/]node_modules[\\/](workbox-[a-z-]+|idb)[\\/]/;

/**
 * Bundles sw.ts into one classic script (a worker registered without `type: 'module'`); also
 * the Workbox runtime's share of it (its modules' rendered length over the whole chunk's).
 */
async function bundle(): Promise<{ code: string; workboxShare: number }> {
  const out = await mkdtemp(join(tmpdir(), 'donor-sw-'));
  try {
    const result = await build({
      configFile: false,
      root: SW_DIR,
      logLevel: 'warn',
      // Workbox's development logging is behind this check.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: out, emptyOutDir: false, copyPublicDir: false, target: 'es2022', minify: true, reportCompressedSize: false,
        lib: { entry: join(SW_DIR, 'sw.ts'), formats: ['iife'], name: 'donorServiceWorker', fileName: () => 'sw.js' },
      },
    });
    const chunk = [result].flat().flatMap((r) => ('output' in r ? r.output : [])).find((o) => o.type === 'chunk');
    const modules = Object.entries(chunk?.type === 'chunk' ? chunk.modules : {});
    const total = modules.reduce((n, [, m]) => n + m.renderedLength, 0);
    const workbox = modules.filter(([id]) => WORKBOX.test(id)).reduce((n, [, m]) => n + m.renderedLength, 0);
    return { code: await readFile(join(out, 'sw.js'), 'utf8'), workboxShare: total ? workbox / total : 0 };
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

const sizeOf = async (path: string) => (await stat(path).catch(() => null))?.size ?? null;

export async function buildServiceWorker(dist = SHELL_DIST): Promise<{ bytes: number; entries: number }> {
  const files: Array<{ path: string; md5: string }> = [];
  for await (const file of walk(dist)) {
    const path = relative(dist, file).split(sep).join('/');
    files.push({ path, md5: createHash('md5').update(await readFile(file)).digest('hex') });
  }
  const entries = precacheEntries(files);
  const { code, workboxShare } = await bundle();
  if (code.split(PLACEHOLDER).length !== 2) throw new Error(`sw.js: ${PLACEHOLDER} должен встречаться ровно один раз`);
  const sw = code.replace(PLACEHOLDER, () => JSON.stringify(entries));
  const target = join(dist, 'sw.js');
  await writeFile(target, sw);
  // Served no-cache and precompressed like the shell's other text files (static-files.ts).
  const br = brotliCompressSync(sw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
  await writeFile(`${target}.br`, br);
  await writeFile(`${target}.gz`, gzipSync(sw, { level: 9 }));
  // What installing the worker downloads in the background: each precached file as the host
  // sends it to a browser that accepts brotli.
  let precacheBr = 0;
  for (const e of entries) precacheBr += (await sizeOf(join(dist, `${e.url}.br`))) ?? (await sizeOf(join(dist, e.url))) ?? 0;
  const stats = { bytes: Buffer.byteLength(sw), br: br.length, workboxBr: Math.round(br.length * workboxShare), precache: { entries: entries.length, br: precacheBr } };
  await mkdir(join(dist, '.vite'), { recursive: true });
  await writeFile(join(dist, SW_STATS), `${JSON.stringify(stats, null, 2)}\n`);
  return { bytes: stats.bytes, entries: entries.length };
}

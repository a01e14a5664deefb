// Vite plugin: writes .br and .gz beside every text asset of a build, so the host serves
// compressed files without compressing per request (ARCHITECTURE §2).
import type { Plugin } from 'vite';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|json|svg|webmanifest|txt)$/;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

export async function precompressDir(dir: string): Promise<void> {
  for await (const file of walk(dir)) {
    if (!TEXT.test(file)) continue;
    const data = await readFile(file);
    if (data.length < 512) continue;
    await writeFile(`${file}.br`, brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length } }));
    await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
  }
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'donor-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}

// The first-load file graph of the built apps, from the build output alone (deterministic):
// the shell from dist/index.html, a section from its mf-manifest.json + remoteEntry.js.
// Used by scripts/byte-budgets.mjs; the bench's browser figures are the cross-check.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { staticImports, dynamicImports, classify } from './classify.mjs';

/** Follows static imports from `entries` (absolute paths); returns {files, lazy}. */
export function walkStatic(entries, rootDir) {
  const files = new Map(); // abs path -> code (JS) or null (CSS)
  const lazy = new Set();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.shift();
    if (files.has(file) || !existsSync(file)) continue;
    if (!file.endsWith('.js')) {
      files.set(file, null);
      continue;
    }
    const code = readFileSync(file, 'utf8');
    files.set(file, code);
    for (const spec of staticImports(code)) {
      if (!spec.startsWith('.') && !spec.startsWith('/')) continue; // bare specifiers: none in a build
      queue.push(spec.startsWith('/') ? join(rootDir, spec) : resolve(dirname(file), spec));
    }
    for (const spec of dynamicImports(code)) if (spec.startsWith('.')) lazy.add(resolve(dirname(file), spec));
  }
  for (const file of files.keys()) lazy.delete(file);
  return { files, lazy: [...lazy].filter((f) => existsSync(f)) };
}

/**
 * Shell: `<script type="module" src>`, `<link rel="modulepreload">` and stylesheets of index.html,
 * plus the federation runtime chunk: the shell imports it lazily (on the first section or the
 * donation slot), but the README budget counts the home page "including React and the
 * federation runtime", so it is in the graph (found by content, not by name).
 */
export function shellGraph(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entries = [];
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) entries.push(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*\brel="(?:modulepreload|stylesheet)"[^>]*\bhref="([^"]+)"/g)) entries.push(m[1]);
  const abs = entries.filter((u) => u.startsWith('/')).map((u) => join(distDir, u));
  const first = walkStatic(abs, distDir);
  const runtime = first.lazy.filter((f) => f.endsWith('.js') && classify(f, readFileSync(f, 'utf8')) === 'runtime');
  return named(runtime.length ? walkStatic([...abs, ...runtime], distDir) : first, distDir);
}

/**
 * Section: remoteEntry.js (and its static imports) + the `exposes` sync JS/CSS of its
 * mf-manifest.json (what the federation runtime fetches before the exposed module runs).
 */
export function sectionGraph(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, 'mf-manifest.json'), 'utf8'));
  const entryName = manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js';
  const entryPath = manifest.metaData?.remoteEntry?.path ?? '';
  const entries = [join(distDir, entryPath, entryName)];
  for (const expose of manifest.exposes ?? []) {
    for (const f of [...(expose.assets?.js?.sync ?? []), ...(expose.assets?.css?.sync ?? [])]) entries.push(join(distDir, f));
  }
  return named(walkStatic(entries, distDir), distDir);
}

function named({ files, lazy }, distDir) {
  return {
    files: new Map([...files].map(([abs, code]) => [relative(distDir, abs), { abs, code }])),
    lazy: lazy.map((abs) => ({ name: relative(distDir, abs), abs })),
  };
}

// Which downloaded JS file is the Module Federation runtime, and which is the app or a shared
// library. Names alone are not enough: vite puts React itself into chunks called
// `_virtual_mf___…loadShare__react…`, and the runtime core lands in a chunk with a generic name
// (`utils-*.js`, `index-*.js`), so we look at the content as well. bench/README.md explains it.

/** Static import specifiers of an ES module (`import … from "x"`, `import "x"`, `export … from "x"`). */
export function staticImports(code) {
  const out = new Set();
  // Minified output has no spaces (`import{t as e}from"./a.js"`); `from` is preceded by `}`, `*`
  // or an identifier. Dynamic `import("…")` is deliberately not matched: not in the first load.
  const re = /(?:^|[;\n}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'`]([^"'`\n]+)["'`]/g;
  for (const m of code.matchAll(re)) out.add(m[1]);
  return [...out];
}

/** Dynamic `import("./x.js")` specifiers (reported as lazy, never counted in a first load). */
export function dynamicImports(code) {
  return [...new Set([...code.matchAll(/\bimport\(\s*["'`]([^"'`]+)["'`]\s*\)/g)].map((m) => m[1]))];
}

/** React's own code (its element symbols, its error URL): present only where React is bundled. */
const LIB_MARKER = /react\.transitional\.element|react\.dev\/errors/;

const count = (code, needle) => code.split(needle).length - 1;

/**
 * Category of one JS file:
 * - 'runtime'  — @module-federation/runtime-core + sdk: the chunk that defines `__FEDERATION__`
 *                (dozens of references, the "Federation Runtime" error prefix);
 * - 'entry'    — remoteEntry*.js (the container: init/get, share scope wiring);
 * - 'glue'     — hostInit, mf-entry-bootstrap, pendingShares, localSharedImportMap, the
 *                `…prebuild__` re-export stubs, and tiny chunks that only wrap the runtime;
 * - 'lib'      — shared libraries: a chunk that contains React's code (the shell's React and
 *                react-dom chunks; a section's `loadShare` chunk without React's code is only
 *                share-scope glue and is counted as 'glue');
 * - 'app'      — everything else (the app's own code, bundler helpers).
 * `importsFederation` says whether all static imports of the file are federation files (for
 * the tiny wrappers like `helpers-*.js` / `dist-*.js`); the caller resolves that from its graph.
 */
export function classify(name, code, importsFederation = false) {
  const base = name.split('/').pop();
  if (/^remoteEntry([-.].*)?\.js$/.test(base)) return 'entry';
  if (code.includes('Federation Runtime') || count(code, '__FEDERATION__') >= 10) return 'runtime';
  if (/^(hostInit|mf-entry-bootstrap|pendingShares)[-.]/.test(base) || base.includes('localSharedImportMap')) return 'glue';
  if (base.includes('__prebuild__') && /^\s*(export\s*\{[^}]*\}\s*from\s*["'][^"']+["'];?\s*)+$/.test(code)) return 'glue';
  // A loadShare chunk of the shell holds React itself (plus a little glue we cannot split off);
  // in a section, which takes React from the shell, the same kind of chunk is only glue.
  if (base.includes('__loadShare__') || base.includes('__prebuild__')) return LIB_MARKER.test(code) ? 'lib' : 'glue';
  if (code.length < 2048 && importsFederation) return 'glue';
  // The shell bundles React without the federation plugin (shell/vite.config.ts): any chunk
  // holding React's own code is the shared library, whatever the bundler named it.
  if (LIB_MARKER.test(code)) return 'lib';
  return 'app';
}

export const FEDERATION = new Set(['runtime', 'entry', 'glue']);

/**
 * Classifies a set of files {name → code}; tiny wrappers are decided after their imports
 * (a second pass), so `dist-*.js` importing the runtime core counts as glue.
 */
export function classifyAll(files) {
  const result = new Map();
  for (const [name, code] of files) result.set(name, classify(name, code, false));
  for (const [name, code] of files) {
    if (result.get(name) !== 'app' || code.length >= 2048) continue;
    const deps = staticImports(code).map((spec) => spec.split('/').pop());
    const fed = deps.length > 0 && deps.every((dep) => {
      const hit = [...result.keys()].find((n) => n.split('/').pop() === dep);
      return hit && FEDERATION.has(result.get(hit));
    });
    if (fed) result.set(name, 'glue');
  }
  return result;
}

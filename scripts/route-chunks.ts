// Vite plugin: writes route-chunks.json, the files of each route's on-demand page chunk, so the
// host can name them in the page's <head> (shell/server/preload.ts). Without it a lazily loaded
// page (achievements, bonuses, sign-up …) starts its download only after the section's first
// chunk has run and rendered: one more round trip before the first paint on a slow phone.
// The section's page table (src/app/pages.ts, read by section-pages.ts) says which module serves
// which route id; the chunk graph of the build says which files that module needs.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { PAGES_MODULE, readPageTable } from './section-pages.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** Route id → the page module's path from the section's root (e.g. 'src/bonuses/bonuses.pages.ts'). */
export type RouteModules = Readonly<Record<string, string>>;
export interface RouteChunkFiles { js: string[]; css: string[] }

/** The files of `modulePath`'s chunk and everything it imports statically, in load order. */
export function chunkFilesOf(bundle: OutputBundle, modulePath: string): RouteChunkFiles | null {
  const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
  const entry = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${modulePath}`));
  if (!entry) return null;
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const js: string[] = [];
  const css = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (js.includes(chunk.fileName)) return;
    js.push(chunk.fileName);
    for (const f of (chunk as OutputChunk & { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata?.importedCss ?? []) css.add(f);
    for (const dep of chunk.imports) {
      const next = byName.get(dep);
      if (next) visit(next);
    }
  };
  visit(entry);
  return { js, css: [...css] };
}

/** Route id → the module its row of the page table loads on demand; none without a table. */
export function routeModulesOf(sectionRoot: string): RouteModules {
  const file = join(sectionRoot, PAGES_MODULE);
  if (!existsSync(file)) return {};
  return Object.fromEntries(readPageTable(readFileSync(file, 'utf8')).flatMap((row) => (row.module ? [[row.routeId, row.module]] : [])));
}

export function routeChunks(): Plugin {
  let routes: RouteModules = {};
  return {
    name: 'donor-route-chunks',
    apply: 'build',
    configResolved(config) {
      routes = routeModulesOf(config.root);
    },
    generateBundle(_options, bundle) {
      const out: Record<string, RouteChunkFiles> = {};
      for (const [routeId, modulePath] of Object.entries(routes)) {
        const files = chunkFilesOf(bundle, modulePath);
        // A module of the table that is not a chunk of its own is a mistake in the table.
        if (!files) this.error(`route-chunks: ${modulePath} (маршрут ${routeId}) не стал отдельным фрагментом сборки`);
        out[routeId] = files;
      }
      this.emitFile({ type: 'asset', fileName: 'route-chunks.json', source: JSON.stringify(out) });
    },
  };
}

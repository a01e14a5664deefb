// Builds the shell and every section of the route table (SECTION_APPS, shared/src/routes.ts) that
// has code (src/spa.tsx); sections without code are simply absent from the registry, so their
// routes show the section fallback (docs/ARCHITECTURE.md §0). Each part builds to its own dist/.
// A new section is built once its row is in the route table: nothing to add here.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, run, runAll, ensureInstalled, BIN } from './lib.mjs';

ensureInstalled();
// After the install: reading the TypeScript route table needs tsx.
const { tsImport } = await import('tsx/esm/api');
const { SECTION_APPS, sectionFolder } = await tsImport('../shared/src/routes.ts', import.meta.url);
const parts = ['shell', ...SECTION_APPS.map(sectionFolder)].filter(
  (dir) => dir === 'shell' || existsSync(join(ROOT, dir, 'src', 'spa.tsx')),
);
const started = Date.now();
// The parts build side by side (each its own dist/); the module runner loads a config that
// imports a workspace package's TypeScript (@donor/shared).
const VITE_BUILD = ['build', '--configLoader', 'runner', '--logLevel', 'warn'];
const viteJob = (dir, more = []) => ({ cmd: BIN('vite'), args: [...VITE_BUILD, ...more], opts: { cwd: join(ROOT, dir) } });
const viteBuild = (dir, more) => { const job = viteJob(dir, more); run(job.cmd, job.args, job.opts); };
const times = await runAll(parts.map((dir) => viteJob(dir)));
parts.forEach((dir, i) => console.log(`✓ ${dir} собран за ${(times[i] / 1000).toFixed(1)} с`));
// Every section shares what the shell provides (scripts/shared-map.ts). The shares are named keys
// (scripts/federation.ts sharedDeps), so the plugin writes each into the section's shared import map
// whatever order its modules were seen in; a map that still misses one fails the build, which would
// otherwise exit 0 and ship a section that fails in the browser («m is not a function»).
const { missingSharesInBuild } = await tsImport('./shared-map.ts', import.meta.url);
for (const dir of parts.filter((d) => d !== 'shell')) {
  const missing = missingSharesInBuild(join(ROOT, dir, 'dist'));
  if (missing.length > 0) {
    console.error(`✗ ${dir}: в карте общих модулей нет ${missing.join(', ')} — раздел не загрузится в браузере`);
    process.exit(1);
  }
}
if (existsSync(join(ROOT, 'mfe-donate', 'vite.widget.config.ts'))) {
  viteBuild('mfe-donate', ['-c', 'vite.widget.config.ts']);
  console.log('✓ виджет пожертвований собран');
}
// The service worker last: its precache manifest lists the shell's built files with their
// revisions (shell/sw/build.ts, docs/ARCHITECTURE.md §2.5).
const { buildServiceWorker } = await tsImport('../shell/sw/build.ts', import.meta.url);
const sw = await buildServiceWorker();
console.log(`✓ service worker: ${(sw.bytes / 1024).toFixed(1)} КБ, в precache ${sw.entries} файлов`);
console.log(`Сборка: ${((Date.now() - started) / 1000).toFixed(1)} с`);

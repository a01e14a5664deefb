// Builds the shell and every section that has code (src/spa.tsx); sections without code are
// simply absent from the registry, so their routes show the section fallback
// (docs/ARCHITECTURE.md §0). Each part builds to its own dist/.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, run, ensureInstalled, BIN } from './lib.mjs';

ensureInstalled();
const parts = ['shell', 'mfe-donate', 'mfe-stations', 'mfe-profile', 'mfe-top', 'mfe-helpme'].filter(
  (dir) => dir === 'shell' || existsSync(join(ROOT, dir, 'src', 'spa.tsx')),
);
const started = Date.now();
for (const dir of parts) {
  const ms = run(BIN('vite'), ['build', '--logLevel', 'warn'], { cwd: join(ROOT, dir) });
  console.log(`✓ ${dir} собран за ${(ms / 1000).toFixed(1)} с`);
}
if (existsSync(join(ROOT, 'mfe-donate', 'vite.widget.config.ts'))) {
  run(BIN('vite'), ['build', '--logLevel', 'warn', '-c', 'vite.widget.config.ts'], { cwd: join(ROOT, 'mfe-donate') });
  console.log('✓ виджет пожертвований собран');
}
console.log(`Сборка: ${((Date.now() - started) / 1000).toFixed(1)} с`);

// Import direction (STYLE, bulletproof-react): shared ← app. An app never imports another app
// or the shell; shared and api never import an app. Fails the build and the tests otherwise.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './lib.mjs';

const APPS = ['shell', 'mfe-donate', 'mfe-stations', 'mfe-profile', 'mfe-top', 'mfe-helpme'];
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

function* files(dir) {
  let entries;
  try { entries = readdirSync(dir); } catch { return; }
  for (const name of entries) {
    if (name === 'node_modules' || name.startsWith('dist')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(ts|tsx|mjs|js)$/.test(name)) yield path;
  }
}

/** The package a specifier points into, from the importing file's folder. */
function target(spec, fromFile) {
  const pkg = spec.match(/^@donor\/([a-z-]+)/);
  if (pkg) return pkg[1];
  if (!spec.startsWith('.')) return null;
  const abs = relative(ROOT, join(fromFile, '..', spec));
  return abs.split(/[\\/]/)[0];
}

const problems = [];
for (const owner of [...APPS, 'shared', 'api']) {
  for (const file of files(join(ROOT, owner))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2] ?? m[3];
      const into = target(spec, file);
      if (!into || into === owner) continue;
      const allowed = into === 'shared' || into === 'scripts' || (owner === 'shell' && into === 'api' && file.includes(`${owner}/server`));
      if (!allowed && (APPS.includes(into) || into === 'api' || into === 'shell')) {
        problems.push(`${relative(ROOT, file)} → ${spec}`);
      }
    }
  }
}
if (problems.length) {
  console.error('✗ Запрещённые импорты (приложения импортируют только shared):\n  ' + problems.join('\n  '));
  process.exit(1);
}
console.log('✓ Направление импортов: shared ← приложения');

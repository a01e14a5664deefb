// `npm test -w mfe-<name>` (docs/SECTION-TEAMS.md): one section's own tests, without the rest of
// the suite — its unit tests (vitest, the files under mfe-<name>/ and shared/src/sections/<name>/)
// and its own browser specs. Which specs are the section's is written once, in CODEOWNERS: the
// lines under /e2e/specs/ owned by the team that owns /mfe-<name>/.
//
// The browser specs run against a running platform: PLATFORM_URL (a local `npm start`, a staging
// host) when given, else a fresh one started by e2e/playwright.config.ts on its own port and
// embedded database. The section is rebuilt first (about a second), so the platform serves the
// code under test; the rest of the platform is built only when it has never been.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ensureBrowser, ensureTestBrowser, ensureInstalled, run, BIN, ROOT } from './lib.mjs';
import { sectionSpecs } from './codeowners.mjs';

const folder = basename(process.argv[2] ?? process.cwd());
if (!/^mfe-[a-z]+$/.test(folder) || !existsSync(join(ROOT, folder, 'src', 'spa.tsx'))) {
  console.error(`✗ Укажите раздел: node scripts/section-test.mjs mfe-<имя> (или npm test -w mfe-<имя>). Получено: ${folder}`);
  process.exit(2);
}
const name = folder.slice('mfe-'.length);

ensureInstalled();
const specs = sectionSpecs(
  readFileSync(join(ROOT, 'CODEOWNERS'), 'utf8'),
  readdirSync(join(ROOT, 'e2e', 'specs')).filter((f) => f.endsWith('.spec.ts')),
  folder,
);

console.log(`→ Модульные тесты раздела ${folder}`);
const unitDirs = [folder, join('shared', 'src', 'sections', name)].filter((dir) => existsSync(join(ROOT, dir)));
run(BIN('vitest'), ['run', '--passWithNoTests', ...unitDirs.map((d) => `${d}/`)]);

if (specs.length === 0) {
  console.log(`→ У раздела нет своих браузерных спецификаций в CODEOWNERS: пропускаю Playwright.`);
  process.exit(0);
}
const platform = process.env.PLATFORM_URL;
console.log(`→ Сборка раздела ${folder}`);
run(BIN('vite'), ['build', '--configLoader', 'runner', '--logLevel', 'warn'], { cwd: join(ROOT, folder) });
if (!platform && !existsSync(join(ROOT, 'shell', 'dist', 'index.html'))) {
  console.log('→ Платформа ещё не собрана: собираю всё один раз');
  run('node', ['scripts/build.mjs']);
}
const chromium = ensureTestBrowser();
const fullChromium = ensureBrowser(); // for the specs the headless shell cannot run (e2e/playwright.config.ts)
console.log(`→ Браузерные тесты раздела (${specs.join(', ')}) на ${platform ?? 'своей платформе (e2e/playwright.config.ts)'}`);
run(BIN('playwright'), ['test', '-c', 'e2e/playwright.config.ts', '--project=chromium', '--project=full-chromium', ...specs.map((f) => `e2e/specs/${f}`)], {
  env: { CHROMIUM_PATH: chromium, FULL_CHROMIUM_PATH: fullChromium },
});

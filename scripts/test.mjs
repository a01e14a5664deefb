// `npm test`: install what is missing, lint (ESLint: import boundaries, cycles, file names),
// find a browser (installs one where it can), then typecheck, run unit
// and API tests (vitest), build, check the README byte budgets on the build (deterministic:
// bytes, never timings), and run the browser tests (Playwright) against the build started the way
// `npm start` starts it. The HTML check of the browser tests (e2e/specs/html-validity.spec.ts, the
// Nu HTML Checker from the vnu-jar package) needs Java: found or installed here like the browser.
import { spawnSync } from 'node:child_process';
import { aptInstall, canAptInstall, ensureInstalled, ensureBrowser, ensureTestBrowser, run, runAll, BIN } from './lib.mjs';

/** Each stage's wall time, printed at the end (CI reads where its minutes go). */
const stages = [];
const timed = (label, cmd, args, opts) => stages.push([label, run(cmd, args, opts)]);
const started = Date.now();

/** A `java` that runs: JAVA_PATH, the PATH's, or Debian's default-jre-headless installed as root; null if none. */
function ensureJava() {
  const works = (bin) => spawnSync(bin, ['-version'], { stdio: 'ignore' }).status === 0;
  for (const bin of [process.env.JAVA_PATH, 'java', '/usr/bin/java'].filter(Boolean)) if (works(bin)) return bin;
  if (canAptInstall()) console.log('→ Java не найдена: устанавливаю Debian default-jre-headless (apt-get) для проверки HTML…');
  if (aptInstall(['default-jre-headless']) && works('/usr/bin/java')) return '/usr/bin/java';
  console.warn('⚠ Java не найдена и не установлена: проверка HTML (Nu HTML Checker) будет пропущена. Установите default-jre-headless или укажите JAVA_PATH.');
  return null;
}

const installStarted = Date.now();
ensureInstalled();
stages.push(['Установка', Date.now() - installStarted]);
const chromium = ensureTestBrowser();
const fullChromium = ensureBrowser(); // Web Push's spec: the headless shell denies notifications
console.log(`→ Браузер: ${chromium}${fullChromium === chromium ? '' : ` (Web Push — ${fullChromium})`}`);
const java = ensureJava();
if (java) console.log(`→ Java для проверки HTML: ${java}`);
// One thread each: side by side.
console.log('→ Линтер (границы импортов, циклы, имена файлов: ESLint) и проверка типов');
const lintAndTypes = await runAll([
  { cmd: BIN('eslint'), args: ['.'] },
  { cmd: BIN('tsc'), args: ['--noEmit', '-p', '.'] },
  { cmd: BIN('tsc'), args: ['--noEmit', '-p', 'shell/sw'] }, // the service worker: WebWorker types (shell/sw/tsconfig.json)
]);
stages.push(['ESLint', lintAndTypes[0]], ['Типы', lintAndTypes[1]], ['Типы service worker', lintAndTypes[2]]);
console.log('→ Модульные и API-тесты');
timed('Модульные и API-тесты', BIN('vitest'), ['run']);
console.log('→ Сборка');
timed('Сборка', 'node', ['scripts/build.mjs']);
console.log('→ Бюджеты байтов');
timed('Бюджеты байтов', 'node', ['scripts/byte-budgets.mjs']);
console.log('→ Браузерные тесты');
timed('Браузерные тесты', BIN('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], { env: { CHROMIUM_PATH: chromium, FULL_CHROMIUM_PATH: fullChromium, ...(java ? { JAVA_PATH: java } : {}) } });

console.log('\nВремя по этапам:');
for (const [label, ms] of stages) console.log(`  ${label.padEnd(24)} ${(ms / 1000).toFixed(0).padStart(5)} с`);
console.log(`  ${'всего'.padEnd(24)} ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} с`);

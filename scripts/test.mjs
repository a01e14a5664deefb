// `npm test`: install what is missing, lint (ESLint: import boundaries, cycles, file names),
// find a browser (installs one where it can), then typecheck, run unit
// and API tests (vitest), build, check the README byte budgets on the build (deterministic:
// bytes, never timings), and run the browser tests (Playwright) against the build started the way
// `npm start` starts it.
import { ensureInstalled, ensureBrowser, run, BIN } from './lib.mjs';

ensureInstalled();
console.log('→ Линтер: границы импортов, циклы, имена файлов (ESLint)');
run(BIN('eslint'), ['.']);
const chromium = ensureBrowser();
console.log(`→ Браузер: ${chromium}`);
console.log('→ Проверка типов');
run(BIN('tsc'), ['--noEmit', '-p', '.']);
console.log('→ Модульные и API-тесты');
run(BIN('vitest'), ['run']);
console.log('→ Сборка');
run('node', ['scripts/build.mjs']);
console.log('→ Бюджеты байтов');
run('node', ['scripts/byte-budgets.mjs']);
console.log('→ Браузерные тесты');
run(BIN('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], { env: { CHROMIUM_PATH: chromium } });

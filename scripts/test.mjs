// `npm test`: install what is missing (a browser too, where it can), then typecheck, run unit
// and API tests (vitest), build, check the README byte budgets on the build (deterministic,
// issue 5), and run the browser tests (Playwright) against the build started the way
// `npm start` starts it.
import { ensureInstalled, ensureBrowser, run, BIN } from './lib.mjs';

ensureInstalled();
const chromium = ensureBrowser();
console.log(`→ Браузер: ${chromium}`);
run('node', ['scripts/check-imports.mjs']);
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

// Helpers for the two commands a newcomer needs (README): install what is missing, find a
// browser, run a step and stop on the first failure.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { cpus, homedir } from 'node:os';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

export function run(cmd, args, opts = {}) {
  const started = Date.now();
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts, env: { ...process.env, ...opts.env } });
  if (res.status !== 0) {
    console.error(`\n✗ ${cmd} ${args.join(' ')} завершилась с кодом ${res.status ?? res.signal}`);
    process.exit(res.status ?? 1);
  }
  return Date.now() - started;
}

/**
 * Runs steps side by side, as many at a time as the machine has cores (2 here: ESLint and tsc are
 * one thread each, a section's build mostly one), and stops on the first failure like `run`.
 * Each step is `{ cmd, args, opts }`; resolves to each step's wall time in ms, in order.
 */
export async function runAll(steps, limit = Math.max(2, cpus().length)) {
  const times = new Array(steps.length);
  let next = 0;
  const worker = async () => {
    while (next < steps.length) {
      const i = next++;
      const { cmd, args, opts = {} } = steps[i];
      const started = Date.now();
      const code = await new Promise((resolve) => {
        const child = spawn(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts, env: { ...process.env, ...opts.env } });
        child.on('error', () => resolve(1));
        child.on('exit', (status, signal) => resolve(status ?? signal));
      });
      if (code !== 0) {
        console.error(`\n✗ ${cmd} ${args.join(' ')} завершилась с кодом ${code}`);
        process.exit(typeof code === 'number' ? code : 1);
      }
      times[i] = Date.now() - started;
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, steps.length) }, worker));
  return times;
}

/** `npm ci` when node_modules is missing or older than the lock file. */
export function ensureInstalled() {
  const marker = join(ROOT, 'node_modules', '.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('→ Устанавливаю зависимости (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund'], { env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
}

function playwrightBrowser(prefix, rels) {
  const dir = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(dir)) return null;
  for (const name of readdirSync(dir).filter((n) => n.startsWith(prefix)).sort().reverse()) {
    for (const rel of rels) {
      const path = join(dir, name, rel);
      if (existsSync(path)) return path;
    }
  }
  return null;
}

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const SYSTEM_HEADLESS_SHELL = ['/usr/bin/chromium-headless-shell'];
/** Root on a machine with apt-get: what is missing can be installed from Debian's packages. */
export const canAptInstall = () => typeof process.getuid === 'function' && process.getuid() === 0 && existsSync('/usr/bin/apt-get');

/** Installs Debian packages (canAptInstall); false when it cannot or the install fails. */
export function aptInstall(packages) {
  if (!canAptInstall()) return false;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const quiet = { stdio: 'inherit', cwd: ROOT, env };
  if (spawnSync('apt-get', ['install', '-y', '-qq', ...packages], quiet).status === 0) return true;
  return spawnSync('apt-get', ['update', '-qq'], quiet).status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', ...packages], quiet).status === 0;
}

/**
 * The browser for the browser tests: Chromium's headless shell when there is one or it can be
 * installed (Playwright's own default for headless runs; the same engine without the desktop
 * browser's process, the suite runs about a fifth faster on the 2-core CI machine), else a full
 * Chromium. The bench keeps the full browser (ensureBrowser): Lighthouse measures what a phone
 * runs.
 */
export function ensureTestBrowser() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  const shell = () => playwrightBrowser('chromium_headless_shell-', ['chrome-linux/headless_shell', 'chrome-headless-shell-linux64/chrome-headless-shell']) ?? SYSTEM_HEADLESS_SHELL.find((p) => existsSync(p));
  const found = shell();
  if (found) return found;
  if (canAptInstall()) console.log('→ Устанавливаю Debian chromium-headless-shell (apt-get) для браузерных тестов…');
  return (aptInstall(['chromium-headless-shell']) && shell()) || ensureBrowser();
}

/**
 * Playwright's Chromium if present, else the system one; as root with apt-get, installs
 * Debian's chromium; otherwise stops with a clear message (README: `npm test` must run here).
 */
export function ensureBrowser() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  const found = playwrightBrowser('chromium-', ['chrome-linux/chrome', 'chrome-linux64/chrome']) ?? SYSTEM_CHROMIUM.find((p) => existsSync(p));
  if (found) return found;
  if (canAptInstall()) console.log('→ Браузер не найден: устанавливаю Debian chromium (apt-get)…');
  if (aptInstall(['chromium']) && existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  console.error(
    [
      '✗ Для браузерных тестов нужен Chromium, а он не найден.',
      '  Установите один из вариантов и запустите npm test снова:',
      '  • sudo apt-get install chromium            (Debian/Ubuntu)',
      '  • npx playwright install chromium           (где есть доступ к загрузке браузеров)',
      '  • CHROMIUM_PATH=/путь/к/chrome npm test     (свой браузер)',
    ].join('\n'),
  );
  process.exit(1);
}

/** A tool installed in node_modules/.bin (faster and quieter than npx). */
export const BIN = (name) => join(ROOT, 'node_modules', '.bin', name);

// One Chromium for the bench (the system one, or CHROMIUM_PATH), launched through Playwright.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright';

export const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  const found = candidates.find((p) => p && existsSync(p));
  if (!found) throw new Error('Chromium не найден: установите chromium или задайте CHROMIUM_PATH');
  return found;
}

export function chromiumVersion(path) {
  try {
    // Debian's wrapper prints a shell warning on stderr on some hosts: keep only stdout.
    return execFileSync(path, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

export async function launch() {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROME_ARGS });
}

/**
 * A fresh context (empty cache, no cookies). Service workers are blocked: the host's worker
 * would re-fetch each asset through itself and CDP would count it twice; a first visit never
 * has a worker yet anyway.
 */
export async function freshPage(browser, { viewport } = {}) {
  const context = await browser.newContext({ serviceWorkers: 'block', locale: 'ru-RU', viewport: viewport ?? { width: 1280, height: 800 } });
  const page = await context.newPage();
  return { context, page };
}

// ARCHITECTURE §2: rebuilding one section and reloading serves the new build, without
// rebuilding the shell. Runs in its own project, after every other spec (it rewrites
// mfe-profile/dist), and puts a plain build back afterwards.
import { execFile } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { test, expect } from '../fixtures/index.ts';

const run = promisify(execFile);
// The service worker takes part, as on a donor's phone (the config blocks it elsewhere): the
// promise is that even a page it controls shows the rebuilt section (ARCHITECTURE §2.5).
test.use({ serviceWorkers: 'allow' });
const ROOT = join(import.meta.dirname, '..', '..');
const SECTION_DIR = join(ROOT, 'mfe-profile');
const VITE = join(ROOT, 'node_modules', '.bin', 'vite');
const SHELL_INDEX = join(ROOT, 'shell', 'dist', 'index.html');

async function buildProfile(buildId?: string): Promise<void> {
  const env = { ...process.env };
  delete env.SECTION_BUILD_ID;
  if (buildId) env.SECTION_BUILD_ID = buildId;
  await run(VITE, ['build', '--logLevel', 'warn'], { cwd: SECTION_DIR, env, timeout: 120_000 });
}

/** Script and stylesheet URLs of the shell's index.html. */
const assetNames = (html: string) => [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1]).sort();

test('a rebuilt mfe-profile is served after a reload; the shell is untouched', async ({ page, request }) => {
  test.setTimeout(120_000);
  const section = page.locator('[data-section="mfe_profile"]');
  await page.goto('/login');
  await expect(section).toBeVisible();
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await page.reload();
  await expect(section).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'the page is under the service worker').toBe(true);
  const before = await section.getAttribute('data-build');

  const shellHtml = await (await request.get('/')).text();
  const shellAssets = assetNames(shellHtml);
  expect(shellAssets.length).toBeGreaterThan(0);
  const shellIndex = readFileSync(SHELL_INDEX, 'utf8');
  const shellIndexMtime = statSync(SHELL_INDEX).mtimeMs;

  const buildId = `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  expect(buildId).not.toBe(before);
  try {
    await buildProfile(buildId);
    await page.reload();
    await expect(section).toHaveAttribute('data-build', buildId);
    await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();

    expect(assetNames(await (await request.get('/')).text())).toEqual(shellAssets);
    expect(readFileSync(SHELL_INDEX, 'utf8'), 'the shell build on disk is unchanged').toBe(shellIndex);
    expect(statSync(SHELL_INDEX).mtimeMs, 'the shell was not rebuilt').toBe(shellIndexMtime);
  } finally {
    await buildProfile(); // a plain build again (SECTION_BUILD_ID unset)
  }
  await page.reload();
  await expect(section).toHaveAttribute('data-build', 'local');
});

// A section team develops inside the running platform (docs/SECTION-TEAMS.md §2): the real dev
// server of mfe-top (scripts/sections/dev-server.ts: vite watch build in development mode, on a
// free port), the printed override link opened in a browser, and the platform's /top/ page then
// runs that build (its data-build, its requests to the dev server's origin) under a visible
// marker; a touched source file rebuilds it and reloads the page; «Сбросить» returns to the
// host's build. The e2e host runs with NODE_ENV=test, where any browser may override
// (docs/SECURITY.md «Переопределение раздела»; the production rules are host-app-dev-override.test.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { utimes } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { test, expect } from '../fixtures/index.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const BUILD = 'dev-e2e';

test.describe.configure({ mode: 'serial' });

let server: ChildProcess | undefined;
let origin = '';
let link = '';
let out = ''; // the dev server's output, shown when the live reload does not come

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((done) => probe.close(() => done()));
  return port;
}

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(180_000);
  const port = await freePort();
  server = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/sections/dev-server.ts'), 'mfe-top', '--port', String(port), '--platform', baseURL!], {
    cwd: join(ROOT, 'mfe-top'),
    env: { ...process.env, SECTION_BUILD_ID: BUILD },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk: Buffer) => { out += chunk.toString(); });
  server.stderr!.on('data', (chunk: Buffer) => { out += chunk.toString(); });
  await expect.poll(() => /^\s+(http:\/\/\S+\?mfe-override=\S+)$/m.exec(out)?.[1] ?? (server?.exitCode !== null ? `exited: ${out}` : ''), { timeout: 170_000, intervals: [500] })
    .toMatch(/^http:/);
  link = /^\s+(http:\/\/\S+\?mfe-override=\S+)$/m.exec(out)![1]!;
  origin = `http://127.0.0.1:${port}`;
  expect(link).toBe(`${baseURL}/?mfe-override=mfe_top=${origin}/mf-manifest.json`);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

const root = (page: import('@playwright/test').Page) => page.locator('[data-section="mfe_top"][data-build]').first();

test('the override link makes the platform run the dev build of mfe_top, marked, with live reload', async ({ page, consoleErrors }) => {
  test.setTimeout(120_000);
  const fromDev: string[] = [];
  page.on('request', (r) => { if (r.url().startsWith(`${origin}/`)) fromDev.push(r.url()); });
  // The printed link points at the home page; the section's own page takes the same parameter.
  await page.goto(`/top/?mfe-override=mfe_top=${origin}/mf-manifest.json`);
  expect(new URL(page.url()).search).toBe(''); // the host stored it and dropped the parameter
  await expect(root(page)).toHaveAttribute('data-build', BUILD, { timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: `Раздел mfe_top загружен с ${origin} — переопределение разработчика` })).toBeVisible();
  expect(fromDev.some((u) => u.endsWith('/remoteEntry.js'))).toBe(true);
  // The development build checks the props against the contract: the shell's real props pass.
  expect(consoleErrors.filter((e) => e.includes('нет в контракте'))).toEqual([]);

  // Another page of the platform keeps the override (the cookie), until it is reset.
  await page.goto('/top/?period=year');
  await expect(root(page)).toHaveAttribute('data-build', BUILD, { timeout: 20_000 });

  // A touched source file: the dev server rebuilds and the page reloads itself.
  await page.evaluate(() => { (window as unknown as { beforeReload?: boolean }).beforeReload = true; });
  // Touched again every 30 s (a rebuild takes a few), as a developer saves again: on a busy
  // machine the watcher may not yet watch the file the moment after the first build.
  let touched = 0;
  const touch = async () => {
    if (Date.now() - touched < 30_000) return;
    touched = Date.now();
    await utimes(join(ROOT, 'mfe-top/src/spa.tsx'), new Date(touched), new Date(touched));
  };
  // Asked while the reload is under way, the page has no context to answer: still waiting.
  const stillBefore = async () => {
    await touch();
    return page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload ?? false).catch(() => true);
  };
  await expect.poll(stillBefore, { timeout: 90_000 }).toBe(false).catch((err: Error) => {
    throw new Error(`${err.message}\nThe dev server said:\n${out}`);
  });
  await expect(root(page)).toHaveAttribute('data-build', BUILD, { timeout: 20_000 });

  await page.getByRole('link', { name: 'Сбросить' }).click();
  await expect(page.getByText('переопределение разработчика')).toHaveCount(0);
  await expect(root(page)).toHaveAttribute('data-build', /^(?!dev-e2e$)./, { timeout: 20_000 }); // the host's own build again
});

test('the dev panel lists the sections and sets one by a plain form', async ({ page }) => {
  await page.goto('/dev/sections/');
  await expect(page.getByRole('heading', { name: 'Разделы: переопределение разработчика' })).toBeVisible();
  const row = page.getByRole('row', { name: /mfe_top/ });
  await row.getByRole('textbox').fill(`mfe_top=${origin}/mf-manifest.json`);
  await row.getByRole('button', { name: 'Загружать отсюда' }).click();
  await expect(page).toHaveURL(/\/dev\/sections\/$/);
  await expect(page.getByRole('row', { name: /mfe_top/ })).toContainText(`${origin}/mf-manifest.json`);
  await page.goto('/top/');
  await expect(root(page)).toHaveAttribute('data-build', BUILD, { timeout: 20_000 });
});

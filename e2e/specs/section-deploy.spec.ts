// A section team ships alone (ARCHITECTURE §2.6, docs/SECTION-TEAMS.md §4): the deploy command
// builds mfe-top, uploads it to an S3-compatible store (s3rver, a free port) under its own
// version prefix and moves the registry pointer in the platform's database; the host then
// serves that version — to a share of browsers for a canary (sticky cookie mfe_bucket), to
// everyone after promote, the previous one after rollback — and a tab opened on the old version
// keeps working, since nothing published is ever overwritten or deleted. Runs in the late
// 'rebuild' project (it rebuilds mfe-top/dist) and ends on the host's own plain build.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import { startLocalS3, type LocalS3 } from '../../scripts/sections/local-s3.ts';
import { test, expect } from '../fixtures/index.ts';
import { TopPage } from '../pages/top.ts';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '..', '..');
const CLI = join(ROOT, 'scripts', 'sections', 'cli.ts');
const APP = 'mfe_top';

test.describe.configure({ mode: 'serial' });

let s3: LocalS3;
let s3Dir: string;
let env: NodeJS.ProcessEnv;

/** The command as a team runs it; answers its output (Russian progress lines). */
async function sections(...args: string[]): Promise<string> {
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', CLI, ...args], { cwd: ROOT, env, timeout: 120_000 });
    return stdout;
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`sections ${args.join(' ')} failed: ${e.message}\n${e.stdout ?? ''}\n${e.stderr ?? ''}`);
  }
}

/** Deploys mfe-top; answers the version the command chose. */
async function deployTop(...args: string[]): Promise<string> {
  const out = await sections('deploy', 'mfe-top', ...args);
  const version = /версия (\S+?)…/.exec(out)?.[1];
  expect(version, out).toMatch(/^\d{8}-\d{6}-([0-9a-f]{4,}|local)$/);
  expect(out).toContain(`Адрес: ${s3.endpoint}/sections/${APP}/${version}/mf-manifest.json`);
  return version!;
}

/** A fresh browser (its own cookies) showing /top/, optionally with a canary bucket. */
async function visitor(browser: Browser, baseURL: string, bucket?: number, watch?: (page: Page) => void): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'ru-RU', serviceWorkers: 'block' });
  if (bucket !== undefined) await context.addCookies([{ name: 'mfe_bucket', value: String(bucket), url: baseURL }]);
  const page = await context.newPage();
  watch?.(page);
  await new TopPage(page).goto();
  return page;
}

// The mounted root (the host's first paint has data-section but no data-build); a slot of the
// same section would carry the same build, so the first one tells.
const build = (page: Page) => page.locator(`[data-section="${APP}"][data-build]`).first();

/** The entry the host shows a browser of that bucket (none: a browser without the cookie yet). */
async function entrySeen(baseURL: string, bucket?: number): Promise<string | undefined> {
  const res = await fetch(`${baseURL}/mfe-registry.json`, { headers: bucket === undefined ? {} : { cookie: `mfe_bucket=${bucket}` } });
  return ((await res.json()) as Record<string, { entry: string } | undefined>)[APP]?.entry;
}

/** The host re-reads the registry about once a second (shell/server/section-registry.ts): wait for the move. */
async function hostShows(baseURL: string, bucket: number | undefined, version: string | null): Promise<void> {
  await expect.poll(() => entrySeen(baseURL, bucket), { timeout: 10_000 })
    .toBe(version ? `${s3.endpoint}/sections/${APP}/${version}/mf-manifest.json` : `/mfe/${APP}/mf-manifest.json`);
}

async function buildPlainTop(): Promise<void> {
  const plain = { ...process.env };
  delete plain.SECTION_BUILD_ID;
  await run('npm', ['run', 'build', '-w', 'mfe-top'], { cwd: ROOT, env: plain, timeout: 300_000 });
}

test.beforeAll(async ({}, testInfo) => {
  s3Dir = mkdtempSync(join(tmpdir(), 'e2e-s3-'));
  s3 = await startLocalS3({ port: 0, directory: s3Dir });
  env = {
    ...process.env,
    SECTIONS_S3_ENDPOINT: s3.endpoint,
    DONOR_URL: String(testInfo.project.use.baseURL),
    DEPLOY_EMAIL: 'sections@example.com',
    DEPLOY_PASSWORD: 'demo-sections-2026',
  };
  delete env.SECTION_BUILD_ID;
  delete env.DEPLOY_TOKEN;
});

test.afterAll(async () => {
  // Back to the host's own build whatever happened: later specs (and a re-run) see mfe-top as
  // it was. Each rollback steps back once; stop when the registry holds nothing for the section.
  for (let i = 0; i < 4; i++) {
    const status = await sections('status', APP).catch(() => '');
    if (!status || status.includes('для всех:  сборка хоста')) break;
    await sections('rollback', APP, '--note', 'e2e: назад к сборке хоста').catch(() => '');
  }
  await buildPlainTop();
  await s3?.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

test('deploy, canary by bucket, promote, rollback; an open tab of the old version keeps working', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const v1 = await deployTop('--note', 'e2e: первая версия');
  await hostShows(baseURL!, undefined, v1);

  // A visitor opens /top/ on v1, loaded from the store, and keeps the tab open through the rest.
  const failures: string[] = [];
  const v1Files: string[] = [];
  // Code only: an API fetch the page itself aborts on navigation is not a missing file.
  const isCode = (url: string) => url.startsWith(s3.endpoint) || /^\/(mfe|assets)\//.test(new URL(url).pathname);
  const oldTab = await visitor(browser, baseURL!, undefined, (page) => {
    page.on('requestfailed', (r) => { if (isCode(r.url())) failures.push(`${r.url()} ${r.failure()?.errorText ?? ''}`); });
    page.on('response', (r) => { if (isCode(r.url()) && r.status() >= 400) failures.push(`${r.url()} ${r.status()}`); });
    page.on('request', (r) => { if (r.url().startsWith(`${s3.endpoint}/sections/${APP}/${v1}/`)) v1Files.push(r.url()); });
  });
  await expect(build(oldTab)).toHaveAttribute('data-build', v1);
  await new TopPage(oldTab).loaded();

  // v2 as a 50 % canary: the bucket cookie decides, the same way for the page and the registry.
  const v2 = await deployTop('--canary', '50', '--note', 'e2e: вторая версия');
  expect(v2).not.toBe(v1);
  await hostShows(baseURL!, 10, v2);
  await hostShows(baseURL!, 90, v1);
  const low = await visitor(browser, baseURL!, 10);
  const high = await visitor(browser, baseURL!, 90);
  await expect(build(low)).toHaveAttribute('data-build', v2);
  await expect(build(high)).toHaveAttribute('data-build', v1);
  // The page's own registry agrees with what the page shows (the browser's cookie, not ours).
  const registryOf = async (page: Page) => ((await (await page.context().request.get('/mfe-registry.json')).json()) as Record<string, { entry: string }>)[APP]?.entry;
  expect(await registryOf(low)).toContain(`/${APP}/${v2}/`);
  expect(await registryOf(high)).toContain(`/${APP}/${v1}/`);
  const status = await sections('status', APP);
  expect(status).toContain(`для всех:  ${v1}`);
  expect(status).toContain(`канарейка: ${v2} — 50 %`);

  // Promote: everyone gets v2 on their next page load.
  await sections('promote', APP);
  await hostShows(baseURL!, 90, v2);
  for (const page of [low, high]) {
    await page.reload();
    await expect(build(page)).toHaveAttribute('data-build', v2);
  }

  // The tab opened on v1 still works after v2 landed: a navigation inside the section and its
  // lazy chunk (the filter dialog) are served from v1's prefix, which nothing ever overwrote.
  const top = new TopPage(oldTab);
  await top.thisYear.click();
  await expect(oldTab).toHaveURL('/top/?by_year=true');
  await top.loaded();
  await top.openFilters();
  expect(v1Files.some((url) => /\/assets\/filter-modal-[^/]+\.js$/.test(url)), v1Files.join('\n')).toBe(true);
  await expect(build(oldTab)).toHaveAttribute('data-build', v1);
  expect(failures).toEqual([]);

  // Rollback: v1 again for everyone; a second one returns to the host's own build.
  await sections('rollback', APP, '--note', 'e2e: откат');
  await hostShows(baseURL!, 10, v1);
  for (const page of [low, high]) {
    await page.reload();
    await expect(build(page)).toHaveAttribute('data-build', v1);
  }
  const history = await sections('rollback', APP, '--note', 'e2e: к сборке хоста');
  expect(history).toContain('для всех:  сборка хоста');
  for (const seen of ['rollback', 'promote', v2, v1]) expect(history).toContain(seen);
  await hostShows(baseURL!, 10, null);
  expect(await registryOf(low)).toBe(`/mfe/${APP}/mf-manifest.json`);
  for (const page of [oldTab, low, high]) await page.context().close();
});

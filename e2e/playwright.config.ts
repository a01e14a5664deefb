// Browser tests against the production build, started the way `npm start` starts it, on a
// fresh embedded database (ARCHITECTURE §5). The browser is the one `npm test` found.
// PLATFORM_URL runs them against a platform that is already running instead (a section team's
// `npm test -w mfe-<name>` against `npm start` or staging: docs/SECTION-TEAMS.md).
import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 8181);
const PLATFORM_URL = process.env.PLATFORM_URL?.replace(/\/$/, '');
// The browser `npm test` found: Chromium's headless shell where it could (scripts/lib.mjs
// ensureTestBrowser). FULL_CHROMIUM_PATH is a desktop Chromium for the specs that need what the
// shell lacks: it answers «denied» to the notifications permission, which Web Push needs.
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || undefined;
const FULL_CHROMIUM_PATH = process.env.FULL_CHROMIUM_PATH || CHROMIUM_PATH;
const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const NEEDS_FULL_BROWSER = /push-opt-in\.spec\.ts/;
// Reads the pages the route sweep kept (e2e/pages/html-pages.ts): runs once the sweep's project is done.
const AFTER_SWEEP = /html-validity\.spec\.ts/;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'donor-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // workers re-read the config: keep one database

export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  // A test's budget, not a speed check (speed is `npm run bench`): a clean-clone run on a loaded
  // 2-core machine ran the suite 2.5× slower than usual, and tests that run axe on several pages
  // in a row passed 30 s there while every assertion in them held.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: PLATFORM_URL ?? `http://127.0.0.1:${PORT}`,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    trace: 'off',
    // Each test has a fresh context, so a service worker would only ever serve inside one test;
    // blocking it keeps page.route() fault injection reliable. rebuild.spec.ts turns it back on
    // to check that the worker never hides a new deploy (ARCHITECTURE §2).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROME_ARGS,
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: [/(rebuild|section-deploy)\.spec\.ts/, NEEDS_FULL_BROWSER, AFTER_SWEEP] },
    {
      name: 'full-chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions: { executablePath: FULL_CHROMIUM_PATH, args: CHROME_ARGS } },
      testMatch: NEEDS_FULL_BROWSER,
    },
    // The Nu HTML Checker over every page the sweep kept: Java on one core while the rebuild
    // project below, also waiting for the sweep, has the other.
    { name: 'html', testMatch: AFTER_SWEEP, dependencies: ['chromium'] },
    // Rebuilds mfe-profile/dist and mfe-top/dist on disk and moves mfe_top's registry pointer
    // (section-deploy.spec.ts): runs alone, after everything else, so no other spec loads a
    // half-written build or another version of a section.
    { name: 'rebuild', use: { ...devices['Desktop Chrome'], channel: undefined }, testMatch: /(rebuild|section-deploy)\.spec\.ts/, dependencies: ['chromium', 'full-chromium'] },
  ],
  webServer: PLATFORM_URL ? undefined : {
    command: 'node --import tsx shell/server/main.ts',
    cwd: join(import.meta.dirname, '..'),
    url: `http://127.0.0.1:${PORT}/api/cities/1/`,
    reuseExistingServer: false,
    timeout: 120_000,
    // TRUST_PROXY=1: the fixtures' API-made donors (pages/cabinet.ts registerDonor) each come
    // from their own forwarded address, as separate people would, so the per-address code-sending
    // limit (20 an hour, docs/SECURITY.md) counts only the browser's own sign-ups.
    env: { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test', TRUST_PROXY: '1' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

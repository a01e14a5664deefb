// The Nu HTML Checker (the vnu-jar package; Java) finds no error on any page, as the server sends
// it and as it stands once the scripts have run (link prefetch, avatars, sections' markup): every
// public route of the route table, a signed-in /profile/ and a staff page. The pages are collected
// first and checked in ONE run of the checker — Java starts once, it is slow. Without Java
// (scripts/test.mjs installs Debian's default-jre-headless where it can) the check is skipped and
// says so.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { test, expect, cookieHeader, apiToken, type Who } from '../fixtures/index.ts';

const require = createRequire(import.meta.url);
const VNU_JAR = require('vnu-jar') as string;
const JAVA = [process.env.JAVA_PATH, 'java', '/usr/bin/java'].filter((b): b is string => !!b).find((bin) => spawnSync(bin, ['-version'], { stdio: 'ignore' }).status === 0) ?? null;

type Resolve = (request: APIRequestContext) => Promise<string>;
const first = async (request: APIRequestContext, url: string): Promise<Record<string, unknown>> => {
  const body = (await (await request.get(url)).json()) as { results?: Record<string, unknown>[] };
  const row = body.results?.[0];
  expect(row, `${url} has a row`).toBeTruthy();
  return row!;
};

/** Every public route of shared/src/routes.ts (detail pages with a real record), then the signed-in ones. */
const ROUTES: Array<[path: string | Resolve, who?: Who]> = [
  ['/'], ['/how/'], ['/blooddonation'], ['/requirements'], ['/about'], ['/non-profit'], ['/awards'], ['/smi'],
  ['/confidential'], ['/rules'], ['/offer'], ['/404/'], ['/403/'],
  ['/bloodstations/'],
  [async (r) => `/bloodstations/${String((await first(r, '/api/blood_stations/?city_id=1&page_size=1')).slug)}/`],
  ['/events/'],
  [async (r) => `/events/${String((await first(r, '/api/events/?city_id=1&page_size=1')).id)}/`],
  [async (r) => `/organizations/${String((await first(r, '/api/organizations/all_names/')).id)}/`],
  ['/donate/'], ['/fundraising'],
  [async (r) => `/fundraising/${String((await first(r, '/api/collects/?page_size=1')).slug)}`],
  ['/charityshop'], ['/souvenir/'], ['/top/'], ['/helpme/'],
  [async (r) => `/recipient/${String((await first(r, '/api/address_needs/?page_size=1')).id)}`],
  ['/achievements/'], ['/bonus/'],
  ['/login'], ['/pre_sign_up'], ['/sign_up'], ['/sign_up_email'], ['/reset'],
  ['/profile/', 'demo'],
  ['/staff/', 'moderator'],
];

interface VnuMessage { type: string; subType?: string; url?: string; lastLine?: number; message: string; extract?: string }

test.describe('Nu HTML Checker', () => {
  test.skip(!JAVA, 'Java не найдена: проверка HTML (Nu HTML Checker) пропущена — установите default-jre-headless или укажите JAVA_PATH.');
  test.setTimeout(300_000);

  test('every page is valid HTML before and after its scripts run', async ({ page, request, loginAs }) => {
    const dir = mkdtempSync(join(tmpdir(), 'donor-vnu-'));
    const files: string[] = [];
    const tokens = new Map<Who, string>();
    try {
      for (const [path, who] of ROUTES) {
        const url = typeof path === 'string' ? path : await path(request);
        let headers = {};
        if (who) {
          if (!tokens.has(who)) tokens.set(who, await apiToken(request, who));
          headers = cookieHeader({ token: tokens.get(who)! });
          await page.context().clearCookies();
          await loginAs(page, who);
        } else {
          await page.context().clearCookies();
        }
        const name = url.replace(/[^a-z0-9]+/gi, '_') || 'root';
        const server = await request.get(url, { headers });
        expect([200, 403, 404], url).toContain(server.status());
        const serverFile = join(dir, `${name}.server.html`);
        writeFileSync(serverFile, await server.text());
        await page.goto(url);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first(), url).toBeVisible({ timeout: 15_000 });
        await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
        const live = await page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`);
        const liveFile = join(dir, `${name}.hydrated.html`);
        writeFileSync(liveFile, live);
        files.push(serverFile, liveFile);
      }
      const run = spawnSync(JAVA!, ['-jar', VNU_JAR, '--format', 'json', '--stdout', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
      expect(run.stdout, run.stderr).toBeTruthy();
      const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] };
      // The pages' own stylesheets are inlined (shell/server/paint-first.ts), so the checker's CSS
      // validator reads them too; its property list predates some standard ones (`line-clamp`,
      // CSS Overflow 4), which browsers support. Everything else it says about CSS still fails.
      const staleCssList = (m: VnuMessage) => /^CSS: “[\w-]+”: Property “[\w-]+” doesn't exist\.$/.test(m.message);
      const errors = messages.filter((m) => (m.type === 'error' || m.type === 'non-document-error') && !staleCssList(m));
      const report = errors.map((m) => `${(m.url ?? '').replace(/^.*\//, '')}:${m.lastLine ?? '?'} ${m.message}\n    ${(m.extract ?? '').replace(/\s+/g, ' ').slice(0, 160)}`).join('\n');
      expect(errors.length, `Nu HTML Checker errors:\n${report}`).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// The Nu HTML Checker (the vnu-jar package; Java) finds no error on any page, as the server sends
// it and as it stands once the scripts have run (link prefetch, avatars, sections' markup): every
// route of the route table, each visited by the route sweep (route-sweep.spec.ts), which keeps
// both (e2e/pages/html-pages.ts). This file runs after the sweep (the `html` project depends on
// `chromium`: e2e/playwright.config.ts) and checks them all in ONE run of the checker — Java
// starts once, it is slow. Without Java (scripts/test.mjs installs Debian's default-jre-headless
// where it can) the check is skipped and says so.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test, expect } from '../fixtures/index.ts';
import { htmlPageName, htmlPagesDir } from '../pages/html-pages.ts';
import { SWEPT_PAGES } from '../pages/route-urls.ts';

const require = createRequire(import.meta.url);
const VNU_JAR = require('vnu-jar') as string;
const JAVA = [process.env.JAVA_PATH, 'java', '/usr/bin/java'].filter((b): b is string => !!b).find((bin) => spawnSync(bin, ['-version'], { stdio: 'ignore' }).status === 0) ?? null;

interface VnuMessage { type: string; subType?: string; url?: string; lastLine?: number; message: string; extract?: string }

test.describe('Nu HTML Checker', () => {
  test.skip(!JAVA, 'Java не найдена: проверка HTML (Nu HTML Checker) пропущена — установите default-jre-headless или укажите JAVA_PATH.');
  test.setTimeout(300_000);

  test('every page is valid HTML before and after its scripts run', () => {
    const dir = htmlPagesDir();
    const files = SWEPT_PAGES.map((p) => join(dir, htmlPageName(p.name))).flatMap((f) => [`${f}.server.html`, `${f}.hydrated.html`]);
    const missing = files.filter((f) => !existsSync(f));
    expect(missing.map((f) => f.replace(/^.*\//, '')), 'pages the route sweep did not keep: run route-sweep.spec.ts with this file').toEqual([]);

    const run = spawnSync(JAVA!, ['-jar', VNU_JAR, '--format', 'json', '--stdout', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    expect(run.stdout, run.stderr).toBeTruthy();
    const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] };
    // The pages' own stylesheets are inlined (shell/server/paint-first.ts), so the checker's CSS
    // validator reads them too; its lists predate some standard CSS that browsers support: the
    // property `line-clamp` (CSS Overflow 4) and the at-rule `@container` (CSS Containment 3, the
    // staff screens' tables). Everything else it says about CSS still fails.
    const staleCssList = (m: VnuMessage) => /^CSS: “[\w-]+”: Property “[\w-]+” doesn't exist\.$|^CSS: Unrecognized at-rule “@container”\.?$/.test(m.message);
    const errors = messages.filter((m) => (m.type === 'error' || m.type === 'non-document-error') && !staleCssList(m));
    const report = errors.map((m) => `${(m.url ?? '').replace(/^.*\//, '')}:${m.lastLine ?? '?'} ${m.message}\n    ${(m.extract ?? '').replace(/\s+/g, ' ').slice(0, 160)}`).join('\n');
    expect(errors.length, `Nu HTML Checker errors:\n${report}`).toBe(0);
  });
});

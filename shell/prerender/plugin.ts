// Vite plugin of the shell build (docs/ARCHITECTURE.md §2.5: the layout and shell pages arrive
// pre-rendered in the HTML): after the client bundle is written, renders ./entry.tsx with
// react-dom/static and bakes the header and footer into dist/index.html (the host's template) and
// each shell page into dist/prerender/<route id>.html, which the host puts into #page-shell.
import type { Plugin } from 'vite';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { precompressDir } from '../../scripts/precompress.ts';
import { withSsrModule } from '../../scripts/ssr-module.ts';
import { loadConfig } from '../server/config.ts';
import { COOKIE_BANNER_FILE, PRERENDER_DIR } from '../common/prerender-files.ts';
import type { renderShell } from './entry.tsx';


/** Puts `inner` into the empty `<div id="…"></div>` of the template; throws if it is missing. */
export function fillContainer(template: string, id: string, inner: string): string {
  const empty = new RegExp(`<div id="${id}">\\s*</div>`);
  if (!empty.test(template)) throw new Error(`prerender: index.html has no empty <div id="${id}">`);
  return template.replace(empty, () => `<div id="${id}">${inner}</div>`);
}

/**
 * Controls of the pre-rendered markup do nothing until React replaces it, so they are
 * disabled: a click or keystroke then waits for the live control instead of being lost
 * (links still work: they are real links). Visual only through the UA's disabled styles.
 */
export function disableControls(html: string): string {
  return html.replace(/<(button|input|select|textarea)(?=[\s>\/])/g, '<$1 disabled=""');
}

async function renderInVite(root: string): Promise<Awaited<ReturnType<typeof renderShell>>> {
  return withSsrModule(root, '/prerender/entry.tsx', async (entry: typeof import('./entry.tsx')) => {
    // Build-time defaults of the host's public config (shell/server/config.ts); the client
    // re-renders with the run-time values, so only a customised journal URL differs until then.
    const c = loadConfig(process.env);
    // Built before the window below exists: the query library subscribes to browser events
    // only when it sees a window.
    const props = entry.anonymousProps({ productName: c.PRODUCT_NAME, supportEmail: c.SUPPORT_EMAIL, orgProfileBase: c.ORG_PROFILE_BASE, journalUrl: c.JOURNAL_URL });
    // The footer's partner carousel reads window.matchMedia in a state initialiser; an empty
    // window answers "no preference", and is removed again so nothing else sees a browser.
    const g = globalThis as { window?: unknown };
    const hadWindow = 'window' in g;
    if (!hadWindow) g.window = {};
    try {
      return await entry.renderShell(props);
    } finally {
      if (!hadWindow) delete g.window;
    }
  });
}

/**
 * Replaces `precompress()` in the shell's config: closeBundle hooks run in parallel, and the
 * .br/.gz of index.html must be made after the markup is baked in, so this one does both.
 */
export function prerenderShell(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'donor-prerender-shell',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const out = await renderInVite(root);
      const indexPath = join(outDir, 'index.html');
      let index = await readFile(indexPath, 'utf8');
      index = fillContainer(index, 'app-header', disableControls(out.header));
      index = fillContainer(index, 'app-footer', disableControls(out.footer));
      await writeFile(indexPath, index);
      await mkdir(join(outDir, PRERENDER_DIR), { recursive: true });
      for (const [id, html] of Object.entries(out.pages)) await writeFile(join(outDir, PRERENDER_DIR, `${id}.html`), disableControls(html));
      await writeFile(join(outDir, PRERENDER_DIR, COOKIE_BANNER_FILE), disableControls(out.cookieBanner));
      await precompressDir(outDir);
    },
  };
}

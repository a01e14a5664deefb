// Vite plugin of a section build: renders the section's static page tops (src/app/first-paint.tsx,
// shared/src/section-first-paint.ts) to markup once, at build time, and writes them to
// dist/first-paint.json for the host to put into the page. A section without that module writes
// nothing and its pages start empty, as before.
import type { Plugin } from 'vite';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { FIRST_PAINT_FILE, type FirstPaintTable } from '../shared/src/section-first-paint.ts';
import { withSsrModule } from './ssr-module.ts';

export const FIRST_PAINT_MODULE = 'src/app/first-paint.tsx';

/**
 * The markup of every entry. It is a picture of the page, not a page: the host's copy is replaced
 * by the live one, so a control in it would take clicks that go nowhere — a section may put none
 * there, and the build says so instead of shipping one.
 */
export function renderFirstPaint(table: FirstPaintTable): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [routeId, render] of Object.entries(table)) {
    const html = renderToStaticMarkup(render());
    if (/<(button|input|select|textarea|form)[\s>/]/.test(html)) throw new Error(`first-paint: «${routeId}» содержит элемент управления`);
    out[routeId] = html;
  }
  return out;
}

export function sectionFirstPaint(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'donor-section-first-paint',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (!existsSync(join(root, FIRST_PAINT_MODULE))) return;
      const markup = await withSsrModule(root, `/${FIRST_PAINT_MODULE}`, async (m: { FIRST_PAINT: FirstPaintTable }) => renderFirstPaint(m.FIRST_PAINT));
      await mkdir(outDir, { recursive: true });
      await writeFile(join(outDir, FIRST_PAINT_FILE), JSON.stringify(markup));
    },
  };
}

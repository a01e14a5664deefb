// Vite plugin of a section build: renders the section's static page tops (the `firstPaint` of
// the rows of src/app/pages.ts, shared/src/section-first-paint.ts) to markup once, at build time,
// and writes them to dist/first-paint.json for the host to put into the page. A section whose
// table has no first paint writes nothing and its pages start empty, as before.
import type { Plugin } from 'vite';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FIRST_PAINT_FILE, hasControl, hasStyleAttribute, type FirstPaintTable } from '../shared/src/section-first-paint.ts';
import type { PageTable } from '../shared/src/ui/use-section-route.tsx';
import { PAGES_MODULE, readPageTable } from './section-pages.ts';
import { withSsrModule } from './ssr-module.ts';
import { buildFirstScreenRenderer } from './first-screen-build.ts';

/**
 * The markup of every entry. It is a picture of the page, not a page: the host's copy is replaced
 * by the live one, so a control in it would take clicks that go nowhere — a section may put none
 * there, and the build says so instead of shipping one.
 */
export function renderFirstPaint(table: FirstPaintTable): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [routeId, render] of Object.entries(table)) {
    const html = renderToStaticMarkup(render());
    if (hasControl(html)) throw new Error(`first-paint: «${routeId}» содержит элемент управления`);
    if (hasStyleAttribute(html)) throw new Error(`first-paint: «${routeId}» содержит атрибут style`);
    out[routeId] = html;
  }
  return out;
}

/** Route id → the render of its row's `firstPaint`, for the rows that have one. */
export function firstPaintTable(pages: PageTable): FirstPaintTable {
  const out: Record<string, FirstPaintTable[string]> = {};
  for (const [routeId, row] of Object.entries(pages)) {
    const Top = row?.firstPaint;
    if (Top) out[routeId] = () => createElement(Top);
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
      // The pictures with data are a server bundle of their own (first-screen-build.ts).
      await buildFirstScreenRenderer(root);
      const file = join(root, PAGES_MODULE);
      // Read from the source first: only a table with a first paint is worth a render server.
      if (!existsSync(file) || !readPageTable(await readFile(file, 'utf8')).some((row) => row.firstPaint)) return;
      const markup = await withSsrModule(root, `/${PAGES_MODULE}`, async (m: { PAGES: PageTable }) => renderFirstPaint(firstPaintTable(m.PAGES)));
      await mkdir(outDir, { recursive: true });
      await writeFile(join(outDir, FIRST_PAINT_FILE), JSON.stringify(markup));
    },
  };
}

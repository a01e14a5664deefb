// A section page's first screen drawn with its data (docs/ARCHITECTURE.md «A first paint with the
// page's data»): the section's server bundle (dist-server/first-screen.mjs, built by
// scripts/first-screen-build.ts from its src/app/first-screen-paints.tsx) renders the route's
// picture from the page's first-screen answers. Like every first paint it never throws: a
// section without the bundle, a route without a picture, an answer the picture cannot draw or an
// error in it all mean the static picture (section-first-paint.ts) instead.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FIRST_SCREEN_RENDERER, type FirstScreenPaintProps } from '@donor/shared/section-first-paint';

interface Renderer {
  render(routeId: string, props: FirstScreenPaintProps): string | null;
}

/** One import per bundle file and build: a rebuilt section (new mtime) is imported again. */
const loaded = new Map<string, { mtimeMs: number; renderer: Promise<Renderer | null> }>();
/** A broken picture is reported once per route and build, not on every request. */
const reported = new Set<string>();

async function rendererAt(file: string): Promise<Renderer | null> {
  const mtimeMs = await stat(file).then((s) => s.mtimeMs, () => null);
  if (mtimeMs === null) return null;
  const known = loaded.get(file);
  if (known && known.mtimeMs === mtimeMs) return known.renderer;
  const renderer = import(`${pathToFileURL(file).href}?v=${mtimeMs}`).then(
    (m: Partial<Renderer>) => (typeof m.render === 'function' ? (m as Renderer) : null),
    (error: unknown) => {
      console.error(`first-screen: ${file} не загружается`, error);
      return null;
    },
  );
  loaded.set(file, { mtimeMs, renderer });
  return renderer;
}

/**
 * The markup of `routeId`'s picture with data from the section whose folder is `sectionRoot`
 * (its build beside dist/), or null.
 */
export async function renderFirstScreen(sectionRoot: string, routeId: string, props: FirstScreenPaintProps): Promise<string | null> {
  const file = join(sectionRoot, FIRST_SCREEN_RENDERER);
  const renderer = await rendererAt(file);
  if (!renderer) return null;
  try {
    return renderer.render(routeId, props);
  } catch (error) {
    const key = `${file}#${routeId}#${loaded.get(file)?.mtimeMs}`;
    if (!reported.has(key)) {
      reported.add(key);
      console.error(`first-screen: «${routeId}» не нарисован`, error);
    }
    return null;
  }
}

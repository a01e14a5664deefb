// The section's first-paint markup of a route (shared/src/section-first-paint.ts), read from the
// section's own build: first-paint.json next to its mf-manifest.json, on this host's disk (/mfe/)
// or, for a section on another origin, through remote-section-files.ts. Like the preload hints it
// never throws: a missing file only means the page starts empty. A picture of a record's page has
// its title filled in here, as text, from the page's first-screen answer; without one it is left out.
import { dirname } from 'node:path';
import type { SectionApp } from '@donor/shared/routes';
import { FIRST_PAINT_FILE, fillFirstPaintTitle, type FirstScreenPaintProps } from '@donor/shared/section-first-paint';
import type { Registry } from './registry.ts';
import { localManifestPath, sectionBuild } from './preload.ts';
import type { RemoteSectionFiles } from './remote-section-files.ts';
import { renderFirstScreen } from './first-screen-paint.ts';

export async function sectionFirstPaint(opts: { sectionDist: string; registry: Registry; app: SectionApp; routeId: string; remote?: RemoteSectionFiles;
  /** The record's title (shared/src/first-screen.ts `recordTitle`), for a picture that has a place for one. */
  title?: string | null;
  /** The page's first-screen answers and URL, for a picture drawn with its data (first-screen-paint.ts). */
  firstScreen?: FirstScreenPaintProps }): Promise<string | null> {
  // A picture with data comes from the section's own build on this host's disk, and only for its
  // main build: a canary in a subfolder, or a section on another origin, has the static one.
  const manifest = localManifestPath(opts.registry, opts.app, opts.sectionDist);
  if (opts.firstScreen && manifest && dirname(manifest) === opts.sectionDist) {
    const drawn = await renderFirstScreen(dirname(opts.sectionDist), opts.routeId, opts.firstScreen);
    if (drawn !== null) return drawn;
  }
  const build = sectionBuild(opts.registry, opts.app, opts.sectionDist, opts.remote);
  if (!build) return null;
  try {
    const markup = ((await build.read(FIRST_PAINT_FILE)) as Record<string, unknown>)[opts.routeId];
    return typeof markup === 'string' && markup !== '' ? fillFirstPaintTitle(markup, opts.title ?? null) : null;
  } catch {
    return null;
  }
}

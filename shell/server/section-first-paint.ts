// The section's first-paint markup of a route (shared/src/section-first-paint.ts), read from the
// section's own build: first-paint.json next to its mf-manifest.json, on this host's disk (/mfe/)
// or, for a section on another origin, through remote-section-files.ts. Like the preload hints it
// never throws: a missing file only means the page starts empty. A picture of a record's page has
// its title filled in here, as text, from the page's first-screen answer; without one it is left out.
import type { SectionApp } from '@donor/shared/routes';
import { FIRST_PAINT_FILE, fillFirstPaintTitle } from '@donor/shared/section-first-paint';
import type { Registry } from './registry.ts';
import { sectionBuild } from './preload.ts';
import type { RemoteSectionFiles } from './remote-section-files.ts';

export async function sectionFirstPaint(opts: { sectionDist: string; registry: Registry; app: SectionApp; routeId: string; remote?: RemoteSectionFiles;
  /** The record's title (shared/src/first-screen.ts `recordTitle`), for a picture that has a place for one. */
  title?: string | null }): Promise<string | null> {
  const build = sectionBuild(opts.registry, opts.app, opts.sectionDist, opts.remote);
  if (!build) return null;
  try {
    const markup = ((await build.read(FIRST_PAINT_FILE)) as Record<string, unknown>)[opts.routeId];
    return typeof markup === 'string' && markup !== '' ? fillFirstPaintTitle(markup, opts.title ?? null) : null;
  } catch {
    return null;
  }
}

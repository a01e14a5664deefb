// The section's first-paint markup of a route (shared/src/section-first-paint.ts), read from the
// section's own build: dist/first-paint.json next to its mf-manifest.json. Like the preload
// hints, only for a section this host serves from /mfe/ (a registry pointing at a CDN: its files
// are not ours to read), and never throws: a missing file only means the page starts empty.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { SectionApp } from '@donor/shared/routes';
import { FIRST_PAINT_FILE } from '@donor/shared/section-first-paint';
import type { Registry } from './registry.ts';
import { localManifestPath } from './preload.ts';

export async function sectionFirstPaint(opts: { sectionDist: string; registry: Registry; app: SectionApp; routeId: string }): Promise<string | null> {
  const manifest = localManifestPath(opts.registry, opts.app, opts.sectionDist);
  if (!manifest) return null;
  try {
    const file = join(dirname(manifest), FIRST_PAINT_FILE);
    const markup = (JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>)[opts.routeId];
    return typeof markup === 'string' && markup !== '' ? markup : null;
  } catch {
    return null;
  }
}

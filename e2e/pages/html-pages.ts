// Where the route sweep (route-sweep.spec.ts) keeps each route's page, as the server sent it and
// as it stands once its scripts have run, for the Nu HTML Checker (html-validity.spec.ts), which
// reads them all in one run once the sweep is done (its project depends on the sweep's:
// e2e/playwright.config.ts). The folder is in the run's data folder (E2E_DATA_DIR: a new one for
// every run unless it is given); the checker reads the files of the swept pages by name.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export function htmlPagesDir(): string {
  const dir = join(process.env.E2E_DATA_DIR!, 'html-pages');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** A file name for a route's pages: `<name>.server.html`, `<name>.hydrated.html`. */
export const htmlPageName = (route: string): string => route.replace(/[^a-z0-9]+/gi, '_');

// /mfe-registry.json (ARCHITECTURE §2): where each section lives, read by the shell at run
// time. By default it lists the sections built in this checkout, re-read on every request, so
// rebuilding one section and reloading serves the new build without touching the shell.
// A deployment points MFE_REGISTRY at its own file (sections on a CDN, another origin…).
// This is the base only: section-registry.ts lays the API's release pointers (a section team's
// deploy, canary, rollback: ARCHITECTURE §2.6) over it for each request.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { SECTION_APPS, sectionFolder, type SectionApp } from '@donor/shared/routes';

export type Registry = Partial<Record<SectionApp, { entry: string }>>;

export function sectionDir(repoRoot: string, app: SectionApp): string {
  return join(repoRoot, sectionFolder(app), 'dist');
}

export async function readRegistry(repoRoot: string, registryFile?: string): Promise<Registry> {
  if (registryFile) return JSON.parse(await readFile(registryFile, 'utf8')) as Registry;
  const registry: Registry = {};
  for (const app of SECTION_APPS) {
    try {
      await stat(join(sectionDir(repoRoot, app), 'mf-manifest.json'));
      registry[app] = { entry: `/mfe/${app}/mf-manifest.json` };
    } catch {
      // not built: the section is simply absent and its routes show the fallback
    }
  }
  return registry;
}

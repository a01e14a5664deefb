// Resource hints for a page owned by a section (Lighthouse on section routes, bench/README.md):
// without them the browser learns one file at a time — shell JS → federation runtime → the
// section's manifest → remoteEntry → its chunks — and each step is a round trip on a slow phone
// network. The host knows the route's owner, the shell build and the section build, so it names
// all of them in <head> and the downloads run in parallel with the shell's own.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { SectionApp } from '@donor/shared/routes';
import type { Registry } from './registry.ts';
import { escapeHtml } from './page.ts';
import { sectionFiles, type MfManifest } from '@donor/shared/section-files';

/** The slice of vite's build manifest (shell/dist/.vite/manifest.json) we read. */
type ViteManifest = Record<string, { file: string; imports?: string[] }>;
/** The shell's federation chunk and its static imports, as root-relative URLs. */
export function federationChunks(manifest: ViteManifest, source = 'src/federation.ts'): string[] {
  const out = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || out.has(`/${entry.file}`)) return;
    out.add(`/${entry.file}`);
    for (const dep of entry.imports ?? []) visit(dep);
  };
  visit(source);
  return [...out];
}

// sectionFiles: shared with the shell's link prefetch (shared/src/section-files.ts).
export { sectionFiles };

/**
 * modulepreload tags for one of the shell's own on-demand chunks (its source path in the shell's
 * vite manifest) and what it imports; '' when the build has no such chunk.
 */
export async function shellChunkHints(shellManifest: () => Promise<string>, source: string): Promise<string> {
  try {
    const files = federationChunks(JSON.parse(await shellManifest()) as ViteManifest, source);
    return files.map((u) => `<link rel="modulepreload" href="${escapeHtml(u)}" />`).join('\n    ');
  } catch {
    return '';
  }
}

/**
 * The files of the route's on-demand page chunk from the section's route-chunks.json
 * (scripts/route-chunks.ts), under `base`; none when the section has no such file or page.
 */
export async function routePageFiles(file: string, routeId: string, base: string): Promise<{ js: string[]; css: string[] }> {
  try {
    const all = JSON.parse(await readFile(file, 'utf8')) as Record<string, { js?: string[]; css?: string[] } | undefined>;
    const page = all[routeId];
    return { js: (page?.js ?? []).map((f) => base + f), css: (page?.css ?? []).map((f) => base + f) };
  } catch {
    return { js: [], css: [] };
  }
}

/**
 * `applyCss`: the page carries the section's first-paint markup (section-first-paint.ts), which
 * needs the section's styles from the first frame, so they are stylesheets rather than preloads.
 */
export function hintTags(files: { manifest: string; js: string[]; css: string[] }, applyCss = false): string {
  const tags = [
    // The runtime reads the manifest with fetch(): same-origin, credentials by default.
    `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(files.manifest)}" />`,
    ...files.js.map((u) => `<link rel="modulepreload" href="${escapeHtml(u)}" />`),
    ...files.css.map((u) => applyCss ? `<link rel="stylesheet" href="${escapeHtml(u)}" />` : `<link rel="preload" as="style" href="${escapeHtml(u)}" />`),
  ];
  return tags.join('\n    ');
}

/**
 * Where `app`'s mf-manifest.json is on this host's disk; null when the section is absent or its
 * registry entry is not under this host's /mfe/ (a CDN: its files are not ours to read). The
 * section's other build files (route-chunks.json, first-paint.json) sit next to it.
 */
export function localManifestPath(registry: Registry, app: SectionApp, sectionDist: string): string | null {
  const entry = registry[app]?.entry;
  const local = `/mfe/${app}/`;
  return entry?.startsWith(local) ? join(sectionDist, entry.slice(local.length)) : null;
}

/**
 * Hints for `app`'s page, or '' when the section is absent or lives elsewhere than this host's
 * /mfe/ (a registry pointing at a CDN: its files are not ours to read). Never throws: hints are
 * an optimisation, a missing file only means none.
 */
export async function sectionHints(opts: {
  /** The text of the shell's vite build manifest (dist/.vite/manifest.json). */
  shellManifest: () => Promise<string>;
  sectionDist: string;
  registry: Registry;
  app: SectionApp;
  /** The page's route: its on-demand page chunk, when the section lists one, is named too. */
  routeId?: string;
  /** The page carries the section's first-paint markup: its CSS is applied, not just fetched. */
  applyCss?: boolean;
}): Promise<string> {
  const manifestPath = localManifestPath(opts.registry, opts.app, opts.sectionDist);
  if (!manifestPath) return '';
  const local = `/mfe/${opts.app}/`;
  try {
    const [vite, mf, page] = await Promise.all([
      opts.shellManifest().then((t) => JSON.parse(t) as ViteManifest),
      readFile(manifestPath, 'utf8').then((t) => JSON.parse(t) as MfManifest),
      opts.routeId ? routePageFiles(join(dirname(manifestPath), 'route-chunks.json'), opts.routeId, local) : { js: [], css: [] },
    ]);
    const section = sectionFiles(mf, local);
    return hintTags({ manifest: opts.registry[opts.app]!.entry, js: [...new Set([...federationChunks(vite), ...section.js, ...page.js])], css: [...new Set([...section.css, ...page.css])] }, opts.applyCss);
  } catch {
    return '';
  }
}

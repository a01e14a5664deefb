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
import { remoteBase, type RemoteSectionFiles } from './remote-section-files.ts';

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
  return pageFilesOf(readFile(file, 'utf8').then((t) => JSON.parse(t) as unknown), routeId, base);
}

async function pageFilesOf(chunks: Promise<unknown>, routeId: string, base: string): Promise<{ js: string[]; css: string[] }> {
  try {
    const all = (await chunks) as Record<string, { js?: string[]; css?: string[] } | undefined>;
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

/** A section's build files, wherever its registry entry points: URLs are under `base`. */
export interface SectionBuild {
  base: string;
  /** The parsed JSON of a build file next to the entry (`mf-manifest.json`…); rejects when absent. */
  read(name: string): Promise<unknown>;
}

/**
 * The build `app`'s registry entry points at: on this host's disk (under /mfe/), or on another
 * origin through `remote` (remote-section-files.ts: hints become absolute URLs under the entry's
 * directory); null when the section is absent, or remote and no `remote` reader is given.
 */
export function sectionBuild(registry: Registry, app: SectionApp, sectionDist: string, remote?: RemoteSectionFiles): SectionBuild | null {
  const manifestPath = localManifestPath(registry, app, sectionDist);
  if (manifestPath) {
    return { base: `/mfe/${app}/`, read: async (name) => JSON.parse(await readFile(join(dirname(manifestPath), name), 'utf8')) as unknown };
  }
  const base = remote ? remoteBase(registry[app]?.entry) : null;
  if (!remote || !base) return null;
  return {
    base,
    read: async (name) => {
      const value = await remote.json(new URL(name, base).href);
      if (value === null || typeof value !== 'object') throw new Error(`${base}${name}: unavailable`);
      return value;
    },
  };
}

/**
 * Hints for `app`'s page, or '' when the section is absent, or lives on another origin and no
 * `remote` reader is given. Never throws: hints are an optimisation, a missing file only means none.
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
  /** Reads a section on another origin; without it such a section gets no hints. */
  remote?: RemoteSectionFiles;
}): Promise<string> {
  const build = sectionBuild(opts.registry, opts.app, opts.sectionDist, opts.remote);
  if (!build) return '';
  const manifestName = opts.registry[opts.app]!.entry.replace(/^.*\//, '');
  try {
    const [vite, mf, page] = await Promise.all([
      opts.shellManifest().then((t) => JSON.parse(t) as ViteManifest),
      build.read(manifestName) as Promise<MfManifest>,
      opts.routeId ? pageFilesOf(build.read('route-chunks.json'), opts.routeId, build.base) : { js: [], css: [] },
    ]);
    const section = sectionFiles(mf, build.base);
    return hintTags({ manifest: opts.registry[opts.app]!.entry, js: [...new Set([...federationChunks(vite), ...section.js, ...page.js])], css: [...new Set([...section.css, ...page.css])] }, opts.applyCss);
  } catch {
    return '';
  }
}

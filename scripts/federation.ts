// One federation `shared` block and one section vite config for every app (ARCHITECTURE §2):
// react, react-dom (and their subpaths) and nanostores are singletons with requiredVersion,
// so a section built months apart from the shell still runs on the shell's copies.
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { precompress } from './precompress.ts';
import { routeChunks } from './route-chunks.ts';
import { firstLoadGroup } from './first-load-group.ts';
import { sectionFirstPaint } from './section-first-paint.ts';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const rootPkg = (name: string): string => {
  const path = fileURLToPath(new URL(`../node_modules/${name}/package.json`, import.meta.url));
  return (JSON.parse(readFileSync(path, 'utf8')) as { version: string }).version;
};

/** Share key → its package: what the shell provides at run time (shell/src/federation.ts). */
export const SHARED_PACKAGES = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  nanostores: 'nanostores',
  '@nanostores/react': '@nanostores/react',
} as const;

export function sharedVersions(): Record<keyof typeof SHARED_PACKAGES, string> {
  return Object.fromEntries(Object.entries(SHARED_PACKAGES).map(([key, pkg]) => [key, rootPkg(pkg)])) as Record<keyof typeof SHARED_PACKAGES, string>;
}

/**
 * Every key of SHARED_PACKAGES by name, never a `react/` prefix: the plugin fills a prefix with the
 * subpaths it has seen when it writes a section's shared import map, and under load it wrote one
 * without `react/jsx-runtime` (docs/ARCHITECTURE.md §2, «What a section may rely on at run time»).
 * A development build (scripts/sections/dev-server.ts) still shares `react/jsx-dev-runtime`: the
 * plugin adds it there itself, and the dev-override browser test runs such a build.
 */
export function sharedDeps() {
  return Object.fromEntries(
    Object.entries(SHARED_PACKAGES).map(([key, pkg]) => [key, { singleton: true, requiredVersion: `^${rootPkg(pkg)}` }]),
  );
}

/**
 * Vite config of a section: its ONLY public entry is src/spa.tsx (STYLE: one entry per app). What
 * the build needs to know of its pages it reads from src/app/pages.ts (section-pages.ts): the
 * chunks of pages loaded on demand, for the host's preload hints (route-chunks.ts), and the
 * pages' first paint (section-first-paint.ts). A new section's config is this one line.
 */
export function sectionConfig(name: string): UserConfig {
  const firstLoad = firstLoadGroup();
  return {
    base: './',
    // Which build of a section is on the page (data-build on its root): lets a deploy, and the
    // browser test that rebuilds one section, see that the new build is served.
    define: { __SECTION_BUILD__: JSON.stringify(process.env.SECTION_BUILD_ID ?? 'local') },
    plugins: [
      react(),
      federation({
        name,
        filename: 'remoteEntry.js',
        exposes: { './spa': './src/spa.tsx' },
        shared: sharedDeps(),
        manifest: true,
        dts: false,
        // The shell publishes the one federation runtime (shell/src/federation.ts); sections
        // use it instead of each downloading their own copy (ARCHITECTURE §6 pitfall).
        experiments: { externalRuntime: true },
      }),
      firstLoad.plugin,
      routeChunks(),
      sectionFirstPaint(),
      precompress(),
    ],
    build: {
      target: 'es2022', outDir: 'dist', emptyOutDir: true, modulePreload: false, reportCompressedSize: false,
      // No index.html: the remote entry is the only way in (the plugin adds remoteEntry.js).
      rollupOptions: { input: {}, output: { codeSplitting: { groups: [firstLoad.group] } } },
    },
  };
}

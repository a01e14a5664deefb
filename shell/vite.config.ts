import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { sharedVersions } from '../scripts/federation.ts';
import { prerenderShell } from './prerender/plugin.ts';
import { staticChunk } from './static-chunk.ts';
import { webManifest } from './web-manifest.ts';

const firstLoad = staticChunk();

// The shell knows no section at build time: section-loader.ts registers them at run time from
// /mfe-registry.json (ARCHITECTURE §2), so a section redeploys without the shell. It is built
// WITHOUT the federation vite plugin: it exposes nothing, and the plugin's host glue (its own
// remoteEntry, hostInit, loadShare wrappers around React) cost ≈ 11 KB brotli on every first
// load. src/federation.ts creates the runtime instance on the first section load instead and
// provides React, React DOM and nanostores to the sections (README byte budget;
// docs/ARCHITECTURE.md §6).
export default defineConfig({
  base: '/',
  // ENV_TARGET is the federation runtime's own build-time switch (@module-federation/sdk env.ts):
  // 'web' drops its Node script loader, as the federation vite plugin does for the sections'
  // builds (`target`, default 'web'); the shell only ever runs in a browser (≈ 1.6 KB brotli).
  define: { __SHARED_VERSIONS__: JSON.stringify(sharedVersions()), ENV_TARGET: JSON.stringify('web'), FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true' },
  plugins: [
    react(),
    firstLoad.plugin,
    // manifest.webmanifest and the pages' theme-color from one constant (common/web-manifest.ts).
    webManifest(),
    // Pre-renders the layout and the shell pages (first paint, CLS 0), then writes the .br/.gz files.
    prerenderShell(),
  ],
  // The build manifest tells the host which chunk is the federation runtime (server/preload.ts).
  build: {
    target: 'es2022', outDir: 'dist', emptyOutDir: true, reportCompressedSize: false, manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: [firstLoad.group] } } },
  },
});

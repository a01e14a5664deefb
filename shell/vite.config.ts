import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { sharedDeps } from '../scripts/federation.ts';
import { prerenderShell } from './prerender/plugin.ts';

// The shell knows no section at build time: `remotes: {}`; main.ts registers them at run
// time from /mfe-registry.json (ARCHITECTURE §2), so a section redeploys without the shell.
export default defineConfig({
  base: '/',
  plugins: [
    react(),
    federation({
      name: 'shell',
      remotes: {},
      shared: sharedDeps(),
      dts: false,
      // Sections read runtime-core from the shell instead of bundling a copy each.
      experiments: { provideExternalRuntime: true },
    }),
    // Pre-renders the layout and the shell pages, then writes the .br/.gz files (issue 5).
    prerenderShell(),
  ],
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true, reportCompressedSize: false },
});

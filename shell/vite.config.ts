import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { sharedDeps } from '../scripts/federation.ts';
import { precompress } from '../scripts/precompress.ts';

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
    precompress(),
  ],
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true, reportCompressedSize: false },
});

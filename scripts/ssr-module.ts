// Loads one module of a project through a throw-away Vite SSR server, so tsx, CSS imports and the
// workspace packages resolve as they do in the client build: the build-time renders of the shell
// (shell/prerender) and of the sections' first paint (section-first-paint.ts) both use it.
import { createServer } from 'vite';
import react from '@vitejs/plugin-react';

export async function withSsrModule<M, R>(root: string, modulePath: string, use: (module: M) => Promise<R>): Promise<R> {
  // No config file (that would load the calling plugin again), no dependency scan, no sockets.
  const vite = await createServer({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    // The section's build-time constant (sectionConfig's define) has no meaning here.
    define: { __SECTION_BUILD__: JSON.stringify('first-paint') },
  });
  try {
    return await use((await vite.ssrLoadModule(modulePath)) as M);
  } finally {
    await vite.close();
  }
}

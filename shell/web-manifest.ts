// Vite plugin of the shell: writes manifest.webmanifest from shell/common/web-manifest.ts and puts
// the same THEME_COLOR into index.html's <meta name="theme-color">, so the two cannot drift apart.
// A template without the placeholder fails the build instead of shipping a second colour.
import type { Plugin } from 'vite';
import { webManifestJson, withThemeColor } from './common/web-manifest.ts';

export function webManifest(): Plugin {
  return {
    name: 'donor-web-manifest',
    transformIndexHtml: { order: 'pre', handler: withThemeColor },
    // Served by the dev server too (it has no dist/).
    configureServer(server) {
      server.middlewares.use('/manifest.webmanifest', (_req, res) => {
        res.setHeader('content-type', 'application/manifest+json; charset=utf-8');
        res.end(webManifestJson());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: webManifestJson() });
    },
  };
}

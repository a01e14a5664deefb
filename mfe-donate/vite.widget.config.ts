// The standalone widget build (ARCHITECTURE §4): the same form source as the section, with
// react aliased to preact (src/widget/preact-react.ts, not preact/compat: bytes; preact's core
// without the parts only other apps use, src/widget/preact-trim.ts), as ONE IIFE
// in dist-widget/: `donate.v1.js` (the moving alias, served no-cache) and
// `donate.<contenthash>.js` (immutable), both precompressed.
import { defineConfig, runnerImport, type Plugin } from 'vite';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { precompress } from '../scripts/precompress.ts';
import { preactTrim } from './src/widget/preact-trim.ts';
// The product name's one default, through the package name: the config is loaded with Vite's
// module runner (`--configLoader runner`), which reads a workspace package's TypeScript.
import { DEFAULT_PUBLIC_CONFIG } from '@donor/shared/site-defaults';

/** The widget's SRI manifest in dist-widget/ (read by shell/server/widget-demo.ts). */
const WIDGET_INTEGRITY_FILE = 'integrity.json';
/** A dot-file: the host's static route never serves it (only /widget/demo, filled in). */
const DEMO_TEMPLATE = '.demo.html';
/** The host's PRODUCT_NAME setting (shell/server/config.ts), or its one default. */
const PRODUCT_NAME = process.env.PRODUCT_NAME || DEFAULT_PUBLIC_CONFIG.productName;
const shim = fileURLToPath(new URL('./src/widget/preact-react.ts', import.meta.url));
const jsxShim = fileURLToPath(new URL('./src/widget/jsx-runtime.ts', import.meta.url));

/**
 * Emits the content-hashed copy of the IIFE beside the alias, and `integrity.json` naming it with
 * its SRI hash (PARTNERS.md «Версии и кэш»: a partner who pins the file adds `integrity`), and the
 * partner demo page that loads that file (src/widget/demo-page.ts; the host serves it at
 * /widget/demo). The page module is loaded through vite's runner: its strings import
 * @donor/shared, which a config file cannot import directly.
 */
function hashedCopy(): Plugin {
  return {
    name: 'donor-widget-hashed-copy',
    async generateBundle(_opts, bundle) {
      const chunk = bundle['donate.v1.js'];
      if (!chunk || chunk.type !== 'chunk') throw new Error('widget: donate.v1.js missing');
      const hash = createHash('sha256').update(chunk.code).digest('base64url').slice(0, 10).replace(/[-_]/g, 'x');
      const file = `donate.${hash}.js`;
      this.emitFile({ type: 'asset', fileName: file, source: chunk.code });
      const integrity = `sha384-${createHash('sha384').update(chunk.code).digest('base64')}`;
      this.emitFile({ type: 'asset', fileName: WIDGET_INTEGRITY_FILE, source: `${JSON.stringify({ file, integrity })}\n` });
      const { module: demo } = await runnerImport<typeof import('./src/widget/demo-page.ts')>(
        fileURLToPath(new URL('./src/widget/demo-page.ts', import.meta.url)), { configFile: false, logLevel: 'silent' },
      );
      this.emitFile({ type: 'asset', fileName: DEMO_TEMPLATE, source: demo.demoPage(PRODUCT_NAME, { file, integrity }) });
      this.emitFile({ type: 'asset', fileName: 'demo.css', source: demo.DEMO_CSS });
      this.emitFile({ type: 'asset', fileName: 'demo.js', source: demo.DEMO_JS });
    },
  };
}

export default defineConfig({
  // Ours only: the section's build defines this for its data-build attribute.
  // The widget's heading names the product (PARTNERS.md): the host's PRODUCT_NAME setting, read
  // at build time because donate.<hash>.js is immutable (and carries an SRI hash).
  define: {
    __SECTION_BUILD__: JSON.stringify(process.env.SECTION_BUILD_ID ?? 'local'),
    __PRODUCT_NAME__: JSON.stringify(PRODUCT_NAME),
    'process.env.NODE_ENV': '"production"',
  },
  resolve: {
    alias: [
      { find: /^react$/, replacement: shim },
      { find: /^react-dom\/client$/, replacement: shim },
      // JSX through preact's createElement (src/widget/jsx-runtime.ts), not preact/jsx-runtime: bytes.
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: jsxShim },
      // nanostores → the widget's own atom/computed: bytes, and no globalThis.nanostoresGlobal
      // on the partner's page (tiny-stores.ts).
      { find: /^nanostores$/, replacement: fileURLToPath(new URL('./src/widget/tiny-stores.ts', import.meta.url)) },
      { find: /^@nanostores\/react$/, replacement: fileURLToPath(new URL('./src/widget/use-store.ts', import.meta.url)) },
    ],
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  plugins: [preactTrim(), hashedCopy(), precompress()],
  build: {
    target: 'es2022',
    outDir: 'dist-widget',
    emptyOutDir: true,
    copyPublicDir: false,
    reportCompressedSize: false,
    cssCodeSplit: false,
    lib: { entry: 'src/widget/main.tsx', formats: ['iife'], name: 'DonorWidgetBundle', fileName: () => 'donate.v1.js' },
    sourcemap: process.env.WIDGET_SOURCEMAP === '1',
  },
});

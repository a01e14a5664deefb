// The standalone widget build (ARCHITECTURE §4): the same form source as the section, with
// react aliased to preact/compat, as ONE IIFE in dist-widget/: `donate.v1.js` (the moving
// alias, served no-cache) and `donate.<contenthash>.js` (immutable), both precompressed.
import { defineConfig, type Plugin } from 'vite';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { precompress } from '../scripts/precompress.ts';

const preact = (p: string) => fileURLToPath(new URL(`../node_modules/preact/${p}`, import.meta.url));

/** Emits the content-hashed copy of the IIFE beside the alias. */
function hashedCopy(): Plugin {
  return {
    name: 'donor-widget-hashed-copy',
    generateBundle(_opts, bundle) {
      const chunk = bundle['donate.v1.js'];
      if (!chunk || chunk.type !== 'chunk') throw new Error('widget: donate.v1.js missing');
      const hash = createHash('sha256').update(chunk.code).digest('base64url').slice(0, 10).replace(/[-_]/g, 'x');
      this.emitFile({ type: 'asset', fileName: `donate.${hash}.js`, source: chunk.code });
    },
  };
}

/**
 * nanostores keeps its epoch counter on `globalThis.nanostoresGlobal` (shared between copies of
 * the library). On a partner page that is a second global: the widget keeps a private one
 * (PARTNERS.md: window.DonorWidget is the only global). Fails loudly if a nanostores upgrade
 * changes the line.
 */
function privateNanostoresEpoch(): Plugin {
  const FROM = '(globalThis.nanostoresGlobal ||= { epoch: 0 })';
  return {
    name: 'donor-widget-private-nanostores-epoch',
    transform(code, id) {
      if (!id.replace(/\\/g, '/').endsWith('nanostores/atom/index.js')) return null;
      if (!code.includes(FROM)) throw new Error('widget: nanostores global line changed; update privateNanostoresEpoch()');
      return { code: code.replace(FROM, '({ epoch: 0 })'), map: null };
    },
  };
}

export default defineConfig({
  // Ours only: the section's build defines this for its data-build attribute.
  define: { __SECTION_BUILD__: JSON.stringify(process.env.SECTION_BUILD_ID ?? 'local'), 'process.env.NODE_ENV': '"production"' },
  resolve: {
    alias: [
      { find: /^react$/, replacement: preact('compat/dist/compat.mjs') },
      { find: /^react-dom$/, replacement: preact('compat/dist/compat.mjs') },
      { find: /^react-dom\/client$/, replacement: preact('compat/client.mjs') },
      { find: /^react\/jsx-runtime$/, replacement: preact('jsx-runtime/dist/jsxRuntime.mjs') },
      { find: /^react\/jsx-dev-runtime$/, replacement: preact('jsx-runtime/dist/jsxRuntime.mjs') },
      { find: /^@nanostores\/react$/, replacement: fileURLToPath(new URL('./src/widget/use-store.ts', import.meta.url)) },
    ],
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  plugins: [privateNanostoresEpoch(), hashedCopy(), precompress()],
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

// The server bundle of a section's first screens drawn with their data (docs/ARCHITECTURE.md «A
// first paint with the page's data»): src/app/first-screen-paints.tsx and what it imports, built
// for Node into dist-server/first-screen.mjs, which the host imports to render a route's picture
// with the page's first-screen answers (shell/server/first-screen-paint.ts). The browser build
// never includes that module. React stays external: the host's own copy renders it.
import { build, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { FIRST_SCREEN_PAINTS_MODULE, FIRST_SCREEN_RENDERER } from '../shared/src/section-first-paint.ts';

const ENTRY = 'virtual:first-screen-entry';

/** The entry: the section's table behind one function, and the control check the host relies on. */
function entrySource(paintsModule: string): string {
  return [
    "import { createElement } from 'react';",
    "import { renderToStaticMarkup } from 'react-dom/server';",
    "import { hasControl, hasStyleAttribute } from '@donor/shared/section-first-paint';",
    `import { FIRST_SCREEN_PAINTS } from ${JSON.stringify(paintsModule)};`,
    'export const routes = Object.keys(FIRST_SCREEN_PAINTS);',
    'export function render(routeId, props) {',
    '  const Paint = FIRST_SCREEN_PAINTS[routeId];',
    '  if (!Paint) return null;',
    '  const html = renderToStaticMarkup(createElement(Paint, props));',
    "  if (hasControl(html)) throw new Error(`first-screen: «${routeId}» содержит элемент управления`);",
    "  if (hasStyleAttribute(html)) throw new Error(`first-screen: «${routeId}» содержит атрибут style`);",
    "  return html === '' ? null : html;",
    '}',
  ].join('\n');
}

function entryPlugin(paintsModule: string): Plugin {
  return {
    name: 'donor-first-screen-entry',
    resolveId: (id) => (id === ENTRY ? `\0${ENTRY}` : null),
    load: (id) => (id === `\0${ENTRY}` ? entrySource(paintsModule) : null),
  };
}

/** Builds the section's renderer when it has pictures with data; false when it has none. */
export async function buildFirstScreenRenderer(root: string): Promise<boolean> {
  const paintsModule = join(root, FIRST_SCREEN_PAINTS_MODULE);
  if (!existsSync(paintsModule)) return false;
  const out = join(root, FIRST_SCREEN_RENDERER);
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), entryPlugin(paintsModule)],
    // The section's build-time constant (sectionConfig's define) has no meaning here.
    define: { __SECTION_BUILD__: JSON.stringify('first-screen') },
    build: {
      ssr: true,
      outDir: dirname(out),
      emptyOutDir: true,
      minify: false,
      rollupOptions: { input: ENTRY, output: { entryFileNames: 'first-screen.mjs', format: 'es' } },
    },
  });
  return true;
}

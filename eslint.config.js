// ESLint: only the repo's boundaries (STYLE, bulletproof-react: shared ← app), import cycles and
// kebab-case file names. No style rules, no type-aware rules (`npm run lint`, run first by
// `npm test`).
import babelParser from '@babel/eslint-parser';
import syntaxTypeScript from '@babel/plugin-syntax-typescript';
// import-x: the maintained fork of eslint-plugin-import, with flat config for ESLint 9 and a fast
// native resolver (unrs-resolver) that follows workspace symlinks and package.json `exports`.
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
// check-file: a small single-purpose plugin (2 deps) whose kebab case can ignore role suffixes
// (`stations.store.ts`); unicorn's filename-case would bring 300 rules and ESLint ≥ 10.4.
import checkFile from 'eslint-plugin-check-file';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** `api.x(`, `deps.api.x(`, `props.api.x(`, … with or without type arguments. */
const API_OUTSIDE_RESOURCE = {
  selector: 'CallExpression > MemberExpression.callee[property.name=/^(get|post|put|patch|delete|raw|request|requestRaw)$/]:matches([object.name="api"], [object.property.name="api"])',
  message: 'call the api client in a *.resource.ts (a fetcher or mutator store), not here',
};
/** A React element made while the module loads: `const x = <…/>` at the top of a file. */
const JSX_AT_MODULE_LOAD = ['Program >', 'Program > ExportNamedDeclaration >'].map((at) => ({
  selector: `${at} VariableDeclaration > VariableDeclarator > :matches(JSXElement, JSXFragment)`,
  message: 'make the element inside a component: at module level the shared jsx runtime may not have arrived yet',
}));

/**
 * import-x/no-cycle always skips `import type` / `export type … from` (it has no option to keep
 * them), but a circle of types is still a circle in the module graph, and we want none. So the
 * parser marks every import and re-export with a source as a value one; only import-x reads
 * these marks here (scopes are already analysed inside the Babel parser).
 */
const parser = {
  meta: { name: 'babel-parser-type-imports-as-values' },
  parseForESLint(code, options) {
    const result = babelParser.parseForESLint(code, options);
    for (const statement of result.ast.body) {
      if (!statement.source) continue; // imports and re-exports only
      if (statement.importKind === 'type') statement.importKind = 'value';
      if (statement.exportKind === 'type') statement.exportKind = 'value';
      for (const specifier of statement.specifiers ?? []) {
        if (specifier.importKind === 'type') specifier.importKind = 'value';
        if (specifier.exportKind === 'type') specifier.exportKind = 'value';
      }
    }
    return result;
  },
};

const ROOT = import.meta.dirname;
// Every section folder (mfe-<name>/ with a package.json): a new section gets its zones without
// an edit here (docs/ARCHITECTURE.md «Checklists»).
const SECTIONS = readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-') && existsSync(join(ROOT, entry.name, 'package.json')))
  .map((entry) => entry.name)
  .sort();
const APPS = ['shell', ...SECTIONS];
/** A section's own modules in shared (shared/src/sections/<name>/, `mfe-top` → `top`). */
const sectionShared = (section) => `./shared/src/sections/${section.slice('mfe-'.length)}`;
const CODE = '**/*.{ts,tsx,mts,cts,js,mjs,cjs}';

/**
 * Where code may not import from (import-x/no-restricted-paths; paths from the repo root, checked
 * on the resolved file, so `../../mfe-x/…` and `@donor/mfe-x/…` are caught alike).
 */
const zones = [
  // A section never imports another section, the shell or the API.
  ...SECTIONS.map((section) => ({
    target: `./${section}`,
    from: [...SECTIONS.filter((other) => other !== section).map((other) => `./${other}`), './shell', './api'],
    message: 'a section imports only @donor/shared (and its own files)',
  })),
  // shared is imported by everyone, so it imports no app and not the API.
  { target: './shared', from: [...APPS.map((app) => `./${app}`), './api'], message: 'shared imports no app and not the API' },
  // The API imports no app.
  { target: './api', from: APPS.map((app) => `./${app}`), message: 'the API imports no app' },
  // The shell imports no section; only its server (shell/server) may import the API.
  { target: './shell', from: SECTIONS.map((section) => `./${section}`), message: 'the shell imports no section' },
  { target: ['./shell/!(server)/**', './shell/*.*'], from: './api', message: 'only shell/server may import the API' },
  // The host reads no browser code: what it shares with the browser is in shell/common, which
  // imports neither side (docs/ARCHITECTURE.md §1).
  { target: './shell/server', from: './shell/src', message: 'the host imports shell/common, not shell/src' },
  { target: './shell/common', from: ['./shell/src', './shell/server', './shell/prerender'], message: 'shell/common imports neither the browser code nor the host' },
  // A module of shared/src/sections/<name>/ belongs to one section (CODEOWNERS): only that section
  // imports it, and the kit never does.
  ...SECTIONS.map((section) => ({
    target: ['./shell', './api', ...SECTIONS.filter((other) => other !== section).map((other) => `./${other}`)],
    from: sectionShared(section),
    message: `${sectionShared(section).slice(2)} belongs to ${section} alone`,
  })),
  { target: ['./shared/src/!(sections)/**', './shared/src/*.*'], from: './shared/src/sections', message: 'the shared kit imports no section\'s own module' },
];

export default [
  { ignores: ['**/node_modules/', '**/dist/', '**/dist-*/', '**/.data/', '**/test-results/', '**/playwright-report/', 'bench/results/'] },
  {
    files: [CODE],
    // Babel parses TypeScript without the `typescript` package: the repo's typescript ~7 (the
    // native compiler) has no classic JS API, which @typescript-eslint/parser (peer TS < 6.1) needs.
    // Babel 7, as Babel 8 needs Node ≥ 22.18; hence ESLint 9 (its parser's peer range).
    languageOptions: {
      parser,
      ecmaVersion: 'latest',
      sourceType: 'module',
      parserOptions: {
        requireConfigFile: false,
        babelOptions: {
          babelrc: false,
          configFile: false,
          overrides: [
            { test: /\.[mc]?ts$/, plugins: [syntaxTypeScript] },
            { test: /\.tsx$/, plugins: [[syntaxTypeScript, { isTSX: true }]] },
          ],
        },
      },
    },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs'],
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    // The code keeps a few `eslint-disable` comments for rules not run here (no-control-regex).
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones }],
      // Type-only imports count too (see `parser` above).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'check-file/filename-naming-convention': ['error', { [CODE]: 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
    },
  },
  // One data idiom (docs/ARCHITECTURE.md «Data in the browser»): a feature calls the api client
  // only in its `*.resource.ts` (fetcher and mutator stores); components and stores use those.
  // shared/ builds the idiom itself; the donation form's adapter and the widget are the one
  // exception (§2.2: the form is shared with the widget, which has no query context).
  {
    files: [CODE],
    ignores: ['**/*.resource.ts', '**/*.test.*', 'shared/**', 'mfe-donate/src/app/section-form.ts', 'mfe-donate/src/widget/**'],
    rules: {
      'no-restricted-syntax': ['error', API_OUTSIDE_RESOURCE],
    },
  },
  // Code a section's chunks run while they load never makes a React element (the same selectors
  // again for section files, since a rule's options are replaced, not merged). Under federation
  // the shared react/jsx-runtime can arrive a moment after a section's first chunk has run
  // (scripts/federation.ts); an element made at module level then throws «jsx is not a function»
  // and the whole section shows its fallback. A component (`const Pending = () => <p … />`) is
  // fine: it runs when the page renders. The shell is the host and owns React, so it may.
  {
    files: ['mfe-*/src/**/*.tsx'],
    ignores: ['**/*.test.*', 'mfe-donate/src/widget/**'],
    rules: { 'no-restricted-syntax': ['error', API_OUTSIDE_RESOURCE, ...JSX_AT_MODULE_LOAD] },
  },
  {
    files: ['shared/src/**/*.tsx'],
    ignores: ['**/*.test.*', 'shared/src/testing/**'],
    rules: { 'no-restricted-syntax': ['error', ...JSX_AT_MODULE_LOAD] },
  },
  // Production code never imports the test double (shared/src/testing): tests only. The same
  // zones again, plus this one, for every file that is not a test.
  {
    files: [CODE],
    ignores: ['**/*.test.*', '**/*.spec.*', '**/*.test-setup.*', 'shared/src/testing/**', 'e2e/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', {
        basePath: ROOT,
        zones: [...zones, { target: '.', from: './shared/src/testing', message: 'the test double is for tests only' }],
      }],
    },
  },
];

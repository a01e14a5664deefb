import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

// One vitest run for the whole workspace: pure logic beside the code (happy-dom where it
// needs a DOM), API tests in process on an in-memory PGlite (node environment).
const ALL = ['{shared,api,shell,mfe-*}/{src,server,common,sw}/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'];

// Files that change what the process shares — environment variables, globals, modules replaced
// by vi.mock — run each in a process of its own. Every other file shares its worker's process
// and module graph with the files before it: importing the API and its dependencies once per
// worker instead of once per file took the API tests from 516 to about 280 s on the 2-core
// machine. What a file leaves behind is its own to clean (a database it opened is closed, with
// its own copy of the seed's pictures: api/src/pglite-template.ts). scripts/own-process-tests.test.ts
// finds the files that belong in this list.
export const OWN_PROCESS = [
  'api/src/audit/f04-host-trust-proxy.test.ts',
  'api/src/audit/f18-production-default.test.ts',
  'api/src/features/top/seed-scale.test.ts',
  'mfe-donate/src/widget/preact-trim.test.ts',
  'mfe-donate/src/widget/widget-size.test.ts',
  'mfe-stations/src/list/near-me.test.ts',
  'shared/src/api.test.ts',
  'shared/src/cookies.test.ts',
  'shared/src/push/push-device.test.ts',
  'shared/src/ui/lazy-page.test.tsx',
  'shared/src/ui/link-prefetch.test.tsx',
  'shared/src/ui/push-opt-in.test.tsx',
  'shell/src/reactions.test.ts',
  'shell/src/section-contract.test.ts',
  'shell/src/section-prefetch-start.test.ts',
  'shell/src/shell-context.test.ts',
];

// Files with a DOM (happy-dom) also run each in a process of their own: a store's or a component's
// timer may fire after the file's DOM is torn down, and happy-dom's window is unusable then (a
// clean-clone run saw nanostores' unmount, a second after the last listener, fail the run with
// an unhandled error in the next file of the process). The same timer can still fire after the
// teardown in a file's own process, so a store's unlisten checks that the window is still there
// (shared/src/stores/online.store.ts).
const root = import.meta.dirname;
const SKIP = new Set(['node_modules', 'dist', 'e2e']);
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (SKIP.has(e.name) || e.name.startsWith('.')) return [];
    const path = join(dir, e.name);
    if (e.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(e.name) ? [relative(root, path)] : [];
  });
}
/** Every vitest file of the repository, relative to its root (also read by scripts/own-process-tests.test.ts). */
export const TEST_FILES = testFiles(root);
const WITH_DOM = TEST_FILES.filter((f) => /@vitest-environment\s+happy-dom/.test(readFileSync(join(root, f), 'utf8')));

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // vitest's default is one worker fewer than the cores: one on the 2-core CI machine, where
    // the main process is mostly idle while a file runs. Two there; the default above that.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // One folder per run: the API tests' PGlite template and the test processes' TMPDIR.
    globalSetup: ['api/src/test-run.setup.ts'],
    // The api client's ofetch, imported before each file as the shell does after load.
    setupFiles: ['shared/src/testing/api-client.setup.ts'],
    projects: [
      { extends: true, test: { name: 'shared-process', include: ALL, exclude: [...configDefaults.exclude, ...OWN_PROCESS, ...WITH_DOM], isolate: false } },
      { extends: true, test: { name: 'own-process', include: [...OWN_PROCESS, ...WITH_DOM] } },
    ],
  },
});

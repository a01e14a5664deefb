import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One vitest run for the whole workspace: pure logic beside the code (happy-dom where it
// needs a DOM), API tests in process on an in-memory PGlite (node environment).
export default defineConfig({
  test: {
    include: ['{shared,api,shell,mfe-*}/{src,server,common,sw}/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // vitest's default is one worker fewer than the cores: one on the 2-core CI machine, where
    // the main process is mostly idle while a file runs. Two there; the default above that.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // One folder per run for the API tests' PGlite template (api/src/pglite-template.ts).
    globalSetup: ['api/src/pglite-template.setup.ts'],
    // The api client's ofetch, imported before each file as the shell does after load.
    setupFiles: ['shared/src/testing/api-client.setup.ts'],
  },
});

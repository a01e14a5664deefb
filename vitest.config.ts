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
  },
});

// vitest global set-up: one folder per run, removed when the run ends. It holds the API tests'
// PGlite template (pglite-template.ts; built by the first test file that needs it, so a run
// without API tests pays nothing) and is every test process's TMPDIR: the temporary folders and
// files the tests make (uploads, hosts' data folders, registries) go with it, even those of a
// process that ends without its `exit` handlers (a worker stopped at the end of the run).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

// vitest runs a global set-up once for the root and once for each project (vitest.config.ts),
// all in its main process: the first call makes the folder, the others use it.
const RUN_DIR = 'DONOR_TEST_RUN_DIR';

export default function setup(project: TestProject): (() => void) | undefined {
  const made = !process.env[RUN_DIR];
  if (made) {
    const dir = mkdtempSync(join(tmpdir(), 'donor-vitest-'));
    mkdirSync(join(dir, 'pglite-template'));
    mkdirSync(join(dir, 'tmp'));
    process.env[RUN_DIR] = dir;
    // Read by os.tmpdir() in the workers, which start after this and inherit the environment.
    process.env.TMPDIR = join(dir, 'tmp');
  }
  const dir = process.env[RUN_DIR]!;
  project.provide('pgliteTemplateDir', join(dir, 'pglite-template'));
  if (!made) return undefined;
  return () => {
    rmSync(dir, { recursive: true, force: true });
    delete process.env[RUN_DIR];
  };
}

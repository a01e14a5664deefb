// vitest global set-up: one folder per run for the API tests' PGlite template
// (pglite-template.ts), removed when the run ends. Building the template is left to the first
// test file that needs it, so a run without API tests pays nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'donor-pglite-template-'));
  project.provide('pgliteTemplateDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}

// Test files that change what a process shares run in a process of their own (vitest.config.ts
// OWN_PROCESS); the others share their worker's process with the files before them. This finds the
// first kind by what they write, so a file that starts doing it cannot quietly leak into the next.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OWN_PROCESS, TEST_FILES } from '../vitest.config.ts';

const root = join(import.meta.dirname, '..');

/** What a file does to the process that another file would see. */
const SHARED_STATE = [
  /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|resetModules)\(/, // modules or globals replaced
  /process\.env\.[A-Z_]+\s*=[^=]|process\.env\[[^\]]+\]\s*=[^=]|delete process\.env/, // environment changed
  /process\.chdir\(/,
  /globalThis\.[A-Za-z_$]+\s*=[^=]|Object\.defineProperty\(globalThis/, // globals set
];

describe('test files that change the shared process', () => {
  const files = TEST_FILES;

  it('run in a process of their own', () => {
    const changing = files.filter((f) => SHARED_STATE.some((re) => re.test(readFileSync(join(root, f), 'utf8'))));
    expect(changing.length).toBeGreaterThan(0); // the patterns still find the known ones
    expect(changing.filter((f) => !OWN_PROCESS.includes(f)), 'add these to OWN_PROCESS in vitest.config.ts').toEqual([]);
  });

  it('the list names files that exist', () => {
    expect(OWN_PROCESS.filter((f) => !files.includes(f))).toEqual([]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs module of the build scripts, without types
import { sectionSpecs } from './codeowners.mjs';

const root = join(import.meta.dirname, '..');
const specs = readdirSync(join(root, 'e2e', 'specs')).filter((f) => f.endsWith('.spec.ts'));
const owners = readFileSync(join(root, 'CODEOWNERS'), 'utf8');

describe('a section’s own browser specs (CODEOWNERS)', () => {
  it('are the spec lines of the team that owns the folder; the last matching line wins', () => {
    const text = ['*  @p', '/mfe-a/  @team-a', '/e2e/specs/a*.spec.ts  @team-a', '/e2e/specs/ab.spec.ts  @p', '/mfe-b/  @team-b'].join('\n');
    expect(sectionSpecs(text, ['a1.spec.ts', 'ab.spec.ts', 'b.spec.ts'], 'mfe-a')).toEqual(['a1.spec.ts']);
    expect(sectionSpecs(text, ['a1.spec.ts', 'b.spec.ts'], 'mfe-b')).toEqual([]);
    expect(sectionSpecs(text, ['a1.spec.ts'], 'mfe-c')).toEqual([]);
  });

  it('every section in this repository has specs of its own, and no spec belongs to two sections', () => {
    const sections = ['mfe-stations', 'mfe-donate', 'mfe-profile', 'mfe-top', 'mfe-helpme', 'mfe-staff'];
    const seen = new Map<string, string>();
    for (const section of sections) {
      const own = sectionSpecs(owners, specs, section) as string[];
      expect(own.length, section).toBeGreaterThan(0);
      for (const spec of own) {
        expect(seen.get(spec), spec).toBeUndefined();
        seen.set(spec, section);
      }
    }
    expect(seen.get('top.spec.ts')).toBe('mfe-top');
    expect(seen.get('booking.spec.ts')).toBe('mfe-stations');
  });
});

// @vitest-environment happy-dom
// The slot table (shared/src/slots.ts) names an export of this entry for each of mfe-donate's
// slots; the shell loads it by that name, so a renamed export would leave the slot empty.
import { describe, expect, it } from 'vitest';
import { SLOTS } from '@donor/shared/slots';
import * as spa from './spa.tsx';

describe('mfe-donate entry', () => {
  it.each(SLOTS.filter((slot) => slot.app === 'mfe_donate').map((slot) => [slot.id, slot.exportName] as const))('exports slot %s as %s', (_id, name) => {
    expect(typeof (spa as Record<string, { mount?: unknown } | undefined>)[name]?.mount).toBe('function');
  });
});

// @vitest-environment happy-dom
// The slot table (shared/src/slots.ts) names an export of this entry for each of mfe-helpme's
// slots; the shell loads it by that name, so a renamed export would leave the slot empty.
// The entry's lifecycles run as the shell runs them, with props shaped like the shell's (the
// kit's double, checked against the section contract: docs/ARCHITECTURE.md §2.1); in a test, as
// in development, a read outside the contract is reported (section-contract/dev-check.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SLOTS } from '@donor/shared/slots';
import { runSectionLifecycles } from '@donor/shared/testing/section-props';
import * as spa from './spa.tsx';

afterEach(() => vi.restoreAllMocks());

describe('mfe-helpme entry', () => {
  it.each(SLOTS.filter((slot) => slot.app === 'mfe_helpme').map((slot) => [slot.id, slot.exportName] as const))('exports slot %s as %s', (_id, name) => {
    expect(typeof (spa as Record<string, { mount?: unknown } | undefined>)[name]?.mount).toBe('function');
  });

  it('bootstraps, mounts and unmounts with the contract props, reading nothing outside them', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { mounted, leftAfterUnmount } = await runSectionLifecycles('mfe_helpme', spa, { path: '/helpme/' });
    expect(mounted.querySelector('[data-section="mfe_helpme"]')).not.toBeNull();
    expect(leftAfterUnmount).toBe('');
    expect(errors.mock.calls.flat().filter((m) => String(m).includes('нет в контракте'))).toEqual([]);
  });
});

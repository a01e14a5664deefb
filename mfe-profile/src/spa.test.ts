// @vitest-environment happy-dom
// The shell loads the entry's lifecycles by name. They run here as the shell runs them, with
// props shaped like the shell's (the kit's double, checked against the section contract:
// docs/ARCHITECTURE.md §2.1); in a test, as in development, a read outside the contract is
// reported (section-contract/dev-check.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SLOTS } from '@donor/shared/slots';
import { fakeUser, runSectionLifecycles } from '@donor/shared/testing/section-props';
import * as spa from './spa.tsx';

afterEach(() => vi.restoreAllMocks());

describe('mfe-profile entry', () => {
  it('owns no slot of the slot table', () => {
    expect(SLOTS.filter((slot) => (slot.app as string) === 'mfe_profile')).toEqual([]);
  });

  it.each([
    ['a visitor', '/login', null],
    ['a donor', '/profile/', fakeUser()],
  ] as const)('bootstraps, mounts and unmounts for %s on %s with the contract props, reading nothing outside them', async (_who, path, user) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { mounted, leftAfterUnmount } = await runSectionLifecycles('mfe_profile', spa, { user, path });
    expect(mounted.querySelector('[data-section="mfe_profile"]')).not.toBeNull();
    expect(leftAfterUnmount).toBe('');
    expect(errors.mock.calls.flat().filter((m) => String(m).includes('нет в контракте'))).toEqual([]);
  });
});

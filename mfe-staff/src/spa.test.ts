// @vitest-environment happy-dom
// The shell loads the entry's lifecycles by name; mfe-staff owns no slot of the slot table.
// The entry's lifecycles run as the shell runs them, with props shaped like the shell's (the
// kit's double, checked against the section contract: docs/ARCHITECTURE.md §2.1); in a test, as
// in development, a read outside the contract is reported (section-contract/dev-check.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SLOTS } from '@donor/shared/slots';
import { fakeUser, runSectionLifecycles } from '@donor/shared/testing/section-props';
import * as spa from './spa.tsx';

afterEach(() => vi.restoreAllMocks());

describe('mfe-staff entry', () => {
  it('exports the single-spa lifecycles', () => {
    expect(typeof spa.mount).toBe('function');
    expect(typeof spa.unmount).toBe('function');
  });
  it('owns no slot (nothing of the staff side on donors’ pages)', () => {
    expect(SLOTS.filter((slot) => (slot.app as string) === 'mfe_staff')).toEqual([]);
  });

  it('bootstraps, mounts and unmounts with the contract props, reading nothing outside them', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { mounted, leftAfterUnmount } = await runSectionLifecycles('mfe_staff', spa, { user: fakeUser({ staff: { moderator: true, stations: [] } }), path: '/staff/' });
    expect(mounted.querySelector('[data-section="mfe_staff"]')).not.toBeNull();
    expect(leftAfterUnmount).toBe('');
    expect(errors.mock.calls.flat().filter((m) => String(m).includes('нет в контракте'))).toEqual([]);
  });
});

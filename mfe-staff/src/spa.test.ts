// @vitest-environment happy-dom
// The shell loads the entry's lifecycles by name; mfe-staff owns no slot of the slot table.
import { describe, expect, it } from 'vitest';
import { SLOTS } from '@donor/shared/slots';
import * as spa from './spa.tsx';

describe('mfe-staff entry', () => {
  it('exports the single-spa lifecycles', () => {
    expect(typeof spa.mount).toBe('function');
    expect(typeof spa.unmount).toBe('function');
  });
  it('owns no slot (nothing of the staff side on donors’ pages)', () => {
    expect(SLOTS.filter((slot) => (slot.app as string) === 'mfe_staff')).toEqual([]);
  });
});

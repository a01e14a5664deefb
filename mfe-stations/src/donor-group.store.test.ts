// @vitest-environment happy-dom
// The donor's group (spec §3 User blood_group / kell): kept in localStorage, and the account's
// value wins on login. Sending it to the account: donor-group.resource.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '@donor/shared/contract/common';
import { $donorGroup, adoptAccountGroup, DONOR_GROUP_KEY, NO_GROUP, readDonorGroup, setDonorGroup } from './donor-group.store.ts';

afterEach(() => {
  setDonorGroup(NO_GROUP);
  localStorage.clear();
});

describe('donor group store', () => {
  it('reads stored values defensively', () => {
    expect(readDonorGroup('{"group":"a_minus","kell":"negative"}')).toEqual({ group: 'a_minus', kell: 'negative' });
    expect(readDonorGroup('{"group":"z","kell":1}')).toEqual(NO_GROUP);
    expect(readDonorGroup('not json')).toEqual(NO_GROUP);
  });

  it('on login the account\'s group wins; an account without one keeps the browser\'s', () => {
    setDonorGroup({ group: 'a_plus', kell: null });
    adoptAccountGroup({ blood_group: null, kell: null } as User);
    expect($donorGroup.get().group).toBe('a_plus');
    adoptAccountGroup({ blood_group: 'ab_minus', kell: 'negative' } as User);
    expect($donorGroup.get()).toEqual({ group: 'ab_minus', kell: 'negative' });
    expect(readDonorGroup(localStorage.getItem(DONOR_GROUP_KEY))).toEqual({ group: 'ab_minus', kell: 'negative' });
  });
});

// @vitest-environment happy-dom
// The donor's group (spec §3 User blood_group / kell): kept in localStorage, sent to the account
// when logged in, and the account's value wins on login.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '@donor/shared/api';
import type { User } from '@donor/shared/contract/common';
import { $donorGroup, adoptAccountGroup, DONOR_GROUP_KEY, NO_GROUP, readDonorGroup, setDonorGroup } from './donor-group.store.ts';

const fakeApi = () => ({ patch: vi.fn(async () => ({})) }) as unknown as Api & { patch: ReturnType<typeof vi.fn> };

afterEach(async () => {
  await setDonorGroup(NO_GROUP);
  localStorage.clear();
});

describe('donor group store', () => {
  it('reads stored values defensively', () => {
    expect(readDonorGroup('{"group":"a_minus","kell":"negative"}')).toEqual({ group: 'a_minus', kell: 'negative' });
    expect(readDonorGroup('{"group":"z","kell":1}')).toEqual(NO_GROUP);
    expect(readDonorGroup('not json')).toEqual(NO_GROUP);
  });

  it('a visitor\'s choice goes to localStorage only', async () => {
    const api = fakeApi();
    await setDonorGroup({ group: 'b_plus', kell: null }, { api, token: null });
    expect(JSON.parse(localStorage.getItem(DONOR_GROUP_KEY)!)).toEqual({ group: 'b_plus', kell: null });
    expect($donorGroup.get().group).toBe('b_plus');
    expect(api.patch).not.toHaveBeenCalled();
  });

  it('a logged-in donor\'s choice also goes to the account', async () => {
    const api = fakeApi();
    await setDonorGroup({ group: 'o_minus', kell: 'positive' }, { api, token: 't' });
    expect(api.patch).toHaveBeenCalledWith('/api/auth/me/', { blood_group: 'o_minus', kell: 'positive' });
  });

  it('on login the account\'s group wins; an account without one keeps the browser\'s', async () => {
    await setDonorGroup({ group: 'a_plus', kell: null });
    adoptAccountGroup({ blood_group: null, kell: null } as User);
    expect($donorGroup.get().group).toBe('a_plus');
    adoptAccountGroup({ blood_group: 'ab_minus', kell: 'negative' } as User);
    expect($donorGroup.get()).toEqual({ group: 'ab_minus', kell: 'negative' });
    expect(readDonorGroup(localStorage.getItem(DONOR_GROUP_KEY))).toEqual({ group: 'ab_minus', kell: 'negative' });
  });
});

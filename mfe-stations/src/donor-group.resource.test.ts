// @vitest-environment happy-dom
// The donor's group on the account (spec §3 User blood_group / kell; §7 PATCH /api/auth/me/): a
// visitor's choice stays in this browser, a logged-in donor's also goes to the account, and an
// account without a group takes the browser's once /me is known.
import { cleanStores, keepMount } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestSectionProps, fakeUser } from '@donor/shared/testing/section-props';
import type { User } from '@donor/shared/contract/common';
import { createDonorGroupAccount } from './donor-group.resource.ts';
import { $donorGroup, DONOR_GROUP_KEY, NO_GROUP, setDonorGroup } from './donor-group.store.ts';

const stores: Parameters<typeof cleanStores>[number][] = [];
afterEach(() => {
  cleanStores(...stores.splice(0));
  setDonorGroup(NO_GROUP);
  localStorage.clear();
});

function setup(user: User | null) {
  const { props, calls } = createTestSectionProps({
    user,
    routes: { 'PATCH /api/auth/me/': ({ body }: { body: unknown }) => ({ ...user, ...(body as object) }) },
  });
  const account = createDonorGroupAccount(props);
  keepMount(account.$save);
  stores.push(account.$save);
  /** The account's write has finished (the mutator's promise is the control's business). */
  const written = () => vi.waitFor(() => expect(account.$save.get().loading).toBe(false));
  return { account, calls, written };
}

describe('donor group on the account', () => {
  it('a visitor\'s choice goes to localStorage only', async () => {
    const { account, calls } = setup(null);
    expect(account.choose({ group: 'b_plus', kell: null })).toBe('here');
    expect(JSON.parse(localStorage.getItem(DONOR_GROUP_KEY)!)).toEqual({ group: 'b_plus', kell: null });
    expect($donorGroup.get().group).toBe('b_plus');
    expect(calls.requests).toEqual([]);
  });

  it('a logged-in donor\'s choice also goes to the account', async () => {
    const { account, calls, written } = setup(fakeUser({ blood_group: 'a_plus', kell: null }));
    expect(account.choose({ group: 'o_minus', kell: 'positive' })).toBe('account');
    await written();
    expect(calls.requests).toEqual([{ method: 'PATCH', url: '/api/auth/me/', body: { blood_group: 'o_minus', kell: 'positive' } }]);
    expect(account.$save.get()).toMatchObject({ loading: false, data: { blood_group: 'o_minus', kell: 'positive' } });
  });

  it('a change made while the PATCH is on its way is sent after it: the account ends with the page\'s group', async () => {
    const { account, calls, written } = setup(fakeUser({ blood_group: 'a_plus', kell: null }));
    account.choose({ group: 'o_minus', kell: null });
    account.choose({ group: 'o_minus', kell: 'negative' });
    await written();
    expect(calls.requests.map((r) => r.body)).toEqual([{ blood_group: 'o_minus', kell: null }, { blood_group: 'o_minus', kell: 'negative' }]);
  });

  it('an account without a group takes this browser\'s once /me is known; one with a group wins', async () => {
    setDonorGroup({ group: 'b_minus', kell: null });
    const { calls, written } = setup(fakeUser({ blood_group: null, kell: null }));
    await written();
    expect(calls.requests).toEqual([{ method: 'PATCH', url: '/api/auth/me/', body: { blood_group: 'b_minus', kell: null } }]);
    cleanStores(...stores.splice(0));

    setup(fakeUser({ blood_group: 'ab_plus', kell: 'positive' }));
    expect($donorGroup.get()).toEqual({ group: 'ab_plus', kell: 'positive' });
  });

  it('the account is the one source: a group cleared on the account (settings) is not written back, nor taken by another account', async () => {
    const { calls, written } = setup(fakeUser({ id: 7, blood_group: 'a_minus', kell: null }));
    await written();
    expect($donorGroup.get()).toEqual({ group: 'a_minus', kell: null });
    expect(JSON.parse(localStorage.getItem(DONOR_GROUP_KEY)!)).toEqual({ group: 'a_minus', kell: null, account: 7 });
    cleanStores(...stores.splice(0));

    // the same donor cleared the group in settings: /me says none, the copy goes, nothing is sent
    const cleared = setup(fakeUser({ id: 7, blood_group: null, kell: null }));
    await cleared.written();
    expect($donorGroup.get()).toEqual(NO_GROUP);
    expect(calls.requests).toEqual([]);
    expect(cleared.calls.requests).toEqual([]);
  });

  it('a copy of an account\'s group is dropped on logout and never given to the next account', async () => {
    const first = setup(fakeUser({ id: 7, blood_group: 'b_plus', kell: 'negative' }));
    await first.written();
    cleanStores(...stores.splice(0));
    const other = setup(fakeUser({ id: 8, blood_group: null, kell: null }));
    await other.written();
    expect(other.calls.requests).toEqual([]);
    expect($donorGroup.get()).toEqual(NO_GROUP);
    cleanStores(...stores.splice(0));

    const again = setup(fakeUser({ id: 7, blood_group: 'b_plus', kell: 'negative' }));
    await again.written();
    expect($donorGroup.get().group).toBe('b_plus');
    cleanStores(...stores.splice(0));
    setup(null); // signed out
    expect($donorGroup.get()).toEqual(NO_GROUP);
    expect(localStorage.getItem(DONOR_GROUP_KEY)).toBeNull();
  });
});

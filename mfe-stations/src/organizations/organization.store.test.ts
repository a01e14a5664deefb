import { describe, expect, it, vi } from 'vitest';
import type { Api } from '@donor/shared/api';
import type { Organization } from '@donor/shared/contract/stations';
import { createOrganizationPage } from './organization.store.ts';

const org = (joined: boolean | null): Organization => ({
  id: 2, name: 'Волонтёры-доноры Казани', city: { id: 50, title: 'Казань' }, members_count: joined ? 11 : 10,
  user_status: joined === null ? null : { joined, is_manager: false },
});

function setup(loggedIn = true, postFails = false) {
  const api = {
    get: vi.fn(async (url: string) => {
      if (url.endsWith('/events/')) return { actual: [], past: [] };
      if (url.endsWith('/address_needs/')) throw new Error('needs down');
      return org(loggedIn ? false : null);
    }),
    post: vi.fn(async (url: string) => {
      if (postFails) throw new Error('offline');
      return org(url.endsWith('/join/'));
    }),
  };
  const goLogin = vi.fn();
  const store = createOrganizationPage({ api: api as unknown as Api, isLoggedIn: () => loggedIn, goLogin });
  return { store, api, goLogin };
}

describe('organization page store', () => {
  it('shows the organization even when one block fails', async () => {
    const { store } = setup();
    await store.load(2);
    expect(store.$org.get()).toMatchObject({ status: 'ready', partsFailed: true, needs: null, events: { actual: [], past: [] } });
  });

  it('join and leave replace the organization data with the response (spec §4)', async () => {
    const { store, api } = setup();
    await store.load(2);
    await store.join();
    expect(api.post).toHaveBeenCalledWith('/api/organizations/2/join/');
    expect(store.$org.get().org).toEqual(org(true));
    await store.leave();
    expect(api.post).toHaveBeenLastCalledWith('/api/organizations/2/left/');
    expect(store.$org.get().org).toEqual(org(false));
  });

  it('anonymous visitors go to login; a failure is logged and clears the busy state (spec §8)', async () => {
    const anon = setup(false);
    await anon.store.load(2);
    await anon.store.join();
    expect(anon.goLogin).toHaveBeenCalled();
    expect(anon.api.post).not.toHaveBeenCalled();
    const failing = setup(true, true);
    await failing.store.load(2);
    await failing.store.join();
    expect(failing.store.$org.get()).toMatchObject({ busy: false, actionFailed: true, org: org(false) });
  });
});

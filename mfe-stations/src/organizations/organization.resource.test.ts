import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks, keepMount } from 'nanostores';
import { createTestSectionProps, fakeUser, jsonResponse, type ApiCall } from '@donor/shared/testing/section-props';
import type { Organization } from '@donor/shared/contract/stations';
import { createOrganizationPage } from './organization.resource.ts';

const org = (joined: boolean | null): Organization => ({
  id: 2, name: 'Волонтёры-доноры Казани', city: { id: 50, title: 'Казань' }, members_count: joined ? 11 : 10,
  user_status: joined === null ? null : { joined, is_manager: false },
});

function setup(loggedIn = true, postFails = false) {
  const { props, calls } = createTestSectionProps({
    user: loggedIn ? fakeUser() : null,
    routes: {
      'GET /api/organizations/2/': org(loggedIn ? false : null),
      'GET /api/organizations/2/events/': { actual: [], past: [] },
      'GET /api/organizations/2/address_needs/': jsonResponse({ detail: 'needs down' }, 500),
      'POST /api/organizations/2/join/': postFails ? jsonResponse({ detail: 'x' }, 503) : org(true),
      'POST /api/organizations/2/left/': org(false),
    },
  });
  const goLogin = vi.fn();
  const page = createOrganizationPage(props, 2, { goLogin });
  for (const $store of [page.$org, page.$events, page.$needs, page.$partsFailed, page.$membership]) keepMount($store);
  const requests = (method: string) => calls.requests.filter((c: ApiCall) => c.method === method).map((c) => c.url);
  return { page, goLogin, requests };
}

describe('organization page resource', () => {
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => void vi.restoreAllMocks());

  it('shows the organization even when one block fails; retry asks only for what failed', async () => {
    const { page, requests } = setup();
    await allTasks();
    expect(page.$org.get().data).toEqual(org(false));
    expect(page.$events.get().data).toEqual({ actual: [], past: [] });
    expect(page.$needs.get()).toMatchObject({ data: undefined, error: { status: 500 } });
    expect(page.$partsFailed.get()).toBe(true);
    page.retry();
    await allTasks();
    expect(requests('GET')).toEqual(['/api/organizations/2/', '/api/organizations/2/events/', '/api/organizations/2/address_needs/', '/api/organizations/2/address_needs/']);
  });

  it('join and leave replace the organization data with the response (spec §4)', async () => {
    const { page, requests } = setup();
    await allTasks();
    await page.join();
    expect(requests('POST')).toEqual(['/api/organizations/2/join/']);
    expect(page.$org.get().data).toEqual(org(true));
    await page.leave();
    expect(requests('POST').at(-1)).toBe('/api/organizations/2/left/');
    expect(page.$org.get().data).toEqual(org(false));
    await allTasks();
    expect(requests('GET').filter((u) => u === '/api/organizations/2/')).toHaveLength(1);
  });

  it('anonymous visitors go to login; a failure is logged and clears the busy state (spec §8)', async () => {
    const anon = setup(false);
    await allTasks();
    await anon.page.join();
    expect(anon.goLogin).toHaveBeenCalled();
    expect(anon.requests('POST')).toHaveLength(0);
    const failing = setup(true, true);
    await allTasks();
    await failing.page.join();
    expect(failing.page.$membership.get()).toMatchObject({ loading: false, error: { status: 503 } });
    expect(failing.page.$org.get().data).toEqual(org(false));
    expect(console.error).toHaveBeenCalledWith('Запись не выполнена', expect.anything());
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks, atom, cleanStores, keepMount } from 'nanostores';
import { createTestSectionProps, fakeUser, type FakeRoutes } from '@donor/shared/testing/section-props';
import { createFundraisersResource, fundraisersHref, fundraisersKey, parseFundraisersSearch, type FundraisersResource } from './fundraisers.resource.ts';

const collect = { id: 5, slug: 'sbor', title: 'Сбор', description: '', goal: 5000, collected: 0, is_active: true, ends_at: null, owner_id: 2, created_at: '2026-11-01T10:00:00.000Z', progress_percentage: 0 };
const list = { count: 1, num_pages: 1, next: null, previous: null, results: [collect] };

let r: FundraisersResource | null = null;
afterEach(() => { if (r) cleanStores(r.$list, r.$verdict); r = null; vi.restoreAllMocks(); });
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

function setup(routes: FakeRoutes) {
  const { props, calls } = createTestSectionProps({ user: fakeUser(), routes });
  r = createFundraisersResource(props, atom<string | null>(fundraisersKey(parseFundraisersSearch(''))));
  keepMount(r.$list);
  keepMount(r.$verdict);
  return { r, calls };
}

describe('fundraiser moderation', () => {
  it('the queue by default; other statuses and pages in the URL', () => {
    expect(parseFundraisersSearch('')).toEqual({ status: 'pending', page: 1 });
    expect(parseFundraisersSearch('?status=rejected&page=2')).toEqual({ status: 'rejected', page: 2 });
    expect(parseFundraisersSearch('?status=deleted')).toEqual({ status: 'pending', page: 1 });
    expect(fundraisersKey({ status: 'pending', page: 1 })).toBe('/api/collects/?status=pending');
    expect(fundraisersHref({ status: 'pending', page: 1 })).toBe('/staff/fundraisers/');
    expect(fundraisersHref({ status: 'approved', page: 3 })).toBe('/staff/fundraisers/?status=approved&page=3');
  });

  it('approve and reject post to their own paths, and the queue is asked again', async () => {
    const { r, calls } = setup({ '/api/collects/?status=pending': list, 'POST /api/collects/5/approve/': collect, 'POST /api/collects/5/reject/': collect });
    await allTasks();
    await r.$verdict.mutate({ id: 5, approve: true });
    await r.$verdict.mutate({ id: 5, approve: false });
    await allTasks();
    expect(calls.requests.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/collects/5/approve/', '/api/collects/5/reject/']);
    expect(calls.requests.filter((c) => c.method === 'GET' && c.url === '/api/collects/?status=pending').length).toBeGreaterThanOrEqual(2);
  });
});

import { allTasks, cleanStores, keepMount } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestSectionProps } from '@donor/shared/testing/section-props';
import { isNotFound } from '@donor/shared/api-error';
import { ACTIVE_COLLECTS_KEY, collectKey, createActiveCollectsStore, createCollectStore } from './collects.resource.ts';
import { SHOP_ITEMS_KEY, SOUVENIRS_KEY } from './catalog.resource.ts';
import { collect, listOf } from './catalog.fixtures.ts';

const stores: Parameters<typeof cleanStores>[number][] = [];
afterEach(() => cleanStores(...stores.splice(0)));

describe('collects resource', () => {
  it('asks for the API progress flag wherever progress is shown', () => {
    expect(ACTIVE_COLLECTS_KEY).toBe('/api/collects/?only_is_active=1&progress_percentage=1');
    expect(collectKey('servery-2026')).toBe('/api/collects/servery-2026/?progress_percentage=1');
    expect(collectKey('a/b')).toBe('/api/collects/a%2Fb/?progress_percentage=1');
    expect(SOUVENIRS_KEY).toBe('/api/souvenirs/?page_size=100');
    expect(SHOP_ITEMS_KEY).toBe('/api/charityshop/?page_size=100');
  });

  it('creating a store sends nothing; a list requested by two subscribers is fetched once', async () => {
    const { props, calls } = createTestSectionProps({ routes: { [ACTIVE_COLLECTS_KEY]: listOf([collect()]) } });
    const $a = createActiveCollectsStore(props.query);
    const $b = createActiveCollectsStore(props.query);
    stores.push($a, $b);
    await allTasks();
    expect(calls.requests).toEqual([]);
    $a.listen(() => {});
    $a.listen(() => {});
    keepMount($b);
    await allTasks();
    expect(calls.requests).toEqual([{ method: 'GET', url: ACTIVE_COLLECTS_KEY, body: undefined }]);
    expect($a.get().data?.results[0]?.progress_percentage).toBe(62);
    expect($b.get().data).toEqual($a.get().data);
  });

  it('a missing fundraiser ends as a 404 error, asked once', async () => {
    const { props, calls } = createTestSectionProps();
    const $one = createCollectStore(props.query, 'nope');
    stores.push($one);
    keepMount($one);
    await allTasks();
    expect(isNotFound($one.get().error)).toBe(true);
    expect($one.get().loading).toBe(false);
    expect(calls.requests.map((r) => r.url)).toEqual([collectKey('nope')]);
  });
});

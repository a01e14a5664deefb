import { cleanStores, keepMount } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { createUtmStore } from './utm.store.ts';
import type { StorageLike, UtmStore } from './types.ts';

function fakeStorage(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => { data.set(k, v); }, removeItem: (k) => { data.delete(k); } };
}

let store: UtmStore | undefined;
afterEach(() => {
  if (store) cleanStores(store.$utm);
});

describe('utm store (spec §4 Tracking parameters)', () => {
  it('a URL carrying utm_* saves them to the session and needs no rewrite', () => {
    const session = fakeStorage();
    store = createUtmStore({ session });
    keepMount(store.$utm);
    const url = new URL('https://donor.example/donate/?utm_source=vk&utm_campaign=spring&x=1');
    expect(store.sync(url)).toBeNull();
    expect(Object.fromEntries(session.data)).toEqual({ utm_source: 'vk', utm_campaign: 'spring' });
    expect(store.$utm.get()).toEqual({ utm_source: 'vk', utm_campaign: 'spring' });
  });

  it('a new campaign replaces the saved set whole', () => {
    const session = fakeStorage({ utm_source: 'vk', utm_term: 'old' });
    store = createUtmStore({ session });
    store.sync(new URL('https://donor.example/?utm_source=tg'));
    expect(Object.fromEntries(session.data)).toEqual({ utm_source: 'tg' });
  });

  it('a URL without utm_* gets the saved ones added back, keeping its own query and hash', () => {
    store = createUtmStore({ session: fakeStorage({ utm_source: 'vk', utm_medium: 'social' }) });
    const out = store.sync(new URL('https://donor.example/top/?by_year=true#list'));
    expect(out?.href).toBe('https://donor.example/top/?by_year=true&utm_source=vk&utm_medium=social#list');
  });

  it('nothing saved and nothing carried: null', () => {
    store = createUtmStore({ session: fakeStorage() });
    expect(store.sync(new URL('https://donor.example/how/'))).toBeNull();
  });

  it('restores all five keys from the session at start', () => {
    const saved = { utm_source: 's', utm_medium: 'm', utm_campaign: 'c', utm_term: 't', utm_content: 'x' };
    store = createUtmStore({ session: fakeStorage(saved) });
    expect(store.$utm.get()).toEqual(saved);
  });

  it('empty utm values do not count', () => {
    const session = fakeStorage({ utm_source: 'vk' });
    store = createUtmStore({ session });
    const out = store.sync(new URL('https://donor.example/?utm_source='));
    expect(out?.searchParams.get('utm_source')).toBe('vk');
    expect(session.data.get('utm_source')).toBe('vk');
  });

  it('works with a storage that throws', () => {
    const broken: StorageLike = { getItem: () => { throw new Error('x'); }, setItem: () => { throw new Error('x'); }, removeItem: () => { throw new Error('x'); } };
    store = createUtmStore({ session: broken });
    expect(store.sync(new URL('https://donor.example/?utm_source=vk'))).toBeNull();
    expect(store.sync(new URL('https://donor.example/how/'))?.searchParams.get('utm_source')).toBe('vk');
  });
});

import { cleanStores, keepMount } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { createUiStore } from './ui.store.ts';
import type { UiStore } from './types.ts';

let store: UiStore | undefined;
afterEach(() => {
  if (store) cleanStores(store.$ui);
});

describe('ui store (spec §3 UI state)', () => {
  it('starts with the product name as title and no social-login error', () => {
    store = createUiStore({ productName: 'Донор Рядом' });
    expect(store.$ui.get()).toEqual({ title: 'Донор Рядом', socialError: null });
  });

  it('setTitle sets a page title; null or blank restores the product name', () => {
    store = createUiStore({ productName: 'Донор Рядом' });
    keepMount(store.$ui);
    store.setTitle('Топ доноров');
    expect(store.$ui.get().title).toBe('Топ доноров');
    store.setTitle(null);
    expect(store.$ui.get().title).toBe('Донор Рядом');
    store.setTitle('  ');
    expect(store.$ui.get().title).toBe('Донор Рядом');
  });

  it('setSocialError sets and clears the social-login error', () => {
    store = createUiStore({ productName: 'Донор Рядом' });
    store.setSocialError('denied');
    expect(store.$ui.get().socialError).toBe('denied');
    store.setSocialError(null);
    expect(store.$ui.get().socialError).toBeNull();
  });
});

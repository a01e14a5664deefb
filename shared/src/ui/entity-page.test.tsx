// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atom } from 'nanostores';
import { act } from 'react';
import { ApiError } from '../api-error.ts';
import { click, render } from '../testing/render.ts';
import { EntityPage, type ItemStore } from './entity-page.tsx';

type Value = { data?: { title: string }; error?: unknown; loading: boolean };
const http = (status: number) => new ApiError({ kind: 'http', method: 'GET', url: '/api/x/1/', status, data: { detail: 'x' } });

function storeOf(value: Value) {
  const $store = atom<Value>(value) as ReturnType<typeof atom<Value>> & ItemStore<{ title: string }>;
  $store.revalidate = vi.fn();
  return $store;
}

async function show(store: ItemStore<{ title: string }> | null, failedIsNotFound = false) {
  return render(
    <EntityPage store={store} failedIsNotFound={failedIsNotFound} className="x-page" loadingLabel="Загружаем запрос…">
      {(item) => <h1>{item.title}</h1>}
    </EntityPage>,
  );
}

describe('EntityPage', () => {
  let view: Awaited<ReturnType<typeof show>> | null = null;
  beforeEach(() => window.history.replaceState(null, '', '/events/1/'));
  afterEach(async () => {
    await view?.unmount();
    view = null;
  });

  it('shows the skeleton while loading, then the item — kept on screen when a reload fails', async () => {
    const $store = storeOf({ loading: true });
    view = await show($store);
    expect(view.container.querySelector('.x-page .ui-skeletons')?.textContent).toContain('Загружаем запрос…');
    await act(async () => $store.set({ data: { title: 'День донора' }, loading: false }));
    expect(view.container.querySelector('h1')?.textContent).toBe('День донора');
    await act(async () => $store.set({ data: { title: 'День донора' }, error: http(500), loading: false }));
    expect(view.container.querySelector('h1')?.textContent).toBe('День донора');
    expect(window.location.pathname).toBe('/events/1/');
  });

  it('goes to /404/ on a 404, and at once when the URL names no item', async () => {
    view = await show(storeOf({ error: http(404), loading: false }));
    expect(window.location.pathname).toBe('/404/');
    await view.unmount();
    window.history.replaceState(null, '', '/events/abc/');
    view = await show(null);
    expect(window.location.pathname).toBe('/404/');
  });

  it('says so with a retry on another failure; or goes to /404/ where every failed load is «not found» (spec §8)', async () => {
    const $store = storeOf({ error: http(500), loading: false });
    view = await show($store);
    expect(view.container.querySelector('[role="alert"]')).not.toBeNull();
    expect(window.location.pathname).toBe('/events/1/');
    await click(view.container.querySelector('button'));
    expect($store.revalidate).toHaveBeenCalled();
    await view.unmount();
    view = await show(storeOf({ error: http(500), loading: false }), true);
    expect(window.location.pathname).toBe('/404/');
  });
});

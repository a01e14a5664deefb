// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { allTasks, atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { ApiError } from '../api-error.ts';
import { render } from '../testing/render.ts';
import { createTestSectionProps } from '../testing/section-props.ts';
import { SectionProvider } from './section-context.tsx';
import { QueryState } from './states.tsx';
import { CachedAt, formatCachedAt } from './cached-at.tsx';

type Value = { data?: { title: string }; error?: unknown; loading: boolean };
const noNetwork = new ApiError({ kind: 'network', method: 'GET', url: '/api/x/', status: 0, data: undefined });
let onLine = true;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => onLine });
const go = (online: boolean) => act(async () => {
  onLine = online;
  window.dispatchEvent(new window.Event(online ? 'online' : 'offline'));
});

let view: Awaited<ReturnType<typeof render>> | null = null;
afterEach(async () => {
  await view?.unmount();
  view = null;
  onLine = true;
});

describe('QueryState on a slow or missing network', () => {
  it('skeletons on the first render of a first load; data stays through a slow and a failed refresh', async () => {
    const $v = atom<Value>({ loading: true });
    const Page = () => <QueryState value={useValue($v)}>{(d) => <h1>{d.title}</h1>}</QueryState>;
    view = await render(<Page />);
    expect(view.container.querySelector('.ui-skeletons[role="status"]')).not.toBeNull();
    await act(async () => $v.set({ data: { title: 'Станция' }, loading: false }));
    await act(async () => $v.set({ data: { title: 'Станция' }, loading: true }));
    expect(view.container.querySelector('h1')?.textContent).toBe('Станция');
    await act(async () => $v.set({ data: { title: 'Станция' }, error: noNetwork, loading: false }));
    expect(view.container.querySelector('h1')?.textContent).toBe('Станция');
    expect(view.container.querySelector('[role="alert"]')).toBeNull();
  });

  it('a read that failed offline says so, not «try again»', async () => {
    await go(false);
    view = await render(<QueryState value={{ error: noNetwork, loading: false }}>{() => null}</QueryState>);
    expect(view.container.textContent).toContain('Нет подключения к интернету. Данные загрузятся, когда связь вернётся.');
    await go(true);
    expect(view.container.textContent).toContain('Не удалось загрузить данные');
  });
});

describe('«Данные на 14:05»', () => {
  const now = new Date('2026-11-24T18:00:00Z');
  it('the time today, the date too another day, the year too another year (Intl ru)', () => {
    expect(formatCachedAt('2026-11-24T11:05:00Z', now, 'Europe/Moscow')).toBe('Данные на 14:05');
    expect(formatCachedAt('2026-11-23T11:05:00Z', now, 'Europe/Moscow')).toBe('Данные на 23 ноября, 14:05');
    expect(formatCachedAt('2025-12-31T11:05:00Z', now, 'Europe/Moscow')).toBe('Данные на 31 декабря 2025, 14:05');
    expect(formatCachedAt('not a time', now)).toBeNull();
  });

  it('CachedAt shows the label for an answer the service worker gave from its cache, nothing for a live one', async () => {
    const at = new Date();
    at.setSeconds(0, 0);
    const { props } = createTestSectionProps({
      routes: { '/api/a/': new Response('{"title":"x"}', { headers: { 'content-type': 'application/json', 'X-Cached-At': at.toISOString() } }), '/api/b/': { title: 'y' } },
    });
    const $a = props.query.createFetcherStore('/api/a/');
    const $b = props.query.createFetcherStore('/api/b/');
    view = await render(<SectionProvider value={props}><CachedAt store={$a} /><CachedAt store={$b} /></SectionProvider>);
    await act(async () => { await allTasks(); });
    const hhmm = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit' }).format(at);
    expect([...view.container.querySelectorAll('.ui-cached-at')].map((p) => p.textContent)).toEqual([`Данные на ${hhmm}`]);
  });
});

function useValue($v: ReturnType<typeof atom<Value>>): Value {
  return useStore($v);
}

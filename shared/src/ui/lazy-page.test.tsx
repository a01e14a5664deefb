// The kit's lazyPage with a page's frame (docs/ARCHITECTURE.md «A section page's first paint»):
// while the chunk loads, the skeleton shows under the page's own title, the one the host's first
// paint drew; the loaded page then brings the same title.
// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, type ReactNode } from 'react';
import { render } from '../testing/render.ts';
import { routeById } from '../routes.ts';
import { lazyPage } from './lazy-page.tsx';

// Counts the React elements made, to see that building a page table makes none (lazy-page.tsx:
// under federation a section's table runs before the shared jsx runtime may have arrived).
const { made, counted } = vi.hoisted(() => {
  const made = { count: 0 };
  const counted = <F extends (...args: never[]) => unknown>(f: F) => ((...args: Parameters<F>) => { made.count += 1; return f(...args); }) as F;
  return { made, counted };
});
// The test build compiles JSX to the development runtime; a production build to jsx-runtime.
vi.mock('react/jsx-dev-runtime', async (importActual) => {
  const real = await importActual<typeof import('react/jsx-dev-runtime')>();
  return { ...real, jsxDEV: counted(real.jsxDEV) };
});
vi.mock('react/jsx-runtime', async (importActual) => {
  const real = await importActual<typeof import('react/jsx-runtime')>();
  return { ...real, jsx: counted(real.jsx), jsxs: counted(real.jsxs) };
});

const Frame = ({ children }: { children?: ReactNode }) => <div className="cab-page"><h1>Мои донации</h1>{children}</div>;
const route = routeById('profile-donations');

let view: Awaited<ReturnType<typeof render>> | null = null;
afterEach(async () => {
  await view?.unmount();
  view = null;
});

describe('lazyPage', () => {
  it('with a frame: the title and a skeleton while loading, then the page in the same frame', async () => {
    let loaded!: () => void;
    const ready = new Promise<void>((resolve) => { loaded = resolve; });
    const Page = lazyPage(async () => { await ready; return () => <Frame><p>Список</p></Frame>; }, Frame);
    view = await render(<Page params={{}} route={route} />);
    expect(view.container.querySelector('.cab-page > h1')?.textContent).toBe('Мои донации');
    expect(view.container.querySelector('.cab-page .ui-skeletons')).not.toBeNull();
    await act(async () => { loaded(); await ready; });
    expect(view.container.querySelectorAll('h1')).toHaveLength(1);
    expect(view.container.querySelector('.cab-page > p')?.textContent).toBe('Список');
  });

  it('makes no element until the page renders: a section\'s page table is built while its chunk loads', () => {
    const before = made.count;
    lazyPage(() => new Promise(() => {}));
    lazyPage(() => new Promise(() => {}), Frame);
    expect(made.count).toBe(before);
  });

  it('without one: the skeleton alone, as before', async () => {
    const Page = lazyPage(() => new Promise(() => {}));
    view = await render(<Page params={{}} route={route} />);
    expect(view.container.querySelector('h1')).toBeNull();
    expect(view.container.querySelector('.ui-skeletons')).not.toBeNull();
  });
});

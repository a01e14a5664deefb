// The kit's lazyPage with a page's frame (docs/ARCHITECTURE.md «A section page's first paint»):
// while the chunk loads, the skeleton shows under the page's own title, the one the host's first
// paint drew; the loaded page then brings the same title.
// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, type ReactNode } from 'react';
import { render } from '../testing/render.ts';
import { routeById } from '../routes.ts';
import { lazyPage } from './lazy-page.tsx';

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

  it('without one: the skeleton alone, as before', async () => {
    const Page = lazyPage(() => new Promise(() => {}));
    view = await render(<Page params={{}} route={route} />);
    expect(view.container.querySelector('h1')).toBeNull();
    expect(view.container.querySelector('.ui-skeletons')).not.toBeNull();
  });
});

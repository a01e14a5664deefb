// @vitest-environment happy-dom
// spec §9 Link prefetch margin 200px: the kit's Link announces its page through one shared
// IntersectionObserver (a fake here, driven by hand).
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link } from './link.tsx';
import { PREFETCH_EVENT, resetPrefetchObserver, type PrefetchDetail } from '../link-prefetch.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

class FakeObserver {
  static last: FakeObserver | null = null;
  observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback, readonly options: IntersectionObserverInit = {}) {
    FakeObserver.last = this;
  }
  observe(el: Element) { this.observed.add(el); }
  unobserve(el: Element) { this.observed.delete(el); }
  disconnect() { this.observed.clear(); }
  /** The browser reports `el` within the margin. */
  near(el: Element) {
    this.callback([{ target: el, isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

let container: HTMLDivElement;
let root: ReturnType<typeof createRoot>;
const announced: string[] = [];
const onPrefetch = (e: Event) => announced.push((e as CustomEvent<PrefetchDetail>).detail.href);

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  resetPrefetchObserver();
  announced.length = 0;
  window.addEventListener(PREFETCH_EVENT, onPrefetch);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  window.removeEventListener(PREFETCH_EVENT, onPrefetch);
  vi.unstubAllGlobals();
});

describe('Link prefetch (spec §9)', () => {
  it('watches in-app links with a 200px margin and announces each once when near', async () => {
    await act(async () => root.render(<nav><Link href="/top/">Топ</Link><Link href="/bloodstations/">Где сдать</Link></nav>));
    const io = FakeObserver.last!;
    expect(io.options.rootMargin).toBe('200px');
    const [top, stations] = [...container.querySelectorAll('a')];
    expect(io.observed).toEqual(new Set([top, stations]));
    io.near(top!);
    expect(announced).toEqual(['/top/']);
    expect(io.observed.has(top!)).toBe(false); // once per link
    io.near(stations!);
    expect(announced).toEqual(['/top/', '/bloodstations/']);
  });

  it('leaves external, new-tab, anchor and opted-out links alone, and stops watching on unmount', async () => {
    await act(async () => root.render(
      <div>
        <Link href="https://journal.example/">Журнал</Link>
        <Link href="/top/" target="_blank">Топ</Link>
        <Link href="#main">К началу</Link>
        <Link href="/donate/" prefetch={false}>Помочь</Link>
        <Link href="/helpme/">Найти донора</Link>
      </div>,
    ));
    const io = FakeObserver.last!;
    expect([...io.observed].map((a) => a.getAttribute('href'))).toEqual(['/helpme/']);
    await act(async () => root.render(<div />));
    expect(io.observed.size).toBe(0);
  });

  it('still hands the element to a ref the caller passed', async () => {
    const ref = { current: null as HTMLAnchorElement | null };
    await act(async () => root.render(<Link href="/how/" ref={ref}>Как</Link>));
    expect(ref.current?.getAttribute('href')).toBe('/how/');
  });
});

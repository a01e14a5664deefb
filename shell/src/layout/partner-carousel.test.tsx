// @vitest-environment happy-dom
// The footer's partner carousel (spec §2 Footer): it turns by itself only while it is on screen
// and not paused (WCAG 2.2.2), one badge every ROTATE_MS.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, render } from '@donor/shared/testing/render';
import { PARTNERS } from '../../common/external-links.ts';
import { PartnerCarousel, ROTATE_MS, watchOnScreen } from './partner-carousel.tsx';

/** An IntersectionObserver the test drives: `report(true)` puts the element on screen. */
function fakeObserver() {
  const state = { observed: [] as Element[], disconnected: false, report: (_on: boolean) => {} };
  class Observer {
    constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
      state.report = (on) => callback([{ isIntersecting: !on }, { isIntersecting: on }]); // the last entry counts
    }
    observe(el: Element) { state.observed.push(el); }
    disconnect() { state.disconnected = true; }
  }
  return { Observer: Observer as unknown as typeof IntersectionObserver, state };
}

describe('watchOnScreen', () => {
  it('reports each change the observer sees, by its latest entry, until stopped', () => {
    const { Observer, state } = fakeObserver();
    const seen: boolean[] = [];
    const el = document.createElement('section');
    const stop = watchOnScreen(el, (on) => seen.push(on), Observer);
    expect(state.observed).toEqual([el]);
    state.report(false);
    state.report(true);
    expect(seen).toEqual([false, true]);
    stop();
    expect(state.disconnected).toBe(true);
  });

  it('counts the element as on screen where the browser has no IntersectionObserver', () => {
    const seen: boolean[] = [];
    watchOnScreen(document.createElement('section'), (on) => seen.push(on), null);
    expect(seen).toEqual([true]);
  });
});

describe('PartnerCarousel', () => {
  afterEach(() => vi.useRealTimers());

  const firstBadge = (container: HTMLElement) => container.querySelector('.lay-partners__badge')!.textContent;

  it('turns one badge every ROTATE_MS and stops when paused', async () => {
    vi.useFakeTimers();
    const { container, unmount } = await render(<PartnerCarousel partners={PARTNERS} />);
    expect(firstBadge(container)).toContain(PARTNERS[0]!.label);
    await act(async () => { vi.advanceTimersByTime(ROTATE_MS); });
    expect(firstBadge(container)).toContain(PARTNERS[1]!.label);
    await click(container.querySelector('.lay-partners__pause'));
    await act(async () => { vi.advanceTimersByTime(ROTATE_MS * 3); });
    expect(firstBadge(container)).toContain(PARTNERS[1]!.label);
    await unmount();
  });
});

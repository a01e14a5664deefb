// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, isExternalHref, shouldHandleClick, withNoopener } from './link.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const plain = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, defaultPrevented: false };

describe('shouldHandleClick', () => {
  it('takes plain left clicks on same-origin links', () => {
    expect(shouldHandleClick(plain, '/how/')).toBe(true);
    expect(shouldHandleClick(plain, `${window.location.origin}/top/?year=1`)).toBe(true);
  });
  it('leaves modifier keys, other buttons, new tabs, downloads and anchors to the browser', () => {
    for (const mod of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) expect(shouldHandleClick({ ...plain, [mod]: true }, '/how/')).toBe(false);
    expect(shouldHandleClick({ ...plain, button: 1 }, '/how/')).toBe(false);
    expect(shouldHandleClick(plain, '/how/', '_blank')).toBe(false);
    expect(shouldHandleClick(plain, '/file.pdf', undefined, '')).toBe(false);
    expect(shouldHandleClick(plain, '#main')).toBe(false);
    expect(shouldHandleClick({ ...plain, defaultPrevented: true }, '/how/')).toBe(false);
  });
  it('never takes external or non-http links', () => {
    expect(shouldHandleClick(plain, 'https://journal.example/')).toBe(false);
    expect(shouldHandleClick(plain, 'mailto:help@example.org')).toBe(false);
  });
});

describe('isExternalHref / withNoopener', () => {
  it('compares origins', () => {
    expect(isExternalHref('/x', 'https://a.example/y')).toBe(false);
    expect(isExternalHref('https://b.example/x', 'https://a.example/y')).toBe(true);
    expect(isExternalHref('tel:+70000000000', 'https://a.example/')).toBe(true);
  });
  it('adds noopener noreferrer once', () => {
    expect(withNoopener(undefined)).toBe('noopener noreferrer');
    expect(withNoopener('license noopener')).toBe('license noopener noreferrer');
  });
});

describe('<Link>', () => {
  let container: HTMLDivElement;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => container.remove());

  async function renderLink(node: ReactNode) {
    const root = createRoot(container);
    await act(async () => root.render(node));
    return container.querySelector('a')!;
  }

  it('navigates with pushState on a plain click', async () => {
    const push = vi.spyOn(window.history, 'pushState');
    const a = await renderLink(<Link href="/how/">Как стать донором</Link>);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    await act(async () => { a.dispatchEvent(event); });
    expect(push).toHaveBeenCalledWith(null, '', '/how/');
    expect(event.defaultPrevented).toBe(true);
    expect(window.location.pathname).toBe('/how/');
    push.mockRestore();
  });

  it('lets ctrl+click open a new tab natively', async () => {
    const push = vi.spyOn(window.history, 'pushState');
    const a = await renderLink(<Link href="/how/">x</Link>);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    await act(async () => { a.dispatchEvent(event); });
    expect(push).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
    push.mockRestore();
  });

  it('renders target=_blank links with rel="noopener noreferrer" and does not intercept them', async () => {
    const a = await renderLink(<Link href="https://journal.example/" target="_blank">Журнал</Link>);
    expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    expect(a.getAttribute('href')).toBe('https://journal.example/');
  });
});

describe('navigate', () => {
  it('tells URL readers at once (before single-spa delivers popstate) and can replace', async () => {
    const { navigate } = await import('./link.tsx');
    const { LOCATION_EVENT } = await import('./use-location.ts');
    const seen: string[] = [];
    const listener = () => seen.push(window.location.pathname + window.location.search);
    window.addEventListener(LOCATION_EVENT, listener);
    const length = window.history.length;
    navigate('/bloodstations/?group=o');
    navigate('/bloodstations/?group=o&rh=minus', { replace: true });
    window.removeEventListener(LOCATION_EVENT, listener);
    expect(seen).toEqual(['/bloodstations/?group=o', '/bloodstations/?group=o&rh=minus']);
    expect(window.history.length).toBe(length + 1);
  });
});

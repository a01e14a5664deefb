// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenWindow } from './window-events.ts';

afterEach(() => vi.unstubAllGlobals());

describe('listenWindow', () => {
  it('hears the window until unlistened', () => {
    const heard = vi.fn();
    const off = listenWindow(['online', 'offline'], heard);
    window.dispatchEvent(new Event('offline'));
    off?.();
    window.dispatchEvent(new Event('online'));
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('unlistens quietly once the window is gone (a torn-down test DOM)', () => {
    const off = listenWindow(['online'], () => {});
    vi.stubGlobal('window', undefined);
    expect(() => off?.()).not.toThrow();
    expect(listenWindow(['online'], () => {})).toBeUndefined();
  });
});

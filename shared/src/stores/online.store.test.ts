// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $online, isOffline, whenOnline } from './online.store.ts';

let onLine = true;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => onLine });
const go = (online: boolean) => {
  onLine = online;
  window.dispatchEvent(new window.Event(online ? 'online' : 'offline'));
};
afterEach(() => go(true));

describe('$online', () => {
  it('follows navigator.onLine through the online and offline events while listened', () => {
    const seen: boolean[] = [];
    const stop = $online.subscribe((v) => seen.push(v));
    go(false);
    go(true);
    stop();
    expect(seen).toEqual([true, false, true]);
  });

  it('isOffline reads the navigator on the spot', () => {
    onLine = false;
    expect(isOffline()).toBe(true);
    onLine = true;
    expect(isOffline()).toBe(false);
  });

  it('whenOnline runs once on the next return of the network, and can be cancelled', () => {
    go(false);
    const run = vi.fn();
    whenOnline(run);
    expect(run).not.toHaveBeenCalled();
    go(true);
    go(false);
    go(true);
    expect(run).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    go(false);
    whenOnline(cancelled)();
    go(true);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('whenOnline with alsoNow runs at once when online already', () => {
    const run = vi.fn();
    whenOnline(run, { alsoNow: true });
    expect(run).toHaveBeenCalledTimes(1);
    go(false);
    go(true);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

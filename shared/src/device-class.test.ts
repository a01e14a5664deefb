import { describe, expect, it } from 'vitest';
import { createDeviceClassStore, deviceClass } from './device-class.ts';

describe('deviceClass (spec §4: 768 / 1200 / 1440 / 1920)', () => {
  it.each([
    [0, 'Mobile'], [767, 'Mobile'], [768, 'Tablet'], [1199, 'Tablet'], [1200, 'Laptop'],
    [1439, 'Laptop'], [1440, 'Desktop'], [1919, 'Desktop'], [1920, 'Large'], [3840, 'Large'],
  ] as const)('%i px → %s', (width, expected) => {
    expect(deviceClass(width)).toBe(expected);
  });
});

/** A fake window whose width can change: each (min-width) list fires 'change' when crossed. */
function fakeWindow(initial: number) {
  let width = initial;
  const lists: { px: number; matches: boolean; listeners: Set<() => void> }[] = [];
  return {
    matchMedia(query: string) {
      const px = Number(/min-width: (\d+)px/.exec(query)![1]);
      const list = { px, matches: width >= px, listeners: new Set<() => void>(), addEventListener: (_: string, f: () => void) => list.listeners.add(f), removeEventListener: (_: string, f: () => void) => list.listeners.delete(f) };
      lists.push(list);
      return list as unknown as MediaQueryList;
    },
    resize(to: number) {
      width = to;
      // As in a browser, every list already answers for the new width when the events fire.
      const changed = lists.filter((l) => (width >= l.px) !== l.matches);
      for (const l of changed) l.matches = width >= l.px;
      for (const l of changed) for (const f of l.listeners) f();
    },
    listeners: () => lists.reduce((n, l) => n + l.listeners.size, 0),
  };
}

describe('createDeviceClassStore', () => {
  it('follows matchMedia while subscribed and lets go after', () => {
    const win = fakeWindow(1300);
    const $c = createDeviceClassStore(win);
    const seen: string[] = [];
    const off = $c.subscribe((v) => seen.push(v));
    expect($c.get()).toBe('Laptop');
    win.resize(500);
    win.resize(2000);
    win.resize(1500);
    expect(seen).toEqual(['Laptop', 'Mobile', 'Large', 'Desktop']);
    off();
    // nanostores unmounts a store a little after its last listener leaves
    return new Promise<void>((done) => setTimeout(() => { expect(win.listeners()).toBe(0); done(); }, 1100));
  });
  it('stays at the fallback without a window (server render)', () => {
    const $c = createDeviceClassStore(undefined);
    expect($c.get()).toBe('Mobile');
  });
});

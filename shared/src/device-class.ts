// spec §4 Mobile: "Device types: under 768 Mobile, up to 1199 Tablet, up to 1439 Laptop, up to
// 1919 Desktop, else Large" (spec §9 Device breakpoints: 768, 1200, 1440, 1920). One definition
// for every section: `deviceClass(width)` for code that already has a width, `$deviceClass` for
// components (import '@donor/shared/device-class'). The store listens to matchMedia at the four
// breakpoints — it changes only when a breakpoint is crossed, never on every resize event — and
// only while someone is subscribed (nanostores onMount), so a page that never asks pays nothing.
import { atom, onMount, type ReadableAtom } from 'nanostores';

export type DeviceClass = 'Mobile' | 'Tablet' | 'Laptop' | 'Desktop' | 'Large';

/** Lower bounds of Tablet, Laptop, Desktop and Large, in CSS px (spec §9). */
export const DEVICE_BREAKPOINTS = [768, 1200, 1440, 1920] as const;
const CLASSES: readonly DeviceClass[] = ['Mobile', 'Tablet', 'Laptop', 'Desktop', 'Large'];

/** The device class of a viewport `width` CSS px wide. */
export function deviceClass(width: number): DeviceClass {
  let i = 0;
  while (i < DEVICE_BREAKPOINTS.length && width >= DEVICE_BREAKPOINTS[i]!) i += 1;
  return CLASSES[i]!;
}

type MatchMedia = (query: string) => Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>;

/**
 * A store of the current device class. `win` is injectable for tests; without a window (the
 * host's server render) it stays at `fallback` — Mobile, the first paint the spec designs for.
 */
export function createDeviceClassStore(win: { matchMedia?: MatchMedia } | undefined = globalThis.window, fallback: DeviceClass = 'Mobile'): ReadableAtom<DeviceClass> {
  const $class = atom<DeviceClass>(fallback);
  onMount($class, () => {
    const mm = win?.matchMedia;
    if (typeof mm !== 'function') return undefined;
    const lists = DEVICE_BREAKPOINTS.map((px) => mm.call(win, `(min-width: ${px}px)`));
    // The class is the number of breakpoints the viewport reaches (they are nested).
    const read = () => $class.set(CLASSES[lists.filter((l) => l.matches).length]!);
    read();
    for (const l of lists) l.addEventListener('change', read);
    return () => { for (const l of lists) l.removeEventListener('change', read); };
  });
  return $class;
}

/** The page's device class (spec §4), shared by the shell and every section. */
export const $deviceClass = createDeviceClassStore();

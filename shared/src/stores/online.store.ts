// Is the device online? (docs/ARCHITECTURE.md §2.5 «Offline»): `navigator.onLine` kept current by
// the window's 'online' and 'offline' events. The kit's states, the booking model and the forms
// read it to name a missing network as such and to send an unsent write again once it is back;
// the shell's banner shows it. Each bundle that imports it gets its own copy of this atom, which
// is fine: every copy reads the same navigator and the same events.
// `navigator.onLine === false` is reliable (no network at all); `true` only means «maybe»: a
// write still fails on its own and says so.
import { atom, onMount, type ReadableAtom } from 'nanostores';

const now = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;

const $state = atom<boolean>(now());

onMount($state, () => {
  const update = () => $state.set(now());
  update();
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  return () => {
    // nanostores unmounts a second after the last listener leaves: in a test, `window` may be
    // gone by then (the file's DOM torn down) together with its listeners.
    if (typeof window === 'undefined') return;
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
});

/** true while the device has a network (a listener keeps it current). */
export const $online: ReadableAtom<boolean> = $state;

/** Not online right now (read on the spot, with or without listeners). */
export const isOffline = (): boolean => !now();

/**
 * Calls `run` once, the next time the device comes online (at once if it is online now and
 * `alsoNow`); returns the cancel. A write waiting to be sent again and a section that could not
 * load wait this way.
 */
export function whenOnline(run: () => void, { alsoNow = false } = {}): () => void {
  let first = true;
  let stop: (() => void) | null = null;
  let done = false;
  stop = $state.subscribe((online) => {
    const initial = first;
    first = false;
    if (!online || done || (initial && !alsoNow)) return;
    done = true;
    queueMicrotask(() => stop?.());
    run();
  });
  if (done) stop();
  return () => { done = true; stop?.(); };
}

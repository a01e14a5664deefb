// spec §4 "Tracking parameters" and spec §3: the five utm_* are kept in session storage.
import { map } from 'nanostores';
import { UTM_KEYS, type StorageLike, type UtmState, type UtmStore } from './types.ts';

export interface UtmStoreDeps {
  /** sessionStorage; each utm_* is kept under its own name. */
  session: StorageLike;
}

function read(session: StorageLike): UtmState {
  const state: UtmState = {};
  for (const key of UTM_KEYS) {
    try {
      const value = session.getItem(key);
      if (value) state[key] = value;
    } catch {
      /* storage disabled: nothing saved */
    }
  }
  return state;
}

function fromUrl(url: URL): UtmState {
  const state: UtmState = {};
  for (const key of UTM_KEYS) {
    const value = url.searchParams.get(key);
    if (value) state[key] = value;
  }
  return state;
}

/**
 * Timing is the shell's job: it calls sync(new URL(location.href)) on load and 50 ms after each
 * route change (spec §4, §9 "Tracking script delay"), and when a URL comes back it calls
 * history.replaceState(history.state, '', url) — no navigation.
 */
export function createUtmStore(deps: UtmStoreDeps): UtmStore {
  const $utm = map<UtmState>(read(deps.session));

  function save(state: UtmState): void {
    for (const key of UTM_KEYS) {
      try {
        const value = state[key];
        if (value) deps.session.setItem(key, value);
        else deps.session.removeItem(key);
      } catch {
        /* storage disabled: the in-memory copy still works for this page */
      }
    }
    $utm.set(state);
  }

  function sync(url: URL): URL | null {
    const carried = fromUrl(url);
    if (Object.keys(carried).length > 0) {
      // A URL with any utm_* is a new campaign visit: its set replaces the saved one whole,
      // so parameters of two campaigns never mix.
      save(carried);
      return null;
    }
    const saved = $utm.get();
    const keys = UTM_KEYS.filter((key) => saved[key]);
    if (keys.length === 0) return null;
    const next = new URL(url.href);
    for (const key of keys) next.searchParams.set(key, saved[key]!);
    return next;
  }

  return { $utm, sync };
}

// Current pathname + search as React state. The shell's mounter patches history.pushState/replaceState
// and fires `popstate` plus `single-spa:routing-event`, so these two events cover every
// navigation (Link, back/forward, other apps). Import relatively inside shared; other packages
// get it through `@donor/shared/ui/link` (re-exported there: ui/*.ts is not a package export).
import { useSyncExternalStore } from 'react';

/**
 * Fired by `navigate()` right after it changes the URL. single-spa delivers `popstate` to apps
 * only after its reroute has finished (which may wait for another app to load), so a controlled
 * input driven by the URL would snap back meanwhile; this event updates the URL state at once.
 */
export const LOCATION_EVENT = 'donor:location';

const EVENTS = ['popstate', 'single-spa:routing-event', LOCATION_EVENT] as const;

function subscribe(onChange: () => void): () => void {
  for (const name of EVENTS) window.addEventListener(name, onChange);
  return () => {
    for (const name of EVENTS) window.removeEventListener(name, onChange);
  };
}

export function currentLocation(): string {
  return window.location.pathname + window.location.search;
}

export function useLocation(): string {
  return useSyncExternalStore(subscribe, currentLocation, () => '/');
}

/** Only the pathname part of `useLocation()`. */
export function usePathname(): string {
  const location = useLocation();
  const q = location.indexOf('?');
  return q === -1 ? location : location.slice(0, q);
}

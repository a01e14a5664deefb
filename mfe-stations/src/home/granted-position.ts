// The visitor's position for the home page's order of stations (docs/home.md «Где нужна кровь»),
// only when they have already allowed it (the station finder's «рядом со мной»): the home page
// never asks — a permission prompt on arrival is a nuisance, and the city already narrows the
// list. Without the Permissions API, or not granted: null, and the order goes without distance.
import { useEffect, useState } from 'react';
import type { LatLng } from './need-order.ts';

export function useGrantedPosition(): LatLng | null {
  const [at, setAt] = useState<LatLng | null>(null);
  useEffect(() => {
    let live = true;
    const perms = typeof navigator !== 'undefined' ? navigator.permissions : undefined;
    if (!perms?.query || !navigator.geolocation) return;
    perms.query({ name: 'geolocation' }).then((status) => {
      if (!live || status.state !== 'granted') return;
      navigator.geolocation.getCurrentPosition(
        (p) => { if (live) setAt({ lat: p.coords.latitude, lng: p.coords.longitude }); },
        () => {},
        { maximumAge: 10 * 60_000, timeout: 10_000 },
      );
    }, () => {});
    return () => { live = false; };
  }, []);
  return at;
}

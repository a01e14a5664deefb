// Viewport handling of the map (the map asks the API only for what is in view): a viewport
// becomes the map/?bbox1=lat,lng&bbox2=lat,lng query of spec §7; a padded area is fetched so
// small pans reuse the answer instead of asking again.

export interface Bounds { south: number; west: number; north: number; east: number }

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Grows the viewport by `ratio` of its size on every side, within the world's limits. */
export function padBounds(b: Bounds, ratio = 0.25): Bounds {
  const dLat = (b.north - b.south) * ratio;
  const dLng = (b.east - b.west) * ratio;
  return {
    south: clamp(b.south - dLat, -90, 90), north: clamp(b.north + dLat, -90, 90),
    west: clamp(b.west - dLng, -180, 180), east: clamp(b.east + dLng, -180, 180),
  };
}

export function containsBounds(outer: Bounds, inner: Bounds): boolean {
  return outer.south <= inner.south && outer.north >= inner.north && outer.west <= inner.west && outer.east >= inner.east;
}

const fixed = (v: number) => String(Math.round(v * 1e5) / 1e5);

/** South-west and north-east corners, 5 decimals (≈ 1 m), limited to valid coordinates. */
export function bboxQuery(b: Bounds): { bbox1: string; bbox2: string } {
  return {
    bbox1: `${fixed(clamp(b.south, -90, 90))},${fixed(clamp(b.west, -180, 180))}`,
    bbox2: `${fixed(clamp(b.north, -90, 90))},${fixed(clamp(b.east, -180, 180))}`,
  };
}

/** supercluster's [west, south, east, north]. */
export const toBBox = (b: Bounds): [number, number, number, number] => [b.west, b.south, b.east, b.north];

/** Whether a new viewport needs a new request: filters changed or it left the fetched area. */
export function needsFetch(fetched: { area: Bounds; key: string } | null, view: Bounds, key: string): boolean {
  return !fetched || fetched.key !== key || !containsBounds(fetched.area, view);
}

// spec §2 /bloodstations/{slug}: "the last character of the slug is cut off before it is
// stored as the selected station". Why: the original app read the route parameter WITH the
// trailing slash of its canonical URL (/bloodstations/moscow-1/ → 'moscow-1/'), so cutting the
// last character leaves the station's slug. We keep the rule exactly as written and feed it the
// same raw segment: rawStationSegment() always returns the segment with its trailing slash
// (station links are canonical with "/", links.ts), so both URL forms select the same station.

/** The rule of spec §2, as written: the last character is cut off. */
export function selectedStationSlug(rawSegment: string): string {
  return rawSegment.slice(0, -1);
}

/** '/bloodstations/moscow-1' or '/bloodstations/moscow-1/' → 'moscow-1/' (decoded); null if not a station path. */
export function rawStationSegment(pathname: string): string | null {
  const m = /^\/bloodstations\/([^/]+)\/?$/.exec(pathname);
  if (!m) return null;
  let segment: string;
  try { segment = decodeURIComponent(m[1]!); } catch { return null; }
  return `${segment}/`;
}

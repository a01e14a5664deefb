// spec §3 Selected city state: "header city taken from the x-city request header". A proxy in
// front of the host (geo-IP at the edge, a partner's gateway) may tell the host the visitor's
// city; when it does, that city comes first, before cookie, user and host prefix
// (shared/src/first-load-city.ts). The header speaks the host's own dialect: the host answers
// every page with `x-city: <encodeURIComponent(city title)>` (host-app.ts), so a proxy may echo
// that back, or send a city id. A client can send the header itself, but all it chooses is its
// own city, which the City cookie allows anyway.
import type { ApiFetch } from './session.ts';

const MAX_NAMES = 500;

/** Same city name, ignoring case and ё/е (proxies and geo databases spell «Королёв» both ways). */
export const matchesCityTitle = (title: string, name: string): boolean => {
  const norm = (s: string) => s.trim().toLocaleLowerCase('ru').replaceAll('ё', 'е');
  return norm(title) === norm(name);
};

/** The x-city header → a city id, or null (absent, unreadable, or a name no city has). */
export function createXCityResolver(apiFetch: ApiFetch): (raw: string | undefined) => Promise<string | null> {
  // Name → id, for the process's life (city names do not change between deploys), capped since
  // anyone can send any name.
  const byName = new Map<string, string | null>();
  return async (raw) => {
    const value = raw?.trim();
    if (!value) return null;
    if (/^\d+$/.test(value)) return value;
    let name: string;
    try { name = decodeURIComponent(value).trim(); } catch { return null; }
    if (!name || name.length > 100) return null;
    const key = name.toLocaleLowerCase('ru');
    if (byName.has(key)) return byName.get(key) ?? null;
    try {
      const res = await apiFetch(`/api/cities/?s=${encodeURIComponent(name)}`, { headers: { accept: 'application/json' } });
      if (!res.ok) return null;
      const body = (await res.json()) as { results?: { id: number; title: string }[] };
      const id = body.results?.find((c) => matchesCityTitle(c.title, name))?.id;
      if (byName.size >= MAX_NAMES) byName.clear();
      byName.set(key, id === undefined ? null : String(id));
      return id === undefined ? null : String(id);
    } catch {
      return null;
    }
  };
}

// City search of every city picker (spec §2 City picker, §3 City picker options, §5 "City search
// text is trimmed", §7 city list filtered by `s`, plus region=41 on the Tatar host): the shell's
// header picker and the kit's form field (ui/city-select.tsx) ask the same way. Plain module:
// no React, no zod; the shell's first load imports only what it uses.
import type { Api } from './api.ts';

/** A picker option: value = city id, label = its title (spec §3). */
export interface CityChoice {
  value: number;
  label: string;
}

interface CityRow {
  id: number;
  title: string;
}

/** GET /api/cities/?s=<trimmed>&page_size=20 (+ region=41 on the Tatar host, spec §2). */
export async function searchCities(api: Pick<Api, 'get'>, query: string, searchRegion: number | null, signal?: AbortSignal): Promise<CityChoice[]> {
  const s = query.trim();
  if (!s) return [];
  const data = await api.get<{ results: CityRow[] }>('/api/cities/', {
    query: { s, page_size: 20, ...(searchRegion ? { region: searchRegion } : {}) },
    ...(signal ? { signal } : {}),
  });
  return data.results.map((c) => ({ value: c.id, label: c.title }));
}

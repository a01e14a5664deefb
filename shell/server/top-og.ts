// Open Graph title of a shared /top/ link (spec §2 /top/: "share modal"; filters in the query
// string): a ranking posted in a messenger says which ranking it is — «Топ доноров за 2026 год:
// Казань, A(II) Rh+, плазма — Донор Рядом». The filter is read from the URL exactly as the section
// reads it (shared/src/top-request.ts); places are named from the API's public answers, cached
// (a shared link brings many crawlers at once) and asked within a budget, so a slow API gives a
// title without the names, never a slow page. page.ts escapes every value.
import type { TopFilter } from '@donor/shared/contract/top-rules';
import { NEED_LABEL } from '@donor/shared/contract/stations';
import { COMPONENT_LABEL } from '@donor/shared/eligibility/reasons';
import { cityKey } from '@donor/shared/first-screen';
import { keyOf } from '@donor/shared/endpoint';
import { listCountries, listRegions } from '@donor/shared/endpoints/cities';
import { getOrganization, getStation } from '@donor/shared/endpoints/stations';
import { parseTopSearch } from '@donor/shared/top-request';
import type { OgTags } from './og-tags.ts';
import type { ApiFetch } from './session.ts';

export const TOP_OG_TTL_MS = 10 * 60_000;
/** The names never hold the page longer than this (the first screen's budget is 1.5 s). */
export const TOP_OG_BUDGET_MS = 800;
const MAX_ENTRIES = 500;
const MAX_TITLE = 200;

export const TOP_OG_DESCRIPTION = 'Рейтинг доноров крови: кто чаще всех сдаёт кровь и её компоненты — в вашем городе, организации, с вашей группой крови.';

type Place = 'country' | 'region' | 'city' | 'blood_station_id' | 'organization_id';
export type PlaceNames = Partial<Record<Place, string>>;
const PLACES: readonly Place[] = ['city', 'region', 'country', 'blood_station_id', 'organization_id'];

/** Where a place's name is (the same public answers the section reads, place-labels.resource.ts). */
function nameRequest(place: Place, f: TopFilter): { key: string; id: number } | null {
  const id = f[place];
  if (id === null) return null;
  switch (place) {
    case 'country': return { key: keyOf(listCountries, null, { page_size: 100 }), id };
    case 'region': return { key: keyOf(listRegions, null, { country: f.country, page_size: 100 }), id };
    case 'city': return { key: cityKey(id), id };
    case 'blood_station_id': return { key: keyOf(getStation, { id }), id };
    case 'organization_id': return { key: keyOf(getOrganization, { id }), id };
  }
}

interface Named { id?: unknown; title?: unknown; name?: unknown; results?: unknown }
const nameOf = (row: Named | undefined): string | null =>
  typeof row?.title === 'string' ? row.title : typeof row?.name === 'string' ? row.name : null;
/** The name of `id` in an answer: a row of a list or the record itself. */
export function nameIn(body: unknown, id: number): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Named;
  if (Array.isArray(b.results)) return nameOf((b.results as Named[]).find((r) => r?.id === id));
  return b.id === id ? nameOf(b) : null;
}

/** The title: the period, then the filter in words, in the modal's order; null for the bare ranking. */
export function topOgTitle(f: TopFilter, names: PlaceNames, year: string, productName: string): string | null {
  const parts: string[] = [];
  for (const place of PLACES) if (f[place] !== null && names[place]) parts.push(names[place]!);
  if (f.blood_group.length > 0) parts.push(f.blood_group.map((g) => NEED_LABEL[g]).join(', '));
  if (f.kell !== 'any') parts.push(f.kell === 'positive' ? 'Kell+' : 'Kell−');
  if (f.age_start !== null && f.age_end !== null) parts.push(`${f.age_start}–${f.age_end} лет`);
  else if (f.age_start !== null) parts.push(`от ${f.age_start} лет`);
  else if (f.age_end !== null) parts.push(`до ${f.age_end} лет`);
  if (f.gender !== 'any') parts.push(f.gender === 'female' ? 'женщины' : 'мужчины');
  if (f.components.length > 0) parts.push(f.components.map((c) => COMPONENT_LABEL[c].toLowerCase()).join(', '));
  if (parts.length === 0 && !f.by_year) return null;
  const head = f.by_year ? `Топ доноров за ${year} год` : 'Топ доноров';
  let title = `${head}${parts.length > 0 ? `: ${parts.join(', ')}` : ''}`;
  if (title.length > MAX_TITLE) title = `${title.slice(0, MAX_TITLE - 1)}…`;
  return `${title} — ${productName}`;
}

const yearIn = (now: number) =>
  new Intl.DateTimeFormat('ru-RU', { year: 'numeric', timeZone: 'Europe/Moscow' }).formatToParts(new Date(now)).find((p) => p.type === 'year')?.value ?? '';

/** `(search) → tags or null` (null: the page's default tags), with its own small cache of answers. */
export function createTopOgResolver(apiFetch: ApiFetch, productName: string, now: () => number = Date.now) {
  const cache = new Map<string, { at: number; body: unknown }>();

  async function answer(key: string): Promise<unknown> {
    const hit = cache.get(key);
    if (hit && now() - hit.at < TOP_OG_TTL_MS) return hit.body;
    try {
      const res = await apiFetch(key, { headers: { accept: 'application/json' } });
      if (!res.ok && res.status !== 404) return null; // a failing API: ask again next time
      const body: unknown = res.ok ? await res.json() : null;
      if (cache.size >= MAX_ENTRIES) cache.clear();
      cache.set(key, { at: now(), body });
      return body;
    } catch {
      return null;
    }
  }

  return async function topOgFor(search: URLSearchParams): Promise<OgTags | null> {
    const { filter } = parseTopSearch(search);
    const names: PlaceNames = {};
    const asked = Promise.all(PLACES.map(async (place) => {
      const req = nameRequest(place, filter);
      if (!req) return;
      const name = nameIn(await answer(req.key), req.id);
      if (name) names[place] = name;
    }));
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([asked, new Promise<void>((resolve) => { timer = setTimeout(resolve, TOP_OG_BUDGET_MS); })]);
    clearTimeout(timer);
    const title = topOgTitle(filter, { ...names }, yearIn(now()), productName);
    return title ? { title, description: TOP_OG_DESCRIPTION, image: null } : null;
  };
}

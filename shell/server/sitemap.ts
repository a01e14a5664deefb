// GET /sitemap.xml (sitemaps.org 0.9): the pages a search engine should know — the information
// and list pages of the route table (public, indexable, without params) and, from the API's
// public lists, every open station, every upcoming event and every active fundraiser. Absolute
// URLs on the public origin only (PUBLIC_ORIGIN, never the Host header: docs/SECURITY.md). Kept
// for SITEMAP_TTL_MS (crawlers ask often; the lists change slowly); an API list that fails is
// left out of that answer and asked again next time.
import { ROUTES, pathTo } from '@donor/shared/routes';
import { keyOf } from '@donor/shared/endpoint';
import { listEvents } from '@donor/shared/endpoints/booking';
import { listCollects } from '@donor/shared/endpoints/donate';
import { listStations } from '@donor/shared/endpoints/stations';
import type { ApiFetch } from './session.ts';

export const SITEMAP_TTL_MS = 10 * 60_000;
/** The largest page the API gives (lib/http.ts MAX_PAGE_SIZE) and how many pages one list may take. */
const PAGE_SIZE = 100;
const MAX_PAGES = 50;
/** Route ids that are pages but not content: error screens. */
const NOT_CONTENT = new Set(['not-found', 'forbidden']);

/** The route table's pages a visitor can open without params or sign-in, and that are not noindex. */
export function staticPaths(): string[] {
  return ROUTES
    .filter((r) => r.guard === 'public' && !r.noindex && !NOT_CONTENT.has(r.id) && !/[:*]/.test(r.pattern))
    .map((r) => r.pattern);
}

interface Row { id?: unknown; slug?: unknown }

/** Every row of a paged list (follows `next` up to MAX_PAGES); null when a page failed. */
async function allRows(apiFetch: ApiFetch, firstKey: string): Promise<Row[] | null> {
  const rows: Row[] = [];
  let key: string | null = firstKey;
  for (let n = 0; key && n < MAX_PAGES; n++) {
    try {
      const res = await apiFetch(key, { headers: { accept: 'application/json' } });
      if (!res.ok) return null;
      const body = (await res.json()) as { results?: Row[]; next?: string | null };
      rows.push(...(body.results ?? []));
      // `next` is absolute on the API's public origin; the host asks the API by path.
      key = body.next ? (() => { const u = new URL(body.next); return u.pathname + u.search; })() : null;
    } catch {
      return null;
    }
  }
  return rows;
}

const xmlEscape = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = [...new Set(paths)].map((p) => `<url><loc>${xmlEscape(new URL(p, origin).toString())}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** `(origin) → the sitemap's XML`, cached per origin. */
export function createSitemap(apiFetch: ApiFetch, now: () => number = Date.now) {
  let cached: { at: number; origin: string; xml: string } | null = null;
  return async function sitemap(origin: string): Promise<string> {
    if (cached && cached.origin === origin && now() - cached.at < SITEMAP_TTL_MS) return cached.xml;
    const [stations, events, collects] = await Promise.all([
      allRows(apiFetch, keyOf(listStations, null, { closed: 'false', page_size: PAGE_SIZE })),
      allRows(apiFetch, keyOf(listEvents, null, { by_date: 'future', page_size: PAGE_SIZE })),
      allRows(apiFetch, keyOf(listCollects, null, { only_is_active: 1, page_size: PAGE_SIZE })),
    ]);
    const str = (v: unknown) => (typeof v === 'string' && v ? v : typeof v === 'number' ? String(v) : null);
    const paths = [
      ...staticPaths(),
      // Station pages are canonical with their trailing slash (mfe-stations/src/links.ts).
      ...(stations ?? []).flatMap((s) => (str(s.slug) ? [`${pathTo('station', { slug: str(s.slug)! })}/`] : [])),
      ...(events ?? []).flatMap((e) => (str(e.id) ? [pathTo('event', { id: str(e.id)! })] : [])),
      ...(collects ?? []).flatMap((c) => (str(c.slug) ? [pathTo('fundraiser', { slug: str(c.slug)! })] : [])),
    ];
    const xml = sitemapXml(origin, paths);
    // A failed list is not kept: the next crawler gets a whole sitemap.
    if (stations && events && collects) cached = { at: now(), origin, xml };
    return xml;
  };
}

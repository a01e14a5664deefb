// Open Graph tags of pages whose link is shared (spec §2 "Page head: … sharing metadata"): a
// /recipient/{id} link posted in a messenger shows the patient's request — who, which blood, where,
// until when, with the photo; a station, an event, a fundraiser and an organization show their own
// title, a sentence about them and a card drawn from them (achievement-card.ts `pageCardSvg`,
// served as /og/page/{kind}/{key}.png, `pageCardPath`). Built from the API's PUBLIC answer (asked without the visitor's
// token: the last name is an initial, no birth date; docs/helpme.md), cached briefly because a
// shared link brings many crawlers and people at once. page.ts escapes every value.
import { eventKey, recipientIdOf, recipientKey, stationKey } from '@donor/shared/first-screen';
import type { RecipientNeed } from '@donor/shared/contract/helpme';
import { NEED_LABEL, type Event, type Organization, type StationDetail } from '@donor/shared/contract/stations';
import type { Collect } from '@donor/shared/contract/catalog';
import { BLOOD_NEED_KEYS } from '@donor/shared/contract/common';
import { keyOf } from '@donor/shared/endpoint';
import { getCollect } from '@donor/shared/endpoints/donate';
import { getOrganization } from '@donor/shared/endpoints/stations';
import { COMPONENT_GENITIVE } from '@donor/shared/eligibility/reasons';
import type { ApiFetch } from './session.ts';
import { achievementCardPath, findStage, type PageCard } from './achievement-card.ts';

export interface OgTags {
  title: string;
  description: string;
  /** Path or absolute URL of the picture; page.ts makes it absolute from the page's origin. */
  image: string | null;
}

/** Seconds a need's tags are reused: a closed request shows as closed within this. */
export const OG_TTL_MS = 60_000;
const MAX_ENTRIES = 1_000;
/** Messengers cut longer descriptions anyway. */
const MAX_DESCRIPTION = 300;

const dayMonth = new Intl.DateTimeFormat('ru', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/** The request in a sentence or two (plain text; escaping is page.ts's). */
export function recipientOg(need: RecipientNeed): OgTags {
  const component = COMPONENT_GENITIVE[need.blood_class as keyof typeof COMPONENT_GENITIVE] ?? 'крови';
  const title = `${need.title}: нужны доноры ${component}`;
  const types = need.requested_blood_type.map((t) => NEED_LABEL[t]).join(', ');
  const place = [need.blood_station?.title, need.city?.title].filter(Boolean).join(', ');
  const when = need.status === 'search_in_progress'
    ? `До ${dayMonth.format(new Date(`${need.last_date}T00:00:00Z`))}, записались ${need.joined_count} из ${need.required_donors_count}.`
    : 'Поиск доноров завершён.';
  const parts = [types ? `Группа крови: ${types}.` : '', place ? `${place}.` : '', when];
  let description = parts.filter(Boolean).join(' ');
  if (description.length > MAX_DESCRIPTION) description = `${description.slice(0, MAX_DESCRIPTION - 1)}…`;
  return { title, description, image: need.image };
}

/**
 * /achievements/?type=&stage= (a donor's shared award): the stage's title and its share card
 * (achievement-card.ts); an unknown type or stage gives the page's default tags.
 */
export function achievementOg(search: URLSearchParams): OgTags | null {
  const found = findStage(search.get('type') ?? '', search.get('stage') ?? '');
  if (!found) return null;
  return {
    title: `Достижение «${found.st.title}»`,
    description: `${found.def.title}: ${found.def.description}.`,
    image: achievementCardPath(found.def.type, found.st.stage),
  };
}

// ---------------------------------------------------------------- station, event, fundraiser, organization

/** The shared pages that have a card of their own, by their route id. */
export const PAGE_KINDS = { station: 'station', event: 'event', fundraiser: 'fundraiser', organization: 'organization' } as const;
export type PageKind = (typeof PAGE_KINDS)[keyof typeof PAGE_KINDS];
const isPageKind = (v: string): v is PageKind => Object.values(PAGE_KINDS).includes(v as PageKind);
/** A slug or an id as it may appear in a card's path (nothing else reaches the API or the picture). */
const KEY_SHAPE = /^[A-Za-z0-9-]{1,80}$/;

/** The card of a shared page: /og/page/{kind}/{key}.png. */
export const pageCardPath = (kind: PageKind, key: string) => `/og/page/${kind}/${key}.png`;

const cut = (text: string): string => (text.length > MAX_DESCRIPTION ? `${text.slice(0, MAX_DESCRIPTION - 1)}…` : text);
const firstLine = (text: string): string => text.replace(/\s+/g, ' ').trim();
const dayMonthYear = new Intl.DateTimeFormat('ru', { day: 'numeric', month: 'long', timeZone: 'Europe/Moscow' });
const rub = new Intl.NumberFormat('ru', { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 });

/** The public answer's API request of a page (null: a key that cannot be one). */
function pageRequest(kind: PageKind, key: string): string | null {
  if (!KEY_SHAPE.test(key)) return null;
  if (kind === 'station') return stationKey(key);
  if (kind === 'fundraiser') return keyOf(getCollect, { id: key });
  const id = recipientIdOf(key);
  if (id === null) return null;
  return kind === 'event' ? eventKey(id) : keyOf(getOrganization, { id });
}

/** Title, description and card text of a page from its public answer (null: not the expected shape). */
export function pageOg(kind: PageKind, key: string, body: unknown): { tags: OgTags; card: PageCard } | null {
  if (typeof body !== 'object' || body === null) return null;
  const image = pageCardPath(kind, key);
  if (kind === 'station') {
    const s = body as Partial<StationDetail>;
    if (typeof s.title !== 'string') return null;
    const needed = s.blood_needs ? BLOOD_NEED_KEYS.filter((k) => k !== 'kell' && s.blood_needs![k] === 'need').map((k) => NEED_LABEL[k]) : [];
    const place = [s.address, s.city?.title].filter(Boolean).join(', ');
    const need = needed.length > 0 ? `Нужна кровь: ${needed.join(', ')}.` : 'Адрес, часы работы и запись на донацию.';
    return { tags: { title: s.title, description: cut([place ? `${place}.` : '', need].filter(Boolean).join(' ')), image }, card: { kicker: 'Где сдать кровь', title: s.title, sub: needed.length > 0 ? `Нужна кровь: ${needed.join(', ')}` : place } };
  }
  if (kind === 'event') {
    const e = body as Partial<Event>;
    if (typeof e.title !== 'string' || typeof e.start_date !== 'string') return null;
    const start = dayMonthYear.format(new Date(e.start_date));
    const end = typeof e.end_date === 'string' ? dayMonthYear.format(new Date(e.end_date)) : start;
    const when = start === end ? start : `${start} — ${end}`;
    const where = [e.blood_station?.title ?? e.address, e.city?.title].filter(Boolean).join(', ');
    const lead = e.cancelled_at ? 'Акция отменена.' : `${when}${where ? `, ${where}` : ''}.`;
    return { tags: { title: e.title, description: cut([lead, firstLine(e.description ?? '')].filter(Boolean).join(' ')), image }, card: { kicker: 'Донорская акция', title: e.title, sub: e.cancelled_at ? 'Акция отменена' : when } };
  }
  if (kind === 'fundraiser') {
    const f = body as Partial<Collect>;
    if (typeof f.title !== 'string' || typeof f.goal !== 'number' || typeof f.collected !== 'number') return null;
    const progress = `Собрано ${rub.format(f.collected)} из ${rub.format(f.goal)}`;
    return { tags: { title: f.title, description: cut(`${progress}. ${firstLine(f.description ?? '')}`.trim()), image }, card: { kicker: 'Сбор проекта', title: f.title, sub: progress } };
  }
  const o = body as Partial<Organization>;
  if (typeof o.name !== 'string') return null;
  const members = typeof o.members_count === 'number' ? `Участников: ${o.members_count}` : '';
  const about = [members, o.city?.title].filter(Boolean).join(', ');
  return { tags: { title: o.name, description: cut(`Организация доноров${about ? `: ${about}` : ''}. Акции и просьбы о помощи, в которых можно участвовать вместе.`), image }, card: { kicker: 'Организация доноров', title: o.name, sub: about } };
}

/** route id + params → the page's kind and key, or null for another page. */
function pageOf(routeId: string | undefined, params: Readonly<Record<string, string>>): { kind: PageKind; key: string } | null {
  if (routeId === 'station' && params.slug) return { kind: 'station', key: params.slug };
  if (routeId === 'fundraiser' && params.slug) return { kind: 'fundraiser', key: params.slug };
  if ((routeId === 'event' || routeId === 'organization') && params.id) return { kind: routeId, key: params.id };
  return null;
}

const isNeed = (v: unknown): v is RecipientNeed =>
  typeof v === 'object' && v !== null && typeof (v as RecipientNeed).title === 'string' && Array.isArray((v as RecipientNeed).requested_blood_type);

/**
 * `ogFor(routeId, params, search) → tags or null` and `cardFor(kind, key) → the card's text or
 * null`, with one small cache of public answers (a shared link brings many crawlers at once).
 */
export function createOgResolver(apiFetch: ApiFetch, now: () => number = Date.now) {
  const cache = new Map<string, { at: number; body: unknown }>();

  /** The public answer (no token), null for a 404; undefined when the API failed (not cached). */
  async function answer(key: string): Promise<unknown> {
    const hit = cache.get(key);
    if (hit && now() - hit.at < OG_TTL_MS) return hit.body;
    try {
      const res = await apiFetch(key, { headers: { accept: 'application/json' } });
      if (!res.ok && res.status !== 404) return undefined; // a failing API: the default tags, ask again next time
      const body: unknown = res.ok ? await res.json() : null;
      if (cache.size >= MAX_ENTRIES) cache.clear();
      cache.set(key, { at: now(), body });
      return body;
    } catch {
      return undefined;
    }
  }

  async function page(kind: PageKind, key: string): Promise<{ tags: OgTags; card: PageCard } | null> {
    const request = pageRequest(kind, key);
    return request ? pageOg(kind, key, await answer(request)) : null;
  }

  async function ogFor(routeId: string | undefined, params: Readonly<Record<string, string>>, search?: URLSearchParams): Promise<OgTags | null> {
    if (routeId === 'achievements') return search ? achievementOg(search) : null;
    const shared = pageOf(routeId, params);
    if (shared) return (await page(shared.kind, shared.key))?.tags ?? null;
    if (routeId !== 'recipient') return null;
    const id = recipientIdOf(params.id);
    if (id === null) return null;
    const body = await answer(recipientKey(id));
    return isNeed(body) ? recipientOg(body) : null;
  }

  /** The text of /og/page/{kind}/{key}.png (null: unknown kind or key, or no such page). */
  async function cardFor(kind: string, key: string): Promise<PageCard | null> {
    return isPageKind(kind) ? ((await page(kind, key))?.card ?? null) : null;
  }

  return Object.assign(ogFor, { cardFor });
}

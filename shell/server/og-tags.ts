// Open Graph tags of pages whose link is shared (spec §2 "Page head: … sharing metadata"): a
// /recipient/{id} link posted in a messenger shows the patient's request — who, which blood, where,
// until when, with the photo. Built from the API's PUBLIC answer (asked without the visitor's
// token: the last name is an initial, no birth date; docs/helpme.md), cached briefly because a
// shared link brings many crawlers and people at once. page.ts escapes every value.
import { recipientIdOf, recipientKey } from '@donor/shared/first-screen';
import type { RecipientNeed } from '@donor/shared/contract/helpme';
import { NEED_LABEL } from '@donor/shared/contract/stations';
import { COMPONENT_GENITIVE } from '@donor/shared/eligibility/reasons';
import type { ApiFetch } from './session.ts';
import { achievementCardPath, findStage } from './achievement-card.ts';

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

const isNeed = (v: unknown): v is RecipientNeed =>
  typeof v === 'object' && v !== null && typeof (v as RecipientNeed).title === 'string' && Array.isArray((v as RecipientNeed).requested_blood_type);

/** `(routeId, params) → tags or null`, with its own small cache. */
export function createOgResolver(apiFetch: ApiFetch, now: () => number = Date.now) {
  const cache = new Map<number, { at: number; tags: OgTags | null }>();
  return async function ogFor(routeId: string | undefined, params: Readonly<Record<string, string>>, search?: URLSearchParams): Promise<OgTags | null> {
    if (routeId === 'achievements') return search ? achievementOg(search) : null;
    if (routeId !== 'recipient') return null;
    const id = recipientIdOf(params.id);
    if (id === null) return null;
    const hit = cache.get(id);
    if (hit && now() - hit.at < OG_TTL_MS) return hit.tags;
    try {
      const res = await apiFetch(recipientKey(id), { headers: { accept: 'application/json' } });
      if (!res.ok && res.status !== 404) return null; // a failing API: the default tags, ask again next time
      const body: unknown = res.ok ? await res.json() : null;
      const tags = isNeed(body) ? recipientOg(body) : null;
      if (cache.size >= MAX_ENTRIES) cache.clear();
      cache.set(id, { at: now(), tags });
      return tags;
    } catch {
      return null;
    }
  };
}

// «Данные на 14:05» (docs/ARCHITECTURE.md §2.5 «Offline»): an answer the service worker gave from
// its cache carries the time it was stored (X-Cached-At, query.ts `$cachedAt`), so a donor at a
// station without a network sees their bookings or the stations and knows they are not live.
// Put it next to the content a fetcher store shows: `<CachedAt store={$bookings} />`.
import { atom, type ReadableAtom } from 'nanostores';
import { useStore } from '@nanostores/react';
import * as OFF from '../offline-messages.ts';
import { useSection } from './section-context.tsx';
import './states.css';

const time = (tz?: string) => new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit', ...(tz ? { timeZone: tz } : {}) });
const day = (tz?: string, year = false) =>
  new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', ...(year ? { year: 'numeric' } : {}), ...(tz ? { timeZone: tz } : {}) });
const dayKey = (d: Date, tz?: string) => new Intl.DateTimeFormat('en-CA', { ...(tz ? { timeZone: tz } : {}) }).format(d);

/** «Данные на 14:05» today, «Данные на 24 ноября, 14:05» another day (with the year in another year); null for a bad time. */
export function formatCachedAt(iso: string, now: Date = new Date(), timeZone?: string): string | null {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  const clock = time(timeZone).format(at);
  if (dayKey(at, timeZone) === dayKey(now, timeZone)) return OFF.cachedAt(clock);
  const otherYear = dayKey(at, timeZone).slice(0, 4) !== dayKey(now, timeZone).slice(0, 4);
  return OFF.cachedAt(`${day(timeZone, otherYear).format(at).replace(/\s*г\.$/, '')}, ${clock}`);
}

const NONE = atom<Readonly<Record<string, string>>>({});

/** The store's answer came from the service worker's cache: when it was stored. Renders nothing for a live answer. */
export function CachedAt({ store }: { store: ReadableAtom<unknown> & { readonly key?: string | undefined } }) {
  const { query } = useSection();
  useStore(store); // its key may change with its value
  const all = useStore(query.$cachedAt ?? NONE);
  const at = store.key ? all[store.key] : undefined;
  const text = at ? formatCachedAt(at) : null;
  if (!text) return null;
  return <p className="ui-cached-at">{text}</p>;
}

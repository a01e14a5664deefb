// What the share modal shares (spec §2 /top/ share modal): the link of the applied filter (page 1:
// places move, the filter is what the link keeps), a sentence naming the filter, and the plain
// share links of VK, Telegram and OK — links, not the networks' scripts (no third-party code on
// the page, docs/SECURITY.md CSP).
import type { TopFilter } from '@donor/shared/contract/top-rules';
import { interpolate } from '@donor/shared/i18n';
import { topHref } from '@donor/shared/top-request';
import { s } from '../top.strings.ts';
import { filterText } from '../filters/filter-chips.tsx';
import { setFilters } from '../filters/top-filters.store.ts';
import type { PlaceLabels } from '../filters/place-labels.resource.ts';

/** `everywhere`: the whole country, kept in the link (top-request.ts TopView) so the reader does not get their own city. */
export const shareUrl = (origin: string, filter: TopFilter, everywhere = false): string =>
  `${origin}${topHref({ filter, page: 1, ...(everywhere ? { everywhere: true as const } : {}) })}`;

/** «Топ доноров: за 2026 год, Москва, A(II) Rh+ — Донор Рядом». */
export function shareText(filter: TopFilter, labels: PlaceLabels, product: string, year: string): string {
  const parts = setFilters(filter).map((key) => filterText(key, filter, labels));
  if (filter.by_year) parts.unshift(interpolate(s.period.year, { year }).toLowerCase());
  return interpolate(s.share.text, { filters: parts.length > 0 ? `: ${parts.join(', ')}` : '', product });
}

export interface NetworkLink {
  id: 'vk' | 'telegram' | 'ok';
  label: string;
  href: string;
}

export function networkLinks(url: string, text: string): NetworkLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  return [
    { id: 'vk', label: s.share.vk, href: `https://vk.com/share.php?url=${u}&title=${t}` },
    { id: 'telegram', label: s.share.telegram, href: `https://t.me/share/url?url=${u}&text=${t}` },
    { id: 'ok', label: s.share.ok, href: `https://connect.ok.ru/offer?url=${u}&title=${t}` },
  ];
}

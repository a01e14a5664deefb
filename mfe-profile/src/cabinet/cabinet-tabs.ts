// The cabinet's sections as tabs (spec §2 /profile/; docs/cabinet.md «Разделы»): the first phone
// screen is «Главное» — the next booking, the next possible dates and the main actions — and the
// rest is one tap away. The chosen tab lives in the URL (`?tab=`), so a reload, a shared link and
// Back/Forward keep it; an anchor of another page (/souvenir/ links to `#tg-gifts`) opens the tab
// that holds it. Pure, so the page and the tests read one table.

export const CABINET_TABS = ['main', 'donations', 'gifts', 'more'] as const;
export type CabinetTab = (typeof CABINET_TABS)[number];

/** The in-page anchors other pages and links point at, and the tab each one lives in. */
export const ANCHOR_TAB: Readonly<Record<string, CabinetTab>> = {
  'cab-bookings': 'main',
  'cab-next': 'main',
  'cab-latest': 'donations',
  'cab-honor': 'donations',
  'tg-gifts': 'gifts',
  'tg-collective': 'gifts',
  'tg-advice': 'gifts',
  'cab-certificate': 'more',
  'cab-referrals': 'more',
  'cab-more': 'more',
};

const isTab = (value: string | null): value is CabinetTab => value !== null && (CABINET_TABS as readonly string[]).includes(value);

/** The tab a URL opens: `?tab=` when it names one, else the tab of the `#anchor`, else «Главное». */
export function tabOf(search: string, hash: string): CabinetTab {
  const asked = new URLSearchParams(search).get('tab');
  if (isTab(asked)) return asked;
  return ANCHOR_TAB[hash.replace(/^#/, '')] ?? 'main';
}

/**
 * The URL of a tab on this page: «Главное» is the bare page (the link everyone already has);
 * other query parameters stay, an anchor of the old tab goes.
 */
export function tabHref(pathname: string, search: string, tab: CabinetTab): string {
  const params = new URLSearchParams(search);
  if (tab === 'main') params.delete('tab');
  else params.set('tab', tab);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Arrow keys, Home and End move along the tabs (WAI-ARIA tabs pattern); null: not a tab key. */
export function tabAfterKey(current: CabinetTab, key: string): CabinetTab | null {
  const i = CABINET_TABS.indexOf(current);
  const last = CABINET_TABS.length - 1;
  switch (key) {
    case 'ArrowRight': return CABINET_TABS[i === last ? 0 : i + 1]!;
    case 'ArrowLeft': return CABINET_TABS[i === 0 ? last : i - 1]!;
    case 'Home': return CABINET_TABS[0];
    case 'End': return CABINET_TABS[last]!;
    default: return null;
  }
}

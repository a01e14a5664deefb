// THE slot table (docs/ARCHITECTURE.md "Slots"): places where a section renders into a page it
// does not own — the donation widget below every page and the home page's live blocks —
// as data the shell's loader reads. A row names the owning section, the export of its one entry
// (src/spa.tsx) that holds the slot's single-spa lifecycles, the element it mounts in, and the
// visibility rule from the route table. No section imports another, and the shell never learns
// a slot's data: the owning section fetches it. A slot is an extra on someone else's page: if it
// cannot load it is left out (logged), never replaced by the fallback screen.
import { donationWidgetVisible, type SectionApp } from './routes.ts';

/** The home page (spec §2 route '/'): where its live blocks are shown. */
const isHome = (pathname: string): boolean => pathname === '/' || pathname === '';

export interface SlotDef {
  /** Stable id; the single-spa application is named `<app>:<id>`. */
  id: string;
  app: SectionApp;
  /** The named export of the section's entry module with the slot's lifecycles. */
  exportName: string;
  /** id of the element the slot mounts in (shell/index.html, or one a shell page renders). */
  elementId: string;
  visible: (pathname: string) => boolean;
  /**
   * 'near-viewport': the slot's code loads only once the visitor scrolls within 200 px of it
   * (spec §9 link prefetch margin) — for extras below the content (README byte budget).
   * 'in-page': near-viewport too, for an element a shell page renders (the home page's live
   * blocks): it may be missing when the loader starts and is replaced when the page re-renders,
   * so the loader watches for it by id and the slot follows it itself (pageSlotLifecycles,
   * shared/src/ui/page-slot.tsx).
   */
  load: 'eager' | 'near-viewport' | 'in-page';
}

export const SLOTS = [
  // spec §2 "Donation widget": every page but the hidden list, main-page style on /.
  { id: 'donation', app: 'mfe_donate', exportName: 'slot', elementId: 'app-widget', visible: donationWidgetVisible, load: 'near-viewport' },
  // The home page's active requests for donors in the selected city (spec §7 address_needs with
  // main_page and city_id): mfe-helpme fetches them; the shell only renders the element.
  { id: 'home-needs', app: 'mfe_helpme', exportName: 'homeNeeds', elementId: 'home-needs', visible: isHome, load: 'in-page' },
  // The number of donors (spec §7 users_count) and the month's top donors (users_top_main_page):
  // mfe-top; the upcoming events (events with main_page, by_date=main_future) and the stations
  // that need blood today by type (blood_stations with city_id) of the selected city: mfe-stations.
  { id: 'home-donors-count', app: 'mfe_top', exportName: 'homeDonorsCount', elementId: 'home-donors-count', visible: isHome, load: 'in-page' },
  { id: 'home-events', app: 'mfe_stations', exportName: 'homeEvents', elementId: 'home-events', visible: isHome, load: 'in-page' },
  { id: 'home-station-needs', app: 'mfe_stations', exportName: 'homeStationNeeds', elementId: 'home-station-needs', visible: isHome, load: 'in-page' },
  { id: 'home-top-month', app: 'mfe_top', exportName: 'homeTopMonth', elementId: 'home-top-month', visible: isHome, load: 'in-page' },
  // Donor stories with reactions and the project's banners (spec §3 Stories, §7 banners): mfe-top.
  { id: 'home-stories', app: 'mfe_top', exportName: 'homeStories', elementId: 'home-stories', visible: isHome, load: 'in-page' },
  { id: 'home-banners', app: 'mfe_top', exportName: 'homeBanners', elementId: 'home-banners', visible: isHome, load: 'in-page' },
] as const satisfies readonly SlotDef[];

/** Every slot id of the table (typed, so a section cannot declare a slot that is not a row). */
export type SlotId = (typeof SLOTS)[number]['id'];
/** The slots a shell page renders the element of ('in-page'): pageSlot() in shared/src/ui/page-slot.tsx. */
export type PageSlotId = Extract<(typeof SLOTS)[number], { load: 'in-page' }>['id'];

export function slotById(id: SlotId): SlotDef {
  const slot = SLOTS.find((row) => row.id === id);
  if (!slot) throw new Error(`Unknown slot id: ${id}`);
  return slot;
}

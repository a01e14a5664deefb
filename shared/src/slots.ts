// THE slot table (docs/ARCHITECTURE.md "Slots"): places where a section renders into a page it
// does not own — the donation widget below every page, and later the home page's live blocks —
// as data the shell's loader reads. A row names the owning section, the export of its one entry
// (src/spa.tsx) that holds the slot's single-spa lifecycles, the element it mounts in, and the
// visibility rule from the route table. No section imports another, and the shell never learns
// a slot's data: the owning section fetches it. A slot is an extra on someone else's page: if it
// cannot load it is left out (logged), never replaced by the fallback screen.
import { donationWidgetVisible, type SectionApp } from './routes.ts';

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
   */
  load: 'eager' | 'near-viewport';
}

export const SLOTS: readonly SlotDef[] = [
  // spec §2 "Donation widget": every page but the hidden list, main-page style on /.
  { id: 'donation', app: 'mfe_donate', exportName: 'slot', elementId: 'app-widget', visible: donationWidgetVisible, load: 'near-viewport' },
];

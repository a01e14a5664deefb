// mfe-top's pages by route id (docs/ARCHITECTURE.md «Checklists»): the router (top-root.tsx)
// renders them, and the build reads the same table (scripts/section-pages.ts). `firstPaint`:
// /top/'s title and intro arrive in the page's HTML (shared/src/section-first-paint.ts), so a
// phone shows them before the section's code has loaded.
import type { PageTable } from '@donor/shared/ui/use-section-route';
import { TopPage } from '../list/top-page.tsx';
import { TopFrame } from '../list/top-head.tsx';

export const PAGES = {
  top: { page: TopPage, firstPaint: TopFrame },
} satisfies PageTable<'mfe_top'>;

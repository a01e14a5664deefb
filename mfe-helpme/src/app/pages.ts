// mfe-helpme's pages by route id (docs/ARCHITECTURE.md «Checklists»): the router (helpme-root.tsx)
// renders them, and the build reads the same table (scripts/section-pages.ts). Both pages are in
// the section's first chunk (27–34 KB brotli of the 60 KB budget): a lazy chunk per page was one
// more round trip before the first paint on a phone (Lighthouse LCP), and each is the page a
// link opens.
import type { PageTable } from '@donor/shared/ui/use-section-route';
import { HelpmePage } from '../form/helpme-page.tsx';
import { withRecordTitle } from '@donor/shared/section-first-paint';
import { RecipientPage } from '../recipient/recipient-page.tsx';
import { RecipientFrame } from '../recipient/recipient-top.tsx';
import { WelcomeFrame } from '../form/welcome-frame.tsx';

// `firstPaint` (docs/ARCHITECTURE.md «A section page's first paint»): /helpme/ arrives with its
// welcome's title and lead, what a first visit shows (a returning author's draft shows the form);
// /recipient/{id} with the patient's name, which the host fills in from the page's answer. With
// the answer the host draws the whole top instead (src/app/first-screen-paints.tsx, server-only:
// never imported here); this static one is its fallback.
export const PAGES = {
  helpme: { page: HelpmePage, firstPaint: WelcomeFrame },
  recipient: { page: RecipientPage, firstPaint: withRecordTitle(RecipientFrame) },
} satisfies PageTable<'mfe_helpme'>;

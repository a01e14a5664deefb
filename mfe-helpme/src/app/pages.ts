// mfe-helpme's pages by route id (docs/ARCHITECTURE.md «Checklists»): the router (helpme-root.tsx)
// renders them, and the build reads the same table (scripts/section-pages.ts). Both pages are in
// the section's first chunk (27–34 KB brotli of the 60 KB budget): a lazy chunk per page was one
// more round trip before the first paint on a phone (Lighthouse LCP), and each is the page a
// link opens.
import type { PageTable } from '@donor/shared/ui/use-section-route';
import { HelpmePage } from '../form/helpme-page.tsx';
import { RecipientPage } from '../recipient/recipient-page.tsx';

export const PAGES = {
  helpme: { page: HelpmePage },
  recipient: { page: RecipientPage },
} satisfies PageTable<'mfe_helpme'>;

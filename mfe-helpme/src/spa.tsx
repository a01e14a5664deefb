// The ONLY public entry of mfe-helpme (STYLE: one entry per app): single-spa lifecycles of the
// section's pages (/helpme/, /recipient/{id}) and of its slot on the home page (the slot table's
// 'home-needs' row, export `homeNeeds`). The shell passes its stores and api client as props
// (ARCHITECTURE §2).
import { sectionLifecycles } from '@donor/shared/ui/section-lifecycles';
import { pageSlot } from '@donor/shared/ui/page-slot';
import { HelpmeRoot } from './app/helpme-root.tsx';
import { HomeNeeds } from './needs/home-needs.tsx';

export const { bootstrap, mount, unmount } = sectionLifecycles('mfe_helpme', HelpmeRoot);

export const homeNeeds = pageSlot('home-needs', HomeNeeds);

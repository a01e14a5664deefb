// The ONLY public entry of mfe-top (STYLE: one entry per app): single-spa lifecycles of the
// section's page and of its blocks on the home page (the slot table's rows).
// The shell passes its store instances and api client as custom props (ARCHITECTURE §2).
import { sectionLifecycles } from '@donor/shared/ui/section-lifecycles';
import { pageSlot } from '@donor/shared/ui/page-slot';
import { TopRoot } from './app/top-root.tsx';
import { HomeDonorsCount } from './home/home-donors-count.tsx';
import { HomeTop } from './home/home-top.tsx';
import { HomeStories } from './home/home-stories.tsx';
import { HomeBanners } from './home/home-banners.tsx';

export const { bootstrap, mount, unmount } = sectionLifecycles('mfe_top', TopRoot);

// The home page's blocks (slot table rows 'home-donors-count', 'home-top-month', 'home-stories',
// 'home-banners'; src/home/).
export const homeDonorsCount = pageSlot('home-donors-count', HomeDonorsCount);
export const homeTopMonth = pageSlot('home-top-month', HomeTop);
export const homeStories = pageSlot('home-stories', HomeStories);
export const homeBanners = pageSlot('home-banners', HomeBanners);

// The ONLY public entry of mfe-stations (STYLE: one entry per app): single-spa lifecycles of the
// section's pages and of its blocks on the home page (the slot table's rows).
// The shell passes its store instances and api client as custom props (ARCHITECTURE §2).
import { lazy } from 'react';
import { sectionLifecycles } from '@donor/shared/ui/section-lifecycles';
import { pageSlot } from '@donor/shared/ui/page-slot';
import { StationsRoot } from './app/stations-root.tsx';

export const { bootstrap, mount, unmount } = sectionLifecycles('mfe_stations', StationsRoot);

// The home page's blocks (slot table rows 'home-events', 'home-station-needs'; src/home/), in a
// chunk of their own: until it comes the element keeps its reserved, grey placeholder.
const homeBlocks = () => import('./home/home-blocks.tsx');
const HomeEvents = lazy(() => homeBlocks().then((m) => ({ default: m.HomeEvents })));
const HomeStationNeeds = lazy(() => homeBlocks().then((m) => ({ default: m.HomeStationNeeds })));
export const homeEvents = pageSlot('home-events', HomeEvents);
export const homeStationNeeds = pageSlot('home-station-needs', HomeStationNeeds);

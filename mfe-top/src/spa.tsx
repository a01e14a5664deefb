// The ONLY public entry of mfe-top (STYLE: one entry per app): single-spa lifecycles.
// The shell passes its store instances and api client as custom props (ARCHITECTURE §2).
import { sectionLifecycles } from '@donor/shared/ui/section-lifecycles';
import { TopRoot } from './app/top-root.tsx';

export const { bootstrap, mount, unmount } = sectionLifecycles('mfe_top', TopRoot);
